/** Social identities (firebase, line, telegram, maya) bound to members. */
import type { Db } from '../db/database';

export type Provider = 'firebase' | 'line' | 'telegram' | 'maya';

export function boundMemberId(db: Db, merchant: string, provider: Provider, externalId: string): string | undefined {
  const row = db
    .prepare('SELECT member_id FROM social_identities WHERE merchant = ? AND provider = ? AND external_id = ?')
    .get(merchant, provider, externalId) as { member_id: string | null } | undefined;
  return row?.member_id ?? undefined;
}

export function bindIdentity(db: Db, merchant: string, provider: Provider, externalId: string, memberId: string): void {
  db.prepare(
    `INSERT INTO social_identities (merchant, provider, external_id, member_id) VALUES (?, ?, ?, ?)
     ON CONFLICT (merchant, provider, external_id) DO UPDATE SET member_id = excluded.member_id`,
  ).run(merchant, provider, externalId, memberId);
}
