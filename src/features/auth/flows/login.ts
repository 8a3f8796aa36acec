/**
 * Login (spec §4 Login, §5, §8; ACCEPTANCE C23–C31, C35–C45, C47, C49–C52, Q11, Q33, Q34, Q37): username and SMS login,
 * auto login with remembered credentials, and the second-factor verification that completes a login.
 */
import { DEVICE_MOBILE } from '../../../shared/constants';
import { ErrorCode, type LoginRequest, type LoginValue, type LoginVerifyRequired } from '../../../shared/contract';
import { classifyFailure } from '../../../shared/errors/catalogue';
import type { ApiError } from '../../../shared/errors/result';
import { canAutoLogin } from '../rules/auto-login';
import { hasCaptchaResult, needsLoginCaptcha, needsRiskToken, RISK_SCENE_LOGIN } from '../rules/captcha';
import { postLoginDestination } from '../rules/destination';
import { sessionFromLogin } from '../../../platform/session/tab-session/session-store';
import { startSession } from './complete';
import type { AuthDeps, AuthOutcome, LoginInput, PendingVerification, VerifyChannel, VerifyOption } from './types';

export type { LoginInput };

export type AutoLoginOutcome = AuthOutcome | { kind: 'skipped' };

/** The decrypted body of POST /wps/session/login (C23, C47). */
export function buildLoginRequest(input: LoginInput, deps: Pick<AuthDeps, 'deviceId' | 'officialApp'>): LoginRequest {
  const sms = input.type === 'sms';
  return {
    username: input.username.trim(),
    password: input.password,
    type: input.type,
    isSms: sms,
    ...(sms && input.countryDialingCode ? { countryDialingCode: input.countryDialingCode } : {}),
    ...(input.social ?? {}),
    ...(input.captcha ?? {}),
    ...(input.geetestRisk ? { geetestRisk: input.geetestRisk } : {}),
    loginDeviceId: deps.deviceId,
    isOfficialAppLogin: deps.officialApp,
    device: DEVICE_MOBILE,
  };
}

function isVerifyRequired(value: unknown): value is LoginVerifyRequired {
  return typeof value === 'object' && value !== null && typeof (value as LoginVerifyRequired).verifyToken === 'string';
}

/** The channels login_verify_required offers, e-mail first, then SMS, then the authenticator (ga). */
export function verifyOptions(data: LoginVerifyRequired): VerifyOption[] {
  const options: VerifyOption[] = [];
  if (data.email) options.push({ channel: 'email', target: data.email });
  if (data.sms) options.push({ channel: 'sms', target: data.sms });
  if (data.ga || options.length === 0) options.push({ channel: 'ga' });
  return options;
}

function pendingOf(data: LoginVerifyRequired, login: LoginInput, auto: boolean): PendingVerification {
  const options = verifyOptions(data);
  const [first] = options as [VerifyOption, ...VerifyOption[]];
  return { data, channel: first.channel, ...(first.target ? { target: first.target } : {}), options, login, auto };
}

async function succeed(deps: AuthDeps, input: LoginInput, value: LoginValue, auto: boolean): Promise<AuthOutcome> {
  deps.track?.('login', { customerId: value.id, customerName: value.userName });
  if (input.remember === true && (input.type === 'username' || input.type === 'sms')) {
    await deps.remember.save({
      type: input.type,
      account: input.username.trim(),
      password: input.password,
      merchant: deps.merchantCode,
    });
  } else if (input.remember === false) {
    await deps.remember.forget();
  }
  const social = input.type !== 'username' && input.type !== 'sms';
  return startSession(
    deps,
    sessionFromLogin(value, deps.merchantCode),
    () =>
      postLoginDestination({
        loginType: input.type,
        passwordExpired: value.passwordExpired,
        forceChangeSwitch: !!deps.switches.PWDEXPFORCECHANGE3,
        password: social ? undefined : input.password,
        defaultPassword: deps.defaultPassword,
        autoLogin: auto,
        firstTimeLogin: value.firstTimeLogin,
        goTarget: input.goTarget,
        safeGoTarget: deps.safeGoTarget,
      }),
    { passwordExpired: !!value.passwordExpired, updatePassword: !!value.updatePassword },
  );
}

async function fail(deps: AuthDeps, error: ApiError, auto: boolean, captchaShown: boolean): Promise<AuthOutcome> {
  const action = classifyFailure(error, { call: 'login', autoLogin: auto });
  if (action.kind === 'disableAutoLogin') deps.remember.disableAutoLogin();
  // A manual login failure forgets the remembered login (§4); an auto login only on credential errors (C44).
  if (!auto || action.kind === 'forgetCredentials') await deps.remember.forget();
  const reload = captchaShown || !!deps.switches.GEETEST3;
  if (reload) deps.captcha?.reset();
  return { kind: 'error', error, action, ...(reload ? { clearCaptchaInput: true } : {}) };
}

async function attempt(deps: AuthDeps, input: LoginInput, auto: boolean): Promise<AuthOutcome> {
  if (deps.lock.busy) return { kind: 'ignored' };
  let captcha = input.captcha;
  const captchaNeeded = needsLoginCaptcha({
    loginCaptchaSwitch: !!deps.switches.GEETEST3,
    type: input.type,
    isSms: input.type === 'sms',
    username: input.username,
    captcha,
  });
  if (captchaNeeded) {
    if (!deps.captcha) return { kind: 'captcha', failure: { kind: 'error', code: 'captcha.unavailable' } };
    const result = await deps.captcha.verify();
    if (!result.ok) return { kind: 'captcha', failure: result.failure };
    captcha = result.fields;
  }
  const locked = await deps.lock.run(async (): Promise<AuthOutcome> => {
    let geetestRisk = input.geetestRisk;
    if (needsRiskToken(!!deps.switches.GEETESTRISK3, geetestRisk)) {
      if (!deps.risk) return { kind: 'captcha', failure: { kind: 'error', code: 'captcha.unavailable' } };
      const risk = await deps.risk.token(RISK_SCENE_LOGIN);
      if (!risk.ok) return { kind: 'captcha', failure: risk.failure };
      geetestRisk = risk.risk;
    }
    const request = buildLoginRequest(
      { ...input, ...(hasCaptchaResult(captcha) ? { captcha } : {}), ...(geetestRisk ? { geetestRisk } : {}) },
      deps,
    );
    const answer = await deps.api.call('login', request);
    if (answer.ok) return succeed(deps, input, answer.value, auto);
    if (answer.error.code === ErrorCode.LOGIN_VERIFY_REQUIRED && isVerifyRequired(answer.error.value)) {
      const data = answer.error.value;
      return { kind: 'verify', pending: pendingOf(data, input, auto) };
    }
    return fail(deps, answer.error, auto, captchaNeeded);
  });
  return locked.ran ? locked.value : { kind: 'ignored' };
}

/** A login from the form (username/password or SMS code). */
export function login(deps: AuthDeps, input: LoginInput): Promise<AuthOutcome> {
  return attempt(deps, input, false);
}

/** At start: logs in with the remembered login when every auto-login condition holds (§5), else skipped. */
export async function autoLogin(deps: AuthDeps, options: { goTarget?: string | null } = {}): Promise<AutoLoginOutcome> {
  const meta = deps.remember.peek();
  const allowed = canAutoLogin({
    remembered: meta,
    merchantCode: deps.merchantCode,
    autoLoginFlag: deps.remember.autoLoginFlag(),
    autoLoginSwitch: !!deps.switches.MOBILEAUTOLOGIN3,
  });
  if (!allowed || deps.session.get()) return { kind: 'skipped' };
  const remembered = await deps.remember.load();
  if (!remembered || remembered.type === 'sms') return { kind: 'skipped' };
  return attempt(
    deps,
    { type: remembered.type, username: remembered.account, password: remembered.password, goTarget: options.goTarget },
    true,
  );
}

/** The verification dialog's "send code" for the picked channel (email, sms); ga needs none. */
export async function sendVerificationCode(
  deps: AuthDeps,
  pending: PendingVerification,
  channel: VerifyChannel = pending.channel,
): Promise<AuthOutcome | { kind: 'sent' }> {
  if (channel === 'ga') return { kind: 'sent' };
  const answer = await deps.api.call('loginVerification', {
    verifyToken: pending.data.verifyToken,
    verifyType: channel,
    action: 'send',
  });
  if (answer.ok) return { kind: 'sent' };
  return { kind: 'error', error: answer.error, action: classifyFailure(answer.error, { call: 'loginVerification' }) };
}

/**
 * The second-factor modal's submit (Q11): POST /wps/session/login/verification (encrypted) with the original login
 * payload plus {verifyToken, verifyType, verifyCode}; success completes the login exactly like a direct one. A wrong
 * code is an error and the modal stays open. Closing the modal simply drops the pending verification: nothing was
 * stored.
 */
export async function verifyLogin(
  deps: AuthDeps,
  pending: PendingVerification,
  code: string,
  channel: VerifyChannel = pending.channel,
): Promise<AuthOutcome> {
  const locked = await deps.lock.run(async (): Promise<AuthOutcome> => {
    const answer = await deps.api.call('loginVerification', {
      ...buildLoginRequest(pending.login, deps),
      verifyToken: pending.data.verifyToken,
      verifyType: channel,
      verifyCode: code.trim(),
    });
    if (answer.ok) return succeed(deps, pending.login, answer.value, pending.auto);
    return { kind: 'error', error: answer.error, action: classifyFailure(answer.error, { call: 'loginVerification' }) };
  });
  return locked.ran ? locked.value : { kind: 'ignored' };
}
