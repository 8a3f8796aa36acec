/** The worker's injected time is the app's one clock; only its waiting differs: an aborted wait rejects here. */
import type { Clock } from '../../src/data/clock';

/** The reason an aborted wait rejects with, when the signal carries none. */
export function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/** Resolves after ms, or rejects with the signal's reason when it aborts first. */
export function sleep(timers: Clock, ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortReason(signal));
    const onAbort = () => {
      timers.clearTimeout(handle);
      reject(abortReason(signal!));
    };
    const handle = timers.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
