/** Member endpoints: registration (W8–W12), language (W13), info (W14), passwords (W15, W16), deposit settings (W17). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ErrorCode, type RegisterRequest } from '../../src/shared/contract';
import { MODULE_ID_REGISTER, MODULE_ID_REGISTER_MOBILE, SUPPORTED_LANGUAGES } from '../../src/shared/constants';
import { wps, merchantOf, sessionOf, bodyOf, queryOf } from '../http/route';
import { BizError } from '../http/errors';
import { bool, object, str } from '../http/schemas';
import type { AppContext } from '../context';
import type { Merchant } from '../merchants/store';
import { requireCaptcha } from '../auth/captcha';
import { FIREBASE_CHANNEL_SMS, socialIdentityOf } from '../auth/social';
import { consumeCode } from '../auth/codes';
import { clearLoginFailures, throttledLogin } from '../auth/throttle';
import { isValidMobile, nationalMobile } from '../auth/mobile';
import { issueLogin, memberById } from '../auth/login-service';
import { generatedAccount, register } from '../members/registration';
import { boundMemberId } from '../members/identities';
import {
  findMemberByAccount,
  findMemberByMobile,
  memberInfo,
  registerValue,
  updateMember,
  type Member,
} from '../members/members';
import { changePassword, resetPassword } from '../members/passwords';
import { verifyPassword } from '../crypto/passwords';
import { randomToken } from '../crypto/tokens';

/** Languages a member may choose: the supported list plus AR (ACCEPTANCE Q104). */
const MEMBER_LANGUAGES = new Set<string>([...SUPPORTED_LANGUAGES, 'AR']);
const PASSWORD = str({ minLength: 6, maxLength: 64 });

const registerFields = {
  password: PASSWORD,
  login: bool(),
  geetestChallenge: str({ maxLength: 256 }),
  geetestSeccode: str({ maxLength: 256 }),
  geetestValidateV4: str(),
  firebaseChannel2: str({ maxLength: 32 }),
  firebaseIdToken2: str(),
  lineSessionToken: str({ maxLength: 256 }),
  telegramAuth: str(),
  smsTemplate: str({ maxLength: 64 }),
  registerMethod: { type: 'string', enum: ['APP', 'H5', 'PWA', 'WEBCLIP'] },
  registerUrl: str(),
  loginDeviceId: str({ maxLength: 64 }),
  isOfficialAppLogin: bool(),
  linkId: str({ maxLength: 128 }),
  affiliateCode: str({ maxLength: 64 }),
  domain: str({ maxLength: 253 }),
  referralCode: str({ maxLength: 64 }),
  pixelTrack: { type: 'object', additionalProperties: { type: 'string', maxLength: 512 }, maxProperties: 40 },
};

const USERNAME = str({ minLength: 4, maxLength: 16, pattern: '^[A-Za-z0-9_]+$' });

function checkModule(request: FastifyRequest, expected: string): void {
  if (request.headers['moduleid'] !== expected) throw new BizError(ErrorCode.MODULE_MISMATCH);
}

function checkRegisterCaptcha(ctx: AppContext, merchant: Merchant, body: RegisterRequest): void {
  if (merchant.config.register.captcha.enabled) requireCaptcha(ctx.db, merchant, body, ctx.now());
}

function answer(ctx: AppContext, member: Member, login: boolean | undefined) {
  return registerValue(member, login ? issueLogin(ctx, member).token : undefined);
}

function ownMember(ctx: AppContext, request: FastifyRequest): Member {
  return memberById(ctx, sessionOf(request).memberId);
}

export function memberRoutes(app: FastifyInstance): void {
  const { ctx } = app;

  wps(
    app,
    'register',
    { schema: { body: object({ ...registerFields, username: USERNAME }, ['username', 'password']) } },
    async (request) => {
      checkModule(request, MODULE_ID_REGISTER);
      const merchant = merchantOf(request);
      const body = bodyOf<RegisterRequest & { username: string }>(request);
      checkRegisterCaptcha(ctx, merchant, body);
      const social = await socialIdentityOf(ctx, merchant, body);
      const member = register(ctx, merchant, { account: body.username, password: body.password, attribution: body, social });
      return answer(ctx, member, body.login);
    },
  );

  wps(
    app,
    'registerMobile',
    {
      schema: {
        body: object(
          {
            ...registerFields,
            mobileNum: str({ minLength: 1, maxLength: 20 }),
            countryDialingCode: str({ maxLength: 6 }),
            verifyCode: str({ maxLength: 8 }),
          },
          ['mobileNum', 'password'],
        ),
      },
    },
    async (request) => {
      checkModule(request, MODULE_ID_REGISTER_MOBILE);
      const merchant = merchantOf(request);
      const body = bodyOf<RegisterRequest & { mobileNum: string }>(request);
      const mobile = nationalMobile(body.mobileNum, body.countryDialingCode ?? merchant.config.country.countryDialingCode);
      if (!isValidMobile(mobile)) throw new BizError(ErrorCode.MOBILE_INVALID);
      if (findMemberByMobile(ctx.db, merchant.code, mobile)) throw new BizError(ErrorCode.MOBILE_EXISTS);
      checkRegisterCaptcha(ctx, merchant, body);
      if (body.verifyCode !== undefined && !consumeCode(ctx.db, merchant.code, 'sms', mobile, body.verifyCode, ctx.now())) {
        throw new BizError(ErrorCode.VERIFY_CODE_INVALID);
      }
      const social = await socialIdentityOf(ctx, merchant, body);
      // A Firebase phone sign-in (C78) proves this number only: Firebase checked the code it sent there.
      if (body.firebaseChannel2 === FIREBASE_CHANNEL_SMS && social?.mobile !== mobile)
        throw new BizError(ErrorCode.VERIFY_CODE_INVALID, undefined, 200, 'The phone sign-in is not of this number');
      const member = register(ctx, merchant, { account: mobile, mobile, password: body.password, attribution: body, social });
      return answer(ctx, member, body.login);
    },
  );

  wps(
    app,
    'registerAutoUsername',
    { schema: { body: object({ ...registerFields, password: str({ maxLength: 64 }) }) } },
    async (request) => {
      const merchant = merchantOf(request);
      const body = bodyOf<Partial<RegisterRequest>>(request);
      const social = await socialIdentityOf(ctx, merchant, body);
      if (!social)
        throw new BizError(ErrorCode.BAD_REQUEST, undefined, 200, 'A LINE, firebase or Telegram credential is required');
      const boundId = boundMemberId(ctx.db, merchant.code, social.provider, social.externalId);
      const member = boundId
        ? memberById(ctx, boundId)
        : register(ctx, merchant, {
            account: generatedAccount(ctx, merchant, social.provider === 'firebase' ? 'fb' : social.provider),
            password: body.password || randomToken(),
            firstTimeLogin: true,
            attribution: body,
            social,
          });
      return answer(ctx, member, body.login ?? true);
    },
  );

  wps(
    app,
    'checkUsername',
    { schema: { querystring: object({ username: str({ minLength: 1, maxLength: 64 }) }, ['username']) } },
    (request) => {
      const { username } = queryOf<{ username: string }>(request);
      return { exists: findMemberByAccount(ctx.db, merchantOf(request).code, username) !== undefined };
    },
  );

  wps(app, 'registerSettings', { schema: { querystring: object({}) } }, (request) => merchantOf(request).config.register);

  wps(
    app,
    'memberLanguage',
    {
      schema: {
        body: object({ language: str({ minLength: 2, maxLength: 8 }), merchantCode: str({ maxLength: 32 }) }, ['language']),
      },
    },
    (request) => {
      const { language } = bodyOf<{ language: string }>(request);
      if (!MEMBER_LANGUAGES.has(language.toUpperCase())) throw new BizError(ErrorCode.LANGUAGE_UNSUPPORTED);
      updateMember(ctx.db, sessionOf(request).memberId, { language: language.toUpperCase() });
      return {};
    },
  );

  wps(app, 'memberInfo', { schema: { querystring: object({}) } }, (request) => memberInfo(ownMember(ctx, request)));

  wps(
    app,
    'passwordChange',
    {
      schema: {
        body: object({ oldPassword: str({ minLength: 1, maxLength: 64 }), newPassword: PASSWORD }, [
          'oldPassword',
          'newPassword',
        ]),
      },
    },
    (request) => {
      const member = ownMember(ctx, request);
      const { oldPassword, newPassword } = bodyOf<{ oldPassword: string; newPassword: string }>(request);
      if (!verifyPassword(oldPassword, member.passwordHash)) throw new BizError(ErrorCode.PASSWORD_INVALID);
      if (oldPassword === newPassword) throw new BizError(ErrorCode.PASSWORD_SAME);
      changePassword(ctx.db, member.id, newPassword, sessionOf(request).token, { passwordExpired: false, firstTimeLogin: false });
      return {};
    },
  );

  wps(
    app,
    'passwordReset',
    {
      schema: {
        body: object(
          {
            countryDialingCode: str({ maxLength: 6 }),
            mobileNum: str({ minLength: 1, maxLength: 20 }),
            verifyCode: str({ minLength: 1, maxLength: 8 }),
            newPassword: PASSWORD,
          },
          ['mobileNum', 'verifyCode', 'newPassword'],
        ),
      },
    },
    async (request) => {
      const merchant = merchantOf(request);
      const body = bodyOf<{ countryDialingCode?: string; mobileNum: string; verifyCode: string; newPassword: string }>(request);
      const mobile = nationalMobile(body.mobileNum, body.countryDialingCode ?? merchant.config.country.countryDialingCode);
      // Wrong codes count against the number like SMS-login failures (a 6-digit code cannot be guessed in 5 tries),
      // and the code is checked first, so an unregistered number is told apart only by who holds its code.
      const member = await throttledLogin(ctx.db, merchant.code, mobile, ctx.now(), () => {
        if (!consumeCode(ctx.db, merchant.code, 'sms', mobile, body.verifyCode, ctx.now()))
          throw new BizError(ErrorCode.VERIFY_CODE_INVALID);
        const found = findMemberByMobile(ctx.db, merchant.code, mobile);
        if (!found) throw new BizError(ErrorCode.NOT_EXISTS_USER);
        return found;
      });
      resetPassword(ctx.db, member.id, body.newPassword, { passwordExpired: false });
      // Forgotten passwords follow failed logins: the new password must work at once, not after the lockout.
      clearLoginFailures(ctx.db, merchant.code, member.account);
      return {};
    },
  );

  wps(app, 'depositSettings', { schema: { querystring: object({}) } }, (request) => {
    const merchant = merchantOf(request);
    const member = ownMember(ctx, request);
    return {
      totalDepositSuccessCount: member.totalDepositSuccessCount,
      minDeposit: merchant.config.deposit.minDeposit,
      currency: merchant.config.currency,
    };
  });
}
