/** Session endpoints: RSA key (W1), logins (W2–W6), logout (W7). */
import type { FastifyInstance } from 'fastify';
import { ErrorCode, type LoginRequest, type LoginValue, type LoginVerificationRequest } from '../../src/shared/contract';
import { wps, merchantOf, bodyOf } from '../http/route';
import { BizError } from '../http/errors';
import { bool, digits, object, str } from '../http/schemas';
import { currentPublicKey } from '../crypto/rsa-keys';
import { requireCaptcha } from '../auth/captcha';
import { requireRisk } from '../auth/risk';
import { assertLoginAllowed, clearLoginFailures, recordLoginFailure, throttledLogin } from '../auth/throttle';
import { checkCredentials, issueLogin, memberById, memberForLogin } from '../auth/login-service';
import { FIREBASE_CHANNEL_SMS, firebaseIdentity, lineIdentity, telegramIdentity, type SocialIdentity } from '../auth/social';
import { bindIdentity, boundMemberId } from '../members/identities';
import { consumeCode, sendCode } from '../auth/codes';
import { nationalMobile } from '../auth/mobile';
import {
  codeRecipient,
  findVerification,
  finishVerification,
  recordWrongCode,
  sameLoginMember,
  startVerification,
  verificationCodeValid,
} from '../auth/verification';
import { mayaUser } from '../auth/maya';
import { registerSocial, type Attribution } from '../members/registration';
import { tokenFromHeader, deleteSession } from '../sessions/sessions';
import { findMemberByMobile, type Member } from '../members/members';
import type { Merchant } from '../merchants/store';
import type { AppContext } from '../context';

const loginSchema = object(
  {
    username: str({ maxLength: 64 }),
    password: str({ maxLength: 128 }),
    type: { type: 'string', enum: ['username', 'sms', 'firebase', 'line', 'telegram'] },
    isSms: bool(),
    firebaseChannel: str({ maxLength: 32 }),
    firebaseIdToken: str(),
    lineSessionToken: str({ maxLength: 256 }),
    telegramAuth: str(),
    geetestChallenge: str({ maxLength: 256 }),
    geetestSeccode: str({ maxLength: 256 }),
    geetestValidateV4: str(),
    geetestRisk: object({ geeToken: str(), scene: str({ maxLength: 64 }) }),
    loginDeviceId: str({ maxLength: 64 }),
    isOfficialAppLogin: bool(),
    device: str({ maxLength: 32 }),
    countryDialingCode: str({ maxLength: 8 }),
  },
  ['type'],
);

const attributionSchema = {
  registerUrl: str(),
  affiliateCode: str({ maxLength: 64 }),
  domain: str({ maxLength: 253 }),
  referralCode: str({ maxLength: 64 }),
  linkId: str({ maxLength: 128 }),
  loginDeviceId: str({ maxLength: 64 }),
  device: str({ maxLength: 32 }),
};

function needsLoginCaptcha(merchant: Merchant, body: LoginRequest): boolean {
  if (!merchant.config.whitelabelVal.GEETEST3) return false;
  if (body.type === 'sms' || body.isSms) return false;
  return !(body.type === 'firebase' && !body.username);
}

/** Social login through W2: with username+password it binds the identity to that member (Q10), else it needs a bound identity. */
function socialLogin(
  ctx: AppContext,
  merchant: Merchant,
  body: LoginRequest,
  identity: SocialIdentity,
  unboundCode: string,
): Member {
  if (body.username && body.password) {
    const member = checkCredentials(ctx, merchant, body.username, body.password);
    bindIdentity(ctx.db, merchant.code, identity.provider, identity.externalId, member.id);
    return member;
  }
  const memberId = boundMemberId(ctx.db, merchant.code, identity.provider, identity.externalId);
  if (!memberId)
    throw new BizError(
      unboundCode,
      unboundCode === ErrorCode.BIND_CUSTOMER_REQUIRED ? { firebaseChannel: body.firebaseChannel ?? null } : undefined,
    );
  return memberById(ctx, memberId);
}

/**
 * A Firebase phone sign-in (C78, Q44: firebaseChannel SMS): Firebase has checked the code, so the member of that
 * mobile number is logged in; a number no member has goes on like any new identity (bind_customer_required).
 */
function firebasePhoneLogin(ctx: AppContext, merchant: Merchant, body: LoginRequest, identity: SocialIdentity): Member {
  if (!identity.mobile)
    throw new BizError(ErrorCode.LOGIN_CRED_ERR, undefined, 200, 'The firebase id token is not a phone sign-in here');
  const member = body.username ? undefined : findMemberByMobile(ctx.db, merchant.code, identity.mobile);
  return member ?? socialLogin(ctx, merchant, body, identity, ErrorCode.BIND_CUSTOMER_REQUIRED);
}

function smsLogin(ctx: AppContext, merchant: Merchant, body: LoginRequest): Member {
  const dialingCode = body.countryDialingCode ?? merchant.config.country.countryDialingCode;
  const mobile = nationalMobile(body.username ?? body.mobileNum ?? '', dialingCode);
  const member = memberForLogin(ctx, merchant, mobile);
  if (!consumeCode(ctx.db, merchant.code, 'sms', mobile, body.password ?? '', ctx.now()))
    throw new BizError(ErrorCode.VERIFY_CODE_INVALID);
  return member;
}

async function authenticate(ctx: AppContext, merchant: Merchant, body: LoginRequest): Promise<Member> {
  switch (body.type) {
    case 'sms':
      return smsLogin(ctx, merchant, body);
    case 'firebase': {
      const identity = await firebaseIdentity(ctx, merchant, body.firebaseIdToken ?? '');
      if (body.firebaseChannel === FIREBASE_CHANNEL_SMS) return firebasePhoneLogin(ctx, merchant, body, identity);
      return socialLogin(ctx, merchant, body, identity, ErrorCode.BIND_CUSTOMER_REQUIRED);
    }
    case 'line':
      return socialLogin(
        ctx,
        merchant,
        body,
        lineIdentity(ctx, merchant, body.lineSessionToken ?? ''),
        ErrorCode.NOT_EXISTS_USER,
      );
    case 'telegram':
      return socialLogin(
        ctx,
        merchant,
        body,
        telegramIdentity(ctx, merchant, body.telegramAuth ?? ''),
        ErrorCode.NOT_EXISTS_USER,
      );
    default:
      if (body.isSms) return smsLogin(ctx, merchant, body);
      return checkCredentials(ctx, merchant, body.username ?? '', body.password ?? '');
  }
}

/** The account a login attempt counts against for throttling: the username, or the mobile number's digits for SMS. */
function throttledAccount(body: LoginRequest): string | undefined {
  const account = (body.username ?? body.mobileNum ?? '').trim();
  if (!account) return undefined;
  return body.type === 'sms' || body.isSms ? account.replace(/\D/g, '').replace(/^0+/, '') : account;
}

export function sessionRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  wps(app, 'rsaKey', { schema: { querystring: object({ _: digits() }) } }, () => currentPublicKey(ctx.db, ctx.now()));

  wps(app, 'login', { schema: { body: loginSchema } }, async (request) => {
    const merchant = merchantOf(request);
    const body = bodyOf<LoginRequest>(request);
    const account = throttledAccount(body);
    if (account) assertLoginAllowed(ctx.db, merchant.code, account, ctx.now());
    if (needsLoginCaptcha(merchant, body)) requireCaptcha(ctx.db, merchant, body, ctx.now());
    requireRisk(ctx.db, merchant, body.geetestRisk, ctx.now());
    const member = account
      ? await throttledLogin(ctx.db, merchant.code, account, ctx.now(), () => authenticate(ctx, merchant, body))
      : await authenticate(ctx, merchant, body);
    if (member.verificationMode && (body.type === 'username' || !body.type)) {
      throw new BizError(ErrorCode.LOGIN_VERIFY_REQUIRED, startVerification(ctx.db, member, ctx.now()));
    }
    return issueLogin(ctx, member);
  });

  wps(
    app,
    'loginVerification',
    {
      schema: {
        body: object(
          {
            verifyToken: str({ minLength: 1, maxLength: 128 }),
            verifyType: { type: 'string', enum: ['email', 'ga', 'sms'] },
            verifyCode: str({ maxLength: 16 }),
            action: { type: 'string', enum: ['send'] },
          },
          ['verifyToken', 'verifyType'],
        ),
      },
    },
    async (request, reply) => {
      const merchant = merchantOf(request);
      const body = bodyOf<LoginVerificationRequest>(request);
      const pending = findVerification(ctx.db, merchant.code, body.verifyToken, ctx.now());
      if (!pending) throw new BizError(ErrorCode.VERIFY_EXPIRED);
      const member = memberById(ctx, pending.memberId);
      if (body.action === 'send') {
        if (pending.mode !== 'ga') {
          await app.enforceRateLimit(request, reply, 'codes');
          const recipient = codeRecipient(member, pending.mode);
          sendCode(ctx.db, merchant.code, pending.mode, recipient, 'login-verification', ctx.now());
        }
        return {} as LoginValue;
      }
      const valid =
        sameLoginMember(member, body.username) &&
        body.verifyType === pending.mode &&
        verificationCodeValid({ db: ctx.db, qa: ctx.qa, now: ctx.now() }, pending, member, body.verifyCode ?? '');
      if (!valid) {
        recordWrongCode(ctx.db, pending.token);
        // Wrong codes also count against the account, so new logins do not buy fresh guesses (server/auth/throttle.ts).
        recordLoginFailure(ctx.db, merchant.code, member.account, ctx.now());
        throw new BizError(ErrorCode.VERIFY_CODE_INVALID);
      }
      finishVerification(ctx.db, pending.token);
      clearLoginFailures(ctx.db, merchant.code, member.account);
      return issueLogin(ctx, member);
    },
  );

  wps(
    app,
    'loginMaya',
    {
      schema: {
        body: object({ sessionId: str({ minLength: 1, maxLength: 128 }), env: str({ maxLength: 32 }), ...attributionSchema }, [
          'sessionId',
        ]),
      },
    },
    (request) => {
      const merchant = merchantOf(request);
      const body = bodyOf<{ sessionId: string; env?: string } & Partial<Attribution>>(request);
      const user = mayaUser(ctx.db, merchant.code, body.sessionId);
      if (!user) throw new BizError(ErrorCode.MAYA_SESSION_INVALID);
      const identity: SocialIdentity = { provider: 'maya', externalId: user.userId, name: user.displayName, picture: undefined };
      const memberId = boundMemberId(ctx.db, merchant.code, 'maya', user.userId);
      const member = memberId ? memberById(ctx, memberId) : registerSocial(ctx, merchant, identity, body);
      const env = body.env ?? 'PROD';
      return { ...issueLogin(ctx, member, env), thirdPartyUserInfo: { userId: user.userId, displayName: user.displayName, env } };
    },
  );

  wps(
    app,
    'loginLine',
    {
      schema: {
        body: object({ lineSessionToken: str({ minLength: 1, maxLength: 256 }), ...attributionSchema }, ['lineSessionToken']),
      },
    },
    (request) => {
      const merchant = merchantOf(request);
      const identity = lineIdentity(ctx, merchant, bodyOf<{ lineSessionToken: string }>(request).lineSessionToken);
      const memberId = boundMemberId(ctx.db, merchant.code, 'line', identity.externalId);
      if (!memberId) throw new BizError(ErrorCode.NOT_EXISTS_USER);
      return issueLogin(ctx, memberById(ctx, memberId));
    },
  );

  wps(
    app,
    'loginTelegram',
    { schema: { body: object({ telegramAuth: str({ minLength: 1 }), ...attributionSchema }, ['telegramAuth']) } },
    (request) => {
      const merchant = merchantOf(request);
      const body = bodyOf<{ telegramAuth: string } & Partial<Attribution>>(request);
      const identity = telegramIdentity(ctx, merchant, body.telegramAuth);
      const memberId = boundMemberId(ctx.db, merchant.code, 'telegram', identity.externalId);
      const member = memberId ? memberById(ctx, memberId) : registerSocial(ctx, merchant, identity, body);
      return issueLogin(ctx, member);
    },
  );

  wps(app, 'logout', { schema: { body: object({}) } }, (request) => {
    const header = request.headers.authorization;
    const token = tokenFromHeader(typeof header === 'string' ? header : undefined);
    if (token) deleteSession(ctx.db, token);
    return {};
  });
}
