/**
 * Social logins end to end (issue 18; ACCEPTANCE C75, C79, C80–C83, C85–C89, C91, C95–C104) in Chromium against the
 * reference backend and its LINE and Telegram stand-ins, which speak the providers' protocols: LINE Login v2.1's
 * redirect with code and state, Telegram Login's signed auth data by popup message or #tgAuthResult.
 */
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_ORIGIN, qa } from './support/qa';
import { sessionInfo } from './routing-support';
import { accessibilityProblems } from './support/accessibility';
import { fillLogin, PASSWORD, storedEverything } from './auth-support';
import { onProviderScreen } from './support/provider-screen';
import { UA } from './support/ua';

const LINE_AUTHORIZE = '**/__emu/line/oauth2/v2.1/authorize?*';
const LIFF_INIT = '**/__emu/line/liff/init?*';

test.beforeEach(async ({ request }) => {
  await qa(request).reset();
});

const alertDialog = (page: Page) => page.getByRole('alertdialog');

/** The JSON bodies the backend received on a path, oldest first. */
async function bodies(request: APIRequestContext, path: string): Promise<Record<string, unknown>[]> {
  return (await qa(request).requests(path)).map((call) => JSON.parse(call.rawBody ?? '{}') as Record<string, unknown>);
}

/** What LINE's own screen decides: the account the member picks, or a refusal (the stand-in's user and deny). */
const onLineScreen = (page: Page, choice: Record<string, string>) => onProviderScreen(page, LINE_AUTHORIZE, choice);

test('LINE: authorize, code exchange, the choice, a login that binds, then a direct login (C75, C89, C95, C96)', async ({
  page,
  request,
}) => {
  await page.goto(`${DEMO_ORIGIN}/m/login?go=%2Fm%2Fgame`);
  await expect(page.getByTestId('social-line')).toBeVisible();
  await expect(page.getByTestId('social-telegram')).toBeVisible();

  // C95: LINE_CLIENT_ID, scope 'profile openid', a state and /m/login as the way back.
  const authorize = page.waitForRequest((request) => request.url().includes('/__emu/line/oauth2/v2.1/authorize'));
  await page.getByTestId('social-line').click();
  const sent = new URL((await authorize).url());
  const settings = await qa(request).settings('DEMO');
  expect(sent.searchParams.get('client_id')).toBe(settings.gw.LINE_CLIENT_ID);
  expect(sent.search).toContain('scope=profile%20openid');
  expect(sent.searchParams.get('state')).toMatch(/^[0-9a-f]{32}$/);
  expect(sent.searchParams.get('redirect_uri')).toBe(`${DEMO_ORIGIN}/m/login`);

  // C96: the code goes to WPS3RD_verifyLineCode with that redirect URI, the token to /wps/session/login/line.
  const choose = page.getByTestId('choose-account');
  await expect(choose).toBeVisible();
  // code and state leave the address; the go target of the trip is back (Q46).
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/login?go=%2Fm%2Fgame`);
  expect(await bodies(request, '/wps/relay/WPS3RD_verifyLineCode')).toEqual([
    { code: expect.any(String), redirectUri: `${DEMO_ORIGIN}/m/login` },
  ]);
  const [lineLogin] = await bodies(request, '/wps/session/login/line');
  const lineSessionToken = String(lineLogin?.lineSessionToken);
  expect(lineLogin).toEqual({ lineSessionToken: expect.any(String), loginDeviceId: expect.any(String), device: 'MOBILE' });
  expect(await page.evaluate(() => sessionStorage.getItem('lineSessionToken'))).toBe(lineSessionToken);

  // The choice is a modal dialog that passes axe.
  await expect(choose).toHaveAttribute('aria-modal', 'true');
  expect(await accessibilityProblems(page)).toEqual([]);

  // C89: an existing account; the next login carries type line and the LINE token, and binds it.
  await choose.getByTestId('choose-existing').click();
  await expect(choose).toBeHidden();
  await expect(page.getByTestId('login-social-notice')).toContainText('LINE');
  await expect(page.getByTestId('login-username')).toBeFocused();
  await fillLogin(page, 'member1', PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/game`);
  const logins = await qa(request).requests('/wps/session/login');
  expect(logins.at(-1)?.decryptedBody).toMatchObject({ username: 'member1', type: 'line', lineSessionToken });
  expect(await page.evaluate(() => sessionStorage.getItem('lineSessionToken'))).toBeNull();

  // The same LINE account now logs straight in (C89), to the go target (C79).
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(`${DEMO_ORIGIN}/m/login?go=%2Fm%2Factivity`);
  await page.getByTestId('social-line').click();
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/activity`);
  await expect.poll(async () => (await sessionInfo(page))?.userName).toBe('member1');
  await expect(page.getByTestId('choose-account')).toHaveCount(0);
});

test('LINE: a new member is registered at once, the profile saved; refusals and a dead token (C85, C98–C101)', async ({
  page,
  request,
}) => {
  await qa(request).whitelabel('DEMO', { FIREBASECREATEACC3: true });

  // C100: LINE's refusal whose text starts with 'Failure' is shown.
  await page.goto(`${DEMO_ORIGIN}/m/login`);
  await onLineScreen(page, { deny: 'Failure: user denied' });
  await page.getByTestId('social-line').click();
  await expect(alertDialog(page)).toContainText('Failure: user denied');
  await alertDialog(page).getByRole('button').first().click();
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/login`);
  expect(await qa(request).requests('/wps/relay/WPS3RD_verifyLineCode')).toHaveLength(0);

  // Q46: an answer whose state this tab did not send is ignored.
  await page.goto(`${DEMO_ORIGIN}/m/login?code=C1&state=forged`);
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/login`);
  expect(await qa(request).requests('/wps/relay/WPS3RD_verifyLineCode')).toHaveLength(0);

  // C98: line_invalid_token drops the stored token and alerts.
  await qa(request).addFault({
    match: { method: 'POST', path: '/wps/session/login/line' },
    times: 1,
    errorCode: 'line_invalid_token',
    message: 'The LINE session has expired',
  });
  await onLineScreen(page, { user: 'line-other', name: 'Other' });
  await page.getByTestId('social-line').click();
  await expect(alertDialog(page)).toContainText('The LINE session has expired');
  expect(await page.evaluate(() => sessionStorage.getItem('lineSessionToken'))).toBeNull();
  await alertDialog(page).getByRole('button').first().click();

  // C85, C99, C101: a new LINE member with auto-register on is registered and lands on /m/home despite the go target.
  await page.goto(`${DEMO_ORIGIN}/m/login?go=%2Fm%2Fgame`);
  await onLineScreen(page, { user: 'line-fresh', name: 'Fresh Member' });
  await page.getByTestId('social-line').click();
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/home`);
  const [registered] = await bodies(request, '/wps/member/register/autoUsername');
  expect(registered).toMatchObject({ lineSessionToken: expect.any(String), login: true, registerMethod: expect.any(String) });
  await expect.poll(async () => (await sessionInfo(page))?.userName).toMatch(/^line/);
  await expect
    .poll(() => bodies(request, '/wps/relay/WPSCORE_saveMemberInfoByAuthKey'))
    .toEqual([expect.objectContaining({ name: 'Fresh Member', picture: expect.any(String) })]);
});

test('Telegram: the login popup (500×600), blocked or answering, all 8 fields, and a refused hash (C82, C90, C91, C102–C104)', async ({
  page,
  request,
}) => {
  const settingAnswer = page.waitForResponse((response) => response.url().endsWith('/wps/relay/WPSCORE_getTelegramLoginSetting'));
  await page.goto(`${DEMO_ORIGIN}/m/login?affiliateCode=a1&tid=T1`);
  const { botId } = ((await (await settingAnswer).json()) as { value: { botId: string } }).value;

  // C91: a blocked popup is said, and nothing is sent; C90: the popup asked for is 500×600.
  await page.evaluate(() => {
    const open = window.open;
    const features: string[] = [];
    (window as unknown as { openFeatures: string[] }).openFeatures = features;
    window.open = (_url, _target, feature) => {
      features.push(String(feature));
      return null;
    };
    (window as unknown as { restoreOpen: () => void }).restoreOpen = () => {
      window.open = open;
    };
  });
  await page.getByTestId('social-telegram').click();
  await expect(alertDialog(page)).toContainText('The pop-up was blocked');
  const [features] = await page.evaluate(() => (window as unknown as { openFeatures: string[] }).openFeatures);
  expect(features).toMatch(/(^|,)width=500(,|$)/);
  expect(features).toMatch(/(^|,)height=600(,|$)/);
  await alertDialog(page).getByRole('button').first().click();
  await page.evaluate(() => (window as unknown as { restoreOpen: () => void }).restoreOpen());

  // C102: the popup is Telegram's auth page for the merchant's bot; C104: a refused hash alerts and drops the auth.
  await qa(request).addFault({
    match: { method: 'POST', path: '/wps/session/login/telegram' },
    times: 1,
    errorCode: 'telegram_validate_failed',
    message: 'Telegram could not confirm this login',
  });
  let popupPromise = page.waitForEvent('popup');
  await page.getByTestId('social-telegram').click();
  let popup = await popupPromise;
  expect(new URL(popup.url()).searchParams.get('bot_id')).toBe(botId);
  await popup.getByTestId('tg-auth-login').click();
  await expect(alertDialog(page)).toContainText('Telegram could not confirm this login');
  expect(await page.evaluate(() => sessionStorage.getItem('telegramAuth'))).toBeNull();
  await alertDialog(page).getByRole('button').first().click();

  // C82, C103: the popup's message logs the member in with all 8 fields.
  popupPromise = page.waitForEvent('popup');
  await page.getByTestId('social-telegram').click();
  popup = await popupPromise;
  await popup.getByTestId('tg-auth-login').click();
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/home?affiliateCode=a1`);
  await expect.poll(async () => (await sessionInfo(page))?.userName).toBe('member1');
  const sent = (await bodies(request, '/wps/session/login/telegram')).at(-1);
  expect(Object.keys(sent ?? {}).sort()).toEqual(
    ['affiliateCode', 'device', 'domain', 'linkId', 'loginDeviceId', 'referralCode', 'registerUrl', 'telegramAuth'].sort(),
  );
  expect(sent).toMatchObject({ affiliateCode: 'a1', linkId: 'T1', device: 'MOBILE' });
  expect(JSON.parse(String(sent?.telegramAuth))).toMatchObject({ id: 1001, hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
  expect(await page.evaluate(() => sessionStorage.getItem('telegramAuth'))).toBeNull();
});

test('Telegram: #tgAuthResult logs in and leaves the address; an undecodable one is only a warning (C80, C83)', async ({
  page,
  request,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const settingAnswer = page.waitForResponse((response) => response.url().endsWith('/wps/relay/WPSCORE_getTelegramLoginSetting'));
  await page.goto(`${DEMO_ORIGIN}/m/login#tgAuthResult=%%%bad`);
  const { botId } = ((await (await settingAnswer).json()) as { value: { botId: string } }).value;
  await expect(page.getByTestId('login-form')).toBeVisible();
  await expect.poll(() => warnings.some((text) => text.includes('Telegram'))).toBe(true);
  await expect(alertDialog(page)).toHaveCount(0);
  expect(await qa(request).requests('/wps/session/login/telegram')).toHaveLength(0);

  // What Telegram's redirect brings back for a new Telegram member: the server makes the account (Q48).
  const confirm = await request.post(`${DEMO_ORIGIN}/__emu/telegram/auth/confirm`, {
    headers: { accept: 'application/json' },
    data: {
      bot_id: botId,
      origin: DEMO_ORIGIN,
      return_to: `${DEMO_ORIGIN}/m/login`,
      request_access: 'write',
      user: '2002',
      first_name: 'Nova',
      action: 'login',
    },
  });
  const { redirect } = (await confirm.json()) as { redirect: string };
  expect(redirect).toContain('#tgAuthResult=');
  await page.goto(redirect);
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/home`);
  await expect.poll(async () => (await sessionInfo(page))?.userName).toBeTruthy();
  expect(await qa(request).requests('/wps/session/login/telegram')).toHaveLength(1);
});

test('Telegram mini-app: the initData Telegram gives the page logs the member in on /m/home (C81, G34)', async ({
  page,
  request,
}) => {
  const settingAnswer = page.waitForResponse((response) => response.url().endsWith('/wps/relay/WPSCORE_getTelegramLoginSetting'));
  await page.goto(`${DEMO_ORIGIN}/m/login`);
  const { botId } = ((await (await settingAnswer).json()) as { value: { botId: string } }).value;
  const minted = await request.post(`${DEMO_ORIGIN}/__emu/telegram/webapp/init-data`, {
    data: { bot_id: botId, origin: DEMO_ORIGIN },
  });
  const { initData } = (await minted.json()) as { initData: string };
  // What telegram-web-app.js sets up inside Telegram.
  await page.addInitScript((data) => {
    (window as unknown as { Telegram: unknown }).Telegram = { WebApp: { initData: data } };
  }, initData);

  await page.goto(`${DEMO_ORIGIN}/m/home`);
  await expect.poll(async () => (await sessionInfo(page))?.userName).toBe('member1');
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/home`);
  expect(await bodies(request, '/wps/session/login/telegram')).toEqual([expect.objectContaining({ telegramAuth: initData })]);
});

test('LINE: "Register new" makes the account at once, or goes to /m/register carrying the identity (C12, C86–C88)', async ({
  page,
  request,
}) => {
  // Auto-register off and manual registration off: Register makes the account from the identity (C86, C88).
  await qa(request).whitelabel('DEMO', { FIREBASECREATEACC3: true });
  await qa(request).patchSettings('DEMO', { register: { ssoAutoRegister: false } });
  await page.goto(`${DEMO_ORIGIN}/m/login`);
  await onLineScreen(page, { user: 'line-quick', name: 'Quick Member' });
  await page.getByTestId('social-line').click();
  await page.getByTestId('choose-register').click();
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/home`);
  expect(await bodies(request, '/wps/member/register/autoUsername')).toEqual([expect.objectContaining({ login: true })]);

  // SSOMANUALREG3 on: Register goes to the registration form, which sends the LINE token (C12, C87).
  await qa(request).whitelabel('DEMO', { SSOMANUALREG3: true });
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(`${DEMO_ORIGIN}/m/login`);
  // The page has stored the merchant's new switches (settings render from local data first, then refresh).
  await expect.poll(async () => (await storedEverything(page)).includes('"SSOMANUALREG3":true')).toBe(true);
  await onLineScreen(page, { user: 'line-manual', name: 'Manual Member' });
  await page.getByTestId('social-line').click();
  await page.getByTestId('choose-register').click();
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/register`);
  await expect(page.getByTestId('register-social-notice')).toContainText('LINE');
  const name = `lin${Date.now() % 1_000_000}`;
  await page.getByTestId('register-username').fill(name);
  await page.getByTestId('register-password').fill(PASSWORD);
  await page.getByTestId('register-confirm').fill(PASSWORD);
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/home`);
  const lineLogin = (await bodies(request, '/wps/session/login/line')).at(-1);
  const [registration] = await qa(request).requests('/wps/member/register');
  expect(registration?.decryptedBody).toMatchObject({ username: name, lineSessionToken: lineLogin?.lineSessionToken });
  expect(await page.evaluate(() => sessionStorage.getItem('lineSessionToken'))).toBeNull();
});

test.describe('inside the LINE app', () => {
  test.use({ userAgent: UA.LINE });

  test('LINE through LIFF: its access token goes to WPS3RD_verifyLineCode and the LINE value is kept; a Failure is alerted; no LIFF app, LINE’s page (C97, C100)', async ({
    page,
    request,
  }) => {
    const settings = await qa(request).settings('DEMO');
    const authorizeCalls: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().includes('/__emu/line/oauth2/v2.1/authorize')) authorizeCalls.push(sent.url());
    });
    await page.goto(`${DEMO_ORIGIN}/m/login?go=%2Fm%2Fgame`);

    // C100: LIFF failing with a 'Failure…' message alerts it, and nothing goes to the backend.
    await onProviderScreen(page, LIFF_INIT, { fail: 'Failure: LINE is not signed in' });
    await page.getByTestId('social-line').click();
    await expect(alertDialog(page)).toContainText('Failure: LINE is not signed in');
    await alertDialog(page).getByRole('button').first().click();
    expect(await qa(request).requests('/wps/relay/WPS3RD_verifyLineCode')).toHaveLength(0);

    // C97: a LINE user no member has: LIFF's access token (for the merchant's LIFF app) is exchanged, the LINE value kept.
    await onProviderScreen(page, LIFF_INIT, { user: 'line-liff-new', name: 'Liff Newcomer' });
    const init = page.waitForRequest((sent) => sent.url().includes('/__emu/line/liff/init'));
    await page.getByTestId('social-line').click();
    expect(new URL((await init).url()).searchParams.get('liff_id')).toBe(settings.gw.LINE_LIFF_ID);
    await expect(page.getByTestId('choose-account')).toBeVisible();
    expect(await bodies(request, '/wps/relay/WPS3RD_verifyLineCode')).toEqual([{ accessToken: expect.any(String) }]);
    const [lineLogin] = await bodies(request, '/wps/session/login/line');
    expect(await page.evaluate(() => sessionStorage.getItem('lineSessionToken'))).toBe(lineLogin?.lineSessionToken);
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('lineProfile'))) ?? '{}')).toMatchObject({
      name: 'Liff Newcomer',
      picture: expect.stringContaining('line-liff-new'),
    });
    await page.getByTestId('choose-account').getByRole('button', { name: /close/i }).click();

    // The LINE user bound to member1 logs straight in, to the go target.
    await onProviderScreen(page, LIFF_INIT, { user: 'line-bound' });
    await page.getByTestId('social-line').click();
    await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/game`);
    await expect.poll(async () => (await sessionInfo(page))?.userName).toBe('member1');
    expect(authorizeCalls).toEqual([]);

    // A merchant without a LIFF app: LINE's own authorize page, as in any browser (C95).
    await page.evaluate(() => sessionStorage.clear());
    await qa(request).patchSettings('DEMO', { settings: { gw: { LINE_LIFF_ID: '' } } });
    await page.goto(`${DEMO_ORIGIN}/m/login`);
    const authorize = page.waitForRequest((sent) => sent.url().includes('/__emu/line/oauth2/v2.1/authorize'));
    await page.getByTestId('social-line').click();
    expect(new URL((await authorize).url()).searchParams.get('client_id')).toBe(settings.gw.LINE_CLIENT_ID);
    // The trip comes back with a code, as any browser's does; the test ends once the page is at rest again.
    await expect(page.getByTestId('choose-account')).toBeVisible();
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});
