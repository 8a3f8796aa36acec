/**
 * Social login (spec §4 Social login, §7; ACCEPTANCE C76, C79, C85–C89, C96, C98, C99, C101, C103, C104, Q9, Q44, Q47,
 * Q48): an identity from LINE or Telegram is logged in with its own call, a Firebase id token (Google) with
 * POST /wps/session/login type firebase; a new identity (not.exists.user) is registered at
 * once when the merchant allows it, or the member chooses between an existing account and a new one. Success stores
 * the session and goes to the go target (a new account: /m/home); line_invalid_token and telegram_validate_failed
 * drop the identity they refused.
 */
import { DEVICE_MOBILE } from '../../../shared/constants';
import { ErrorCode, type LoginRequest, type LoginValue } from '../../../shared/contract';
import { classifyFailure } from '../../../shared/errors/catalogue';
import type { ApiError } from '../../../shared/errors/result';
import { attributionDomain } from '../../tracking';
import { sessionFromLogin, sessionFromRegister } from '../../../platform/session/tab-session/session-store';
import { HOME_ROUTE, postLoginDestination } from '../rules/destination';
import { buildAutoRegisterPayload } from '../rules/register-payload';
import { stripCredentials } from '../../../shared/url';
import {
  socialRegistration,
  type FirebaseChannel,
  type PendingIdentityStore,
  type SocialIdentity,
} from '../social/pending-identity';
import { startSession } from './complete';
import type { RegisterEnvironment } from './register';
import type { AuthDeps, AuthOutcome } from './types';

export interface SocialContext {
  goTarget: string | null;
  /** The register setting ssoAutoRegister (Q2). */
  autoRegister: boolean;
  /** Where the page is and its attribution, as a registration sends them. */
  environment: RegisterEnvironment;
  pending: PendingIdentityStore;
}

/** A new identity and any auto-register condition failed: the member picks an existing account or a new one (C86). */
export type SocialOutcome = AuthOutcome | { kind: 'choose'; identity: SocialIdentity };

/** Auto-register (C85): enabled in the register settings, FIREBASECREATEACC3 on and SSOMANUALREG3 off. */
export function autoRegisterAllowed(deps: Pick<AuthDeps, 'switches'>, autoRegister: boolean): boolean {
  return autoRegister && !!deps.switches.FIREBASECREATEACC3 && !deps.switches.SSOMANUALREG3;
}

/** The Telegram login body (C103): the auth data with the page's attribution, all 8 fields. */
export function telegramLoginPayload(
  telegramAuth: string,
  deps: Pick<AuthDeps, 'deviceId'>,
  environment: Pick<RegisterEnvironment, 'href' | 'hostname' | 'tid' | 'attribution'>,
): Record<string, unknown> {
  return {
    registerUrl: stripCredentials(environment.href),
    affiliateCode: environment.attribution?.affiliateCode ?? '',
    domain: attributionDomain(environment.attribution, environment.hostname),
    referralCode: environment.attribution?.referralCode ?? '',
    telegramAuth,
    loginDeviceId: deps.deviceId,
    device: DEVICE_MOBILE,
    linkId: environment.tid ?? '',
  };
}

/** The decrypted login body of a Firebase sign-in (C76): type firebase, the channel and the Firebase id token. */
export function firebaseLoginRequest(
  identity: { firebaseChannel: FirebaseChannel; firebaseIdToken: string },
  deps: Pick<AuthDeps, 'deviceId' | 'officialApp'>,
): LoginRequest {
  return {
    type: 'firebase',
    firebaseChannel: identity.firebaseChannel,
    firebaseIdToken: identity.firebaseIdToken,
    loginDeviceId: deps.deviceId,
    isOfficialAppLogin: deps.officialApp,
    device: DEVICE_MOBILE,
  };
}

function loginCall(deps: AuthDeps, identity: SocialIdentity, environment: RegisterEnvironment) {
  if (identity.channel === 'line')
    return deps.api.call('loginLine', {
      lineSessionToken: identity.lineSessionToken,
      loginDeviceId: deps.deviceId,
      device: DEVICE_MOBILE,
    });
  if (identity.channel === 'telegram')
    return deps.api.call('loginTelegram', telegramLoginPayload(identity.telegramAuth, deps, environment));
  return deps.api.call('login', firebaseLoginRequest(identity, deps));
}

/** The LINE name and picture go to the member's profile by the identity's key (C101, Q47); quietly, no session needed. */
function saveLineProfile(deps: AuthDeps, identity: SocialIdentity): void {
  if (identity.channel !== 'line' || (!identity.name && !identity.picture)) return;
  void deps.api.call(
    'saveMemberInfoByAuthKey',
    { authKey: identity.lineSessionToken, name: identity.name, picture: identity.picture },
    { silent: true },
  );
}

function succeeded(deps: AuthDeps, context: SocialContext, identity: SocialIdentity, value: LoginValue) {
  deps.track?.('login', { customerId: value.id, customerName: value.userName });
  saveLineProfile(deps, identity);
  context.pending.clear();
  return startSession(deps, sessionFromLogin(value, deps.merchantCode), () =>
    postLoginDestination({
      loginType: identity.channel,
      passwordExpired: value.passwordExpired,
      forceChangeSwitch: !!deps.switches.PWDEXPFORCECHANGE3,
      defaultPassword: deps.defaultPassword,
      firstTimeLogin: value.firstTimeLogin,
      goTarget: context.goTarget,
      safeGoTarget: deps.safeGoTarget,
    }),
  );
}

function refused(error: ApiError, context: SocialContext): AuthOutcome {
  const action = classifyFailure(error, { call: 'socialLogin', line: true });
  if (action.kind === 'alert' && action.clearLineSessionToken) context.pending.clearLine();
  if (error.code === ErrorCode.TELEGRAM_VALIDATE_FAILED) context.pending.clearTelegram();
  return { kind: 'error', error, action };
}

/** The new account of a social identity (POST /wps/member/register/autoUsername); it lands on /m/home (C99). */
async function registerIdentity(deps: AuthDeps, context: SocialContext, identity: SocialIdentity): Promise<AuthOutcome> {
  const { environment } = context;
  deps.track?.('registerSubmit');
  const answer = await deps.api.call(
    'registerAutoUsername',
    buildAutoRegisterPayload({
      settings: environment.settings,
      deviceId: deps.deviceId,
      registerMethod: environment.registerMethod,
      officialApp: deps.officialApp,
      href: environment.href,
      hostname: environment.hostname,
      tid: environment.tid,
      attribution: environment.attribution,
      pixelTrack: environment.pixelTrack,
      social: socialRegistration(identity) ?? {},
    }),
  );
  if (!answer.ok || !answer.value.token) {
    const error = answer.ok
      ? { code: 'invalid.response', message: 'registration answered without a token', path: '/wps/member/register/autoUsername' }
      : answer.error;
    return refused(error, context);
  }
  const value = { ...answer.value, token: answer.value.token };
  deps.track?.('register', { customerId: value.customerId || value.id, customerName: value.customerName || value.userName });
  saveLineProfile(deps, identity);
  context.pending.clear();
  return startSession(deps, sessionFromRegister(value, deps.merchantCode), () => HOME_ROUTE);
}

/** Logs a social identity in; a new one is registered (C85) or offered the choice (C86). */
export async function socialLogin(deps: AuthDeps, context: SocialContext, identity: SocialIdentity): Promise<SocialOutcome> {
  const locked = await deps.lock.run(async (): Promise<SocialOutcome> => {
    // The identity is held until the login that uses it completes (C97, C102): a refusal drops it, a new one keeps it.
    context.pending.set(identity);
    const answer = await loginCall(deps, identity, context.environment);
    if (answer.ok) return succeeded(deps, context, identity, answer.value);
    if (classifyFailure(answer.error, { call: 'socialLogin', line: true }).kind !== 'bindOrRegister')
      return refused(answer.error, context);
    if (autoRegisterAllowed(deps, context.autoRegister)) return registerIdentity(deps, context, identity);
    return { kind: 'choose', identity };
  });
  return locked.ran ? locked.value : { kind: 'ignored' };
}

/**
 * A Firebase sign-in (Google, Facebook, Twitter or an SMS code; C76, C78, Q44): its id token is logged in with type firebase; bind_customer_required is a new
 * identity, registered or offered the choice like the others (C85, C86).
 */
export function firebaseLogin(
  deps: AuthDeps,
  context: SocialContext,
  signIn: { channel: FirebaseChannel; idToken: string },
): Promise<SocialOutcome> {
  return socialLogin(deps, context, { channel: 'firebase', firebaseChannel: signIn.channel, firebaseIdToken: signIn.idToken });
}

/** The choose dialog's "Register new" with manual registration off (C88): the account is made from the identity. */
export async function registerSocialIdentity(
  deps: AuthDeps,
  context: SocialContext,
  identity: SocialIdentity,
): Promise<AuthOutcome> {
  const locked = await deps.lock.run(() => registerIdentity(deps, context, identity));
  return locked.ran ? locked.value : { kind: 'ignored' };
}

/**
 * A LINE credential exchanged for a LINE session token, then logged in (WPS3RD_verifyLineCode): the code of the return
 * to /m/login with the same redirect URI the authorisation named (C96), or the access token LIFF holds in the LINE app
 * (C97).
 */
export async function lineCredentialLogin(
  deps: AuthDeps,
  context: SocialContext,
  credential: { code: string; redirectUri: string } | { accessToken: string },
): Promise<SocialOutcome> {
  const answer = await deps.api.call('verifyLineCode', credential);
  if (!answer.ok) return refused(answer.error, context);
  const { lineSessionToken, name, picture } = answer.value;
  return socialLogin(deps, context, { channel: 'line', lineSessionToken, name: name ?? '', picture: picture ?? '' });
}
