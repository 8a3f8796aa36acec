/**
 * The local GeeTest-style captcha provider (ARCHITECTURE "third-party adapters"; TOOLCHAIN "GeeTest"). It follows the
 * vendor protocol: v3 challenges are issued by GET /wps/captcha/geetest (W28) and the solved challenge yields
 * geetest_validate / geetest_seccode (`{validate}|jordan`); v4 yields lot_number, captcha_output, pass_token and
 * gen_time for the merchant's captcha id. Every output is an HMAC under a server secret, so the backend checks it the
 * way it would ask the vendor, and each result is accepted once. Test mode (GEETESTTEST3, Q38) accepts any result.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database';
import type { Merchant } from '../merchants/store';
import { randomHex } from '../crypto/tokens';
import { ErrorCode, type GeetestChallenge } from '../../src/shared/contract';
import { GEETEST_VERSION_DEFAULT } from '../../src/shared/constants';
import { BizError } from '../http/errors';

export const CHALLENGE_TTL_MS = 10 * 60 * 1000;
const SECRET_KEY = 'captcha.secret';

export interface CaptchaResult {
  geetestChallenge?: string;
  geetestSeccode?: string;
  geetestValidateV4?: string;
}

export interface V3Solution {
  geetest_challenge: string;
  geetest_validate: string;
  geetest_seccode: string;
}

export interface V4Solution {
  captcha_id: string;
  lot_number: string;
  captcha_output: string;
  pass_token: string;
  gen_time: string;
}

/** The provider's signing secret, made once per database (a reset makes a new one). */
export function captchaSecret(db: Db): string {
  const existing = db.prepare('SELECT value FROM app_state WHERE key = ?').pluck().get(SECRET_KEY) as string | undefined;
  if (existing) return existing;
  const made = randomHex(32);
  db.prepare('INSERT OR IGNORE INTO app_state (key, value) VALUES (?, ?)').run(SECRET_KEY, made);
  return db.prepare('SELECT value FROM app_state WHERE key = ?').pluck().get(SECRET_KEY) as string;
}

function sign(db: Db, ...parts: string[]): string {
  return createHmac('sha256', captchaSecret(db)).update(parts.join('\n')).digest('hex');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

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

function v3Validate(db: Db, gt: string, challenge: string): string {
  return sign(db, 'v3', gt, challenge).slice(0, 32);
}

/** What the v3 widget hands the page once the member solved the challenge (the emulator's verify step). */
export function solveV3(db: Db, gt: string, challenge: string): V3Solution {
  const validate = v3Validate(db, gt, challenge);
  return { geetest_challenge: challenge, geetest_validate: validate, geetest_seccode: `${validate}|jordan` };
}

function v4Output(db: Db, captchaId: string, lotNumber: string, genTime: string): string {
  return Buffer.from(sign(db, 'v4-output', captchaId, lotNumber, genTime), 'hex').toString('base64url');
}

function v4PassToken(db: Db, captchaId: string, lotNumber: string, output: string, genTime: string): string {
  return sign(db, 'v4-pass', captchaId, lotNumber, output, genTime);
}

/** What the v4 widget hands the page (getValidate) for this captcha id. */
export function solveV4(db: Db, captchaId: string, now: number): V4Solution {
  const lotNumber = randomHex(16);
  const genTime = String(Math.floor(now / 1000));
  const output = v4Output(db, captchaId, lotNumber, genTime);
  db.prepare('INSERT INTO captcha_passes (lot_number, captcha_id, created_at) VALUES (?, ?, ?)').run(lotNumber, captchaId, now);
  db.prepare('DELETE FROM captcha_passes WHERE created_at < ?').run(now - CHALLENGE_TTL_MS);
  return {
    captcha_id: captchaId,
    lot_number: lotNumber,
    captcha_output: output,
    pass_token: v4PassToken(db, captchaId, lotNumber, output, genTime),
    gen_time: genTime,
  };
}

function validV3(db: Db, merchant: Merchant, challenge: string, seccode: string, now: number): boolean {
  const gt = merchant.config.settings.gw.GEETEST_ID;
  if (!sameText(seccode, `${v3Validate(db, gt, challenge)}|jordan`)) return false;
  const used = db
    .prepare('DELETE FROM captcha_challenges WHERE challenge = ? AND merchant = ? AND created_at >= ?')
    .run(challenge, merchant.code, now - CHALLENGE_TTL_MS);
  return used.changes === 1;
}

function parseV4(raw: string): Partial<V4Solution> | undefined {
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null ? (parsed as Partial<V4Solution>) : undefined;
  } catch {
    return undefined;
  }
}

function validV4(db: Db, merchant: Merchant, raw: string, now: number): boolean {
  const result = parseV4(raw);
  const captchaId = merchant.config.settings.gw.GEETEST_ID;
  if (!result?.lot_number || !result.captcha_output || !result.pass_token || !result.gen_time) return false;
  if (result.captcha_id !== undefined && result.captcha_id !== captchaId) return false;
  const genTime = Number(result.gen_time) * 1000;
  if (!Number.isFinite(genTime) || now - genTime > CHALLENGE_TTL_MS) return false;
  if (!sameText(result.captcha_output, v4Output(db, captchaId, result.lot_number, result.gen_time))) return false;
  if (!sameText(result.pass_token, v4PassToken(db, captchaId, result.lot_number, result.captcha_output, result.gen_time)))
    return false;
  const used = db.prepare('DELETE FROM captcha_passes WHERE lot_number = ? AND captcha_id = ?').run(result.lot_number, captchaId);
  return used.changes === 1;
}

/** Throws captcha.invalid unless the result is one this provider issued for the merchant's captcha, unused. */
export function requireCaptcha(db: Db, merchant: Merchant, result: CaptchaResult, now: number): void {
  const version = merchant.config.settings.gw.GEETEST_VERSION || GEETEST_VERSION_DEFAULT;
  const testMode = merchant.config.whitelabelVal.GEETESTTEST3;
  if (version === 'v4' || result.geetestValidateV4) {
    if (result.geetestValidateV4 && (testMode || validV4(db, merchant, result.geetestValidateV4, now))) return;
  } else if (result.geetestChallenge && result.geetestSeccode) {
    if (testMode || validV3(db, merchant, result.geetestChallenge, result.geetestSeccode, now)) return;
  }
  throw new BizError(ErrorCode.CAPTCHA_INVALID);
}
