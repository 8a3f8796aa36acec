/** Runs the action once, ms after the last of a burst of calls. Timers are injectable for tests. */
export interface DebounceTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const browserTimers: DebounceTimers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function debounce(action: () => void, ms: number, timers: DebounceTimers = browserTimers): () => void {
  let pending: unknown;
  return () => {
    if (pending !== undefined) timers.clearTimeout(pending);
    pending = timers.setTimeout(() => {
      pending = undefined;
      action();
    }, ms);
  };
}
