/** useSession(): the current session info, re-rendered on login, renewal and logout. */
import { useSyncExternalStore } from 'react';
import { getSessionStore, type SessionInfo, type SessionStore } from './session-store';

export function useSession(store: SessionStore = getSessionStore()): SessionInfo | null {
  return useSyncExternalStore(store.subscribe, store.get, () => null);
}
