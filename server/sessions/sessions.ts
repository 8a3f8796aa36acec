/**
 * Member sessions with a sliding expiry. The random token goes to the client once, at login; the store keeps only its
 * SHA-256, so a copy of the database cannot be replayed as anyone's session.
 */
import { createHash } from 'node:crypto';
import type { Db } from '../db/database';
import { randomToken } from '../crypto/tokens';

export interface SessionRecord {
  /** The token the request presented (never stored). */
  token: string;
  merchant: string;
  memberId: string;
  expiresAt: number;
  thirdPartyEnv: string | null;
}

interface SessionRow {
  merchant: string;
  member_id: string;
  expires_at: number;
  third_party_env: string | null;
}

/** The token from `Authorization: <token>` or `Authorization: Bearer <token>` (ACCEPTANCE Q21). */
export function tokenFromHeader(header: string | undefined): string | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  const match = /^bearer\s+(.+)$/i.exec(value);
  return (match ? match[1] : value)?.trim() || undefined;
}

/** The stored key of a session token (a 192-bit random token needs no salt or slow hash). */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function createSession(
  db: Db,
  merchant: string,
  memberId: string,
  now: number,
  ttlMs: number,
  thirdPartyEnv?: string,
): string {
  const token = randomToken();
  db.prepare(
    'INSERT INTO sessions (token_hash, merchant, member_id, created_at, expires_at, third_party_env) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(hashSessionToken(token), merchant, memberId, now, now + ttlMs, thirdPartyEnv ?? null);
  return token;
}

/** Returns the live session for this merchant and slides its expiry; expired sessions are deleted. */
export function touchSession(db: Db, token: string, merchant: string, now: number, ttlMs: number): SessionRecord | undefined {
  const tokenHash = hashSessionToken(token);
  const row = db
    .prepare('SELECT merchant, member_id, expires_at, third_party_env FROM sessions WHERE token_hash = ?')
    .get(tokenHash) as SessionRow | undefined;
  if (!row || row.merchant !== merchant) return undefined;
  if (row.expires_at <= now) {
    db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(tokenHash);
    return undefined;
  }
  const expiresAt = now + ttlMs;
  db.prepare('UPDATE sessions SET expires_at = ? WHERE token_hash = ?').run(expiresAt, tokenHash);
  return { token, merchant, memberId: row.member_id, expiresAt, thirdPartyEnv: row.third_party_env };
}

export function deleteSession(db: Db, token: string): void {
  db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(hashSessionToken(token));
}

/** Ends every session of the member except the one holding keepToken (all of them without it). */
export function deleteMemberSessions(db: Db, memberId: string, keepToken?: string): number {
  const keep = keepToken === undefined ? '' : hashSessionToken(keepToken);
  return db.prepare('DELETE FROM sessions WHERE member_id = ? AND token_hash != ?').run(memberId, keep).changes;
}

export function recordThirdPartyRefresh(db: Db, token: string, env: string, now: number): void {
  db.prepare('UPDATE sessions SET third_party_env = ?, third_party_refreshed_at = ? WHERE token_hash = ?').run(
    env,
    now,
    hashSessionToken(token),
  );
}
