/**
 * Web push end to end (ACCEPTANCE F38–F47, E3; issue 7 item 7): the permission modal once a day, the token set-up
 * 10 s after load or grant against the backend's FCM emulator (the QA config selects the local provider), bind and
 * subscribe, rotation, the installation 5xx retry, logout, and a push delivered to the service worker with CDP
 * ServiceWorker.deliverPushMessage, shown, and clicked.
 *
 * No CDP call clicks a notification: the click is a notificationclick event dispatched inside the service worker
 * (Playwright's service-worker evaluate), which runs the worker's own handler.
 */
import { type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { bareTest as test, declineInstallSheet, expect } from './support/test';
import { skipPopupAnnouncements } from './support/popups';
import type { PushMessage } from '../../src/shared/push-message';
import { OVERLAY_QUIET_MS } from '../../src/shared/constants';
import { DOWNLOAD_POPUP_CLOSED_KEY } from '../../src/features/install/download-rules';
import { PUSH_PROMPT_CLOSED_KEY } from '../../src/features/push/storage-keys';
import { pageFetches, storageReads, watchPageCalls, watchStorageReads, workerCalls } from './support/absence';
import { memberToken } from './routing-support';
import { DEMO_ORIGIN, qa } from './support/qa';
import type { RequestLogEntry } from '../support/qa-client';
import { screenshotBothWidths } from './support/screenshots';

const SETUP_DELAY_MS = 10_000;
const INSTALLATIONS = '/__emu/fcm/installations/v1/projects/demo-test/installations';
const REGISTRATIONS = '/__emu/fcm/registrations/v1/projects/demo-test/registrations';
const BIND = '/wps/relay/CSP_fcmBind';
const SUBSCRIBE = '/wps/relay/CSP_fcmSubscribe';
const UNSUBSCRIBE = '/wps/relay/CSP_fcmUnsubscribe';
const TIPS = 'Notifications are blocked. Please allow them in your browser settings';

const promptDialog = (page: Page) => page.getByRole('alertdialog').filter({ hasText: 'Turn on notifications' });
const bodyOf = (entry: RequestLogEntry | undefined) => JSON.parse(entry?.rawBody ?? 'null') as Record<string, unknown> | null;

test.beforeEach(async ({ page, request }) => {
  await qa(request).reset();
  await skipPopupAnnouncements(page.context());
  // The install sheet goes before the notification prompt (overlay turns): these tests start with it declined.
  await declineInstallSheet(page.context());
});

async function grant(context: BrowserContext) {
  await context.grantPermissions(['notifications'], { origin: DEMO_ORIGIN });
}

/** The backend's log of one path, polled until it has `count` entries. */
async function logged(request: APIRequestContext, path: string, count = 1, timeout = SETUP_DELAY_MS + 15_000) {
  await expect.poll(async () => (await qa(request).requests(path)).length, { timeout }).toBeGreaterThanOrEqual(count);
  return qa(request).requests(path);
}

test('the modal shows once a day: closed → today stored, not after a reload, again the next day (F38, Q92)', async ({ page }) => {
  await page.clock.install();
  // The download popup (20 s after landing) would take the visit's second turn: here it was closed earlier.
  await page.context().addInitScript((key) => {
    try {
      sessionStorage.setItem(key, '1');
    } catch {
      // No storage on this page.
    }
  }, DOWNLOAD_POPUP_CLOSED_KEY);
  await watchStorageReads(page, PUSH_PROMPT_CLOSED_KEY);
  await page.goto(`${DEMO_ORIGIN}/m/home`);
  const dialog = promptDialog(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('promotions');
  await screenshotBothWidths(page, 'push/permission-modal');
  await dialog.getByRole('button', { name: 'Not now' }).click();
  await expect(dialog).toBeHidden();
  const today = await page.evaluate(() => {
    const now = new Date();
    return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  });
  expect(await page.evaluate(() => localStorage.getItem('push.promptClosedOn'))).toBe(today);

  await page.reload();
  await expect(page.getByTestId('home-hero')).toBeVisible();
  // The prompt has read the day it was closed; had it asked for a turn, it gets one after the quiet time between two
  // overlays (the first one closed a moment ago).
  await expect.poll(() => storageReads(page, PUSH_PROMPT_CLOSED_KEY)).toBeGreaterThanOrEqual(1);
  await page.clock.runFor(OVERLAY_QUIET_MS);
  await expect(promptDialog(page)).toHaveCount(0);

  // The next day, in the same tab.
  await page.clock.setSystemTime((await page.evaluate(() => Date.now())) + 86_400_000);
  await page.reload();
  await expect(promptDialog(page)).toBeVisible();
});

test('denied: the hint notification_request_tips, and no bind (F40)', async ({ page, request }) => {
  await page.clock.install();
  await page.goto(`${DEMO_ORIGIN}/m/home`);
  await promptDialog(page).getByRole('button', { name: 'Allow' }).click();
  // The hint is the refusal's answer, given instead of scheduling the set-up; past its delay on the page's clock,
  // nothing has asked for a token.
  await expect(page.getByRole('alertdialog').filter({ hasText: TIPS })).toBeVisible();
  await page.clock.runFor(SETUP_DELAY_MS + 1_000);
  expect(await qa(request).requests(BIND)).toEqual([]);
  expect(await qa(request).requests(INSTALLATIONS)).toEqual([]);
});

test('granted in the modal: 10 s later the emulator makes the token, CSP_fcmBind then CSP_fcmSubscribe to DEMO (F39, F41)', async ({
  page,
  context,
  request,
}) => {
  const settings = await qa(request).settings('DEMO');
  await page.goto(`${DEMO_ORIGIN}/m/home`);
  const dialog = promptDialog(page);
  await expect(dialog).toBeVisible();
  await grant(context);
  const allowedAt = Date.now();
  await dialog.getByRole('button', { name: 'Allow' }).click();

  const [registration] = await logged(request, REGISTRATIONS);
  const [installation] = await qa(request).requests(INSTALLATIONS);
  expect(installation!.tStart - allowedAt).toBeGreaterThanOrEqual(SETUP_DELAY_MS - 500);
  expect(installation!.tStart - allowedAt).toBeLessThan(SETUP_DELAY_MS + 3_000);
  expect(installation!.headers['x-goog-api-key']).toBe(settings.sms.apiKey);
  expect(bodyOf(registration)).toMatchObject({
    senderId: settings.sms.messagingSenderId,
    web: { applicationPubKey: settings.sms.vapidKey },
  });

  const [bind] = await logged(request, BIND);
  const [subscribe] = await logged(request, SUBSCRIBE);
  const token = (bodyOf(bind) as { registrationToken: string }).registrationToken;
  expect(token).toMatch(/:APA91b/);
  expect(bodyOf(subscribe)).toEqual({ registrationToken: token, topic: 'DEMO' });
  expect(bind!.tStart).toBeLessThanOrEqual(subscribe!.tStart);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('push.binding') ?? 'null') as { token: string });
  expect(stored.token).toBe(token);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('already granted: set-up 10 s after load and not before; a rotated token is bound again; logout unsubscribes all (F41, F43, F44)', async ({
  page,
  context,
  request,
}) => {
  await grant(context);
  const token = await memberToken(context, request, 'member1');
  const loadedAt = Date.now();
  await page.goto(`${DEMO_ORIGIN}/m/member/home?token=${encodeURIComponent(token)}`);
  await expect(promptDialog(page)).toHaveCount(0);
  const [installation] = await logged(request, INSTALLATIONS);
  expect(installation!.tStart - loadedAt).toBeGreaterThanOrEqual(SETUP_DELAY_MS - 500);
  const [bind] = await logged(request, BIND);
  expect(bind!.headers.authorization).toBeTruthy();
  const device = (bodyOf(bind) as { registrationToken: string }).registrationToken;
  const registrations = await qa(request).pushRegistrations('DEMO');
  expect(registrations.tokens).toEqual([
    expect.objectContaining({ registrationToken: device, topics: ['DEMO'], memberId: expect.any(String) }),
  ]);

  // The provider rotates the token: the next set-up binds the new one.
  const rotated = await qa(request).rotatePushToken(device);
  await page.reload();
  const binds = await logged(request, BIND, 2);
  expect(bodyOf(binds[1])).toEqual({ registrationToken: rotated.token });

  await page.getByTestId('logout-button').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
  const [unsubscribe] = await logged(request, UNSUBSCRIBE, 1, 10_000);
  expect(bodyOf(unsubscribe)).toEqual({ registrationToken: rotated.token, unsubscribeAll: true });
});

test('installation 503 once → retried; a failed CSP_fcmBind stays silent (F45, F46)', async ({ page, context, request }) => {
  await qa(request).addFault({ match: { path: INSTALLATIONS }, times: 1, status: 503 });
  await qa(request).addFault({ match: { path: BIND }, times: 1, status: 500 });
  await grant(context);
  await watchPageCalls(page);
  await page.goto(`${DEMO_ORIGIN}/m/home`);
  await logged(request, BIND);
  expect(await qa(request).requests(INSTALLATIONS)).toHaveLength(2);
  // The page has had the bind's 500 and acted on it: no subscribe, nothing stored, nothing shown.
  await expect.poll(async () => (await workerCalls(page)).some((call) => call.name === 'fcmBind' && call.answered)).toBe(true);
  expect((await workerCalls(page)).map((call) => call.name)).not.toContain('fcmSubscribe');
  expect(await qa(request).requests(SUBSCRIBE)).toEqual([]);
  expect(await page.evaluate(() => localStorage.getItem('push.binding'))).toBeNull();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByTestId('toast')).toHaveCount(0);
});

test('the token is replaced after 7 days, not after 6 (F42)', async ({ page, context, request }) => {
  await grant(context);
  await watchPageCalls(page);
  await page.goto(`${DEMO_ORIGIN}/m/home`);
  const [first] = await logged(request, BIND);
  const token = (bodyOf(first) as { registrationToken: string }).registrationToken;
  const age = (ms: number) =>
    page.evaluate((ms) => {
      const binding = JSON.parse(localStorage.getItem('push.binding') ?? '{}') as { createdAt: number };
      localStorage.setItem('push.binding', JSON.stringify({ ...binding, createdAt: Date.now() - ms }));
    }, ms);
  const DAY = 86_400_000;

  await age(6 * DAY);
  await page.reload();
  await logged(request, `${REGISTRATIONS}/*`, 1);
  // The page has had the emulator's answer on its held token (still the same): it binds nothing.
  await expect
    .poll(async () => (await pageFetches(page)).some((fetch) => fetch.url.includes(`${REGISTRATIONS}/`) && fetch.answered))
    .toBe(true);
  expect((await workerCalls(page)).map((call) => call.name)).not.toContain('fcmBind');
  expect(await qa(request).requests(BIND)).toHaveLength(1);
  expect((await qa(request).requests(`${REGISTRATIONS}/*`)).map((entry) => entry.method)).toEqual(['GET']);

  await age(7 * DAY + 3_600_000);
  await page.reload();
  const binds = await logged(request, BIND, 2);
  const renewed = (bodyOf(binds[1]) as { registrationToken: string }).registrationToken;
  expect(renewed).not.toBe(token);
  expect((await qa(request).requests(`${REGISTRATIONS}/*`)).map((entry) => entry.method)).toContain('DELETE');
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('push.binding') ?? '{}') as { token: string; createdAt: number },
  );
  expect(stored.token).toBe(renewed);
  expect(Date.now() - stored.createdAt).toBeLessThan(60_000);
});

test('installation 503 twice → exactly 2 requests, a silent give-up (F46)', async ({ page, context, request }) => {
  await qa(request).addFault({ match: { path: INSTALLATIONS }, times: 2, status: 503 });
  await grant(context);
  // The set-up says so in the console when it gives up: after that it tries nothing more.
  const gaveUp = page.waitForEvent('console', {
    predicate: (message) => message.text().includes('Push set-up failed'),
    timeout: SETUP_DELAY_MS + 15_000,
  });
  await page.goto(`${DEMO_ORIGIN}/m/home`);
  await logged(request, INSTALLATIONS, 2);
  await gaveUp;
  expect(await qa(request).requests(INSTALLATIONS)).toHaveLength(2);
  expect(await qa(request).requests(BIND)).toEqual([]);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('a push delivered to the service worker shows a notification with the STORE_DATA icon, and its click opens the target (F47, E3)', async ({
  page,
  context,
  request,
}) => {
  await grant(context);
  await page.goto(`${DEMO_ORIGIN}/m/home`);
  const [bind] = await logged(request, BIND);
  const device = (bodyOf(bind) as { registrationToken: string }).registrationToken;
  await logged(request, SUBSCRIBE);

  const kept = () =>
    page.evaluate(async () => {
      const db = await new Promise<IDBDatabase>((resolve) => {
        const open = indexedDB.open('member-pwa');
        open.onsuccess = () => resolve(open.result);
      });
      const row = await new Promise<{ value?: { iconUrl?: string; targetUrl?: string } } | undefined>((resolve) => {
        const get = db.transaction('preferences').objectStore('preferences').get('sw.notificationData');
        get.onsuccess = () => resolve(get.result as { value?: { iconUrl?: string; targetUrl?: string } } | undefined);
      });
      db.close();
      return row?.value ?? null;
    });
  // After the bind the page hands the worker the merchant's icon; then a target and another icon (E3), from a host
  // the merchant's policy allows for images (the service worker fetches it under the site's CSP).
  const OTHER_ICON = `${DEMO_ORIGIN}/img/brand/DEMO/icon-512.png`;
  await expect.poll(async () => (await kept())?.iconUrl ?? '').toMatch(/^http/);
  await page.evaluate(async (iconUrl) => {
    const registration = await navigator.serviceWorker.ready;
    registration.active?.postMessage({ type: 'STORE_DATA', targetUrl: '/m/activity?id=PROMO1', iconUrl });
  }, OTHER_ICON);
  await expect.poll(kept).toEqual({ targetUrl: '/m/activity?id=PROMO1', iconUrl: OTHER_ICON });

  // The backend's QA sender builds the message for the registered device; CDP delivers it as the push service would.
  const sent = await qa(request).push({
    merchant: 'DEMO',
    token: device,
    title: 'Weekend bonus',
    body: 'A 50% reload bonus is waiting for you',
  });
  const data = sent.deliveries[0]!.data as PushMessage;
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const found = registrations.find((candidate) => candidate.scopeURL === `${DEMO_ORIGIN}/m/` && !candidate.isDeleted);
      if (found) resolve(found.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin: DEMO_ORIGIN,
    registrationId: await registrationId,
    data: JSON.stringify(data),
  });

  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return (await registration.getNotifications()).map((notification) => ({
        title: notification.title,
        body: notification.body,
        icon: notification.icon,
        data: notification.data as unknown,
      }));
    });
  // The worker may have to start, open Dexie and fetch the icon first: on a loaded machine that takes a while.
  await expect.poll(shown, { timeout: 30_000 }).toHaveLength(1);
  expect((await shown())[0]).toEqual({
    title: 'Weekend bonus',
    body: 'A 50% reload bonus is waiting for you',
    icon: OTHER_ICON,
    data: { target: '/m/activity?id=PROMO1' },
  });

  // The click: the worker's own notificationclick handler, run with that notification.
  const [worker] = context.serviceWorkers().filter((candidate) => candidate.url().startsWith(`${DEMO_ORIGIN}/m/sw.js`));
  expect(worker).toBeTruthy();
  await worker!.evaluate(async () => {
    const scope = self as unknown as ServiceWorkerGlobalScope;
    const [notification] = await scope.registration.getNotifications();
    scope.dispatchEvent(new NotificationEvent('notificationclick', { notification: notification! }));
  });
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/activity?id=PROMO1`);
  await expect.poll(shown).toHaveLength(0);
});
