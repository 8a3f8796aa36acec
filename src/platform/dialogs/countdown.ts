/**
 * Timers of the transient UI, framework-free so fake timers can drive them: the error toast's 1 s interval that
 * clears itself after 3 ticks (spec §9, ACCEPTANCE B35, Q26), and the loading indicator's safety cap (A38, Q20).
 */
import { ERROR_TOAST_TICKS, ERROR_TOAST_TICK_MS, LOADER_CAP_LONG_MS, LOADER_CAP_MS } from '../../shared/constants';

export interface IntervalTimers {
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

export interface TimeoutTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

export const browserIntervals: IntervalTimers = {
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

export const browserTimeouts: TimeoutTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Counts ticks of an interval and calls onDone once, at the last tick, after clearing the interval.
 * Returns a cancel function (the toast was closed by hand).
 */
export function startTickCountdown(
  onDone: () => void,
  { ticks = ERROR_TOAST_TICKS, intervalMs = ERROR_TOAST_TICK_MS, timers = browserIntervals } = {},
): () => void {
  let count = 0;
  let handle: unknown = timers.setInterval(() => {
    count += 1;
    if (count < ticks) return;
    timers.clearInterval(handle);
    handle = undefined;
    onDone();
  }, intervalMs);
  return () => {
    if (handle === undefined) return;
    timers.clearInterval(handle);
    handle = undefined;
  };
}

/** The loader's cap: 5 s for ordinary calls, 10 s for long ones such as a game launch. */
export function loaderCapMs(long = false): number {
  return long ? LOADER_CAP_LONG_MS : LOADER_CAP_MS;
}
