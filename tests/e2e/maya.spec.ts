/**
 * The Maya (third-party) session in Chromium against the reference backend (spec §4 Third-party session, §7;
 * ACCEPTANCE C106, C107, Q8, Q43, K40): the entry sessionId is exchanged with all seven fields, the session keeps
 * thirdPartyUserInfo and env, the keep-alive runs every 90 s on the page's clock until logout, and a refused sessionId
 * is alerted with the server's message and leaves no session. The plain login's lack of a keep-alive, and the timer's
 * edges, are pinned on fake timers (src/platform/session/third-party-keep-alive.test.ts).
 */
import type { Page } from '@playwright/test';
import { THIRD_PARTY_KEEP_ALIVE_MS } from '../../src/shared/constants';
import type { RequestLogEntry } from '../../server/qa';
import { expect, test } from './support/test';
import { DEMO_ORIGIN, qa } from './support/qa';
import { watchPageCalls, workerCalls } from './support/absence';

const EXCHANGE = '/wps/session/login/maya';
const KEEP_ALIVE = '/wps/relay/WPS3RD_refreshMayaTokens';

test.beforeEach(async ({ request }) => {
  await qa(request).reset();
});

const storedSession = (page: Page) =>
  page.evaluate(() => {
    const raw = sessionStorage.getItem('sessionInfo');
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
  });

const bodyOf = (entry: RequestLogEntry | undefined) =>
  (entry?.decryptedBody ?? JSON.parse(entry?.rawBody ?? '{}')) as Record<string, unknown>;

/** The keep-alive calls the page has handed to its API worker (recorded as the timer fires). */
const keepAliveCalls = async (page: Page) => (await workerCalls(page)).filter((call) => call.name === 'refreshMayaTokens');

/**
 * Every call the page has made to its worker has been answered. The page's clock is run only then: a call still on
 * its way would meet its bridge deadline on the fast clock, though the backend is answering in real time.
 */
async function workerQuiet(page: Page): Promise<void> {
  await expect
    .poll(async () => (await workerCalls(page)).filter((call) => !call.answered).map((call) => call.method))
    .toEqual([]);
}

/** The bridge's shortest deadline (a control call's) is 5 s: a call a timer starts within one step outlives the step. */
const CLOCK_STEP_MS = 4_000;

/**
 * Runs the page's clock for `ms`, a step at a time, each once the worker is quiet: a call that one of the page's timers
 * starts on the way (a poll, a beacon) is answered in real time before the clock passes its deadline.
 */
async function runClockFor(page: Page, ms: number): Promise<void> {
  for (let left = ms; left > 0; left -= CLOCK_STEP_MS) {
    await workerQuiet(page);
    await page.clock.runFor(Math.min(CLOCK_STEP_MS, left));
  }
}

test('Maya: the exchange posts all 7 fields, the session keeps thirdPartyUserInfo and env, kept alive every 90 s until logout (C106, C107)', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await watchPageCalls(page);
  await page.goto(`${DEMO_ORIGIN}/m/home?sessionId=maya-ok&env=UAT&affiliateCode=a1`);
  await expect(page.getByTestId('home-account')).toBeVisible();
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/home?env=UAT&affiliateCode=a1`);

  // C106: one exchange, with every field.
  const exchanges = await qa(request).requests(EXCHANGE);
  expect(exchanges).toHaveLength(1);
  const body = bodyOf(exchanges[0]);
  expect(Object.keys(body).sort()).toEqual(
    ['affiliateCode', 'device', 'domain', 'env', 'loginDeviceId', 'registerUrl', 'sessionId'].sort(),
  );
  expect(body).toMatchObject({ sessionId: 'maya-ok', env: 'UAT', affiliateCode: 'a1', domain: 'localhost', device: 'MOBILE' });
  expect(String(body.loginDeviceId)).toHaveLength(36);
  expect(String(body.registerUrl)).toContain(`${DEMO_ORIGIN}/m/home?`);
  const session = await storedSession(page);
  expect(session).toMatchObject({
    thirdPartyUserInfo: { userId: 'maya-user-1', displayName: 'Maya Tester', env: 'UAT' },
    env: 'UAT',
  });
  expect(String(session?.token)).toMatch(/\S{16,}/);

  // C107: +270 s on the page's clock, 90 s at a time → exactly 3 keep-alive calls, each {env:'UAT'}.
  expect(await keepAliveCalls(page)).toEqual([]);
  for (let beat = 1; beat <= 3; beat++) {
    await runClockFor(page, THIRD_PARTY_KEEP_ALIVE_MS);
    expect(await keepAliveCalls(page)).toHaveLength(beat);
    await expect
      .poll(async () => (await qa(request).requests(KEEP_ALIVE)).filter((entry) => entry.status !== null).length)
      .toBe(beat);
  }
  const beats = await qa(request).requests(KEEP_ALIVE);
  expect(beats.map((entry) => [entry.method, entry.status, bodyOf(entry)])).toEqual([
    ['POST', 200, { env: 'UAT' }],
    ['POST', 200, { env: 'UAT' }],
    ['POST', 200, { env: 'UAT' }],
  ]);

  // Logout (Q43) clears the session info, and with it the keep-alive: another 270 s bring no call.
  await page.getByTestId('nav-member').click();
  await page.getByTestId('logout-button').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
  // Home, with the tracking parameters every navigation keeps (A27).
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/home?affiliateCode=a1`);
  expect(await storedSession(page)).toBeNull();
  await runClockFor(page, 3 * THIRD_PARTY_KEEP_ALIVE_MS);
  expect(await keepAliveCalls(page)).toHaveLength(3);
  expect(await qa(request).requests(KEEP_ALIVE)).toHaveLength(3);
});

test('Maya: a refused sessionId is alerted with the server message and leaves no session (C106)', async ({ page, request }) => {
  await page.goto(`${DEMO_ORIGIN}/m/home?sessionId=maya-bad&env=UAT`);
  await expect(page.getByRole('alertdialog')).toContainText('The Maya session is invalid');
  expect(await storedSession(page)).toBeNull();
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/home?env=UAT`);
  await expect(page.getByTestId('home-guest')).toBeVisible();
  const [exchange] = await qa(request).requests(EXCHANGE);
  expect(bodyOf(exchange)).toMatchObject({ sessionId: 'maya-bad', env: 'UAT' });
});
