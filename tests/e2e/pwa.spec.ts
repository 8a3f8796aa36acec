/**
 * The service worker and the PWA layer in Chromium (ACCEPTANCE E1, E2, E4, E31–E35, E37, A24, A25, outbox sync, the
 * ?no-cache clean start).
 * localhost is a secure context, so the service worker, Background Sync and the offline toast all run here.
 */
import { syncTag } from '../../src/data/outbox/sw';
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { screenshot } from './support/screenshots';
import { DEMO_ORIGIN, qa } from './support/qa';
import { readStore } from './support/idb';
import { assetChecks, watchAssetChecks, watchPageCalls, workerCalls } from './support/absence';
import { pauseClock } from './support/clock';

test.beforeEach(async ({ request }) => {
  await qa(request).reset();
});

/** Waits for /m/sw.js to be active and in control of the page. */
async function serviceWorkerInControl(page: Page) {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
      );
    }
    return { scope: registration.scope, scriptURL: registration.active?.scriptURL ?? '' };
  });
}

/** The page goes hidden then visible again (what the update check listens to). */
async function hideAndShow(page: Page) {
  await page.evaluate(() => {
    for (const state of ['hidden', 'visible']) {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }
  });
}

function countManifestChecks(page: Page): { urls: string[] } {
  const seen = { urls: [] as string[] };
  page.on('request', (request) => {
    if (request.url().includes('/m/asset-manifest.json')) seen.urls.push(request.url());
  });
  return seen;
}

/** Counts documents loaded in this tab (sessionStorage survives reloads and navigations). */
async function countDocuments(page: Page) {
  await page.addInitScript(() => {
    const loads = Number(sessionStorage.getItem('e2e.documents') ?? '0') + 1;
    sessionStorage.setItem('e2e.documents', String(loads));
  });
}
const documents = (page: Page) => page.evaluate(() => Number(sessionStorage.getItem('e2e.documents')));
const navigationType = (page: Page) =>
  page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type);

test('registers /m/sw.js?env&merchant with scope /m/, caches per merchant, and a repeat visit offline renders from it', async ({
  page,
  context,
  request,
}) => {
  const demo = await qa(request).settings('DEMO');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));

  await page.goto(`${DEMO_ORIGIN}/m/home`);
  await expect(page.getByTestId('brand-name')).toHaveText(demo.merchantName);
  const registration = await serviceWorkerInControl(page);
  expect(registration).toEqual({ scope: `${DEMO_ORIGIN}/m/`, scriptURL: `${DEMO_ORIGIN}/m/sw.js?env=qa&merchant=DEMO` });
  const cacheNames = await page.evaluate(() => caches.keys());
  expect(cacheNames.length).toBeGreaterThan(0);
  expect(cacheNames.every((name) => name.includes('DEMO-qa'))).toBe(true);

  await context.setOffline(true);
  try {
    const response = await page.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await expect(page.getByTestId('brand-name')).toHaveText(demo.merchantName);
    // Another route of the shell, never visited, also comes from the precache.
    const deep = await page.goto(`${DEMO_ORIGIN}/m/member/home`);
    expect(deep?.fromServiceWorker()).toBe(true);
    await expect(page.getByTestId('brand-name')).toHaveText(demo.merchantName);
  } finally {
    await context.setOffline(false);
  }
  expect(errors).toEqual([]);
});

test('an entry with ?no-cache unregisters the worker and deletes its caches, keeps Dexie, and loads once without it (issue 19)', async ({
  page,
}) => {
  await countDocuments(page);
  await page.goto(`${DEMO_ORIGIN}/m/home`);
  await serviceWorkerInControl(page);
  await page.evaluate(async () => (await caches.open('e2e-marker')).put('/m/e2e-marker', new Response('kept?')));
  await expect.poll(async () => (await readStore(page, 'siteSettings')).length).toBeGreaterThan(0);

  await page.goto(`${DEMO_ORIGIN}/m/game?no-cache&category=SLOT`);
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/game?category=SLOT`);
  await expect(page.getByTestId('brand-name')).toBeVisible();
  // The first visit, the ?no-cache entry, and the one load that replaced it.
  expect(await documents(page)).toBe(3);
  expect(await page.evaluate(() => caches.has('e2e-marker'))).toBe(false);
  expect((await readStore(page, 'siteSettings')).length).toBeGreaterThan(0);
  // The clean start registers the shell's worker anew.
  expect((await serviceWorkerInControl(page)).scope).toBe(`${DEMO_ORIGIN}/m/`);
});

test('no update dialog while the asset list is unchanged; checks on start and on visibility, each with a new ?t=', async ({
  page,
}) => {
  const checks = countManifestChecks(page);
  await watchAssetChecks(page);
  await page.goto(`${DEMO_ORIGIN}/m/home`);
  await expect(page.getByTestId('brand-name')).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('assetListHash'))).toMatch(/^[0-9a-f]{64}$/);
  expect(checks.urls).toHaveLength(1);

  await hideAndShow(page);
  await expect.poll(() => checks.urls.length).toBe(2);
  // Both checks of this document have compared the list with the stored hash: no dialog came of them.
  await expect.poll(() => assetChecks(page)).toBe(2);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  await expect.poll(() => checks.urls.length).toBe(3);
  await expect.poll(() => assetChecks(page)).toBe(1);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const stamps = checks.urls.map((url) => new URL(url).searchParams.get('t'));
  expect(stamps.every((t) => /^\d{13}$/.test(t ?? ''))).toBe(true);
  expect(new Set(stamps).size).toBe(3);
});

test('a bumped asset list shows the update dialog; Refresh reloads /m/game in place exactly once (A24)', async ({
  page,
  request,
}) => {
  await countDocuments(page);
  await watchAssetChecks(page);
  await page.goto(`${DEMO_ORIGIN}/m/game`);
  await serviceWorkerInControl(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('assetListHash'))).not.toBeNull();
  expect(await documents(page)).toBe(1);

  await qa(request).bumpAssets();
  await hideAndShow(page);
  const dialog = page.getByRole('dialog', { name: 'Update' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog).toContainText('Found new version, click refresh');
  const refresh = dialog.getByRole('button', { name: 'Refresh' });
  await expect(refresh).toBeFocused();

  await refresh.click();
  await expect.poll(() => documents(page).catch(() => 0)).toBe(2);
  await page.waitForLoadState('load');
  expect(new URL(page.url()).pathname).toBe('/m/game');
  expect(await navigationType(page)).toBe('reload');
  await expect(page.getByTestId('brand-name')).toBeVisible();
  // The reloaded document has checked on start (the new list is now the baseline): neither a dialog nor a reload.
  await expect.poll(() => assetChecks(page)).toBeGreaterThanOrEqual(1);
  expect(await documents(page)).toBe(2);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('after a bump on /m/activity?id=PROMO1, Refresh goes to /m/home (A25)', async ({ page, request }) => {
  await countDocuments(page);
  await watchAssetChecks(page);
  await page.goto(`${DEMO_ORIGIN}/m/activity?id=PROMO1`);
  await serviceWorkerInControl(page);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('assetListHash'))).not.toBeNull();

  await qa(request).bumpAssets();
  await page.reload(); // the check on start
  const refresh = page.getByRole('dialog', { name: 'Update' }).getByRole('button', { name: 'Refresh' });
  await expect(refresh).toBeVisible();
  await refresh.click();
  await page.waitForURL((url) => url.pathname === '/m/home');
  await expect(page.getByTestId('brand-name')).toBeVisible();
  // /m/home has checked on start: neither a dialog nor another reload came of it.
  await expect.poll(() => assetChecks(page)).toBeGreaterThanOrEqual(1);
  expect(await documents(page)).toBe(3);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('a failing asset-list check is silent (E35)', async ({ page, request }) => {
  const backend = qa(request);
  await watchAssetChecks(page);
  await page.goto(`${DEMO_ORIGIN}/m/home`);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('assetListHash'))).not.toBeNull();
  await qa(request).bumpAssets();
  await backend.addFault({ match: { path: '/m/asset-manifest.json' }, times: 10, status: 500 });
  try {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await hideAndShow(page);
    // The check on start, then this one: it has had its 500 and let it go.
    await expect.poll(() => assetChecks(page)).toBe(2);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(errors).toEqual([]);
  } finally {
    await backend.clearFaults();
  }
});

test('going offline shows the network offline toast for about 1.5 s (E37)', async ({ page, context }) => {
  await page.clock.install();
  await page.goto(`${DEMO_ORIGIN}/m/home`);
  await expect(page.getByTestId('brand-name')).toBeVisible();
  // Time stands still from here: only runFor moves the toast's timer, whatever the machine's load.
  await pauseClock(page);
  await context.setOffline(true);
  try {
    const toast = page.getByRole('status').filter({ hasText: 'network offline' });
    await expect(toast).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(toast).toBeVisible();
    await page.clock.runFor(1_000);
    await expect(toast).toBeHidden();
  } finally {
    await context.setOffline(false);
  }
});

test('offline is visible: a banner says so and when the saved content was last updated, and leaves when the network returns', async ({
  page,
  context,
}) => {
  await page.goto(`${DEMO_ORIGIN}/m/home`);
  await expect(page.getByTestId('brand-name')).toBeVisible();
  await serviceWorkerInControl(page);
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toHaveCount(0);

  await context.setOffline(true);
  try {
    await expect(banner).toContainText('You are offline.');
    await expect(page.getByTestId('offline-banner-updated')).toContainText(/last updated .*\d/);
    // A screen opened from local data while offline says the same, from its first frame.
    await page.reload();
    await expect(page.getByTestId('home-hero')).toBeVisible();
    await expect(banner).toContainText('You are offline.');
    await screenshot(page, 'pwa/offline-banner-390');
  } finally {
    await context.setOffline(false);
  }
  await expect(banner).toHaveCount(0);
});

interface OutboxRow {
  eventId: string;
  event: { eventName: string };
  state: string;
}

test('events recorded offline are delivered exactly once by the service worker sync, with no page open', async ({
  context,
  request,
}) => {
  const backend = qa(request);
  const first = await context.newPage();
  await first.goto(`${DEMO_ORIGIN}/m/home`);
  await serviceWorkerInControl(first);
  await expect
    .poll(async () => (await backend.events()).map((event) => event.eventName).sort())
    .toEqual(['firstOpen', 'viewContent']);

  // A new tab is a new session: it records viewContent again, offline, served by the service worker.
  await context.setOffline(true);
  const second = await context.newPage();
  const response = await second.goto(`${DEMO_ORIGIN}/m/home`);
  expect(response?.fromServiceWorker()).toBe(true);
  await expect
    .poll(async () => (await readStore<OutboxRow>(second, 'outbox')).filter((row) => row.state === 'pending').length)
    .toBe(1);
  const [pending] = await readStore<OutboxRow>(second, 'outbox');
  expect(pending?.event.eventName).toBe('viewContent');

  // Close every page: only the service worker can deliver now.
  const blank = await context.newPage();
  await second.close();
  await first.close();
  await context.setOffline(false);
  // A page of the origin outside the app (no app code runs there) sees the origin's Web Locks: the outbox's lock,
  // named like its sync tag, is held while someone flushes.
  await blank.goto(`${DEMO_ORIGIN}/__qa/faults`);
  const flushing = () =>
    blank.evaluate(async (name) => ((await navigator.locks.query()).held ?? []).some((lock) => lock.name === name), syncTag);
  // A flush still running from the offline time (a sync Chromium fired at once) finishes first.
  await expect.poll(flushing, { timeout: 45_000 }).toBe(false);

  // Background Sync follows the browser's real connectivity, not the emulated one, so Chromium may already have
  // spent the sync while the context was offline: fire the outbox's sync tag the way the browser does.
  const cdp = await context.newCDPSession(blank);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const registration = registrations.find((candidate) => candidate.scopeURL === `${DEMO_ORIGIN}/m/` && !candidate.isDeleted);
      if (registration) resolve(registration.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.dispatchSyncEvent', {
    origin: DEMO_ORIGIN,
    registrationId: await registrationId,
    tag: syncTag,
    lastChance: false,
  });
  await expect
    .poll(async () => (await backend.events()).filter((event) => event.eventId === pending?.eventId).length, {
      timeout: 20_000,
    })
    .toBe(1);
  // The flush that delivered it has ended (the event is deleted from the outbox by then).
  await expect.poll(flushing).toBe(false);
  const events = await backend.events();
  expect(events.map((event) => event.eventName).sort()).toEqual(['firstOpen', 'viewContent', 'viewContent']);
  expect(new Set(events.map((event) => event.eventId)).size).toBe(3);
  await blank.goto(`${DEMO_ORIGIN}/m/home`);
  expect((await readStore<OutboxRow>(blank, 'outbox')).filter((row) => row.eventId === pending?.eventId)).toEqual([]);
});

const IOS_164 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.4 Mobile/15E148 Safari/604.1';
const IOS_13 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 13_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.2 Mobile/15E148 Safari/604.1';
const LINE_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 Line/13.1.0';

test('image format: iOS 16.4 with a decodable AVIF gets avif, computed once and kept (E38, E39)', async ({ browser }) => {
  const context = await browser.newContext({ userAgent: IOS_164 });
  try {
    const page = await context.newPage();
    await watchPageCalls(page);
    await page.goto(`${DEMO_ORIGIN}/m/home`);
    // Chromium decodes the probe's AVIF, as iOS 16.4 Safari does.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('imageFormat'))).toBe('avif');
    await page.evaluate(() => localStorage.setItem('imageFormat', 'webp'));
    await page.reload();
    // The format this start settled on, as handed to the API worker: the stored one, with no new probe.
    const handed = async () =>
      (await workerCalls(page))
        .filter((call) => call.method === 'init')
        .map((call) => (call.args[0] as { imageFormat?: string } | undefined)?.imageFormat)
        .find((format) => format !== undefined);
    await expect.poll(handed).toBeDefined();
    expect(await handed()).toBe('webp');
    expect(await page.evaluate(() => localStorage.getItem('imageFormat'))).toBe('webp');
  } finally {
    await context.close();
  }
  const old = await browser.newContext({ userAgent: IOS_13 });
  try {
    const page = await old.newPage();
    await page.goto(`${DEMO_ORIGIN}/m/home`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('imageFormat'))).toBe('na');
  } finally {
    await old.close();
  }
});

for (const [name, userAgent, removed] of [
  ['the LINE browser', LINE_UA, true],
  ['a plain browser', undefined, false],
] as const) {
  test(`an old-shell registration in ${name} is ${removed ? 'removed, with the update dialog' : 'kept, with no dialog'} (E36)`, async ({
    browser,
  }) => {
    const context = await browser.newContext(userAgent ? { userAgent } : {});
    try {
      await context.route('**/m/legacy/old-sw.js', (route) =>
        route.fulfill({ contentType: 'text/javascript', body: 'self.addEventListener("fetch", () => {});' }),
      );
      const page = await context.newPage();
      await watchAssetChecks(page);
      await page.goto(`${DEMO_ORIGIN}/m/inviteFriends`);
      await page.evaluate(async () => {
        await navigator.serviceWorker.register('/m/legacy/old-sw.js', { scope: '/m/legacy/' });
      });
      await page.reload();
      await expect(page.getByTestId('brand-name')).toBeVisible();
      const scripts = () =>
        page.evaluate(async () =>
          (await navigator.serviceWorker.getRegistrations()).map((r) => (r.active ?? r.installing ?? r.waiting)?.scriptURL),
        );
      if (removed) {
        await expect(page.getByRole('dialog', { name: 'Update' })).toBeVisible();
        await expect.poll(async () => (await scripts()).some((url) => url?.includes('old-sw.js'))).toBe(false);
      } else {
        // The first screen has settled: the PWA layer, which loads after the clean-up ran, has made its check.
        await expect.poll(() => assetChecks(page)).toBeGreaterThanOrEqual(1);
        expect((await scripts()).some((url) => url?.includes('old-sw.js'))).toBe(true);
        await expect(page.getByRole('dialog')).toHaveCount(0);
      }
    } finally {
      await context.close();
    }
  });
}
