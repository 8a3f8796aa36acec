/**
 * The register payload (spec §3 Register payload; ACCEPTANCE C1–C7, C12, C65, Q4, Q29, Q30) and which endpoint takes
 * it: username registration → /wps/member/register (ModuleId REG3), mobile registration →
 * /wps/member/register/mobile (ModuleId MOBILENUMREG3). ModuleId comes from the contract.
 */
import { DEFAULT_MOBILE_PASSWORD } from '../../../shared/constants';
import type { RegisterMethod, RegisterRequest, RegisterSettings } from '../../../shared/contract';
import { stripCredentials } from '../../../shared/url';
import { attributionDomain, type PixelTrack, type StoredAttribution } from '../../tracking';
import type { CaptchaFields } from './captcha';

export type RegisterForm =
  | { kind: 'username'; username: string; password: string }
  | {
      kind: 'mobile';
      mobileNum: string;
      countryDialingCode?: string;
      /** The SMS code from /wps/verification/sms/noLogin. */
      verifyCode?: string;
      /** Instead, the Firebase id token of the phone sign-in that checked Firebase's code (C78). */
      phoneIdToken?: string;
      /** Only read when the register setting mobilePassword is on. */
      password?: string;
    };

/** Pending social identity added when FIREBASECREATEACC3 is on (spec §4 Registration step 3; C12). */
export interface SocialRegistration {
  firebaseChannel2?: string;
  firebaseIdToken2?: string;
  lineSessionToken?: string;
  telegramAuth?: string;
}

export interface RegisterContext {
  settings: Pick<RegisterSettings, 'mobilePassword' | 'smsTemplate'>;
  /** Default DEFAULT_MOBILE_PASSWORD; the app passes configuredDefaultMobilePassword(). */
  defaultMobilePassword?: string;
  deviceId: string;
  registerMethod: RegisterMethod;
  officialApp: boolean;
  /** location.href */
  href: string;
  /** location.hostname */
  hostname: string;
  /** The entry's tid (linkId). */
  tid?: string;
  attribution?: StoredAttribution;
  pixelTrack?: PixelTrack;
  captcha?: CaptchaFields;
  social?: SocialRegistration;
}

export type RegisterEndpoint = 'register' | 'registerMobile';

export function registerEndpoint(form: Pick<RegisterForm, 'kind'>): RegisterEndpoint {
  return form.kind === 'mobile' ? 'registerMobile' : 'register';
}

/** The password a mobile registration sends: the member's own with the mobilePassword switch on, else the default (C3). */
export function mobileRegisterPassword(
  mobilePasswordSwitch: boolean,
  typed: string | undefined,
  defaultPassword: string = DEFAULT_MOBILE_PASSWORD,
): string {
  return mobilePasswordSwitch ? (typed ?? '') : defaultPassword;
}

function nonEmpty<T extends object>(record: T): Partial<T> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined && value !== '')) as Partial<T>;
}

export function buildRegisterPayload(form: RegisterForm, context: RegisterContext): RegisterRequest {
  const mobile = form.kind === 'mobile';
  return {
    ...(mobile
      ? nonEmpty({ mobileNum: form.mobileNum.trim(), countryDialingCode: form.countryDialingCode, verifyCode: form.verifyCode })
      : { username: form.username.trim() }),
    password: mobile
      ? mobileRegisterPassword(context.settings.mobilePassword, form.password, context.defaultMobilePassword)
      : form.password,
    ...registerCommon(context, mobile),
    // A Firebase phone sign-in (channel SMS, Q44) takes the Firebase fields over from any pending Firebase identity.
    ...(mobile && form.phoneIdToken ? { firebaseChannel2: 'SMS', firebaseIdToken2: form.phoneIdToken } : {}),
  };
}

/**
 * The social registration (POST /wps/member/register/autoUsername; C85, C88, Q9): the server makes the username from
 * the identity; the body is the social fields, login true, smsTemplate and what every registration carries.
 */
export function buildAutoRegisterPayload(
  context: Omit<RegisterContext, 'captcha' | 'social'> & { social: SocialRegistration },
): Partial<RegisterRequest> {
  return registerCommon(context, false);
}

/** What every registration body carries besides the account itself. */
function registerCommon(context: RegisterContext, mobile: boolean): Omit<RegisterRequest, 'password'> {
  const social = nonEmpty(context.social ?? {});
  const payload: Omit<RegisterRequest, 'password'> = {
    login: true,
    ...nonEmpty(context.captcha ?? {}),
    ...social,
    registerMethod: context.registerMethod,
    registerUrl: stripCredentials(context.href),
    loginDeviceId: context.deviceId,
    isOfficialAppLogin: context.officialApp,
    domain: attributionDomain(context.attribution, context.hostname),
    ...nonEmpty({
      linkId: context.tid,
      affiliateCode: context.attribution?.affiliateCode,
      referralCode: context.attribution?.referralCode,
    }),
  };
  // smsTemplate goes with mobile and social registrations (Q30).
  if ((mobile || Object.keys(social).length > 0) && context.settings.smsTemplate)
    payload.smsTemplate = context.settings.smsTemplate;
  if (context.pixelTrack && Object.values(context.pixelTrack).some((value) => value))
    payload.pixelTrack = { ...context.pixelTrack };
  return payload;
}
