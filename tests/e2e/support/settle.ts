/**
 * Waiting for the moment a check is about, instead of sleeping: the install overlays in place, and the page's
 * animations over before a screenshot.
 */
import { expect, type Page } from '@playwright/test';

/**
 * <InstallOverlays> has rendered: the manifest link it keeps points at the generated manifest. The install sheet
 * mounts with it (while the site is open), so by then it has asked for its turn if it is going to.
 */
export async function installOverlaysMounted(page: Page): Promise<void> {
  await expect(page.locator('link[rel="manifest"][href^="blob:"]')).toBeAttached();
}

/** Fonts are in and every finite animation or transition in the page has finished (a sheet sliding up, a dialog rising). */
export async function animationsFinished(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
  });
}
