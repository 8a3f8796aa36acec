/**
 * Game launch end to end (ACCEPTANCE C62, D11–D21, D23, F26): what goes over the wire for vendor, lottery and trial
 * launches, the demo game page and its Back, the 10 s timeout and no-redirect watchdog, STARTGAMEINAPP3, and the
 * Free play and game-banner entry points.
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, quietOverlays, test } from './support/test';
import { memberToken } from './routing-support';
import { DEMO_ORIGIN, VNL_ORIGIN, qa } from './support/qa';
import { UA } from './support/ua';
import { screenshotBothWidths } from './support/screenshots';
import { LAUNCH_DELAY_MS } from '../../src/shared/constants';

const TIMEOUT_TEXT = 'The request timed out, please try again';
/** VNL speaks Vietnamese: label_start_game_error and the blocked card's heading and text in its catalog. */
const START_GAME_ERROR_VI = 'Trò chơi này chỉ có thể mở trong ứng dụng';
const PLAY_IN_APP_VI = 'Chơi trong ứng dụng';
const APP_ONLY_VI = 'Trò chơi này chỉ có thể bắt đầu từ ứng dụng của chúng tôi hoặc từ biểu tượng trên màn hình chính.';

async function eventNames(request: APIRequestContext): Promise<string[]> {
  return (await qa(request).events()).map((event) => event.eventName);
}

/** Opens path on the merchant's origin signed in as username, through the token entry parameter. */
async function openSignedIn(page: Page, request: APIRequestContext, path: string, username = 'member1', merchant = 'DEMO') {
  const token = await memberToken(page.context(), request, username, merchant);
  const url = new URL(path, merchant === 'VNL' ? VNL_ORIGIN : DEMO_ORIGIN);
  url.searchParams.set('token', token);
  await page.goto(url.toString());
}

test.beforeEach(async ({ request }) => {
  await qa(request).reset();
});

test('a vendor launch opens the demo game, tracks gameLaunch, and Back returns through backUrl (D15, D19, F26)', async ({
  page,
  request,
}) => {
  await openSignedIn(page, request, '/m/launchGame?vendor=PG&code=mahjong');
  await page.waitForURL(/\/__emu\/game\/mahjong/);
  await expect(page.getByTestId('emu-game-title')).toHaveText('Mahjong Ways');

  const [launch] = await qa(request).requests('/wps/game/launchGame');
  expect(launch?.method).toBe('GET');
  expect(launch?.query).toMatchObject({
    vendor: 'PG',
    gameCode: 'mahjong',
    device: 'MOBILE',
    backUrl: `${DEMO_ORIGIN}/m/home`,
    language: 'EN',
  });
  // The navigation starts no sooner than the 150 ms launch delay after the answer (D15, Q54). The answer cannot reach
  // the page before its request reached the backend; the backend's own end time is no bound (on a busy machine it is
  // noted after the page already has the answer). The exact delay is pinned with fake timers (launch unit tests).
  const [gamePage] = await qa(request).requests('/__emu/game/mahjong');
  expect(gamePage!.tStart - launch!.tStart).toBeGreaterThanOrEqual(LAUNCH_DELAY_MS);
  await screenshotBothWidths(page, 'launch/game-page');

  await page.getByTestId('emu-game-back').click();
  await page.waitForURL(`${DEMO_ORIGIN}/m/home`);
  await expect.poll(() => eventNames(request), { timeout: 15_000 }).toContain('gameLaunch');
});

test.describe('lottery launches on VNL', () => {
  test.beforeEach(async ({ request }) => {
    // The query rules, outside the in-app restriction (tested on its own below).
    await qa(request).whitelabel('VNL', { STARTGAMEINAPP3: false });
  });

  test('sends every field of D11 with prize_mode, the member’s label and the given backUrl (D11, D15)', async ({
    page,
    request,
  }) => {
    const back = 'https://www.vnl.test/m/home';
    await openSignedIn(
      page,
      request,
      `/m/launchGame?prize_mode=PM1&code=VN_HN&lottoView=betting&backUrl=${encodeURIComponent(back)}`,
      'vip1',
      'VNL',
    );
    await page.waitForURL(/\/__emu\/game\/VN_HN/);
    const [launch] = await qa(request).requests('/wps/game/launchGame');
    expect(launch?.query).toMatchObject({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'PM1',
      lottoGameCode: 'VN_HN',
      lottoView: 'betting',
      device: 'MOBILE',
      backUrl: back,
      hasLobby: 'false',
      language: 'VI',
      labelName: 'Gold',
    });
    expect(launch?.query).toHaveProperty('title');
    expect(launch?.query).not.toHaveProperty('lottoMode');
    await expect(page.getByTestId('emu-game-title')).toHaveText('Hà Nội');
  });

  test('defaults: lottoMode SEA_Tradition_Mobile, betting, VI, the absolute /m/home; code=lobby opens the lobby (D12, D13, D14)', async ({
    page,
    request,
  }) => {
    await openSignedIn(page, request, '/m/launchGame?code=VN_HN', 'member1', 'VNL');
    await page.waitForURL(/\/__emu\/game\/VN_HN/);
    let [launch] = await qa(request).requests('/wps/game/launchGame');
    expect(launch?.query).toMatchObject({
      lottoMode: 'SEA_Tradition_Mobile',
      lottoView: 'betting',
      hasLobby: 'false',
      language: 'VI',
      labelName: '',
      backUrl: `${VNL_ORIGIN}/m/home`,
    });
    expect(launch?.query).not.toHaveProperty('lottoPrizeMode');

    await page.goto(`${VNL_ORIGIN}/m/launchGame?code=lobby`);
    await page.waitForURL(/\/__emu\/game\/lobby/);
    await expect(page.getByTestId('emu-game-title')).toHaveText('Lottery lobby');
    [, launch] = await qa(request).requests('/wps/game/launchGame');
    expect(launch?.query).toMatchObject({ lottoGameCode: 'lobby', lottoView: 'lobby', hasLobby: 'true' });
  });

  test('the language is VI until the member explicitly picks one, even where the app shows EN (D14, Q53)', async ({
    page,
    request,
  }) => {
    await qa(request).whitelabel('DEMO', { STARTGAMEINAPP3: false });
    await openSignedIn(page, request, '/m/home');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto(`${DEMO_ORIGIN}/m/launchGame?code=VN_HN`);
    await page.waitForURL(/\/__emu\/game\/VN_HN/);
    expect((await qa(request).requests('/wps/game/launchGame'))[0]?.query.language).toBe('VI');

    await page.goto(`${DEMO_ORIGIN}/m/home`);
    await page.getByTestId('language-chooser').selectOption('EN');
    await page.goto(`${DEMO_ORIGIN}/m/launchGame?code=VN_HN`);
    await page.waitForURL(/\/__emu\/game\/VN_HN/);
    expect((await qa(request).requests('/wps/game/launchGame'))[1]?.query.language).toBe('EN');
  });
});

/** Home has loaded for the member and its start-up calls are done: what follows is a launch like a tap's. */
async function homeThenLaunch(page: Page, request: APIRequestContext, launchPath: string) {
  await openSignedIn(page, request, '/m/home');
  await expect(page.getByTestId('banner').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.evaluate((path) => history.pushState(null, '', path), launchPath);
}

/**
 * Collects the texts of alerts as they open, reported from the page through a binding: while the page waits on a
 * navigation that never commits, Playwright's locators and evaluate wait for it, but bindings still arrive.
 */
async function watchAlerts(page: Page): Promise<{ text: string; at: number }[]> {
  const seen: { text: string; at: number }[] = [];
  await page.exposeBinding('__launchAlert', (_source, text: string) => void seen.push({ text, at: Date.now() }));
  await page.addInitScript(() => {
    const reported = new WeakSet<Element>();
    new MutationObserver(() => {
      for (const dialog of document.querySelectorAll('[role="alertdialog"]')) {
        if (reported.has(dialog) || !dialog.textContent) continue;
        reported.add(dialog);
        (window as unknown as { __launchAlert(text: string): void }).__launchAlert(dialog.textContent);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return seen;
}

test('a launch answered after 10 s is aborted and shows timeout_retry_please (D16)', async ({ page, request }) => {
  await qa(request).addFault({ match: { method: 'GET', path: '/wps/game/launchGame' }, delayMs: 12_000, times: 1 });
  await homeThenLaunch(page, request, '/m/launchGame?vendor=PG&code=mahjong');
  await expect(page.getByRole('alertdialog')).toContainText(TIMEOUT_TEXT, { timeout: 20_000 });
  await expect(page.getByTestId('launch-status')).toContainText('The game did not open');
  await expect
    .poll(async () => (await qa(request).requests('/wps/game/launchGame'))[0]?.clientAborted, { timeout: 5_000 })
    .toBe(true);
  // SRV: the client gave up at 10 ± 0.5 s.
  const [launch] = await qa(request).requests('/wps/game/launchGame');
  expect(launch!.tEnd! - launch!.tStart).toBeGreaterThanOrEqual(9_500);
  expect(launch!.tEnd! - launch!.tStart).toBeLessThanOrEqual(10_500);
  await screenshotBothWidths(page, 'launch/timeout');

  // Try again launches anew, and this time the game opens.
  await page.getByRole('alertdialog').getByRole('button').click();
  await screenshotBothWidths(page, 'launch/timeout-card');
  await page.getByTestId('launch-retry').click();
  await page.waitForURL(/\/__emu\/game\/mahjong/);
});

test('no navigation away 10 s after the game address was set shows timeout_retry_please on the page (D17)', async ({
  page,
  request,
}) => {
  await qa(request).addFault({
    match: { method: 'GET', path: '/wps/game/launchGame' },
    value: { gameUrl: `${DEMO_ORIGIN}/__emu/hang` },
    times: 1,
  });
  const alerts = await watchAlerts(page);
  await homeThenLaunch(page, request, '/m/launchGame?vendor=PG&code=mahjong');
  await expect.poll(async () => (await qa(request).requests('/__emu/hang')).length, { timeout: 10_000 }).toBe(1);
  const [hang] = await qa(request).requests('/__emu/hang');
  await expect.poll(() => alerts.map((alert) => alert.text).join('|'), { timeout: 15_000 }).toContain(TIMEOUT_TEXT);
  // Shown 10 ± 0.5 s after the address was set (the hang page's request starts right after).
  const shownAfter = alerts.find((alert) => alert.text.includes(TIMEOUT_TEXT))!.at - hang!.tStart;
  expect(shownAfter).toBeGreaterThan(9_500);
  expect(shownAfter).toBeLessThan(11_000);
  // Still on the launch screen: the game never came.
  expect(new URL(page.url()).pathname).toBe('/m/launchGame');
});

test('STARTGAMEINAPP3 on VNL: a plain browser gets label_start_game_error and no call; from the home screen it launches (D18)', async ({
  page,
  request,
}) => {
  await openSignedIn(page, request, '/m/launchGame?code=VN_HN', 'vip1', 'VNL');
  await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toContainText(START_GAME_ERROR_VI);
  await expect(page.getByTestId('launch-status')).toContainText(PLAY_IN_APP_VI);
  await expect(page.getByTestId('launch-status')).toContainText(APP_ONLY_VI);
  await screenshotBothWidths(page, 'launch/blocked');
  // The card offers the app: its link leads to the download page.
  await expect(page.getByTestId('launch-get-app')).toHaveAttribute('href', '/m/download');
  expect(await qa(request).requests('/wps/game/launchGame')).toHaveLength(0);

  // Entered from the home screen (homescreen=1), the tab may play: an in-app navigation to the launch goes ahead.
  await page.goto(`${VNL_ORIGIN}/m/home?homescreen=1`);
  await expect(page.getByTestId('banner-carousel').or(page.getByTestId('home-hero')).first()).toBeVisible();
  await page.evaluate(() => history.pushState(null, '', '/m/launchGame?code=VN_HN'));
  await page.waitForURL(/\/__emu\/game\/VN_HN/);
  expect(await qa(request).requests('/wps/game/launchGame')).toHaveLength(1);
});

test('a guest’s Free play starts a trial with GCS_gameTrialLaunch, no login and no token (C62, D20, F26)', async ({
  page,
  request,
}) => {
  await page.goto(`${DEMO_ORIGIN}/m/home`);
  await page.locator('[data-testid="home-category"][data-category="SLOT"]').click();
  const card = page
    .getByRole('tabpanel')
    .getByTestId('game-card')
    .filter({ has: page.getByTestId('free-play') })
    .first();
  const gameId = await card.getAttribute('data-game');
  await card.getByTestId('free-play').click();
  await page.waitForURL(/\/__emu\/game\//);
  expect(page.url()).toContain(`/__emu/game/${gameId}`);
  await expect(page.locator('.badge')).toHaveText('Free play');

  const [trial] = await qa(request).requests('/wps/relay/GCS_gameTrialLaunch');
  expect(trial?.method).toBe('POST');
  const body = JSON.parse(trial?.rawBody ?? '{}') as Record<string, string>;
  expect(body).toEqual({ gameId, nodeId: expect.stringMatching(/^N/), platform: 'html5' });
  expect(await qa(request).requests('/wps/session/login')).toHaveLength(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/m\/home/);
  expect(await page.evaluate(() => sessionStorage.getItem('sessionInfo'))).toBeNull();
  await expect.poll(() => eventNames(request), { timeout: 15_000 }).toContain('startTrial');
});

test('on iOS the trial opens its own window from the tap with the GET variant, without popup_blocked (D21)', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ userAgent: UA.IOS15, viewport: { width: 390, height: 844 } });
  await quietOverlays(context);
  const page = await context.newPage();
  await page.goto(`${DEMO_ORIGIN}/m/home`);
  await page.locator('[data-testid="home-category"][data-category="SLOT"]').click();
  const card = page
    .getByRole('tabpanel')
    .getByTestId('game-card')
    .filter({ has: page.getByTestId('free-play') })
    .first();
  const gameId = await card.getAttribute('data-game');
  const [popup] = await Promise.all([context.waitForEvent('page'), card.getByTestId('free-play').click()]);
  await popup.waitForURL(new RegExp(`/__emu/game/${gameId}`));
  const [trial] = await qa(request).requests('/wps/relay/GCS_gameTrialLaunch');
  expect(trial?.method).toBe('GET');
  expect(trial?.query).toMatchObject({ gameId, platform: 'html5', nodeId: expect.stringMatching(/^N/) });
  await expect(page.getByText('The pop-up was blocked')).toHaveCount(0);
  expect(new URL(page.url()).pathname).toBe('/m/home');
  await context.close();
});

test('a game banner sends a guest to /m/login and launches a member’s game with vendor, roomId and nodeId (D23)', async ({
  page,
  request,
}) => {
  await page.goto(`${DEMO_ORIGIN}/m/home`);
  await page.locator('[data-testid="banner"][data-linkage-type="G"]').click();
  await page.waitForURL(/\/m\/login/);
  expect(await qa(request).requests('/wps/game/launchGame')).toHaveLength(0);

  await openSignedIn(page, request, '/m/home');
  await page.locator('[data-testid="banner"][data-linkage-type="G"]').click();
  await page.waitForURL(/\/__emu\/game\/mahjong/);
  const [launch] = await qa(request).requests('/wps/game/launchGame');
  expect(launch?.query).toMatchObject({ vendor: 'PG', gameType: 'SLOT', roomId: 'R1', nodeId: 'N1' });
});
