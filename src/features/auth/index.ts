/**
 * The auth feature's public entry (issue 4): what screens and other features use of registration, login (username,
 * SMS, verification, auto login), captcha and the remembered login. Tests import the internals by path.
 */
import { lazy } from 'react';
import type { ApiBridge } from '../../platform/api/bridge';

// The rules the agent's downline registration (referral) shares with registration.
export { buildRegisterPayload, type RegisterContext } from './rules/register-payload';
export { needsRegisterCaptcha } from './rules/captcha';
export { configuredDefaultMobilePassword } from './rules/default-password';
export { captchaFailureText } from './captcha/failure-text';
export { lazyCaptcha } from './ui/deps';
export { isValidUsername, newPasswordProblem } from './ui/validation';

// The screens' parts. They use the Lingui macros, which only the app's build compiles, so they load with the screen
// that shows them (React.lazy; a dynamic import for auto login): nothing here reaches the first screen's bundle.
export const ChangePasswordForm = lazy(() =>
  import('./ui/ChangePasswordForm').then((module) => ({ default: module.ChangePasswordForm })),
);
export const LogoutButton = lazy(() => import('./ui/LogoutButton').then((module) => ({ default: module.LogoutButton })));
/** Checks the session once against member info; an expired one logs out to /m/login (C69). Renders nothing. */
export const SessionCheck = lazy(() => import('./ui/session-check').then((module) => ({ default: module.SessionCheck })));

/** Auto login at start (C39): once per page, when a login is remembered. */
export async function startAutoLogin(api: ApiBridge): Promise<unknown> {
  const module = await import('./ui/auto-login-start');
  return module.startAutoLogin(api);
}

/** Telegram's mini-app at start (C81): once per page, when the page runs inside Telegram with its initData. */
export async function startTelegramMiniAppLogin(api: ApiBridge, initData: string): Promise<unknown> {
  const module = await import('./ui/mini-app-start');
  return module.startTelegramMiniAppLogin(api, initData);
}
