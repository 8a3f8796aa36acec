import { expect, type Page } from '@playwright/test';

/**
 * Pauses the page's installed clock about `aheadMs` from now. The page's clock runs on while the pause travels to it,
 * and a pause whose time has passed when it arrives fails ("Cannot fast-forward to the past"): on a busy machine the
 * time is read again and the pause sent again, further ahead.
 */
export async function pauseClock(page: Page, aheadMs = 1_000): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const at = (await page.evaluate(() => Date.now())) + aheadMs * attempt;
    try {
      await page.clock.pauseAt(at);
      return;
    } catch (error) {
      if (attempt >= 5 || !String(error).includes('fast-forward to the past')) throw error;
    }
  }
}

/**
 * Moves the page's paused clock on in steps until `reached()` holds, up to the page's time `untilMs` (its
 * performance.now, which under the installed clock counts from the install, across later documents too). Between the
 * steps, what the page does without timers (loading code, reading IndexedDB, React's commits) gets the real time it
 * needs on a busy machine, as it has on a phone; one long jump would run the timers due before the page has done the
 * work that sets the next.
 */
export async function stepClockUntil(page: Page, untilMs: number, reached: () => Promise<boolean>, stepMs = 250): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await reached()) return true;
        const now = await page.evaluate(() => performance.now());
        if (now < untilMs) await page.clock.runFor(Math.min(stepMs, untilMs - now));
        return reached();
      },
      { intervals: [50] },
    )
    .toBe(true);
}
