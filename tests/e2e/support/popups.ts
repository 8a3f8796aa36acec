/**
 * The popup-announcement carousel in end-to-end tests. The QA config points the carousel at the backend's stand-in
 * CDNs (/__emu/cdn/{host}/…): routeCarouselCdn records which of them the page asks, optionally with the primary
 * blocked. skipPopupAnnouncements marks the carousel as already shown in the session, for tests of
 * other parts of home that the modal would cover.
 */
import type { BrowserContext } from '@playwright/test';
import { POPUPS_SHOWN_KEY } from '../../../src/features/promotions/rules/popups';
import { DEMO_ORIGIN } from './qa';

export const CDN_HOSTS = ['cdn-primary.test', 'cdn-backup.test'] as const;

/** The stand-in CDNs' requests, as the CDN host each asked (in order); with blockPrimary the primary refuses. */
export async function routeCarouselCdn(context: BrowserContext, options: { blockPrimary?: boolean } = {}): Promise<string[]> {
  const requested: string[] = [];
  await context.route(`${DEMO_ORIGIN}/__emu/cdn/**`, async (route) => {
    const host = new URL(route.request().url()).pathname.split('/')[3] ?? '';
    requested.push(host);
    if (options.blockPrimary && host === CDN_HOSTS[0]) return route.abort('connectionrefused');
    return route.continue();
  });
  return requested;
}

export async function skipPopupAnnouncements(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => sessionStorage.setItem(key, '1'), POPUPS_SHOWN_KEY);
}
