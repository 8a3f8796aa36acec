/**
 * The popup-announcement carousel in end-to-end tests. The carousel CDN hosts (cdn-primary.test, cdn-backup.test)
 * do not resolve: routeCarouselCdn sends them to the backend's emulated CDN (/__emu/cdn/{host}/…), optionally with
 * the primary blocked. skipPopupAnnouncements marks the carousel as already shown in the session, for tests of
 * other parts of home that the modal would cover.
 */
import type { BrowserContext } from '@playwright/test';
import { POPUPS_SHOWN_KEY } from '../../../src/features/promotions/rules/popups';
import { DEMO_ORIGIN } from './qa';

export const CDN_HOSTS = ['cdn-primary.test', 'cdn-backup.test'] as const;

export async function routeCarouselCdn(context: BrowserContext, options: { blockPrimary?: boolean } = {}): Promise<string[]> {
  const requested: string[] = [];
  for (const host of CDN_HOSTS) {
    await context.route(`https://${host}/**`, async (route) => {
      const url = new URL(route.request().url());
      requested.push(url.href);
      if (options.blockPrimary && host === 'cdn-primary.test') return route.abort('connectionrefused');
      const response = await route.fetch({ url: `${DEMO_ORIGIN}/__emu/cdn/${host}${url.pathname}` });
      return route.fulfill({ response });
    });
  }
  return requested;
}

export async function skipPopupAnnouncements(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => sessionStorage.setItem(key, '1'), POPUPS_SHOWN_KEY);
}
