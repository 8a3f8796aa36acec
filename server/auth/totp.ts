/** Authenticator codes (RFC 6238: HMAC-SHA1, 6 digits, 30 s steps) for the ga second factor. */
import { Secret, TOTP } from 'otpauth';

/** Steps accepted either side of the current one, for clock drift between phone and server. */
export const TOTP_WINDOW_STEPS = 1;

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

function totpOf(secret: string): TOTP {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
}

export function totpCode(secret: string, nowMs: number): string {
  return totpOf(secret).generate({ timestamp: nowMs });
}

export function totpValid(secret: string, code: string, nowMs: number): boolean {
  if (!/^\d{6}$/.test(code)) return false;
  return totpOf(secret).validate({ token: code, timestamp: nowMs, window: TOTP_WINDOW_STEPS }) !== null;
}
