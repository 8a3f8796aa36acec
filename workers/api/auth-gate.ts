/**
 * Overlapping authorisation (spec §9, ACCEPTANCE B36, Q27): while one request fetches what others need (the RSA key),
 * the others poll a shared flag every 100 ms, up to their own timeout, and then reuse the answer instead of
 * starting a second fetch.
 */
import { AUTH_OVERLAP_POLL_MS } from '../../src/shared/constants';
import type { Clock } from '../../src/data/clock';
import { sleep } from './timers';

export interface AuthGate<T> {
  /** Runs fetcher, or, when a run is already in flight, waits for it and returns its answer. */
  run(fetcher: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  readonly inFlight: boolean;
}

export function createAuthGate<T>(timers: Clock, pollMs = AUTH_OVERLAP_POLL_MS): AuthGate<T> {
  let inFlight = false;
  let last: { value: T } | undefined;

  return {
    async run(fetcher, signal) {
      if (inFlight) {
        while (inFlight) await sleep(timers, pollMs, signal);
        if (last) return last.value;
      }
      inFlight = true;
      last = undefined;
      try {
        const value = await fetcher();
        last = { value };
        return value;
      } finally {
        inFlight = false;
      }
    },
    get inFlight() {
      return inFlight;
    },
  };
}
