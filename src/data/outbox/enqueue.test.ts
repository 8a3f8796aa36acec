import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OUTBOX_MAX_AGE_MS, OUTBOX_MAX_PENDING } from '../../shared/constants';
import { createEventTransport, droppedCount, enqueue, flushOutbox } from '.';
import type { OutboxRecord } from '../db';
import {
  BASE_URL,
  FakeBackend,
  MERCHANT,
  drive,
  makeEvent,
  newDb,
  useFakeClock,
  T0,
} from '../../../tests/unit/support/outbox-helpers';

beforeEach(useFakeClock);
afterEach(() => {
  vi.useRealTimers();
});

function deps(db: ReturnType<typeof newDb>, backend: FakeBackend) {
  return {
    db,
    transport: createEventTransport({
      fetch: backend.fetch,
      baseUrl: BASE_URL,
      getLanguage: () => 'EN',
      getMerchant: () => MERCHANT,
    }),
    locks: null,
    random: () => 0,
  };
}

/** Writes n pending records straight into the table (fast), createdAt T0 + i. */
async function seed(
  db: ReturnType<typeof newDb>,
  n: number,
  createdAt = (i: number) => T0 - 100_000 + i,
): Promise<OutboxRecord[]> {
  const records: OutboxRecord[] = Array.from({ length: n }, (_, i) => {
    const eventId = `seed-${String(i).padStart(6, '0')}`;
    const e = makeEvent();
    return {
      eventId,
      event: { ...e, eventValue: { ...e.eventValue, eventId } },
      state: 'pending',
      createdAt: createdAt(i),
      attempts: 0,
    };
  });
  await db.outbox.bulkAdd(records);
  return records;
}

describe('enqueue', () => {
  it('writes the event, with its eventId, as pending before anything is sent', async () => {
    const db = newDb();
    const backend = new FakeBackend();
    const record = await enqueue(db, makeEvent({ eventName: 'viewContent' }), { randomUUID: () => 'id-1' });

    expect(backend.calls).toHaveLength(0);
    expect(record.eventId).toBe('id-1');
    const stored = await db.outbox.get('id-1');
    expect(stored).toMatchObject({ eventId: 'id-1', state: 'pending', createdAt: T0, attempts: 0 });
    expect(stored?.event.eventValue.eventId).toBe('id-1');
    expect(Object.keys(stored?.event ?? {}).sort()).toEqual(['affiliateCode', 'domain', 'eventName', 'eventValue']);
  });

  it('uses crypto.randomUUID by default', async () => {
    const db = newDb();
    const record = await enqueue(db, makeEvent());
    expect(record.eventId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('builds a v4 UUID from getRandomValues where randomUUID is missing (plain HTTP)', async () => {
    const db = newDb();
    const getRandomValues = vi.spyOn(crypto, 'getRandomValues');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true }); // shadows the method
    try {
      const ids = await Promise.all([enqueue(db, makeEvent()), enqueue(db, makeEvent())]);
      for (const { eventId } of ids)
        expect(eventId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(ids[0]?.eventId).not.toBe(ids[1]?.eventId);
      expect(getRandomValues).toHaveBeenCalledTimes(2);
    } finally {
      delete (crypto as { randomUUID?: unknown }).randomUUID;
      getRandomValues.mockRestore();
    }
    expect(typeof crypto.randomUUID).toBe('function');
  });

  it('is idempotent for an eventId given by the caller', async () => {
    const db = newDb();
    await enqueue(db, makeEvent({}, { eventId: 'same' }));
    await enqueue(db, makeEvent({}, { eventId: 'same' }));
    expect(await db.outbox.count()).toBe(1);
  });

  it('refuses a name outside the 16 tracking events', async () => {
    const db = newDb();
    await expect(enqueue(db, makeEvent({ eventName: 'purchase' as never }))).rejects.toThrow(TypeError);
    expect(await db.outbox.count()).toBe(0);
  });

  it('ignores a droppedCount given by the caller: only the outbox reports drops', async () => {
    const db = newDb();
    const record = await enqueue(db, makeEvent({}, { droppedCount: 99 }));
    expect(record.event.eventValue.droppedCount).toBeUndefined();
  });
});

describe('caps', () => {
  it('the 10,001st pending event drops the oldest; the count travels with the next successful submission', async () => {
    const db = newDb();
    const backend = new FakeBackend();
    await seed(db, OUTBOX_MAX_PENDING);

    const newest = await enqueue(db, makeEvent({ eventName: 'deposit' }), { randomUUID: () => 'newest' });
    expect(await db.outbox.count()).toBe(OUTBOX_MAX_PENDING);
    expect(await db.outbox.get('seed-000000')).toBeUndefined();
    expect(await db.outbox.get('seed-000001')).toBeDefined();
    // The count moved from the 'dropped' row onto the new event, which has never been sent.
    expect(newest.event.eventValue.droppedCount).toBe(1);
    expect(await droppedCount(db)).toBe(0);

    // The event endpoint fails: the first 4 events exhaust their POSTs, then everything goes by ping batches.
    backend.failPost({ status: 503 });
    const result = await drive(flushOutbox(deps(db, backend)));
    expect(result).toMatchObject({ delivered: OUTBOX_MAX_PENDING, pending: 0 });
    expect(backend.posts).toHaveLength(16);
    expect(backend.stored.size).toBe(OUTBOX_MAX_PENDING);
    expect(backend.stored.has('seed-000000')).toBe(false);
    expect(backend.stored.get('newest')?.eventValue.droppedCount).toBe(1);
    expect([...backend.received.values()].every((n) => n === 1)).toBe(true);
    // No other event carries a count; the next event enqueued carries none.
    const others = backend.calls.flatMap((c) => c.events).filter((e) => e.eventValue.eventId !== 'newest');
    expect(others.every((e) => e.eventValue.droppedCount === undefined)).toBe(true);
    expect((await enqueue(db, makeEvent())).event.eventValue.droppedCount).toBeUndefined();
  }, 60_000);

  it('events older than 7 days are dropped and counted, at enqueue and at flush', async () => {
    const db = newDb();
    const backend = new FakeBackend();
    await seed(db, 3, (i) => T0 - OUTBOX_MAX_AGE_MS - 1000 + i * 10); // all older than 7 days at T0
    await seed(db, 0);
    await db.outbox.add({ ...(await db.outbox.get('seed-000002'))!, eventId: 'young', createdAt: T0 - 1000 });

    const result = await drive(flushOutbox(deps(db, backend)));
    expect(result).toMatchObject({ delivered: 1, dropped: 3, pending: 0 });
    expect(backend.calls.flatMap((c) => c.events.map((e) => e.eventValue.eventId))).toEqual(['seed-000002']);
    expect(await droppedCount(db)).toBe(3);

    const next = await enqueue(db, makeEvent({ eventName: 'gameLaunch' }), { randomUUID: () => 'next' });
    expect(next.event.eventValue.droppedCount).toBe(3);
    expect(await droppedCount(db)).toBe(0);

    // Aged out at enqueue time: one more dropped (and it carried the 3), all go to the next event.
    vi.setSystemTime(T0 + OUTBOX_MAX_AGE_MS + 1);
    const later = await enqueue(db, makeEvent(), { randomUUID: () => 'later' });
    expect(await db.outbox.get('next')).toBeUndefined();
    expect(later.event.eventValue.droppedCount).toBe(4);

    await drive(flushOutbox(deps(db, backend)));
    expect(backend.stored.get('later')?.eventValue.droppedCount).toBe(4);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a refused event gives its count back, for the next event', async () => {
    const db = newDb();
    const backend = new FakeBackend();
    await db.outboxMeta.put({ key: 'dropped', count: 2 });
    await enqueue(db, makeEvent(), { randomUUID: () => 'refused' });
    backend.failPost({ status: 400, body: { success: false, errorCode: 'event.unknown' } });
    await drive(flushOutbox(deps(db, backend)));
    expect(await db.outbox.get('refused')).toMatchObject({ state: 'rejected', rejectedCode: 'event.unknown' });
    expect((await db.outbox.get('refused'))?.event.eventValue.droppedCount).toBeUndefined();
    expect(await droppedCount(db)).toBe(2);
    expect((await enqueue(db, makeEvent())).event.eventValue.droppedCount).toBe(2);
  });
});
