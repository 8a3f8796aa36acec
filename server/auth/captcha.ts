/** The local GeeTest-style captcha provider: v3 challenges issued by W28, v4 results checked for the merchant's captcha id. */
import type { Db } from '../db/database';
import type { Merchant } from '../merchants/store';
import { randomHex } from '../crypto/tokens';
import { ErrorCode, type GeetestChallenge } from '../../src/shared/contract';
import { GEETEST_VERSION_DEFAULT } from '../../src/shared/constants';
import { BizError } from '../http/errors';

const CHALLENGE_TTL_MS = 10 * 60 * 1000;

export function issueChallenge(db: Db, merchant: Merchant, now: number): GeetestChallenge {
  const challenge = randomHex(16);
  db.prepare('INSERT INTO captcha_challenges (challenge, merchant, created_at) VALUES (?, ?, ?)').run(
    challenge,
    merchant.code,
    now,
  );
  db.prepare('DELETE FROM captcha_challenges WHERE created_at < ?').run(now - CHALLENGE_TTL_MS);
  return { gt: merchant.config.settings.gw.GEETEST_ID, challenge, newCaptcha: true };
}

export interface CaptchaResult {
  geetestChallenge?: string;
  geetestSeccode?: string;
  geetestValidateV4?: string;
}

function consumeChallenge(db: Db, merchant: string, challenge: string, now: number): boolean {
  const result = db
    .prepare('DELETE FROM captcha_challenges WHERE challenge = ? AND merchant = ? AND created_at >= ?')
    .run(challenge, merchant, now - CHALLENGE_TTL_MS);
  return result.changes === 1;
}

function validV4(merchant: Merchant, validate: string): boolean {
  try {
    const parsed = JSON.parse(validate) as { captcha_id?: string; pass_token?: string };
    return (
      (parsed.captcha_id === undefined || parsed.captcha_id === merchant.config.settings.gw.GEETEST_ID) && !!parsed.pass_token
    );
  } catch {
    return validate.length > 0;
  }
}

/** Throws captcha.invalid unless the result fits the merchant's captcha version. Test mode (GEETESTTEST3) accepts any result. */
export function requireCaptcha(db: Db, merchant: Merchant, result: CaptchaResult, now: number): void {
  const version = merchant.config.settings.gw.GEETEST_VERSION || GEETEST_VERSION_DEFAULT;
  const testMode = merchant.config.whitelabelVal.GEETESTTEST3;
  if (version === 'v4' || result.geetestValidateV4) {
    if (result.geetestValidateV4 && (testMode || validV4(merchant, result.geetestValidateV4))) return;
  } else if (result.geetestChallenge && result.geetestSeccode) {
    if (testMode || consumeChallenge(db, merchant.code, result.geetestChallenge, now)) return;
  }
  throw new BizError(ErrorCode.CAPTCHA_INVALID);
}
