/**
 * Captcha rules (spec §4 Captcha, §5, §8; ACCEPTANCE C10, C11, C48–C52, C57–C61, Q38, Q39): when a captcha is
 * needed, which language the vendor library gets, and the texts of its failures.
 */
import { CAPTCHA_LANGUAGE_MAX_LENGTH, GEETEST_V3_LANGUAGES, GEETEST_VERSION_DEFAULT } from '../../../shared/constants';
import type { LoginType } from '../../../shared/contract';

export type CaptchaVersion = 'v3' | 'v4';

/** The captcha fields of a login, register or SMS request. */
export interface CaptchaFields {
  geetestChallenge?: string;
  geetestSeccode?: string;
  geetestValidateV4?: string;
}

/** Translation key shown when the member closes the captcha (§4 Captcha). */
export const CAPTCHA_CLOSED_KEY = 'verify_first';
/** A second captcha requested while one is verifying (§5). */
export const CAPTCHA_TOO_FAST_MESSAGE = 'verify geetest too fast';
/** SMS captcha under a version other than v4 (§5). */
export const CAPTCHA_SMS_NEEDS_V4_MESSAGE = 'unknown_error: Geetest service not work';
export const CAPTCHA_UNKNOWN_ERROR_KEY = 'unknown_error';

export function captchaVersion(raw: string | undefined | null): CaptchaVersion {
  const version = (raw || GEETEST_VERSION_DEFAULT).toLowerCase();
  return version === 'v4' ? 'v4' : 'v3';
}

export function hasCaptchaResult(fields: CaptchaFields | undefined): boolean {
  if (!fields) return false;
  return !!fields.geetestValidateV4 || (!!fields.geetestChallenge && !!fields.geetestSeccode);
}

export interface LoginCaptchaInput {
  /** GEETEST3 */
  loginCaptchaSwitch: boolean;
  type: LoginType;
  isSms?: boolean;
  username?: string;
  captcha?: CaptchaFields;
}

/** Login captcha: required with GEETEST3, except for SMS, for firebase without a username, or with a result present. */
export function needsLoginCaptcha(input: LoginCaptchaInput): boolean {
  if (!input.loginCaptchaSwitch) return false;
  if (input.type === 'sms' || input.isSms) return false;
  if (input.type === 'firebase' && !input.username) return false;
  return !hasCaptchaResult(input.captcha);
}

/** Register captcha: only with register.captcha.enabled, and only when no result was supplied. */
export function needsRegisterCaptcha(registerCaptchaEnabled: boolean, captcha?: CaptchaFields): boolean {
  return registerCaptchaEnabled && !hasCaptchaResult(captcha);
}

/** The scene the risk check is asked for on login (geetestRisk.scene). */
export const RISK_SCENE_LOGIN = 'login';

/** GEETESTRISK3: every login carries a risk token, unless one was supplied with it. */
export function needsRiskToken(riskSwitch: boolean, supplied?: { geeToken?: string } | null): boolean {
  return riskSwitch && !supplied?.geeToken;
}

export type SmsCaptchaRequirement = 'none' | 'required' | 'unsupported';

/** SMS code captcha (GEETESTVCODE3) works only under v4; under v3 the code cannot be sent. */
export function smsCaptchaRequirement(smsCaptchaSwitch: boolean, version: string | undefined | null): SmsCaptchaRequirement {
  if (!smsCaptchaSwitch) return 'none';
  return captchaVersion(version) === 'v4' ? 'required' : 'unsupported';
}

const LANGUAGE_CODE = new RegExp(`^[A-Za-z0-9-]{1,${CAPTCHA_LANGUAGE_MAX_LENGTH}}$`);

const APP_TO_CAPTCHA: Readonly<Record<string, string>> = {
  EN: 'en',
  CN: 'zh-cn',
  TW: 'zh-tw',
  JA: 'ja',
  KO: 'ko',
  ID: 'id',
  ES: 'es',
  TH: 'th',
  VI: 'vi',
  TA: 'ta',
};

/**
 * The captcha library's language (Q39): EN→en, CN→zh-cn, TW→zh-tw (zh-hk with a zh-HK browser), JA, KO, ID, ES, TH, VI,
 * TA by their lower-case code. Under v3 anything else is 'en'; v4 takes the lower-cased code with its region. A value
 * that is not 1–6 letters, digits or hyphens becomes 'en'.
 */
export function captchaLanguage(appLanguage: string, version: CaptchaVersion, browserLocale = ''): string {
  const app = appLanguage.trim().toUpperCase();
  let lang = APP_TO_CAPTCHA[app] ?? (version === 'v4' ? app.toLowerCase() : 'en');
  if (app === 'TW' && browserLocale.toLowerCase() === 'zh-hk') lang = 'zh-hk';
  if (version === 'v3' && !(GEETEST_V3_LANGUAGES as readonly string[]).includes(lang)) lang = 'en';
  return LANGUAGE_CODE.test(lang) ? lang : 'en';
}

/** '[G] {code} {msg or unknown_error}' (§8); unknownText is the translated unknown_error. */
export function captchaErrorText(error: { code: string; msg?: string }, unknownText: string = CAPTCHA_UNKNOWN_ERROR_KEY): string {
  return `[G] ${error.code} ${error.msg || unknownText}`;
}
