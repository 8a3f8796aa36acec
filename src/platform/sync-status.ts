/** The state of the start-up settings sync, for screens that must tell "loading" from "offline with no data". */
import { useSyncExternalStore } from 'react';

export type SyncPhase = 'syncing' | 'done' | 'failed';

let phase: SyncPhase = 'syncing';
const listeners = new Set<() => void>();

export function setSyncPhase(next: SyncPhase): void {
  phase = next;
  listeners.forEach((listener) => listener());
}

export function useSyncPhase(): SyncPhase {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => phase,
  );
}
