/** Creating members from registrations (W8, W9, W10) and from first social logins (W4, W6). */
import type { RegisterRequest } from '../../src/shared/contract';
import { ErrorCode } from '../../src/shared/contract';
import { stripCredentials } from '../../src/shared/url';
import type { AppContext } from '../context';
import type { Merchant } from '../merchants/store';
import { createMember, findMemberByAccount, findMemberByMobile, type Member } from './members';
import { bindIdentity } from './identities';
import type { SocialIdentity } from '../auth/social';
import { randomHex, randomToken } from '../crypto/tokens';
import { BizError } from '../http/errors';

export type Attribution = Pick<
  RegisterRequest,
  'affiliateCode' | 'referralCode' | 'linkId' | 'domain' | 'registerMethod' | 'registerUrl' | 'pixelTrack'
>;

export interface Registration {
  account: string;
  password: string;
  mobile?: string;
  firstTimeLogin?: boolean;
  attribution: Partial<Attribution>;
  social?: SocialIdentity;
}

export function register(ctx: AppContext, merchant: Merchant, registration: Registration): Member {
  if (findMemberByAccount(ctx.db, merchant.code, registration.account)) throw new BizError(ErrorCode.USERNAME_EXISTS);
  const { attribution, social } = registration;
  // A phone sign-in's number becomes the new account's mobile, unless another member has it.
  const socialMobile = social?.mobile && !findMemberByMobile(ctx.db, merchant.code, social.mobile) ? social.mobile : undefined;
  const mobile = registration.mobile ?? socialMobile;
  return ctx.db.transaction(() => {
    const member = createMember(
      ctx.db,
      {
        merchant: merchant.code,
        account: registration.account,
        password: registration.password,
        mobile: mobile ?? null,
        countryDialingCode: mobile ? merchant.config.country.countryDialingCode : null,
        language: merchant.config.defaultLanguage,
        firstTimeLogin: registration.firstTimeLogin ?? false,
        referredBy: attribution.referralCode || null,
        affiliateCode: attribution.affiliateCode || null,
        linkId: attribution.linkId || null,
        domain: attribution.domain || null,
        registerMethod: attribution.registerMethod ?? null,
        registerUrl: attribution.registerUrl ? stripCredentials(attribution.registerUrl) : null,
        pixelTrack: attribution.pixelTrack ?? null,
        displayName: social?.name ?? null,
        picture: social?.picture ?? null,
      },
      ctx.now(),
    );
    if (social) bindIdentity(ctx.db, merchant.code, social.provider, social.externalId, member.id);
    return member;
  })();
}

/** A free generated account name such as `line_3fa9c2`. */
export function generatedAccount(ctx: AppContext, merchant: Merchant, prefix: string): string {
  for (;;) {
    const account = `${prefix}_${randomHex(3)}`;
    if (!findMemberByAccount(ctx.db, merchant.code, account)) return account;
  }
}

/** A member for a social identity seen for the first time; its password is random (the member logs in socially). */
export function registerSocial(
  ctx: AppContext,
  merchant: Merchant,
  social: SocialIdentity,
  attribution: Partial<Attribution>,
): Member {
  return register(ctx, merchant, {
    account: generatedAccount(ctx, merchant, social.provider === 'firebase' ? 'fb' : social.provider),
    password: randomToken(),
    firstTimeLogin: true,
    attribution,
    social,
  });
}
