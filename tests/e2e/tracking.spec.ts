/**
 * Tracking end to end (issue 7; ACCEPTANCE F1–F36): attribution from entry parameters reaches the registration and
 * the events, once-rules across tabs and reloads, the ping fallback under failing event posts, offline events, the
 * ad-pixel emulators, and the performance beacon at pagehide.
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { PASSWORD } from './auth-support';
import { CHROMIUM_ARGS } from './support/chromium';
import { readStore } from './support/idb';
import { DEMO_ORIGIN, qa } from './support/qa';
import type { StoredBeacon } from '../support/qa-client';
import { storageReads, watchStorageReads } from './support/absence';
import { E2E_PORT } from '../../playwright.config';
import { VIEW_CONTENT_SESSION_KEY } from '../../src/features/tracking/record';

const AFFILIATE_ORIGIN = `http://aff1.demo.test:${E2E_PORT}`;

test.use({
  launchOptions: {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP aff1.demo.test 127.0.0.1'],
  },
});

/** The performance beacons the backend received. */
async function perfBeacons(request: APIRequestContext): Promise<StoredBeacon[]> {
  return (await qa(request).beacons()).filter((beacon) => beacon.value.startsWith('perf;'));
}

async function localJson(page: Page, key: string): Promise<unknown> {
  return page.evaluate((name) => JSON.parse(localStorage.getItem(name) ?? 'null') as unknown, key);
}

/**
 * This document has applied its once-rules: firstOpen and a2hsFirstOpen are recorded (each in a Dexie transaction on
 * the outbox) or not just before viewContent reads its session flag. Needs watchStorageReads(VIEW_CONTENT_SESSION_KEY).
 */
async function onceRulesApplied(page: Page): Promise<void> {
  await expect.poll(() => storageReads(page, VIEW_CONTENT_SESSION_KEY)).toBe(1);
}

test.beforeEach(async ({ request }) => {
  await qa(request).reset();
  await qa(request).clearPixelLog();
});

test('attribution from the entry URL reaches reg_info, the register payload, the events and the pixels (F1–F3, F5, F8–F17, F24)', async ({
  page,
  request,
}) => {
  await page.goto(`${DEMO_ORIGIN}/m/home`);
  await page.evaluate(() => {
    localStorage.setItem('fbPixelId', 'PX1');
    localStorage.setItem('tiktokPixelId', 'TT1');
  });
  await page.goto(
    `${DEMO_ORIGIN}/m/home?affiliateCode=a1&referralCode=R1&r=R2&tid=T1&from=tg&fbclid=F&gclid=G&ttclid=T&kwaiclid=K&idfa=H&gps_adid=B`,
  );
  await expect(page.getByTestId('home-hero')).toBeVisible();
  expect(await localJson(page, 'reg_info')).toEqual({ affiliateCode: 'a1', referralCode: 'R1', originalDomain: 'localhost' });
  expect(await localJson(page, 's2s_info')).toEqual({ idfa: 'H', gpsAdid: 'B' });
  const cookies = await page.context().cookies();
  const fbc = cookies.find((cookie) => cookie.name === '_fbc');
  expect(fbc?.value).toMatch(/^fb\.1\.\d{13}\.F$/);
  const ninetyDays = Date.now() / 1000 + 90 * 24 * 3600;
  expect(Math.abs((fbc?.expires ?? 0) - ninetyDays)).toBeLessThan(24 * 3600);
  const fbp = cookies.find((cookie) => cookie.name === '_fbp')?.value ?? '';
  expect(fbp).toMatch(/^fb\.1\.\d{13}\.\d{10}$/);

  // Navigation drops the query; what was read on entry is kept.
  await page.goto(`${DEMO_ORIGIN}/m/register`);
  const name = `trk${Date.now() % 1_000_000}`;
  await page.getByTestId('register-username').fill(name);
  await page.getByTestId('register-password').fill(PASSWORD);
  await page.getByTestId('register-confirm').fill(PASSWORD);
  await page.getByTestId('register-submit').click();
  // Navigation keeps the tracking parameters it preserves (A27).
  await expect(page).toHaveURL(/\/m\/home(\?|$)/);

  const [call] = await qa(request).requests('/wps/member/register');
  const body = call?.decryptedBody as Record<string, unknown>;
  expect(body).toMatchObject({ affiliateCode: 'a1', referralCode: 'R1', domain: 'localhost', linkId: 'T1' });
  expect(body.pixelTrack).toEqual({ tid: 'T1', fbPixelId: 'PX1', tiktokPixelId: 'TT1', kwaiClickId: 'K', fbc: fbc?.value, fbp });

  await expect.poll(async () => (await qa(request).events({ eventName: 'register' })).length, { timeout: 15_000 }).toBe(1);
  const [submitted] = await qa(request).events({ eventName: 'registerSubmit' });
  expect(submitted?.affiliateCode).toBe('a1');
  const [registered] = await qa(request).events({ eventName: 'register' });
  expect(registered?.eventValue).toMatchObject({
    customerName: name,
    channels: ['facebook', 'tiktok', 'tg'],
    tid: 'T1',
    fbclid: 'F',
    gclid: 'G',
    ttclid: 'T',
    kwaiclid: 'K',
    pwaType: 'H5',
    fbc: fbc?.value,
    fbp,
    idfa: 'H',
    gpsAdid: 'B',
  });
  expect(String(registered?.eventValue.customerId)).not.toBe('');
  expect(String(registered?.eventValue.eventId)).toMatch(/^[0-9a-f-]{36}$/);

  // F15: each configured pixel's emulator records one registration conversion.
  await expect
    .poll(async () =>
      (await qa(request).pixelLog())
        .filter((c) => JSON.stringify(c.args).includes('CompleteRegistration'))
        .map((c) => c.vendor)
        .sort(),
    )
    .toEqual(['fb', 'tiktok']);

  // F17–F19: a deposit from the cashier bridge, with TLB mapped to PHP and content id 99, on the server and the pixels.
  await page.evaluate(() =>
    window.postMessage({ type: 'wps:track', eventName: 'deposit', value: { amount: 100, currency: 'TLB' } }, location.origin),
  );
  await expect.poll(async () => (await qa(request).events({ eventName: 'deposit' })).length).toBe(1);
  expect((await qa(request).events({ eventName: 'deposit' }))[0]?.eventValue).toMatchObject({
    revenue: 100,
    amount: 100,
    value: 100,
    currency: 'PHP',
    af_revenue: 100,
    af_currency: 'PHP',
    content_id: 99,
  });
  await expect
    .poll(async () =>
      (await qa(request).pixelLog()).filter((c) => c.vendor === 'fb' && c.args[1] === 'Purchase').map((c) => c.args[2]),
    )
    .toEqual([{ value: 100, currency: 'PHP', content_ids: ['99'], content_type: 'product' }]);
  // F29: only the 16 names reach the backend.
  for (const event of await qa(request).events())
    expect(event.eventName).toMatch(/^(firstOpen|viewContent|registerSubmit|register|login|deposit|firstDepositArrival)$/);
});

test('an affiliate sub-domain serves the home page at /m/index.html, and looks its affiliate up without login and keeps it (A6, F4)', async ({
  page,
  request,
}) => {
  await page.goto(`${AFFILIATE_ORIGIN}/m/index.html`);
  await expect(page.getByTestId('home-hero')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/m/index.html');
  await expect
    .poll(() => localJson(page, 'reg_info'), { timeout: 15_000 })
    .toMatchObject({
      affiliateCode: 'aff1',
      originalDomain: 'aff1.demo.test',
    });
  expect(((await localJson(page, 'reg_info')) as { referralCode?: string }).referralCode).toBeTruthy();
  const lookups = await qa(request).requests('/wps/affiliate');
  expect(lookups).toHaveLength(1);
  expect(lookups[0]?.headers.authorization).toBeUndefined();
});

test('firstOpen once per device across two tabs and a reload, viewContent once per tab, a2hsFirstOpen once (F20–F22)', async ({
  context,
  request,
}) => {
  await watchStorageReads(context, VIEW_CONTENT_SESSION_KEY);
  const first = await context.newPage();
  const second = await context.newPage();
  await Promise.all([first.goto(`${DEMO_ORIGIN}/m/home`), second.goto(`${DEMO_ORIGIN}/m/home`)]);
  await expect.poll(async () => (await qa(request).events({ eventName: 'viewContent' })).length, { timeout: 15_000 }).toBe(2);
  await first.reload();
  await onceRulesApplied(first);
  await first.goto(`${DEMO_ORIGIN}/m/login`);
  await expect(first.getByTestId('login-username')).toBeVisible();
  await onceRulesApplied(first);
  // A home-screen launch, twice.
  const launched = await context.newPage();
  await launched.goto(`${DEMO_ORIGIN}/m/home?homescreen=1`);
  await expect.poll(async () => (await qa(request).events({ eventName: 'a2hsFirstOpen' })).length, { timeout: 15_000 }).toBe(1);
  const again = await context.newPage();
  await again.goto(`${DEMO_ORIGIN}/m/home?homescreen=1`);
  await expect.poll(async () => (await qa(request).events({ eventName: 'viewContent' })).length, { timeout: 15_000 }).toBe(4);
  await onceRulesApplied(again);
  // Every document has applied its once-rules, and what they recorded has left the (shared) outbox for the backend.
  await expect.poll(() => readStore(again, 'outbox')).toEqual([]);
  expect((await qa(request).events({ eventName: 'firstOpen' })).length).toBe(1);
  expect((await qa(request).events({ eventName: 'a2hsFirstOpen' })).length).toBe(1);
  expect((await qa(request).events({ eventName: 'viewContent' })).length).toBe(4);
  expect((await qa(request).events({ eventName: 'a2hsFirstOpen' }))[0]?.eventValue.pwaType).toBe('PWA');
});

test('with every event post failing, the events arrive once through the ping fallback (F30–F33)', async ({ page, request }) => {
  test.setTimeout(60_000);
  await qa(request).addFault({ match: { method: 'POST', path: '/wps/system/event' }, times: 99, status: 500 });
  await page.goto(`${DEMO_ORIGIN}/m/home`);
  await expect
    .poll(async () => (await qa(request).events()).map((event) => `${event.eventName}:${event.source}`).sort(), {
      timeout: 30_000,
    })
    .toEqual(['firstOpen:ping', 'viewContent:ping']);
  const posts = await qa(request).requests('/wps/system/event');
  // Each event: 1 + 3 POSTs, then the ping (which may carry both).
  expect(posts.length).toBeGreaterThanOrEqual(4);
  const ids = (await qa(request).events()).map((event) => event.eventId);
  expect(new Set(ids).size).toBe(ids.length);
  await expect.poll(async () => (await readStore<{ state: string }>(page, 'outbox')).length).toBe(0);
});

test('events recorded offline arrive once after the connection returns (F34)', async ({ page, context, request }) => {
  await page.goto(`${DEMO_ORIGIN}/m/home`);
  await expect.poll(async () => (await qa(request).events()).length, { timeout: 15_000 }).toBe(2);
  await context.setOffline(true);
  const attempted = context.waitForEvent('requestfailed', (failed) => failed.url().includes('/wps/system/event'));
  await page.evaluate(() =>
    window.postMessage({ type: 'wps:track', eventName: 'withdraw', value: { amount: 5, currency: 'USDT' } }, location.origin),
  );
  await expect
    .poll(async () => (await readStore<{ event: { eventName: string } }>(page, 'outbox')).map((row) => row.event.eventName))
    .toEqual(['withdraw']);
  // The flush that follows the recording has tried to post it, and failed: it did not get through while offline.
  await attempted;
  expect(await qa(request).events({ eventName: 'withdraw' })).toEqual([]);
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
  await expect.poll(async () => (await qa(request).events({ eventName: 'withdraw' })).length, { timeout: 40_000 }).toBe(1);
  expect((await qa(request).events({ eventName: 'withdraw' }))[0]?.eventValue).toMatchObject({ amount: 5, currency: 'USD' });
});

test('the performance beacon goes out after idle on a first visit, and again on the next visit (F35, F36)', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const beaconsOf = async (visit: 'first' | 'return') =>
    (await perfBeacons(request)).filter((beacon) => beacon.value.endsWith(`;visit=${visit}`));
  await page.goto(`${DEMO_ORIGIN}/m/home`);
  await expect(page.getByTestId('home-hero')).toBeVisible();
  // Within 15 s of the start, through the API worker (the page's own sendBeacon at pagehide is a unit test's).
  await expect.poll(() => beaconsOf('first'), { timeout: 20_000 }).toHaveLength(1);
  const [firstVisit] = await beaconsOf('first');
  expect(firstVisit?.contentType).toMatch(/application\/json/);
  expect(firstVisit?.merchant).toBe('DEMO');
  expect(firstVisit?.value).toMatch(/^perf;fcp=\d+;lcp=\d+;fs=\d+;visit=first$/);

  await page.reload();
  await expect.poll(() => beaconsOf('return'), { timeout: 20_000 }).toHaveLength(1);
  const [afterIdle] = await beaconsOf('return');
  expect(afterIdle?.value).toMatch(/^perf;fcp=\d+;lcp=\d+;fs=\d+;visit=return$/);
});

test('every load checks the status with device, track, originalDomain and the page url, never from a cache; the device id exists from the first load (E40, Q76, C63, B10)', async ({
  page,
  request,
}) => {
  const statusCalls = () => qa(request).requests('/wps/v2/system/status');
  const entry = `${DEMO_ORIGIN}/m/home?affiliateCode=a1&gps_adid=B1&gclid=G&tid=T7&from=telegram`;
  await page.goto(entry);
  await expect.poll(async () => (await statusCalls()).length).toBeGreaterThan(0);
  await expect(page.getByTestId('home-hero')).toBeVisible();

  // A guest's first load made the device id: in localStorage and in a cookie for 365 days, sent with /wps calls.
  const deviceId = await page.evaluate(() => localStorage.getItem('deviceId'));
  expect(deviceId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  const cookie = (await page.context().cookies()).find((each) => each.name === 'deviceId');
  expect(cookie?.value).toBe(deviceId);
  expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);
  expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeLessThan(366 * 24 * 3600 * 1000);

  await page.reload();
  await expect.poll(async () => (await statusCalls()).length).toBe(2);

  // The entry parameters are kept before the first check, so it already carries them.
  const [first, second] = await statusCalls();
  for (const call of [first, second]) {
    expect(call?.query).toMatchObject({ device: 'MOBILE', originalDomain: 'localhost', url: entry });
    expect(JSON.parse(String(call?.query.track ?? 'null'))).toEqual({
      affiliateCode: 'a1',
      tid: 'T7',
      from: 'telegram',
      gclid: 'G',
      gpsAdid: 'B1',
    });
    expect(call?.headers['cache-control']).toBe('no-cache');
  }
  // The request log keeps only that a cookie was sent: the device id's, which the first load set.
  expect(second?.headers.cookie).toBe(true);
});
