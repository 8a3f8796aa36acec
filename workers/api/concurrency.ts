/**
 * A counting semaphore (spec §9: 10 requests in flight, 2 game lists; ACCEPTANCE B13, B14). Waiters are served
 * first come, first served; a waiter whose signal aborts leaves the queue.
 */
import { abortReason } from './timers';

export type Release = () => void;

export interface Semaphore {
  acquire(signal?: AbortSignal): Promise<Release>;
  /** acquire, run, release, whatever the outcome. */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

interface Waiter {
  grant(release: Release): void;
}

export function createSemaphore(max: number): Semaphore {
  let active = 0;
  const queue: Waiter[] = [];

  function makeRelease(): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = queue.shift();
      if (next) next.grant(makeRelease());
      else active--;
    };
  }

  function acquire(signal?: AbortSignal): Promise<Release> {
    if (signal?.aborted) return Promise.reject(abortReason(signal));
    if (active < max) {
      active++;
      return Promise.resolve(makeRelease());
    }
    return new Promise((resolve, reject) => {
      const onAbort = () => {
        const index = queue.indexOf(waiter);
        if (index >= 0) queue.splice(index, 1);
        reject(abortReason(signal!));
      };
      const waiter: Waiter = {
        grant(release) {
          signal?.removeEventListener('abort', onAbort);
          resolve(release);
        },
      };
      queue.push(waiter);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }

  return {
    acquire,
    async run(task, signal) {
      const release = await acquire(signal);
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
