/**
 * Registration (spec §4 Registration; ACCEPTANCE C1–C21, C65): ignored while processing, captcha fetched when none
 * was supplied and register captcha is on, the pending social identity added under FIREBASECREATEACC3, then the
 * register call; on success token stored, pending social arguments reset, first-time-login flagged, login remembered
 * when asked, session renewed, go target or /m/home. On failure the catalogue's alert, line_invalid_token clears the
 * stored LINE token, and the captcha input is cleared and reloaded when captcha is on.
 */
import type { RegisterMethod, RegisterSettings } from '../../../shared/contract';
import { classifyFailure } from '../../../shared/errors/catalogue';
import { needsRegisterCaptcha, type CaptchaFields } from '../rules/captcha';
import { basicSafeGoTarget, HOME_ROUTE } from '../rules/destination';
import type { PixelTrack, StoredAttribution } from '../../tracking';
import { buildRegisterPayload, registerEndpoint, type RegisterForm, type SocialRegistration } from '../rules/register-payload';
import { sessionFromRegister } from '../../../platform/session/tab-session/session-store';
import { startSession } from './complete';
import type { AuthDeps, AuthOutcome } from './types';

export interface RegisterInput {
  form: RegisterForm;
  /** The auto-login / remember-me option. */
  remember?: boolean;
  goTarget?: string | null;
  captcha?: CaptchaFields;
  /** The pending firebase, LINE or Telegram identity; sent only when FIREBASECREATEACC3 is on (C12). */
  social?: SocialRegistration;
}

/** What the page knows about where it is; the screens gather it once (see registerEnvironment in the index). */
export interface RegisterEnvironment {
  settings: Pick<RegisterSettings, 'mobilePassword' | 'smsTemplate'> & { captchaEnabled: boolean };
  registerMethod: RegisterMethod;
  href: string;
  hostname: string;
  tid?: string;
  attribution?: StoredAttribution;
  pixelTrack?: PixelTrack;
}

export interface RegisterDeps extends AuthDeps {
  /** C14: the stored firebase channel and token are reset after success. */
  clearPendingSocial?: () => void;
  /** C19: line_invalid_token removes the stored LINE session token. */
  clearLineSessionToken?: () => void;
}

export async function register(deps: RegisterDeps, env: RegisterEnvironment, input: RegisterInput): Promise<AuthOutcome> {
  if (deps.lock.busy) return { kind: 'ignored' };
  let captcha = input.captcha;
  const captchaOn = env.settings.captchaEnabled;
  if (needsRegisterCaptcha(captchaOn, captcha)) {
    if (!deps.captcha) return { kind: 'captcha', failure: { kind: 'error', code: 'captcha.unavailable' } };
    const result = await deps.captcha.verify();
    if (!result.ok) return { kind: 'captcha', failure: result.failure };
    captcha = result.fields;
  }
  const social = deps.switches.FIREBASECREATEACC3 ? input.social : undefined;
  const payload = buildRegisterPayload(input.form, {
    settings: env.settings,
    defaultMobilePassword: deps.defaultPassword,
    deviceId: deps.deviceId,
    registerMethod: env.registerMethod,
    officialApp: deps.officialApp,
    href: env.href,
    hostname: env.hostname,
    tid: env.tid,
    attribution: env.attribution,
    pixelTrack: env.pixelTrack,
    captcha,
    social,
  });

  const locked = await deps.lock.run(async (): Promise<AuthOutcome> => {
    deps.track?.('registerSubmit');
    const answer = await deps.api.call(registerEndpoint(input.form), payload);
    if (!answer.ok || !answer.value.token) {
      const error = answer.ok
        ? { code: 'invalid.response', message: 'registration answered without a token', path: '/wps/member/register' }
        : answer.error;
      const action = classifyFailure(error, { call: registerEndpoint(input.form), line: !!social?.lineSessionToken });
      if (action.kind === 'alert' && action.clearLineSessionToken) deps.clearLineSessionToken?.();
      if (captchaOn) deps.captcha?.reset();
      return { kind: 'error', error, action, ...(captchaOn ? { clearCaptchaInput: true } : {}) };
    }
    const value = { ...answer.value, token: answer.value.token };
    deps.track?.('register', {
      customerId: value.customerId || value.id,
      customerName: value.customerName || value.userName,
    });
    deps.clearPendingSocial?.();
    if (input.remember) {
      const account = payload.username ?? payload.mobileNum ?? '';
      await deps.remember.save({ type: 'username', account, password: payload.password, merchant: deps.merchantCode });
    }
    return startSession(
      deps,
      sessionFromRegister(value, deps.merchantCode),
      () => (deps.safeGoTarget ?? basicSafeGoTarget)(input.goTarget) ?? HOME_ROUTE,
    );
  });
  return locked.ran ? locked.value : { kind: 'ignored' };
}

/**
 * Whether a username is already taken (C22; no login needed, Q5): true or false from the backend's check, null when
 * the check could not answer (the registration itself will say so then).
 */
export async function usernameTaken(api: Pick<AuthDeps['api'], 'call'>, username: string): Promise<boolean | null> {
  const answer = await api.call('checkUsername', { username: username.trim() }, { silent: true });
  return answer.ok ? !!answer.value.exists : null;
}
