/**
 * The auth feature's modals end to end (issue 4; ACCEPTANCE C17, C21, C32–C34, Q11): the registration modal opened
 * from the home screen's 'Join now' and from the login screen, closed before the member goes on; the login-verification
 * dialog that sends the code and the second-factor modal that collects it, for e-mail, SMS and the authenticator.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_ORIGIN, qa } from './support/qa';
import { sessionInfo } from './routing-support';
import { fillLogin, PASSWORD } from './auth-support';
import { DESKTOP, PHONE, screenshot } from './support/screenshots';
import { animationsFinished } from './support/settle';

test.beforeEach(async ({ request }) => {
  await qa(request).reset();
});

const alertDialog = (page: Page) => page.getByRole('alertdialog');

async function openLogin(page: Page, query = ''): Promise<void> {
  await page.goto(`${DEMO_ORIGIN}/m/login${query}`);
  await expect(page.getByTestId('login-form')).toBeVisible();
}

async function lastOutboxCode(page: Page, recipient: string): Promise<string> {
  const outbox = await qa(page.request).outbox();
  const code = outbox.filter((message) => message.recipient === recipient).at(-1)?.code;
  if (!code) throw new Error(`no code for ${recipient}`);
  return code;
}

test('home "Join now" opens the registration modal; registering closes it and lands on /m/home logged in (C17, C21)', async ({
  page,
  request,
}) => {
  await page.goto(`${DEMO_ORIGIN}/m/home`);
  const join = page.getByTestId('home-join');
  await expect(join).toHaveAttribute('href', /\/m\/register/);
  await join.click();
  const modal = page.getByRole('dialog', { name: 'Join Lucky Star Casino' });
  await expect(modal).toBeVisible();
  await expect(modal).toHaveAttribute('aria-modal', 'true');
  expect(new URL(page.url()).pathname).toBe('/m/home');
  await expect(page.getByTestId('register-username')).toBeFocused();

  // Tab stays inside the modal.
  for (let i = 0; i < 12; i += 1) await page.keyboard.press('Tab');
  expect(await modal.evaluate((node) => node.contains(document.activeElement))).toBe(true);

  const name = `modal${Date.now() % 1_000_000}`;
  await page.getByTestId('register-username').fill(name);
  await page.getByTestId('register-password').fill(PASSWORD);
  await page.getByTestId('register-confirm').fill(PASSWORD);
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('register-modal')).toHaveCount(0);
  await expect(page.getByTestId('home-account')).toBeVisible();
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/home`);
  expect((await sessionInfo(page))?.userName).toBe(name);

  // The session was renewed after the register call.
  const [register] = await qa(request).requests('/wps/member/register');
  const infos = await qa(request).requests('/wps/member/info');
  expect(infos.some((entry) => entry.tStart >= (register?.tStart ?? Infinity))).toBe(true);
});

test('the registration modal closes with Escape and its close button, giving the focus back (C21)', async ({ page }) => {
  await page.goto(`${DEMO_ORIGIN}/m/home`);
  const join = page.getByTestId('home-join');
  await join.click();
  await expect(page.getByTestId('register-modal')).toBeVisible();
  // Escape is the modal's while the focus is inside it: it moves there once the modal has opened.
  await expect(page.getByTestId('register-username')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('register-modal')).toHaveCount(0);
  await expect(join).toBeFocused();

  await join.click();
  await page.getByTestId('register-modal-close').click();
  await expect(page.getByTestId('register-modal')).toHaveCount(0);
  expect(await sessionInfo(page)).toBeNull();
});

test("from the login screen the modal registers and continues to the go target; its 'Log in' link closes it", async ({
  page,
}) => {
  await openLogin(page, '?go=%2Fm%2Fgame');
  await page.getByTestId('login-register-link').click();
  await expect(page.getByTestId('register-modal')).toBeVisible();
  await page.getByTestId('register-login-link').click();
  await expect(page.getByTestId('register-modal')).toHaveCount(0);
  await expect(page.getByTestId('login-form')).toBeVisible();

  await page.getByTestId('login-register-link').click();
  await page.getByRole('dialog').getByRole('tab', { name: 'Mobile number' }).click();
  await expect(page.getByTestId('register-mobile')).toBeVisible();
  await page.getByRole('dialog').getByRole('tab', { name: 'Username' }).click();
  const name = `goto${Date.now() % 1_000_000}`;
  await page.getByTestId('register-username').fill(name);
  await page.getByTestId('register-password').fill(PASSWORD);
  await page.getByTestId('register-confirm').fill(PASSWORD);
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/game`);
  await expect(page.getByTestId('register-modal')).toHaveCount(0);
  expect((await sessionInfo(page))?.userName).toBe(name);
});

test('a taken username is said on blur, without a login; a free one shows nothing (C22)', async ({ page, request }) => {
  await page.goto(`${DEMO_ORIGIN}/m/home`);
  await page.getByTestId('home-join').click();
  const username = page.getByTestId('register-username');
  await username.fill('member1');
  await page.getByTestId('register-password').focus();
  await expect(username).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('register-modal')).toContainText('This username is taken');
  const [check] = await qa(request).requests('/wps/member/register/checkUsername');
  expect(check?.method).toBe('GET');
  expect(check?.headers.authorization).toBeUndefined();

  await username.fill(`free${Date.now() % 1_000_000}`);
  await expect(username).not.toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('register-password').focus();
  await expect.poll(async () => (await qa(request).requests('/wps/member/register/checkUsername')).length).toBe(2);
  await expect(username).not.toHaveAttribute('aria-invalid', 'true');
});

test('a failed registration in the modal shows the server message and keeps the modal filled (C18)', async ({ page }) => {
  await page.goto(`${DEMO_ORIGIN}/m/home`);
  await page.getByTestId('home-join').click();
  await page.getByTestId('register-username').fill('member1');
  await page.getByTestId('register-password').fill(PASSWORD);
  await page.getByTestId('register-confirm').fill(PASSWORD);
  await page.getByTestId('register-submit').click();
  await expect(alertDialog(page)).toBeVisible();
  await alertDialog(page).getByRole('button', { name: 'Ok' }).click();
  await expect(page.getByTestId('register-modal')).toBeVisible();
  await expect(page.getByTestId('register-username')).toHaveValue('member1');
});

test('tfa_email: the verification dialog sends the code, the second-factor modal verifies it (C32, C33, Q11)', async ({
  page,
  request,
}) => {
  await openLogin(page);
  await fillLogin(page, 'tfa_email', PASSWORD);
  await page.getByTestId('login-submit').click();
  const dialog = page.getByTestId('verify-dialog');
  await expect(dialog).toHaveAttribute('data-channel', 'email');
  await expect(dialog).toContainText('tf***@demo.test');
  await page.getByTestId('verify-send').click();

  const modal = page.getByTestId('second-factor');
  await expect(modal).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Enter your code' })).toBeVisible();
  await expect(page.getByTestId('second-factor-code')).toBeFocused();
  await expect(page.getByTestId('second-factor-code')).toHaveAttribute('maxlength', '6');
  await expect(page.getByTestId('second-factor-resend')).toBeDisabled();
  const [send] = await qa(request).requests('/wps/session/login/verification');
  expect(send?.decryptedBody).toMatchObject({ verifyType: 'email', action: 'send' });

  // Too short: an inline error, nothing sent.
  await page.getByTestId('second-factor-code').fill('123');
  await page.getByTestId('second-factor-submit').click();
  await expect(page.getByTestId('second-factor-code')).toHaveAttribute('aria-invalid', 'true');
  expect(await qa(request).requests('/wps/session/login/verification')).toHaveLength(1);

  // A wrong code: the server's message, and the modal stays.
  await page.getByTestId('second-factor-code').fill('123456');
  await page.getByTestId('second-factor-submit').click();
  await expect(alertDialog(page)).toBeVisible();
  await alertDialog(page).getByRole('button', { name: 'Ok' }).click();
  await expect(modal).toBeVisible();

  // The e-mailed code from the dev outbox completes the login.
  const code = await lastOutboxCode(page, 'tfa.email@demo.test');
  await expect(page.getByTestId('second-factor-submit')).toBeEnabled();
  await page.getByTestId('second-factor-code').fill(code);
  await page.getByTestId('second-factor-submit').click();
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/home`);
  await expect(modal).toHaveCount(0);
  expect((await sessionInfo(page))?.userName).toBe('tfa_email');
  const calls = await qa(request).requests('/wps/session/login/verification');
  const last = calls.at(-1);
  expect(Object.keys(JSON.parse(last?.rawBody ?? '{}')).sort()).toEqual(['DES', 'RSA', 'rsaKey']);
  expect(last?.decryptedBody).toMatchObject({ username: 'tfa_email', type: 'username', verifyType: 'email', verifyCode: code });
});

test('tfa_sms: the masked phone, send, then 000000 (C32, C33)', async ({ page }) => {
  await openLogin(page);
  await fillLogin(page, 'tfa_sms', PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('verify-dialog')).toHaveAttribute('data-channel', 'sms');
  await expect(page.getByTestId('verify-dialog')).toContainText(/\d{3}\*{4}\d{3}/);
  await page.getByTestId('verify-send').click();
  await expect(page.getByTestId('second-factor')).toHaveAttribute('data-channel', 'sms');
  await page.getByTestId('second-factor-code').fill('000000');
  await page.getByTestId('second-factor-submit').click();
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/home`);
  expect((await sessionInfo(page))?.userName).toBe('tfa_sms');
});

test('tfa_ga opens the second-factor modal at once; closing it drops the login (C34)', async ({ page, request }) => {
  await openLogin(page);
  await fillLogin(page, 'tfa_ga', PASSWORD);
  await page.getByTestId('login-submit').click();
  const modal = page.getByTestId('second-factor');
  await expect(modal).toHaveAttribute('data-channel', 'ga');
  await expect(page.getByTestId('verify-dialog')).toHaveCount(0);
  await expect(page.getByTestId('second-factor-resend')).toHaveCount(0);
  await expect(page.getByTestId('second-factor-code')).toHaveAttribute('inputmode', 'numeric');
  await page.keyboard.press('Escape');
  await expect(modal).toHaveCount(0);
  expect(await sessionInfo(page)).toBeNull();
  expect(new URL(page.url()).pathname).toBe('/m/login');

  // Again, closed with its button; then a third time, verified.
  await expect(page.getByTestId('login-submit')).not.toHaveAttribute('aria-busy', 'true');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('second-factor-close').click();
  await expect(modal).toHaveCount(0);
  expect(await qa(request).requests('/wps/session/login/verification')).toHaveLength(0);
  await expect(page.getByTestId('login-submit')).not.toHaveAttribute('aria-busy', 'true');
  await page.getByTestId('login-submit').click();
  await page.getByTestId('second-factor-code').fill('000000');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/home`);
});

test('screenshots of the modals', async ({ page }) => {
  for (const viewport of [PHONE, DESKTOP]) {
    const label = viewport.width;
    await page.setViewportSize(viewport);
    await page.goto(`${DEMO_ORIGIN}/m/home`);
    await page.getByTestId('home-join').click();
    await expect(page.getByTestId('register-username')).toBeFocused();
    await animationsFinished(page);
    await screenshot(page, `identity/register-modal-${label}`);
    await page.keyboard.press('Escape');
    await openLogin(page);
    await fillLogin(page, 'tfa_email', PASSWORD);
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('verify-dialog')).toBeVisible();
    await screenshot(page, `identity/verify-dialog-${label}`);
    await page.getByTestId('verify-send').click();
    await expect(page.getByTestId('second-factor')).toBeVisible();
    await page.getByTestId('second-factor-code').fill('12');
    await page.getByTestId('second-factor-submit').click();
    await screenshot(page, `identity/second-factor-${label}`);
    await page.keyboard.press('Escape');
  }
});
