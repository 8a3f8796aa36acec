/**
 * Every read and write of the outbox tables. Caps (OUTBOX_MAX_PENDING, OUTBOX_MAX_AGE_MS) drop the oldest pending
 * events and count them in outboxMeta 'dropped'; the count is then handed to the next event enqueued
 * (eventValue.droppedCount), which reports it when it is delivered. So a count is held by exactly one place at a
 * time: the 'dropped' row, or one event that has never been sent.
 */
import type { MemberDb, OutboxMeta, OutboxRecord } from '../db';
import type { TrackingEvent } from '../../shared/contract';
import { OUTBOX_MAX_AGE_MS, OUTBOX_MAX_PENDING } from '../../shared/constants';

const DROPPED = 'dropped' as const;
const PAUSE = 'pause' as const;

/** Pending records with createdAt in [from, to], through the [state+createdAt] index, oldest first. */
export function pendingRange(db: MemberDb, from: number = -Infinity, to: number = Infinity) {
  return db.outbox.where('[state+createdAt]').between(['pending', from], ['pending', to], true, true);
}

/**
 * The table's count is cheap, an indexed count walks its range: so pending = all − rejected, rejected being few
 * (the backend refused them).
 */
export function countPending(db: MemberDb): Promise<number> {
  return db.transaction('r', db.outbox, () => countPendingInTransaction(db));
}

async function countPendingInTransaction(db: MemberDb): Promise<number> {
  const all = await db.outbox.count();
  const rejected = await db.outbox
    .where('[state+createdAt]')
    .between(['rejected', -Infinity], ['rejected', Infinity], true, true)
    .count();
  return all - rejected;
}

/** The droppedCount an event carries back to the 'dropped' row when it leaves without reporting it. */
function carried(record: OutboxRecord): number {
  const value = record.event.eventValue.droppedCount;
  return typeof value === 'number' && value > 0 ? value : 0;
}

async function addDropped(db: MemberDb, count: number): Promise<void> {
  if (count <= 0) return;
  const row = await db.outboxMeta.get(DROPPED);
  await db.outboxMeta.put({ key: DROPPED, count: (row?.count ?? 0) + count });
}

/** Deletes pending records, adding them (and the counts they carried) to 'dropped'. Runs inside a rw transaction. */
async function dropRecords(db: MemberDb, records: OutboxRecord[]): Promise<number> {
  if (records.length === 0) return 0;
  await db.outbox.bulkDelete(records.map((r) => r.eventId));
  await addDropped(
    db,
    records.reduce((sum, r) => sum + 1 + carried(r), 0),
  );
  return records.length;
}

/** Drops pending events older than OUTBOX_MAX_AGE_MS, and forgets rejected ones past the same age. */
export async function pruneExpired(db: MemberDb, now: number): Promise<number> {
  const cutoff = now - OUTBOX_MAX_AGE_MS;
  return db.transaction('rw', db.outbox, db.outboxMeta, async () => {
    const expired = await db.outbox
      .where('[state+createdAt]')
      .between(['pending', -Infinity], ['pending', cutoff], true, false)
      .toArray();
    // A rejected event was reported to us by the backend's refusal; after the same age it is no longer worth keeping.
    await db.outbox.where('[state+createdAt]').between(['rejected', -Infinity], ['rejected', cutoff], true, false).delete();
    return dropRecords(db, expired);
  });
}

export interface EnqueueResult {
  record: OutboxRecord;
  /** Events this call dropped to keep the caps (over the pending limit or too old). */
  dropped: number;
}

/**
 * Writes the event as pending, enforces the caps, and hands it any unreported dropped count: all in one
 * transaction. An event whose eventId is already stored is not written twice.
 */
export async function insertPending(db: MemberDb, event: TrackingEvent, now: number): Promise<EnqueueResult> {
  return db.transaction('rw', db.outbox, db.outboxMeta, async () => {
    const existing = await db.outbox.get(event.eventValue.eventId);
    if (existing) return { record: existing, dropped: 0 };

    const cutoff = now - OUTBOX_MAX_AGE_MS;
    const expired = await db.outbox
      .where('[state+createdAt]')
      .between(['pending', -Infinity], ['pending', cutoff], true, false)
      .toArray();
    let dropped = await dropRecords(db, expired);

    const excess = (await countPendingInTransaction(db)) + 1 - OUTBOX_MAX_PENDING;
    if (excess > 0) dropped += await dropRecords(db, await pendingRange(db).limit(excess).toArray());

    const meta = await db.outboxMeta.get(DROPPED);
    const owed = meta?.count ?? 0;
    const record: OutboxRecord = {
      eventId: event.eventValue.eventId,
      event: owed > 0 ? { ...event, eventValue: { ...event.eventValue, droppedCount: owed } } : event,
      state: 'pending',
      createdAt: now,
      attempts: 0,
    };
    if (owed > 0) await db.outboxMeta.delete(DROPPED);
    await db.outbox.add(record);
    return { record, dropped };
  });
}

/** Counts events that could not even be stored (quota). Best effort: the database itself may be failing. */
export async function countUnstorable(db: MemberDb, count = 1): Promise<void> {
  try {
    await db.transaction('rw', db.outboxMeta, () => addDropped(db, count));
  } catch {
    // Nothing more can be done: the error of the write itself goes to the caller.
  }
}

export async function droppedCount(db: MemberDb): Promise<number> {
  return (await db.outboxMeta.get(DROPPED))?.count ?? 0;
}

/** Delivered: the backend has these events (it deduplicates on eventId), so they leave the outbox. */
export async function markDelivered(db: MemberDb, eventIds: readonly string[]): Promise<void> {
  await db.outbox.bulkDelete([...eventIds]);
}

/** Refused for good: kept as 'rejected' with the backend's code; a count it carried goes back to 'dropped'. */
export async function markRejected(db: MemberDb, eventId: string, code: string, attempts: number, now: number): Promise<void> {
  await db.transaction('rw', db.outbox, db.outboxMeta, async () => {
    const record = await db.outbox.get(eventId);
    if (!record || record.state !== 'pending') return;
    const owed = carried(record);
    const { droppedCount: _reported, ...eventValue } = record.event.eventValue;
    await db.outbox.put({
      ...record,
      event: owed > 0 ? { ...record.event, eventValue: { ...eventValue, eventId } } : record.event,
      state: 'rejected',
      rejectedCode: code,
      attempts: record.attempts + attempts,
      lastCode: code,
      lastAttemptAt: now,
    });
    await addDropped(db, owed);
  });
}

/** Not delivered this time: the events stay pending, with the attempts made and the last reason. */
export async function recordAttempts(
  db: MemberDb,
  attempts: ReadonlyMap<string, number>,
  code: string,
  now: number,
): Promise<void> {
  if (attempts.size === 0) return;
  await db.outbox
    .where(':id')
    .anyOf([...attempts.keys()])
    .modify((record) => {
      if (record.state !== 'pending') return;
      record.attempts += attempts.get(record.eventId) ?? 0;
      record.lastCode = code;
      record.lastAttemptAt = now;
    });
}

/** When the backend asked for a wait longer than a flush waits (Retry-After), no flush runs before this time. */
export async function pausedUntil(db: MemberDb, now: number): Promise<number | undefined> {
  const row = await db.outboxMeta.get(PAUSE);
  return row?.expiresAt !== undefined && row.expiresAt > now ? row.expiresAt : undefined;
}

export async function pauseUntil(db: MemberDb, until: number): Promise<void> {
  await db.transaction('rw', db.outboxMeta, async () => {
    const row = await db.outboxMeta.get(PAUSE);
    if ((row?.expiresAt ?? 0) < until) await db.outboxMeta.put({ key: PAUSE, expiresAt: until } satisfies OutboxMeta);
  });
}
