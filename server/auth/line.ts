/**
 * LINE sessions: once LINE has vouched for a user (server/auth/line-login-client.ts), the backend gives the member
 * site a LINE session token, which it keeps and sends to the login, registration and profile calls.
 */
import type { LineLoginValue } from '../../src/shared/contract';
import type { Db } from '../db/database';
import { randomToken } from '../crypto/tokens';

export const LINE_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export interface LineProfile {
  lineUserId: string;
  name: string;
  picture: string;
}

export function startLineSession(db: Db, merchant: string, profile: LineProfile, now: number): LineLoginValue {
  const token = randomToken();
  db.prepare(
    'INSERT INTO line_sessions (token, merchant, line_user_id, name, picture, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(token, merchant, profile.lineUserId, profile.name, profile.picture, now + LINE_SESSION_TTL_MS);
  return { lineSessionToken: token, name: profile.name, picture: profile.picture };
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
