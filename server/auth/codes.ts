/** One-time codes sent by SMS or e-mail: written to the dev outbox, readable by QA, consumed once. */
import type { Db } from '../db/database';
import { sixDigitCode } from '../crypto/tokens';

export const CODE_TTL_MS = 5 * 60 * 1000;
export const SMS_INTERVAL_MS = 60 * 1000;

export type Channel = 'sms' | 'email';

export interface OutboxMessage {
  id: number;
  merchant: string;
  channel: Channel;
  recipient: string;
  code: string;
  purpose: string;
  createdAt: number;
  used: boolean;
}

interface OutboxRow {
  id: number;
  merchant: string;
  channel: Channel;
  recipient: string;
  code: string;
  purpose: string;
  created_at: number;
  used: number;
}

function fromRow(row: OutboxRow): OutboxMessage {
  return { ...row, createdAt: row.created_at, used: row.used === 1 };
}

export function lastMessage(
  db: Db,
  merchant: string | undefined,
  channel: Channel,
  recipient: string,
): OutboxMessage | undefined {
  const row = db
    .prepare(
      `SELECT * FROM outbox WHERE channel = ? AND recipient = ? ${merchant ? 'AND merchant = ?' : ''} ORDER BY id DESC LIMIT 1`,
    )
    .get(...(merchant ? [channel, recipient, merchant] : [channel, recipient])) as OutboxRow | undefined;
  return row && fromRow(row);
}

/** True when an SMS went to this number less than 60 s ago. */
export function smsTooSoon(db: Db, merchant: string, recipient: string, now: number): boolean {
  const last = lastMessage(db, merchant, 'sms', recipient);
  return last !== undefined && now - last.createdAt < SMS_INTERVAL_MS;
}

export function sendCode(db: Db, merchant: string, channel: Channel, recipient: string, purpose: string, now: number): string {
  const code = sixDigitCode();
  db.prepare('INSERT INTO outbox (merchant, channel, recipient, code, purpose, created_at) VALUES (?, ?, ?, ?, ?, ?)').run(
    merchant,
    channel,
    recipient,
    code,
    purpose,
    now,
  );
  return code;
}

/** Marks the code used when it is the latest live code for this recipient. */
export function consumeCode(db: Db, merchant: string, channel: Channel, recipient: string, code: string, now: number): boolean {
  const last = lastMessage(db, merchant, channel, recipient);
  if (!last || last.used || last.code !== code || now - last.createdAt > CODE_TTL_MS) return false;
  db.prepare('UPDATE outbox SET used = 1 WHERE id = ?').run(last.id);
  return true;
}

export function listOutbox(db: Db): OutboxMessage[] {
  return (db.prepare('SELECT * FROM outbox ORDER BY id').all() as OutboxRow[]).map(fromRow);
}
