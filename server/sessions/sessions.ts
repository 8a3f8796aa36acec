/** Member sessions: random tokens in SQLite with a sliding expiry. */
import type { Db } from '../db/database';
import { randomToken } from '../crypto/tokens';

export interface SessionRecord {
  token: string;
  merchant: string;
  memberId: string;
  expiresAt: number;
  thirdPartyEnv: string | null;
}

interface SessionRow {
  token: string;
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
    'INSERT INTO sessions (token, merchant, member_id, created_at, expires_at, third_party_env) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(token, merchant, memberId, now, now + ttlMs, thirdPartyEnv ?? null);
  return token;
}

/** Returns the live session for this merchant and slides its expiry; expired sessions are deleted. */
export function touchSession(db: Db, token: string, merchant: string, now: number, ttlMs: number): SessionRecord | undefined {
  const row = db
    .prepare('SELECT token, merchant, member_id, expires_at, third_party_env FROM sessions WHERE token = ?')
    .get(token) as SessionRow | undefined;
  if (!row || row.merchant !== merchant) return undefined;
  if (row.expires_at <= now) {
    db.prepare('DELETE FROM sessions WHERE token = ?').run(token);
    return undefined;
  }
  const expiresAt = now + ttlMs;
  db.prepare('UPDATE sessions SET expires_at = ? WHERE token = ?').run(expiresAt, token);
  return { token, merchant, memberId: row.member_id, expiresAt, thirdPartyEnv: row.third_party_env };
}

export function deleteSession(db: Db, token: string): void {
  db.prepare('DELETE FROM sessions WHERE token = ?').run(token);
}

export function recordThirdPartyRefresh(db: Db, token: string, env: string, now: number): void {
  db.prepare('UPDATE sessions SET third_party_env = ?, third_party_refreshed_at = ? WHERE token = ?').run(env, now, token);
}
