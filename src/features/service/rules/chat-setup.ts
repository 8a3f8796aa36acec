/**
 * When the chat widget's user is set (spec §9; ACCEPTANCE D51, K27): 500 ms after the token, then again at 1 s and
 * 3 s after it while the widget is not ready, and never again.
 */
import { CHAT_SETUP_DELAY_MS, CHAT_SETUP_RETRY_AT_MS } from '../../../shared/constants';

export interface SetupTimers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** The attempt times, from the token: 500, 1000, 3000. */
export const CHAT_SETUP_SCHEDULE_MS: readonly number[] = [CHAT_SETUP_DELAY_MS, ...CHAT_SETUP_RETRY_AT_MS];

/**
 * Runs attempt at each scheduled time until it returns true. Returns a cancel function (the token changed again).
 */
export function scheduleChatSetup(attempt: () => boolean, timers: SetupTimers): () => void {
  let done = false;
  const handles = CHAT_SETUP_SCHEDULE_MS.map((at) =>
    timers.setTimeout(() => {
      if (done) return;
      done = attempt();
      if (done) cancel();
    }, at),
  );
  function cancel() {
    done = true;
    for (const handle of handles) timers.clearTimeout(handle);
  }
  return cancel;
}
