/**
 * The forgot-password flow end to end (ACCEPTANCE C74, W16, Q5): from the login form, member1 (mobile 9170000001 on
 * DEMO) gets an SMS code, sets a new password without a session, and logs in with it; a wrong code shows the
 * server's message and keeps the form filled.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_ORIGIN, qa } from './support/qa';
import { fillLogin, lastSmsCode, PASSWORD } from './auth-support';
import { screenshot, screenshotBothWidths } from './support/screenshots';

const MOBILE = '9170000001';
const NEW_PASSWORD = 'Reset#2468';
const RESET_PATH = '/wps/member/password/reset';

test.beforeEach(async ({ request }) => {
  await qa(request).reset();
});

async function openForgot(page: Page) {
  await page.goto(`${DEMO_ORIGIN}/m/login`);
  await expect(page.getByTestId('login-form')).toBeVisible();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reset your password' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function requestCode(page: Page, request: Parameters<typeof lastSmsCode>[0]): Promise<string> {
  await page.getByTestId('forgot-mobile').fill(MOBILE);
  await page.getByTestId('forgot-send-code').click();
  await expect(page.getByTestId('forgot-send-code')).toContainText(/Resend in \d+s/);
  await expect(page.getByTestId('forgot-send-code')).toBeDisabled();
  const code = await lastSmsCode(request, MOBILE);
  expect(code).toMatch(/^\d{6}$/);
  return code ?? '';
}

test('member1 resets the password by SMS code, sent without Authorization, then logs in with it (C74)', async ({
  page,
  request,
}) => {
  const dialog = await openForgot(page);
  // The mobile field has focus, with the merchant's dialing code from country info.
  await expect(page.getByTestId('forgot-mobile')).toBeFocused();
  await expect(dialog.getByTestId('dialing-code')).toHaveText('+63');
  const code = await requestCode(page, request);
  const [sms] = await qa(request).requests('/wps/verification/sms/noLogin');
  expect(sms?.headers.authorization).toBeUndefined();

  await page.getByTestId('forgot-code').fill(code);
  await page.getByTestId('forgot-new').fill(NEW_PASSWORD);
  await page.getByTestId('forgot-confirm').fill(NEW_PASSWORD);
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === RESET_PATH);
  await page.getByTestId('forgot-submit').click();
  expect(await (await answer).json()).toMatchObject({ success: true });

  // Success: the message, the dialog gone, the login form ready on its username field.
  await expect(page.getByText('Your password has been reset. Log in with your new password.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('login-username')).toBeFocused();

  const [reset] = await qa(request).requests(RESET_PATH);
  expect(reset?.method).toBe('POST');
  expect(reset?.headers.authorization).toBeUndefined();
  // Encrypted on the wire; the backend's log shows what it decrypted.
  expect(reset?.rawBody ?? '').not.toContain(NEW_PASSWORD);
  // The log masks passwords.
  expect(reset?.decryptedBody).toEqual({ countryDialingCode: '63', mobileNum: MOBILE, verifyCode: code, newPassword: '***' });

  // The old password no longer works; the new one does.
  await fillLogin(page, 'member1', PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button').first().click();
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/login`);
  await fillLogin(page, 'member1', NEW_PASSWORD);
  // The login's processing lock is held 500 ms after the refusal.
  await expect(page.getByTestId('login-submit')).not.toHaveAttribute('aria-busy', 'true');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/home`);
});

test("a wrong code shows the server's message beside the code and keeps the form filled", async ({ page, request }) => {
  const dialog = await openForgot(page);
  const code = await requestCode(page, request);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByTestId('forgot-code').fill(wrong);
  await page.getByTestId('forgot-new').fill(NEW_PASSWORD);
  await page.getByTestId('forgot-confirm').fill(NEW_PASSWORD);
  await page.getByTestId('forgot-submit').click();

  const codeInput = page.getByTestId('forgot-code');
  await expect(codeInput).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await codeInput.getAttribute('aria-describedby')) ?? '';
  await expect(page.locator(`[id="${describedBy.split(' ')[0]}"]`)).toHaveText('Invalid verification code');
  await expect(codeInput).toBeFocused();
  await expect(dialog).toBeVisible();
  await expect(page.getByTestId('forgot-mobile')).toHaveValue(MOBILE);
  await expect(codeInput).toHaveValue(wrong);
  await expect(page.getByTestId('forgot-new')).toHaveValue(NEW_PASSWORD);
  await expect(page.getByTestId('forgot-confirm')).toHaveValue(NEW_PASSWORD);

  // The right code still works after the wrong one.
  await codeInput.fill(code);
  await expect(page.getByTestId('forgot-submit')).toBeEnabled();
  await page.getByTestId('forgot-submit').click();
  await expect(dialog).toHaveCount(0);
  expect((await qa(request).requests(RESET_PATH)).map((entry) => entry.headers.authorization)).toEqual([undefined, undefined]);
});

test('the form checks its fields before sending, and Escape closes the dialog back to its link', async ({ page, request }) => {
  const dialog = await openForgot(page);
  await page.getByTestId('forgot-send-code').click();
  await expect(page.getByTestId('forgot-mobile')).toHaveAttribute('aria-invalid', 'true');
  await page.getByTestId('forgot-mobile').fill(MOBILE);
  await page.getByTestId('forgot-code').fill('123456');
  await page.getByTestId('forgot-new').fill('short');
  await page.getByTestId('forgot-confirm').fill('short');
  await page.getByTestId('forgot-submit').click();
  await expect(page.getByTestId('forgot-new')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByTestId('forgot-new')).toBeFocused();
  await page.getByTestId('forgot-new').fill(NEW_PASSWORD);
  await page.getByTestId('forgot-confirm').fill('Reset#2469');
  await page.getByTestId('forgot-submit').click();
  await expect(page.getByTestId('forgot-confirm')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('The passwords do not match')).toBeVisible();
  expect(await qa(request).requests(RESET_PATH)).toHaveLength(0);
  expect(await qa(request).requests('/wps/verification/sms/noLogin')).toHaveLength(0);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Forgot password?' })).toBeFocused();
});

test('screenshots of the forgot-password dialog at 390 wide', async ({ page, request }) => {
  await page.goto(`${DEMO_ORIGIN}/m/login`);
  await expect(page.getByTestId('login-form')).toBeVisible();
  await screenshot(page, 'forgot/login-390');
  const dialog = await openForgot(page);
  await screenshot(page, 'forgot/dialog-390');
  const code = await requestCode(page, request);
  await page.getByTestId('forgot-code').fill(code === '000000' ? '111111' : '000000');
  await page.getByTestId('forgot-new').fill(NEW_PASSWORD);
  await page.getByTestId('forgot-confirm').fill('mismatch');
  await page.getByTestId('forgot-submit').click();
  await expect(dialog.getByText('The passwords do not match')).toBeVisible();
  await screenshot(page, 'forgot/dialog-errors-390');
  await page.getByTestId('forgot-confirm').fill(NEW_PASSWORD);
  await page.getByTestId('forgot-submit').click();
  await expect(page.getByTestId('forgot-code')).toHaveAttribute('aria-invalid', 'true');
  await screenshotBothWidths(page, 'forgot/dialog-wrong-code');
  await page.getByTestId('forgot-code').fill(code);
  await expect(page.getByTestId('forgot-submit')).toBeEnabled();
  await page.getByTestId('forgot-submit').click();
  await expect(dialog).toHaveCount(0);
  await screenshot(page, 'forgot/done-390');
});
