/**
 * The auth feature's public entry (issue 4): registration, login (username, SMS, verification, auto login), captcha,
 * remembered login and the session. Screens import from here only.
 */
import { lazy } from 'react';
import type { ApiBridge } from '../../platform/api/bridge';

export {
  DEVICE_ID_KEY,
  browserDeviceId,
  chooseDeviceId,
  deviceIdCookie,
  ensureDeviceId,
  generateUuid,
  isValidDeviceId,
  readCookie,
  topLevelCookieDomain,
  type DeviceIdEnvironment,
} from '../../platform/session/device-id';
export {
  buildRegisterPayload,
  mobileRegisterPassword,
  registerEndpoint,
  type RegisterContext,
  type RegisterForm,
  type SocialRegistration,
} from './rules/register-payload';
export {
  CHANGE_PASSWORD_ROUTE,
  HOME_ROUTE,
  basicSafeGoTarget,
  mustChangePassword,
  postLoginDestination,
  type DestinationInput,
  type SafeGoTarget,
} from './rules/destination';
export { AUTO_LOGIN_FLAG_KEY, autoLoginFlagFromQuery, canAutoLogin, type AutoLoginInput } from './rules/auto-login';
export {
  CAPTCHA_CLOSED_KEY,
  CAPTCHA_SMS_NEEDS_V4_MESSAGE,
  CAPTCHA_TOO_FAST_MESSAGE,
  captchaErrorText,
  captchaLanguage,
  captchaVersion,
  hasCaptchaResult,
  needsLoginCaptcha,
  needsRegisterCaptcha,
  needsRiskToken,
  RISK_SCENE_LOGIN,
  smsCaptchaRequirement,
  type CaptchaFields,
  type CaptchaVersion,
} from './rules/captcha';
export { createProcessingLock, type LockedRun, type ProcessingLock } from './rules/processing-lock';
export { configuredDefaultMobilePassword } from './rules/default-password';

export {
  SESSION_INFO_KEY,
  createSessionStore,
  getSessionStore,
  sessionFromLogin,
  sessionFromRegister,
  type NewSession,
  type SessionInfo,
  type SessionStore,
} from '../../platform/session/tab-session/session-store';
export { guardedSetItem, storageUsage } from '../../platform/session/tab-session/session-storage';
export { useSession } from '../../platform/session/tab-session/use-session';

export {
  REMEMBERED_LOGIN_KEY,
  createRememberStore,
  type RememberStore,
  type RememberedLogin,
  type RememberedMeta,
  type RememberedRecord,
} from './remember/remember-store';
export {
  createAesVault,
  createCredentialVault,
  indexedDbKeyStore,
  pickVault,
  type KeyStore,
  type PasswordVault,
  type VaultPreference,
} from './remember/vaults';
export { getRememberStore } from './remember/browser';

export {
  createCaptchaRunner,
  type CaptchaFailure,
  type CaptchaOutcome,
  type CaptchaRunner,
  type CaptchaRunnerOptions,
} from './captcha/captcha-runner';
export { captchaFailureText } from './captcha/failure-text';
export {
  GEETEST_RISK_SCRIPT_URL,
  GEETEST_SCRIPT_URLS,
  LOCAL_CAPTCHA_SCRIPT_PATHS,
  LOCAL_RISK_SCRIPT_PATH,
  captchaProviderOf,
  captchaScriptUrl,
  riskScriptUrl,
  type CaptchaProvider,
} from './captcha/provider';
export { createScriptLoader } from './captcha/loader';
export { createBrowserCaptchaRunner, createBrowserRiskRunner, type BrowserCaptchaOptions } from './captcha/browser';
export {
  createRiskRunner,
  type GeetestRisk,
  type RiskGate,
  type RiskOutcome,
  type RiskRunnerOptions,
} from './captcha/risk-runner';

export type {
  AuthApi,
  AuthDeps,
  AuthOutcome,
  CaptchaGate,
  LoginFlags,
  PendingVerification,
  VerifyChannel,
  VerifyOption,
} from './flows/types';
export { renewSession } from './flows/complete';
export {
  autoLogin,
  buildLoginRequest,
  login,
  sendVerificationCode,
  verifyLogin,
  verifyOptions,
  type LoginInput,
} from './flows/login';
export { register, usernameTaken, type RegisterDeps, type RegisterEnvironment, type RegisterInput } from './flows/register';
export { sendSmsCode, type SmsCodeInput, type SmsCodeOutcome } from './flows/sms-code';
export { changePassword, type ChangePasswordInput } from './flows/password';
export { resetPassword, type PasswordResetInput, type PasswordResetOutcome } from './flows/password-reset';
export {
  hasProblems as hasResetProblems,
  resetFailureDisplay,
  resetFormProblems,
  type ResetFailureDisplay,
  type ResetForm,
  type ResetProblems,
} from './rules/password-reset';
export { expireSession, logout, type LogoutDeps } from './flows/logout';
export { pageRegisterEnvironment } from './page-environment';

// The screens' parts. They use the Lingui macros, which only the app's build compiles, so they load with the screen
// that shows them (React.lazy; a dynamic import for auto login): everything above stays importable anywhere (unit
// tests in Node), and nothing here reaches the first screen's bundle.
export const LoginForm = lazy(() => import('./ui/LoginForm').then((module) => ({ default: module.LoginForm })));
export const RegistrationForm = lazy(() =>
  import('./ui/RegistrationForm').then((module) => ({ default: module.RegistrationForm })),
);
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

/** The registration modal (§2): its entry link, its host (mounted once by the app shell) and its open/close state. */
export { RegisterEntryLink, RegisterModalHost, type RegisterEntryLinkProps } from './RegisterEntryLink';
export {
  createRegisterModalStore,
  registerModal,
  type RegisterModalState,
  type RegisterModalStore,
} from './register-modal-store';

export { authLock, buildAuthDeps, lazyCaptcha, rememberStore, verifyLock } from './ui/deps';
export {
  isValidMobileInput,
  isValidPassword,
  isSecondFactorCode,
  isValidUsername,
  mobileDigits,
  SECOND_FACTOR_CODE_LENGTH,
  newPasswordProblem,
  type PasswordProblem,
} from './ui/validation';
