/** Safari 14's IndexedDB start-up: the page asks databases() until it answers before its first open. */
import { describe, expect, it, vi } from 'vitest';
import { IDB_READY_POLL_MS, idbReady, type IdbReadyEnvironment } from './idb-ready';

const SAFARI_14 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 14_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.1.2 Mobile/15E148 Safari/604.1';
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

function environment(userAgent: string, answerOnCall: number, hasUserAgentData = false) {
  let calls = 0;
  const databases = vi.fn(() => {
    calls += 1;
    return calls >= answerOnCall ? Promise.resolve([]) : new Promise<never>(() => undefined);
  });
  const env: IdbReadyEnvironment = {
    userAgent,
    hasUserAgentData,
    databases,
    setInterval: (callback, ms) => setInterval(callback, ms),
    clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
  };
  return { env, databases };
}

describe('idbReady', () => {
  it('on Safari, asks databases() every 100 ms until one answers, then stops asking', async () => {
    vi.useFakeTimers();
    try {
      const { env, databases } = environment(SAFARI_14, 3);
      let ready = false;
      void idbReady(env).then(() => (ready = true));
      await vi.advanceTimersByTimeAsync(IDB_READY_POLL_MS);
      expect(databases).toHaveBeenCalledTimes(2);
      expect(ready).toBe(false);
      await vi.advanceTimersByTimeAsync(IDB_READY_POLL_MS);
      expect(databases).toHaveBeenCalledTimes(3);
      expect(ready).toBe(true);
      await vi.advanceTimersByTimeAsync(10 * IDB_READY_POLL_MS);
      expect(databases).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('is ready at once elsewhere: Chromium (by its user agent or its userAgentData), or without databases()', async () => {
    for (const { env, databases } of [environment(CHROME_ANDROID, 99), environment(SAFARI_14, 99, true)]) {
      await idbReady(env);
      expect(databases).not.toHaveBeenCalled();
    }
    await idbReady({ ...environment(SAFARI_14, 99).env, databases: undefined });
  });

  it('a databases() that fails still lets the open go on', async () => {
    const { env } = environment(SAFARI_14, 1);
    await idbReady({ ...env, databases: () => Promise.reject(new Error('refused')) });
  });

  it('pins the poll interval', () => {
    expect(IDB_READY_POLL_MS).toBe(100);
  });
});
