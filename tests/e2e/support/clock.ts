import type { Page } from '@playwright/test';

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
