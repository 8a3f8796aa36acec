/** Maya third-party sessions (ACCEPTANCE Q8): a sessionId is exchanged for the Maya user behind it. */
import type { Db } from '../db/database';

export interface MayaUser {
  userId: string;
  displayName: string;
}

export function mayaUser(db: Db, merchant: string, sessionId: string): MayaUser | undefined {
  const row = db
    .prepare('SELECT user_id, display_name, valid FROM maya_sessions WHERE session_id = ? AND merchant = ?')
    .get(sessionId, merchant) as { user_id: string; display_name: string; valid: number } | undefined;
  return row && row.valid === 1 ? { userId: row.user_id, displayName: row.display_name } : undefined;
}
