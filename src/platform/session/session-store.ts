/**
 * The app shell's view of the tab's session. One store holds it for the whole page: the auth feature's
 * (sessionStorage key sessionInfo, guarded 1.5 MB writes, the tab's spanId); the shell reads and subscribes
 * through these few functions so the guard, the screens and the login flow see the same session.
 */
import { useSyncExternalStore } from 'react';
import { getSessionStore, type NewSession, type SessionInfo } from './tab-session/session-store';

export type { NewSession, SessionInfo };

export function readSession(): SessionInfo | null {
  return getSessionStore().get();
}

/** Stores a new session (the tab's spanId is added); false when the write is refused. */
export function saveSession(session: NewSession): boolean {
  return getSessionStore().start(session);
}

/** Merges fields into the stored session; false when there is none. */
export function patchSession(fields: Partial<NewSession>): boolean {
  return getSessionStore().update(fields);
}

export function clearSession(): void {
  getSessionStore().clear();
}

export function subscribeSession(listener: () => void): () => void {
  return getSessionStore().subscribe(listener);
}

export function useSession(): SessionInfo | null {
  return useSyncExternalStore(subscribeSession, readSession, () => null);
}
