/**
 * What the QA backend's LINE Login stand-in remembers, as LINE would: the authorisation codes it issued (single use,
 * 10 minutes, redeemable only by the client and with the redirect_uri they were issued for) and the access tokens
 * (30 days). In memory per app; POST /__qa/reset clears it and brings back the fixtures.
 */
import { randomToken } from '../../crypto/tokens';

export const LINE_CODE_TTL_MS = 10 * 60 * 1000;
export const LINE_ACCESS_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const FIXTURE_TTL_MS = 365 * 24 * 60 * 60 * 1000;
/** The seeded DEMO merchant's channel (its gw.LINE_CLIENT_ID), which the fixtures were issued to. */
const FIXTURE_CLIENT_ID = 'line-demo-client';
/** The scope of the access tokens LIFF holds in the LINE app. */
export const LIFF_SCOPE = 'profile openid';

export interface LineUser {
  userId: string;
  displayName: string;
  pictureUrl: string;
}

export interface LineCodeGrant {
  clientId: string;
  /** Undefined for the fixture codes, which were issued before any test knew the site's address. */
  redirectUri: string | undefined;
  scope: string;
  user: LineUser;
  expiresAt: number;
}

export interface LineAccessToken {
  clientId: string;
  scope: string;
  user: LineUser;
  expiresAt: number;
}

/** A test user: the id names it, the display name defaults to the id. */
export function lineUser(userId: string, displayName = userId): LineUser {
  return { userId, displayName, pictureUrl: `https://profile.line.test/${encodeURIComponent(userId)}.png` };
}

/** The README's LINE fixtures: codes C1 (bound to member1) and C2 (new), and LIFF tokens AT-line-bound, AT-line-new. */
const FIXTURE_USERS = [lineUser('line-bound', 'Line Bound'), lineUser('line-new', 'Line Newcomer')];

export class LineProvider {
  private readonly codes = new Map<string, LineCodeGrant>();
  private readonly accessTokens = new Map<string, LineAccessToken>();

  constructor(private readonly now: () => number) {
    this.clear();
  }

  clear(): void {
    this.codes.clear();
    this.accessTokens.clear();
    const expiresAt = this.now() + FIXTURE_TTL_MS;
    FIXTURE_USERS.forEach((user, index) => {
      const grant = { clientId: FIXTURE_CLIENT_ID, scope: LIFF_SCOPE, user, expiresAt };
      this.codes.set(`C${index + 1}`, { ...grant, redirectUri: undefined });
      this.accessTokens.set(`AT-${user.userId}`, grant);
    });
  }

  issueCode(clientId: string, redirectUri: string, scope: string, user: LineUser): string {
    const code = randomToken(16);
    this.codes.set(code, { clientId, redirectUri, scope, user, expiresAt: this.now() + LINE_CODE_TTL_MS });
    return code;
  }

  /** The grant behind a code, which is spent by this; or why LINE refuses it (an invalid_grant description). */
  redeemCode(code: string, clientId: string, redirectUri: string): LineCodeGrant | string {
    const grant = this.codes.get(code);
    if (!grant) return 'authorization code not found';
    if (grant.expiresAt <= this.now()) return 'authorization code expired';
    if (grant.clientId !== clientId) return 'authorization code was issued to another client';
    if (grant.redirectUri !== undefined && grant.redirectUri !== redirectUri) return 'redirect_uri does not match';
    this.codes.delete(code);
    return grant;
  }

  issueAccessToken(clientId: string, scope: string, user: LineUser): string {
    const token = randomToken(32);
    this.accessTokens.set(token, { clientId, scope, user, expiresAt: this.now() + LINE_ACCESS_TOKEN_TTL_MS });
    return token;
  }

  /** A live access token's grant and the seconds it has left. */
  accessToken(token: string): { grant: LineAccessToken; expiresInS: number } | undefined {
    const grant = this.accessTokens.get(token);
    const leftMs = grant ? grant.expiresAt - this.now() : 0;
    return grant && leftMs > 0 ? { grant, expiresInS: Math.floor(leftMs / 1000) } : undefined;
  }
}
