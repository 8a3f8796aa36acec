/**
 * LINE login through a local provider: an authorisation code or a LIFF access token (a "grant") is
 * exchanged once for a LINE session token the member site keeps and sends to the login calls.
 */
import type { LineLoginValue } from '../../src/shared/contract';
import type { Db } from '../db/database';
import { randomToken } from '../crypto/tokens';

export const LINE_SESSION_TTL_MS = 24 * 60 * 60 * 1000;
export const LINE_GRANT_TTL_MS = 10 * 60 * 1000;

export interface LineProfile {
  lineUserId: string;
  name: string;
  picture: string;
}

export function issueGrant(
  db: Db,
  kind: 'code' | 'accessToken',
  profile: LineProfile,
  now: number,
  ttlMs = LINE_GRANT_TTL_MS,
): string {
  const grant = randomToken(16);
  db.prepare(
    'INSERT INTO line_grants (grant_value, kind, line_user_id, name, picture, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(grant, kind, profile.lineUserId, profile.name, profile.picture, now + ttlMs);
  return grant;
}

/** Codes are single-use; LIFF access tokens can be exchanged until they expire. */
export function exchangeGrant(
  db: Db,
  merchant: string,
  kind: 'code' | 'accessToken',
  grant: string,
  now: number,
): LineLoginValue | undefined {
  const row = db
    .prepare('SELECT line_user_id, name, picture, expires_at FROM line_grants WHERE grant_value = ? AND kind = ?')
    .get(grant, kind) as { line_user_id: string; name: string; picture: string; expires_at: number } | undefined;
  if (!row || row.expires_at <= now) return undefined;
  if (kind === 'code') db.prepare('DELETE FROM line_grants WHERE grant_value = ?').run(grant);
  const token = randomToken();
  db.prepare(
    'INSERT INTO line_sessions (token, merchant, line_user_id, name, picture, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(token, merchant, row.line_user_id, row.name, row.picture, now + LINE_SESSION_TTL_MS);
  return { lineSessionToken: token, name: row.name, picture: row.picture };
}

export function lineSession(db: Db, merchant: string, token: string, now: number): LineProfile | undefined {
  const row = db
    .prepare('SELECT line_user_id, name, picture, expires_at FROM line_sessions WHERE token = ? AND merchant = ?')
    .get(token, merchant) as { line_user_id: string; name: string; picture: string; expires_at: number } | undefined;
  if (!row || row.expires_at <= now) return undefined;
  return { lineUserId: row.line_user_id, name: row.name, picture: row.picture };
}

export function updateLineProfile(db: Db, token: string, name: string, picture: string): void {
  db.prepare('UPDATE line_sessions SET name = ?, picture = ? WHERE token = ?').run(name, picture, token);
}
