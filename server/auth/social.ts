/** Turns the social credentials of a request (firebase id token, LINE session token, Telegram auth) into a provider identity. */
import { ErrorCode } from '../../src/shared/contract';
import type { AppContext } from '../context';
import type { Merchant } from '../merchants/store';
import type { Provider } from '../members/identities';
import { BizError } from '../http/errors';
import { nationalMobile } from './mobile';
import { lineSession } from './line';
import { verifyTelegramAuth } from './telegram';

/** The firebaseChannel of a Firebase phone sign-in (Q44). */
export const FIREBASE_CHANNEL_SMS = 'SMS';

export interface SocialIdentity {
  provider: Provider;
  externalId: string;
  name: string | undefined;
  picture: string | undefined;
  /** The national mobile number a phone sign-in proved (Firebase phone auth in the merchant's country). */
  mobile?: string;
}

export async function firebaseIdentity(ctx: AppContext, merchant: Merchant, idToken: string): Promise<SocialIdentity> {
  const identity = await ctx.verifyFirebaseToken(idToken, merchant.config.settings.sms.projectId, ctx.now());
  if (!identity) throw new BizError(ErrorCode.LOGIN_CRED_ERR, undefined, 200, 'The firebase id token is invalid or expired');
  const dialingPrefix = `+${merchant.config.country.countryDialingCode}`;
  const phone = identity.provider === 'phone' ? identity.phoneNumber : undefined;
  return {
    provider: 'firebase',
    externalId: identity.uid,
    name: identity.name,
    picture: identity.picture,
    ...(phone?.startsWith(dialingPrefix) ? { mobile: nationalMobile(phone, merchant.config.country.countryDialingCode) } : {}),
  };
}

export function lineIdentity(ctx: AppContext, merchant: Merchant, token: string): SocialIdentity {
  const profile = lineSession(ctx.db, merchant.code, token, ctx.now());
  if (!profile) throw new BizError(ErrorCode.LINE_INVALID_TOKEN);
  return { provider: 'line', externalId: profile.lineUserId, name: profile.name, picture: profile.picture };
}

export function telegramIdentity(ctx: AppContext, merchant: Merchant, telegramAuth: string): SocialIdentity {
  const user = verifyTelegramAuth(telegramAuth, merchant.config.telegram.botToken, ctx.now());
  if (!user) throw new BizError(ErrorCode.TELEGRAM_VALIDATE_FAILED);
  return { provider: 'telegram', externalId: user.id, name: user.username ?? user.firstName, picture: user.photoUrl };
}

export interface SocialFields {
  firebaseIdToken?: string;
  firebaseIdToken2?: string;
  lineSessionToken?: string;
  telegramAuth?: string;
}

/** The first social credential present in a register or login body, if any. */
export async function socialIdentityOf(
  ctx: AppContext,
  merchant: Merchant,
  body: SocialFields,
): Promise<SocialIdentity | undefined> {
  const firebaseToken = body.firebaseIdToken2 ?? body.firebaseIdToken;
  if (firebaseToken) return firebaseIdentity(ctx, merchant, firebaseToken);
  if (body.lineSessionToken) return lineIdentity(ctx, merchant, body.lineSessionToken);
  if (body.telegramAuth) return telegramIdentity(ctx, merchant, body.telegramAuth);
  return undefined;
}
