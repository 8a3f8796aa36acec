/**
 * Auto-login conditions (spec §5; ACCEPTANCE C39–C43, Q36): the stored merchant is the current one, the remembered
 * login is not SMS, localStorage autoLogin is not '0', and MOBILEAUTOLOGIN3 is on.
 */
import { AUTO_LOGIN_DISABLED } from '../../../shared/constants';

export const AUTO_LOGIN_FLAG_KEY = 'autoLogin';

export interface AutoLoginInput {
  remembered: { type: string; merchant: string } | null | undefined;
  merchantCode: string;
  /** localStorage autoLogin */
  autoLoginFlag: string | null | undefined;
  /** MOBILEAUTOLOGIN3 */
  autoLoginSwitch: boolean;
}

export function canAutoLogin(input: AutoLoginInput): boolean {
  const { remembered } = input;
  if (!remembered || !input.autoLoginSwitch) return false;
  if (input.autoLoginFlag === AUTO_LOGIN_DISABLED) return false;
  return remembered.merchant === input.merchantCode && remembered.type !== 'sms';
}

/** The entry query autoLogin=0 turns auto login off (Q36); returns the flag to store, if any. */
export function autoLoginFlagFromQuery(search: string): string | undefined {
  return new URLSearchParams(search).get(AUTO_LOGIN_FLAG_KEY) === AUTO_LOGIN_DISABLED ? AUTO_LOGIN_DISABLED : undefined;
}
