/**
 * The local GeeTest risk check (GEETESTRISK3; ACCEPTANCE C53, G13, G20). The risk library, initialised with the
 * merchant's gw.GEETEST_RISK_APP_ID and a scene, asks the provider for a token; the login then carries
 * geetestRisk {geeToken, scene}, and the backend checks it the way it would ask the vendor: an HMAC over the app id,
 * the scene, a one-time nonce and its time, accepted once and within 10 minutes. Test mode (GEETESTTEST3, Q38) accepts
 * any token.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '../../src/shared/contract';
import { BizError } from '../http/errors';
import { randomHex } from '../crypto/tokens';
import type { Db } from '../db/database';
import type { Merchant } from '../merchants/store';
import { captchaSecret, CHALLENGE_TTL_MS } from './captcha';

export interface RiskToken {
  geeToken: string;
}

/** Single use: a nonce sits in captcha_passes (as a v4 lot number does) under this id until it is used. */
const passId = (appId: string) => `risk:${appId}`;

function signature(db: Db, appId: string, scene: string, nonce: string, genTime: string): string {
  return createHmac('sha256', captchaSecret(db)).update(['risk', appId, scene, nonce, genTime].join('\n')).digest('hex');
}

/** What the risk library hands the page for an app id and scene. */
export function issueRiskToken(db: Db, appId: string, scene: string, now: number): RiskToken {
  const nonce = randomHex(16);
  const genTime = String(Math.floor(now / 1000));
  db.prepare('INSERT INTO captcha_passes (lot_number, captcha_id, created_at) VALUES (?, ?, ?)').run(nonce, passId(appId), now);
  db.prepare('DELETE FROM captcha_passes WHERE created_at < ?').run(now - CHALLENGE_TTL_MS);
  return { geeToken: `${nonce}.${genTime}.${signature(db, appId, scene, nonce, genTime)}` };
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function validToken(db: Db, appId: string, geeToken: string, scene: string, now: number): boolean {
  const [nonce, genTime, signed, ...rest] = geeToken.split('.');
  if (!nonce || !genTime || !signed || rest.length > 0 || !scene) return false;
  const issuedAt = Number(genTime) * 1000;
  if (!Number.isFinite(issuedAt) || now - issuedAt > CHALLENGE_TTL_MS) return false;
  if (!sameText(signed, signature(db, appId, scene, nonce, genTime))) return false;
  const used = db.prepare('DELETE FROM captcha_passes WHERE lot_number = ? AND captcha_id = ?').run(nonce, passId(appId));
  return used.changes === 1;
}

/** Under GEETESTRISK3 a login needs a risk token issued for the merchant's risk app id and the sent scene. */
export function requireRisk(
  db: Db,
  merchant: Merchant,
  risk: { geeToken?: string; scene?: string } | undefined,
  now: number,
): void {
  if (!merchant.config.whitelabelVal.GEETESTRISK3) return;
  const geeToken = risk?.geeToken ?? '';
  const scene = risk?.scene ?? '';
  if (geeToken && scene && merchant.config.whitelabelVal.GEETESTTEST3) return;
  const appId = merchant.config.settings.gw.GEETEST_RISK_APP_ID;
  if (appId && validToken(db, appId, geeToken, scene, now)) return;
  throw new BizError(ErrorCode.CAPTCHA_INVALID);
}
