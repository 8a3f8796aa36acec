/** Second-factor login (login_verify_required): a pending verification token per member, 10 minutes long. */
import type { LoginVerifyRequired } from '../../src/shared/contract';
import type { Db } from '../db/database';
import type { Member } from '../members/members';
import { randomToken } from '../crypto/tokens';

export const VERIFICATION_TTL_MS = 10 * 60 * 1000;
/** The fixed code the seeded 2FA members accept (ACCEPTANCE 0.4), besides any code actually sent. */
export const SEEDED_VERIFY_CODE = '000000';

export interface PendingVerification {
  token: string;
  memberId: string;
  mode: 'email' | 'ga' | 'sms';
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
    .prepare('SELECT token, member_id, mode, expires_at FROM login_verifications WHERE token = ? AND merchant = ?')
    .get(token, merchant) as
    { token: string; member_id: string; mode: PendingVerification['mode']; expires_at: number } | undefined;
  if (!row || row.expires_at <= now) return undefined;
  return { token: row.token, memberId: row.member_id, mode: row.mode };
}

export function finishVerification(db: Db, token: string): void {
  db.prepare('DELETE FROM login_verifications WHERE token = ?').run(token);
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
