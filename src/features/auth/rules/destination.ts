/**
 * Where a successful login or registration lands (spec §4 Login, Registration; ACCEPTANCE C17, C26–C30, Q31, Q33,
 * Q34): /m/changePsw when the password expired under PWDEXPFORCECHANGE3, when it is literally the default password on a
 * non-SMS non-social login, or on the first login made by auto login; else the go target; else /m/home. The
 * updatePassword flag does not redirect by itself.
 */
import type { LoginType } from '../../../shared/contract';

export const HOME_ROUTE = '/m/home';
export const CHANGE_PASSWORD_ROUTE = '/m/changePsw';

/** Validates a raw go target (the routing rules' safeGoTarget): a safe in-app path, or null. */
export type SafeGoTarget = (raw: string | null | undefined) => string | null;

/** Fallback used when the app's routing rule is not injected: same-origin /m/ paths only. */
export const basicSafeGoTarget: SafeGoTarget = (raw) => {
  if (!raw) return null;
  if (!raw.startsWith('/m/') || raw.startsWith('//') || raw.includes('\\')) return null;
  return raw;
};

export interface DestinationInput {
  loginType: LoginType | 'register';
  passwordExpired?: boolean;
  /** PWDEXPFORCECHANGE3 */
  forceChangeSwitch: boolean;
  /** The password the member typed (undefined for social logins). */
  password?: string;
  defaultPassword: string;
  autoLogin?: boolean;
  firstTimeLogin?: boolean;
  goTarget?: string | null;
  safeGoTarget?: SafeGoTarget;
}

const SOCIAL: readonly string[] = ['firebase', 'line', 'telegram'];

export function mustChangePassword(input: DestinationInput): boolean {
  if (input.passwordExpired && input.forceChangeSwitch) return true;
  const passwordLogin = input.loginType !== 'sms' && !SOCIAL.includes(input.loginType);
  if (passwordLogin && input.password !== undefined && input.password === input.defaultPassword) return true;
  return !!input.autoLogin && !!input.firstTimeLogin;
}

export function postLoginDestination(input: DestinationInput): string {
  if (mustChangePassword(input)) return CHANGE_PASSWORD_ROUTE;
  const target = (input.safeGoTarget ?? basicSafeGoTarget)(input.goTarget);
  return target ?? HOME_ROUTE;
}
