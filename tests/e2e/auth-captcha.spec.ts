/**
 * The captcha beyond the login (issue 4; ACCEPTANCE C10, C11, C20, C48, C50, C53): the SMS-code captcha under
 * GEETESTVCODE3 (v4 only), the register captcha under its switch with its success, close and failure paths, and the
 * risk token under GEETESTRISK3, all with the reference backend's local provider.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_ORIGIN, qa } from './support/qa';
import { sessionInfo } from './routing-support';
import { fillLogin, lastSmsCode, PASSWORD } from './auth-support';

test.beforeEach(async ({ request }) => {
  await qa(request).reset();
});

const alertDialog = (page: Page) => page.getByRole('alertdialog');

async function dismissAlert(page: Page, text: string | RegExp): Promise<void> {
  await expect(alertDialog(page)).toContainText(text);
  await alertDialog(page).getByRole('button', { name: 'Ok' }).click();
  await expect(alertDialog(page)).toHaveCount(0);
}

async function openSmsLogin(page: Page): Promise<void> {
  await page.goto(`${DEMO_ORIGIN}/m/login`);
  await page.getByRole('tab', { name: 'SMS code' }).click();
  await page.getByTestId('login-mobile').fill('9170000001');
}

async function fillUsernameRegistration(page: Page, name: string): Promise<void> {
  await page.getByTestId('register-username').fill(name);
  await page.getByTestId('register-password').fill(PASSWORD);
  await page.getByTestId('register-confirm').fill(PASSWORD);
}

test('GEETESTVCODE3 under v4: the captcha comes before the SMS code, which carries geetestValidateV4; no login captcha after (C48, C50)', async ({
  page,
  request,
}) => {
  await qa(request).whitelabel('DEMO', { GEETESTVCODE3: true, GEETEST3: true });
  await qa(request).patchSettings('DEMO', { gw: { GEETEST_VERSION: 'v4' } });
  await openSmsLogin(page);

  // Closed: verify_first, and no code is sent.
  await qa(request).captcha({ mode: 'close' });
  await page.getByTestId('login-send-code').click();
  await dismissAlert(page, 'Please complete the verification first');
  expect(await qa(request).requests('/wps/verification/sms/noLogin')).toHaveLength(0);

  // Solved: the code goes out with the v4 result.
  await qa(request).captcha({ mode: 'success' });
  await page.getByTestId('login-send-code').click();
  const widget = page.getByTestId('geetest-emu');
  await expect(widget).toHaveAttribute('data-version', '4');
  await page.getByTestId('geetest-emu-verify').click();
  await expect(page.getByTestId('login-send-code')).toContainText(/Resend in/);
  const [sms] = await qa(request).requests('/wps/verification/sms/noLogin');
  const body = (sms?.decryptedBody ?? JSON.parse(sms?.rawBody ?? '{}')) as Record<string, string>;
  expect(JSON.parse(body.geetestValidateV4 ?? '{}')).toMatchObject({
    lot_number: expect.any(String),
    pass_token: expect.any(String),
  });

  // The SMS login itself needs no captcha, even with GEETEST3 on.
  const captchaCalls = (await qa(request).requests('/__emu/geetest/verify')).length;
  await page.getByTestId('login-code').fill((await lastSmsCode(request, '9170000001')) ?? '');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/home`);
  expect((await qa(request).requests('/__emu/geetest/verify')).length).toBe(captchaCalls);
});

test("GEETESTVCODE3 under v3: 'unknown_error: Geetest service not work' and no SMS request (C48)", async ({ page, request }) => {
  await qa(request).whitelabel('DEMO', { GEETESTVCODE3: true });
  await openSmsLogin(page);
  await page.getByTestId('login-send-code').click();
  await dismissAlert(page, 'unknown_error: Geetest service not work');
  await expect(page.getByTestId('geetest-emu')).toHaveCount(0);
  expect(await qa(request).requests('/wps/verification/sms/noLogin')).toHaveLength(0);
  expect(await qa(request).requests('/wps/captcha/geetest')).toHaveLength(0);
});

test('GEETESTVCODE3 on the mobile registration too: an emulator error is shown as [G] {code} {msg} (C48, C60)', async ({
  page,
  request,
}) => {
  await qa(request).whitelabel('DEMO', { GEETESTVCODE3: true });
  await qa(request).patchSettings('DEMO', { gw: { GEETEST_VERSION: 'v4' } });
  await qa(request).captcha({ mode: 'error', code: '60500', msg: '' });
  await page.goto(`${DEMO_ORIGIN}/m/register`);
  await page.getByRole('tab', { name: 'Mobile number' }).click();
  await page.getByTestId('register-mobile').fill('9170000077');
  await page.getByTestId('register-send-code').click();
  await expect(alertDialog(page)).toContainText('[G] 60500 ');
  expect(await qa(request).requests('/wps/verification/sms/noLogin')).toHaveLength(0);
});

test('register captcha off: no captcha request, the register POST goes straight out (C11)', async ({ page, request }) => {
  await qa(request).patchSettings('DEMO', { register: { captcha: { enabled: false } } });
  await page.goto(`${DEMO_ORIGIN}/m/register`);
  await fillUsernameRegistration(page, `nocap${Date.now() % 1_000_000}`);
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/home`);
  expect(await qa(request).requests('/wps/captcha/geetest')).toHaveLength(0);
  const [call] = await qa(request).requests('/wps/member/register');
  expect(call?.decryptedBody).not.toHaveProperty('geetestSeccode');
});

test('register captcha on: close, then a failed register reloads the captcha, then success carries the result (C10, C20)', async ({
  page,
  request,
}) => {
  await qa(request).patchSettings('DEMO', { register: { captcha: { enabled: true } } });
  await page.goto(`${DEMO_ORIGIN}/m/register`);
  const name = `cap${Date.now() % 1_000_000}`;
  await fillUsernameRegistration(page, name);

  // Close: verify_first, no register POST, the form keeps what was typed.
  await qa(request).captcha({ mode: 'close' });
  await page.getByTestId('register-submit').click();
  await dismissAlert(page, 'Please complete the verification first');
  expect(await qa(request).requests('/wps/member/register')).toHaveLength(0);
  await expect(page.getByTestId('register-username')).toHaveValue(name);

  // A server failure after a solved captcha: the alert, and a fresh challenge is fetched at once.
  await qa(request).captcha({ mode: 'success', auto: true });
  await qa(request).addFault({
    match: { method: 'POST', path: '/wps/member/register' },
    times: 1,
    errorCode: 'qa.err',
    message: 'Registration is closed for a moment',
  });
  const before = (await qa(request).requests('/wps/captcha/geetest')).length;
  await page.getByTestId('register-submit').click();
  await dismissAlert(page, 'Registration is closed for a moment');
  await expect.poll(async () => (await qa(request).requests('/wps/captcha/geetest')).length).toBeGreaterThan(before + 1);
  await expect(page.getByTestId('register-username')).toHaveValue(name);

  // Success: the register body carries the v3 result, and the member is in.
  await expect(page.getByTestId('register-submit')).not.toHaveAttribute('aria-busy', 'true');
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/home`);
  const calls = await qa(request).requests('/wps/member/register');
  expect(calls.at(-1)?.decryptedBody).toMatchObject({
    username: name,
    geetestChallenge: expect.any(String),
    geetestSeccode: expect.stringMatching(/\|jordan$/),
  });
  expect((await sessionInfo(page))?.userName).toBe(name);
});

test('GEETESTRISK3: the risk library gets GEETEST_RISK_APP_ID and the login carries its token; a risk error stops the login (C53, G20)', async ({
  page,
  request,
}) => {
  await qa(request).whitelabel('DEMO', { GEETESTRISK3: true });
  const appId = (await qa(request).settings('DEMO')).gw.GEETEST_RISK_APP_ID;
  expect(appId).toBeTruthy();

  // The provider fails: '[G] {code} {msg}', and no login request.
  await qa(request).captcha({ mode: 'error', code: 'R42', msg: 'risk down' });
  await page.goto(`${DEMO_ORIGIN}/m/login`);
  await fillLogin(page, 'member1', PASSWORD);
  await page.getByTestId('login-submit').click();
  await dismissAlert(page, '[G] R42 risk down');
  expect(await qa(request).requests('/wps/session/login')).toHaveLength(0);

  await qa(request).captcha({ mode: 'success' });
  await expect(page.getByTestId('login-submit')).not.toHaveAttribute('aria-busy', 'true');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/home`);
  const risks = await qa(request).requests('/__emu/geetest/risk/token');
  expect(JSON.stringify(risks.at(-1))).toContain(`app_id=${appId}`);
  const [login] = await qa(request).requests('/wps/session/login');
  const risk = (login?.decryptedBody as { geetestRisk?: { geeToken: string; scene: string } }).geetestRisk;
  expect(risk).toEqual({ geeToken: expect.stringMatching(/^[0-9a-f]+\.\d+\.[0-9a-f]{64}$/), scene: 'login' });
});

test('without GEETESTRISK3 the login has no geetestRisk and the risk library never loads (G20)', async ({ page, request }) => {
  await page.goto(`${DEMO_ORIGIN}/m/login`);
  await fillLogin(page, 'member1', PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/home`);
  const [login] = await qa(request).requests('/wps/session/login');
  expect(login?.decryptedBody).not.toHaveProperty('geetestRisk');
  expect(await qa(request).requests('/__emu/geetest/risk')).toHaveLength(0);
});
