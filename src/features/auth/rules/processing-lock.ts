/**
 * The processing lock of login and registration (spec §4, §9; ACCEPTANCE C8, C9, C24, C25): a submit while one is
 * processing is ignored, and the lock is released 500 ms after the call finishes. Timers are injected.
 */
import { PROCESSING_LOCK_RELEASE_MS } from '../../../shared/constants';

export interface LockTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
}

export type LockedRun<T> = { ran: false } | { ran: true; value: T };

export interface ProcessingLock {
  readonly busy: boolean;
  /** Runs task unless busy; the lock is held until releaseMs after task settles (also when it throws). */
  run<T>(task: () => Promise<T>): Promise<LockedRun<T>>;
  subscribe(listener: () => void): () => void;
}

export function createProcessingLock(
  timers: LockTimers = { setTimeout: (callback, ms) => setTimeout(callback, ms) },
  releaseMs = PROCESSING_LOCK_RELEASE_MS,
): ProcessingLock {
  let busy = false;
  const listeners = new Set<() => void>();
  const set = (value: boolean) => {
    busy = value;
    for (const listener of listeners) listener();
  };
  return {
    get busy() {
      return busy;
    },
    async run<T>(task: () => Promise<T>): Promise<LockedRun<T>> {
      if (busy) return { ran: false };
      set(true);
      try {
        return { ran: true, value: await task() };
      } finally {
        timers.setTimeout(() => set(false), releaseMs);
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
