/**
 * Waiting for the moment a check is about, instead of sleeping: the start-up answers handled, the install overlays in
 * place, and the page's animations over before a screenshot.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { qa } from './qa';

export const STATUS_PATH = '/wps/v2/system/status';
/** Home's game vendor data: the start-up sync asks for it only once the status answer has been handled. */
const HOME_DATA_PATH = '/wps/relay/GCSGAME_newGameVendor';

/** The id of the last start-up status call so far; a page loaded after this makes one with a higher id. */
export async function lastStatusId(request: APIRequestContext): Promise<number> {
  return (await qa(request).requests(STATUS_PATH)).at(-1)?.id ?? 0;
}

/**
 * Resolves once the start-up status answer of a page loaded after the status call `afterId` has been handled (a
 * redirect or dialog it calls for has happened by then): the app has gone on to ask for home's data.
 */
export async function startupHandled(request: APIRequestContext, afterId = 0): Promise<void> {
  const log = qa(request).requests;
  await expect
    .poll(async () => {
      const status = (await log(STATUS_PATH)).filter((entry) => entry.id > afterId).at(-1);
      return status !== undefined && (await log(HOME_DATA_PATH)).some((entry) => entry.id > status.id);
    })
    .toBe(true);
}

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
