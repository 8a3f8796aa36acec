/** Web-push registration tokens (R6–R8): bound to the customer when a session is present, with their topics. */
import type { Db } from '../db/database';

export interface PushToken {
  registrationToken: string;
  merchant: string;
  memberId: string | null;
  topics: string[];
  subscribed: boolean;
}

function read(db: Db, token: string): PushToken | undefined {
  const row = db.prepare('SELECT * FROM push_tokens WHERE registration_token = ?').get(token) as
    { registration_token: string; merchant: string; member_id: string | null; topics: string; subscribed: number } | undefined;
  return (
    row && {
      registrationToken: row.registration_token,
      merchant: row.merchant,
      memberId: row.member_id,
      topics: JSON.parse(row.topics) as string[],
      subscribed: row.subscribed === 1,
    }
  );
}

function write(db: Db, token: PushToken, now: number): void {
  db.prepare(
    `INSERT INTO push_tokens (registration_token, merchant, member_id, topics, subscribed, updated_at) VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (registration_token) DO UPDATE SET merchant = excluded.merchant, member_id = excluded.member_id, topics = excluded.topics,
       subscribed = excluded.subscribed, updated_at = excluded.updated_at`,
  ).run(token.registrationToken, token.merchant, token.memberId, JSON.stringify(token.topics), token.subscribed ? 1 : 0, now);
}

export function bindToken(db: Db, merchant: string, registrationToken: string, memberId: string | null, now: number): void {
  const existing = read(db, registrationToken);
  write(
    db,
    {
      registrationToken,
      merchant,
      memberId: memberId ?? existing?.memberId ?? null,
      topics: existing?.topics ?? [],
      subscribed: true,
    },
    now,
  );
}

export function subscribe(
  db: Db,
  merchant: string,
  registrationToken: string,
  topic: string,
  memberId: string | null,
  now: number,
): void {
  const existing = read(db, registrationToken);
  const topics = [...new Set([...(existing?.topics ?? []), topic])];
  write(db, { registrationToken, merchant, memberId: memberId ?? existing?.memberId ?? null, topics, subscribed: true }, now);
}

export function unsubscribe(db: Db, merchant: string, registrationToken: string, unsubscribeAll: boolean, now: number): void {
  const existing = read(db, registrationToken);
  if (!existing) return;
  write(db, { ...existing, merchant, topics: unsubscribeAll ? [] : existing.topics, subscribed: !unsubscribeAll }, now);
}

export function listPushTokens(db: Db): PushToken[] {
  return (db.prepare('SELECT registration_token FROM push_tokens').pluck().all() as string[])
    .map((token) => read(db, token))
    .filter((token): token is PushToken => !!token);
}
