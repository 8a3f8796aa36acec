/**
 * Second-factor login (login_verify_required): a pending verification token per login, 10 minutes long, ended by
 * MAX_VERIFY_ATTEMPTS wrong codes. Codes are the one sent by e-mail or SMS, or the member's authenticator (ga) code;
 * QA backends also take the fixed code of ACCEPTANCE 0.4.
 */
import type { LoginVerifyRequired } from '../../src/shared/contract';
import type { Db } from '../db/database';
import type { Member } from '../members/members';
import { randomToken } from '../crypto/tokens';
import { consumeCode } from './codes';
import { totpValid } from './totp';

export const VERIFICATION_TTL_MS = 10 * 60 * 1000;
/** Wrong codes a pending verification takes; the last one ends it, and the member must log in again. */
export const MAX_VERIFY_ATTEMPTS = 5;
/** The fixed code every 2FA member accepts on a QA backend (ACCEPTANCE 0.4), besides the real ones. */
export const QA_VERIFY_CODE = '000000';

export type VerificationMode = 'email' | 'ga' | 'sms';

export interface PendingVerification {
  token: string;
  memberId: string;
  mode: VerificationMode;
}

export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}***@${domain}`;
}

export function maskMobile(mobile: string): string {
  return `${mobile.slice(0, 3)}****${mobile.slice(-3)}`;
}

export function startVerification(db: Db, member: Member, now: number): LoginVerifyRequired {
  const mode = member.verificationMode ?? 'ga';
  const token = randomToken();
  db.prepare('INSERT INTO login_verifications (token, merchant, member_id, mode, expires_at) VALUES (?, ?, ?, ?, ?)').run(
    token,
    member.merchant,
    member.id,
    mode,
    now + VERIFICATION_TTL_MS,
  );
  const value: LoginVerifyRequired = { verifyToken: token };
  if (mode === 'email') value.email = maskEmail(member.email ?? '');
  if (mode === 'ga') value.ga = true;
  if (mode === 'sms') value.sms = maskMobile(member.mobile ?? '');
  return value;
}

export function findVerification(db: Db, merchant: string, token: string, now: number): PendingVerification | undefined {
  const row = db
    .prepare('SELECT token, member_id, mode, expires_at, attempts FROM login_verifications WHERE token = ? AND merchant = ?')
    .get(token, merchant) as
    { token: string; member_id: string; mode: VerificationMode; expires_at: number; attempts: number } | undefined;
  if (!row || row.expires_at <= now || row.attempts >= MAX_VERIFY_ATTEMPTS) return undefined;
  return { token: row.token, memberId: row.member_id, mode: row.mode };
}

export function finishVerification(db: Db, token: string): void {
  db.prepare('DELETE FROM login_verifications WHERE token = ?').run(token);
}

/** Counts a wrong code; at MAX_VERIFY_ATTEMPTS the verification ends. */
export function recordWrongCode(db: Db, token: string): void {
  const attempts = db
    .prepare('UPDATE login_verifications SET attempts = attempts + 1 WHERE token = ? RETURNING attempts')
    .pluck()
    .get(token) as number | undefined;
  if (attempts !== undefined && attempts >= MAX_VERIFY_ATTEMPTS) finishVerification(db, token);
}

/** A password change or reset ends the member's pending verifications (they were started with the old password). */
export function endMemberVerifications(db: Db, memberId: string): void {
  db.prepare('DELETE FROM login_verifications WHERE member_id = ?').run(memberId);
}

export interface CodeCheck {
  db: Db;
  qa: boolean;
  now: number;
}

/** Whether code completes this verification; a sent code is consumed by the check. */
export function verificationCodeValid(check: CodeCheck, pending: PendingVerification, member: Member, code: string): boolean {
  if (check.qa && code === QA_VERIFY_CODE) return true;
  if (pending.mode === 'ga') return member.totpSecret !== null && totpValid(member.totpSecret, code, check.now);
  const recipient = codeRecipient(member, pending.mode);
  return consumeCode(check.db, member.merchant, pending.mode, recipient, code, check.now);
}

/** Where an e-mail or SMS code for this verification goes. */
export function codeRecipient(member: Member, mode: 'email' | 'sms'): string {
  return mode === 'email' ? (member.email ?? '') : (member.mobile ?? '');
}

/**
 * The verification submit carries the original login payload (Q11): when it names an account, it must be the one the
 * verification was started for.
 */
export function sameLoginMember(member: Member, username: string | undefined): boolean {
  const given = (username ?? '').trim();
  if (!given) return true;
  if (given.toLowerCase() === member.account.toLowerCase()) return true;
  // A numeric username logs in by mobile number (login-service memberForLogin).
  const digits = given.replace(/\D/g, '').replace(/^0+/, '');
  return /^\+?\d+$/.test(given) && !!member.mobile && digits === member.mobile;
}
