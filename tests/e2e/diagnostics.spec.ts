/**
 * The diagnostics screen and the offline switch (QA tools): its figures checked against the store and the backend,
 * the switch holding every request back until it is switched off, the support report free of secrets, and the clear
 * action saying what it loses.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_ORIGIN, qa } from './support/qa';
import { fillLogin, PASSWORD } from './auth-support';

const EVENT_PATHS = ['/wps/system/event', '/wps/system/test/ping'];

/** What the site's own cashier page posts to it for a deposit (src/features/tracking/cashier-bridge.ts). */
async function cashierDeposit(page: Page, amount: number): Promise<void> {
  await page.evaluate(
    (value) => window.postMessage({ type: 'wps:track', eventName: 'deposit', value: { amount: value } }, location.origin),
    amount,
  );
}

const figure = (page: Page, id: string) => page.getByTestId(id);

test('after 3 events tracked offline the screen shows 3 pending; back online, "send now" empties it and the backend has each once', async ({
  page,
  context,
  request,
}) => {
  const backend = qa(request);
  await backend.reset();
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: DEMO_ORIGIN });

  // A member with a remembered login: what the support report must never carry.
  await page.goto(`${DEMO_ORIGIN}/m/login`);
  await fillLogin(page, 'member1', PASSWORD);
  await page.getByTestId('login-remember').check();
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/home`);
  const token = await page.evaluate(
    () => (JSON.parse(sessionStorage.getItem('sessionInfo') ?? '{}') as { token?: string }).token,
  );
  const remembered = await page.evaluate(() => localStorage.getItem('rememberedLogin'));
  expect(token && remembered).toBeTruthy();

  await page.goto(`${DEMO_ORIGIN}/m/diagnostics`);
  await expect(page.getByRole('heading', { level: 1, name: 'Diagnostics' })).toBeVisible();
  await expect(figure(page, 'diag-merchant')).toHaveText('DEMO');
  await expect(figure(page, 'diag-environment')).toHaveText('qa');
  // What this page load recorded (viewContent, login) has been delivered.
  await expect(figure(page, 'diag-outbox-pending')).toHaveText('0', { timeout: 30_000 });
  await expect(figure(page, 'diag-sw-state')).toHaveText('Active');
  await expect(page.getByTestId('diag-tables').locator('tr[data-table="siteSettings"] td').first()).toHaveText('1');

  // The switch: the app goes offline as without network, and says so.
  await page.getByRole('switch', { name: /Simulate offline/ }).check();
  await expect(page.getByTestId('simulated-offline-badge')).toBeVisible();
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(figure(page, 'diag-network-app')).toHaveText('Offline');
  await expect(figure(page, 'diag-network-switch')).toHaveText('On');
  await backend.clearRequests();
  const heldBack = async () => Number(await figure(page, 'diag-network-held').textContent());
  const heldBefore = await heldBack();
  const delivered = (await backend.events()).map((event) => event.eventId);

  await cashierDeposit(page, 10);
  await cashierDeposit(page, 20);
  await cashierDeposit(page, 30);
  await expect(figure(page, 'diag-outbox-pending')).toHaveText('3');
  // The worker tried to send them and the switch held each request back: not one reached the backend.
  await expect.poll(heldBack).toBeGreaterThan(heldBefore);
  const leaked = (await backend.requests()).filter((entry) => EVENT_PATHS.includes(entry.path) || entry.path.startsWith('/wps/'));
  expect(leaked).toEqual([]);

  // The support report: the figures, no token, password, username or remembered login.
  await page.getByRole('button', { name: 'Copy support report' }).click();
  await expect(figure(page, 'diag-status')).toHaveText('The support report is copied.');
  const report = await page.evaluate(() => navigator.clipboard.readText());
  expect(JSON.parse(report)).toMatchObject({ merchant: 'DEMO', outbox: { pending: 3 }, network: { simulatedOffline: true } });
  for (const secret of [token!, remembered!, PASSWORD, 'member1']) expect(report).not.toContain(secret);

  // Back online and "send now": the outbox empties and the backend holds each event once.
  await page.getByRole('switch', { name: /Simulate offline/ }).uncheck();
  await expect(page.getByTestId('simulated-offline-badge')).toBeHidden();
  await page.getByRole('button', { name: 'Send pending events now' }).click();
  await expect(figure(page, 'diag-outbox-pending')).toHaveText('0', { timeout: 20_000 });
  const deposits = (await backend.events({ eventName: 'deposit' })).filter((event) => !delivered.includes(event.eventId));
  expect(deposits.map((event) => event.eventId).sort()).toEqual([...new Set(deposits.map((event) => event.eventId))].sort());
  expect(deposits).toHaveLength(3);

  // Clearing says what is lost: one more event held offline.
  await page.getByRole('switch', { name: /Simulate offline/ }).check();
  await cashierDeposit(page, 40);
  await expect(figure(page, 'diag-outbox-pending')).toHaveText('1');
  await page.getByRole('button', { name: 'Clear caches and local data' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('1 tracked event not sent yet will be lost.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(figure(page, 'diag-outbox-pending')).toHaveText('1');

  await page.getByRole('switch', { name: /Simulate offline/ }).uncheck();
  await expect(figure(page, 'diag-outbox-pending')).toHaveText('0', { timeout: 20_000 });
  await page.getByRole('button', { name: 'Clear caches and local data' }).click();
  await expect(confirm).not.toContainText('will be lost');
  await confirm.getByRole('button', { name: 'Clear' }).click();
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/home`);
  await expect(page.getByTestId('brand-name')).toBeVisible();
  // Logged out and forgotten: no session, no remembered login; the app starts afresh.
  expect(await page.evaluate(() => [sessionStorage.getItem('sessionInfo'), localStorage.getItem('rememberedLogin')])).toEqual([
    null,
    null,
  ]);
});

test.describe('on a live site (config env prod)', () => {
  test.beforeEach(async ({ context, request }) => {
    await qa(request).reset();
    await context.route('**/m/config.json', async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, json: { ...((await response.json()) as object), env: 'prod' } });
    });
  });

  test('a member who types /m/diagnostics is taken home, as from any unknown path', async ({ page }) => {
    await page.goto(`${DEMO_ORIGIN}/m/diagnostics`);
    await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/home`);
    await expect(page.getByTestId('brand-name')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Diagnostics' })).toHaveCount(0);
  });

  test("the merchant's settings open it for support (gw.DIAGNOSTICS)", async ({ page, request }) => {
    await qa(request).patchSettings('DEMO', { settings: { gw: { DIAGNOSTICS: true } } });
    await page.goto(`${DEMO_ORIGIN}/m/diagnostics`);
    await expect(page.getByRole('heading', { level: 1, name: 'Diagnostics' })).toBeVisible();
    await expect(figure(page, 'diag-environment')).toHaveText('prod');
  });
});
