/**
 * Password changes and resets, and what they end: a change keeps the session that made it and ends the member's
 * others; a reset by SMS code (the member has lost the password, maybe to someone else) ends every session.
 * Both end pending login verifications, which were started with the old password.
 */
import type { Db } from '../db/database';
import { deleteMemberSessions } from '../sessions/sessions';
import { endMemberVerifications } from '../auth/verification';
import { updateMember, type MemberPatch } from './members';

export function changePassword(
  db: Db,
  memberId: string,
  newPassword: string,
  currentSessionToken: string,
  patch: MemberPatch = {},
): void {
  db.transaction(() => {
    updateMember(db, memberId, { ...patch, password: newPassword });
    deleteMemberSessions(db, memberId, currentSessionToken);
    endMemberVerifications(db, memberId);
  })();
}

export function resetPassword(db: Db, memberId: string, newPassword: string, patch: MemberPatch = {}): void {
  db.transaction(() => {
    updateMember(db, memberId, { ...patch, password: newPassword });
    deleteMemberSessions(db, memberId);
    endMemberVerifications(db, memberId);
  })();
}
