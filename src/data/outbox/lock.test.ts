import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemberDb } from '../db';
import { createEventTransport, enqueue, flushOutbox, type FlushDeps } from '.';
import { acquireLease, releaseLease, renewLease } from './lock';
import { OUTBOX_LEASE_MS } from '../../shared/constants';
import {
  BASE_URL,
  FakeBackend,
  FakeLocks,
  MERCHANT,
  T0,
  drive,
  makeEvent,
  useFakeClock,
} from '../../../tests/unit/support/outbox-helpers';

beforeEach(useFakeClock);
afterEach(() => {
  vi.useRealTimers();
});

function flusher(db: MemberDb, backend: FakeBackend, holderId: string, locks: FakeLocks | null): FlushDeps {
  return {
    db,
    transport: createEventTransport({
      fetch: backend.fetch,
      baseUrl: BASE_URL,
      getLanguage: () => 'EN',
      getMerchant: () => MERCHANT,
    }),
    locks,
    holderId,
    random: Math.random,
  };
}

describe('one flusher at a time', () => {
  for (const withLocks of [true, false]) {
    it(`two flushers on one database never send an event twice (${withLocks ? 'Web Locks' : 'lease row'})`, async () => {
      const name = `test-${crypto.randomUUID()}`;
      const tab = new MemberDb(name);
      const sw = new MemberDb(name);
      const locks = withLocks ? new FakeLocks() : null;
      // Some failures so the flush lasts a while and the two overlap.
      const backend = new FakeBackend().failPost({ status: 503 }, 6);
      const enqueued: string[] = [];
      for (let i = 0; i < 40; i += 1) {
        vi.setSystemTime(T0 + i);
        enqueued.push((await enqueue(i % 2 ? tab : sw, makeEvent())).eventId);
      }

      const results = await drive(
        Promise.all([
          flushOutbox(flusher(tab, backend, 'tab', locks)),
          flushOutbox(flusher(sw, backend, 'sw', locks)),
          flushOutbox(flusher(tab, backend, 'tab-2', locks)),
        ]),
      );
      const ran = results.filter((r) => r !== null);
      expect(ran).toHaveLength(1);
      expect(ran[0]).toMatchObject({ delivered: 40, pending: 0 });

      // Every event reached the backend once, and only the failed POSTs were repeated.
      expect(backend.posts).toHaveLength(46);
      expect([...backend.received.keys()].sort()).toEqual([...enqueued].sort());
      expect([...backend.received.values()].every((n) => n === 1)).toBe(true);
      expect(await tab.outbox.count()).toBe(0);
      if (!withLocks) expect(await tab.outboxMeta.get('lease')).toBeUndefined();
    });

    it(`a second flusher started while the first runs gets null and sends nothing (${withLocks ? 'Web Locks' : 'lease row'})`, async () => {
      const name = `test-${crypto.randomUUID()}`;
      const a = new MemberDb(name);
      const b = new MemberDb(name);
      const locks = withLocks ? new FakeLocks() : null;
      const backend = new FakeBackend().failPost({ status: 500 }, 2);
      await enqueue(a, makeEvent());
      const first = flushOutbox(flusher(a, backend, 'a', locks));
      await drive(new Promise<void>((resolve) => setTimeout(resolve, 500))); // the first is between two POSTs
      expect(backend.calls).toHaveLength(1);
      expect(await flushOutbox(flusher(b, backend, 'b', locks))).toBeNull();
      expect(backend.calls).toHaveLength(1);
      expect(await drive(first)).toMatchObject({ delivered: 1 });
      expect(backend.calls).toHaveLength(3);
      // Once the first is done, the lock is free again.
      expect(await drive(flushOutbox(flusher(b, backend, 'b', locks)))).toMatchObject({ delivered: 0, pending: 0 });
    });
  }
});

describe('lease row', () => {
  it('is taken atomically, renewed by its holder, released, and taken over once expired', async () => {
    const db = new MemberDb(`test-${crypto.randomUUID()}`);
    const races = await Promise.all(['x', 'y', 'z'].map((holder) => acquireLease(db, holder, T0)));
    expect(races.filter(Boolean)).toHaveLength(1);
    const winner = ['x', 'y', 'z'][races.indexOf(true)]!;
    expect(await db.outboxMeta.get('lease')).toEqual({ key: 'lease', holder: winner, expiresAt: T0 + OUTBOX_LEASE_MS });

    expect(await acquireLease(db, 'other', T0 + OUTBOX_LEASE_MS - 1)).toBe(false);
    expect(await renewLease(db, winner, T0 + 10_000)).toBe(true);
    expect(await acquireLease(db, 'other', T0 + OUTBOX_LEASE_MS + 1)).toBe(false);
    expect(await acquireLease(db, 'other', T0 + 10_000 + OUTBOX_LEASE_MS)).toBe(true);
    expect(await renewLease(db, winner, T0 + 70_000)).toBe(false);
    await releaseLease(db, winner); // not the holder any more: nothing happens
    expect((await db.outboxMeta.get('lease'))?.holder).toBe('other');
    await releaseLease(db, 'other');
    expect(await db.outboxMeta.get('lease')).toBeUndefined();
  });

  it('is renewed while a long flush runs, so nobody takes it over', async () => {
    const name = `test-${crypto.randomUUID()}`;
    const a = new MemberDb(name);
    const b = new MemberDb(name);
    const backend = new FakeBackend().failPost({ status: 500 }).failPing({ status: 500 }, 5);
    await enqueue(a, makeEvent());
    const long = flushOutbox(flusher(a, backend, 'a', null)); // 4 POSTs + 6 pings: about 38 s
    await drive(new Promise<void>((resolve) => setTimeout(resolve, OUTBOX_LEASE_MS - 25_000)));
    expect((await a.outboxMeta.get('lease'))?.expiresAt).toBeGreaterThan(T0 + OUTBOX_LEASE_MS);
    vi.setSystemTime(T0 + OUTBOX_LEASE_MS + 1);
    expect(await flushOutbox(flusher(b, backend, 'b', null))).toBeNull();
    expect(await drive(long)).toMatchObject({ delivered: 1 });
    expect(await a.outboxMeta.get('lease')).toBeUndefined();
  });

  it('a flusher that lost its lease stops taking new work', async () => {
    const db = new MemberDb(`test-${crypto.randomUUID()}`);
    const backend = new FakeBackend().failPost({ status: 500 }).failPing({ status: 500 });
    for (let i = 0; i < 3; i += 1) await enqueue(db, makeEvent());
    // No jitter: POSTs at 0, 1, 3, 7 s; pings at 7, 8, 10, 14, then 22 s, after the renewal (20 s) found the lease lost.
    const run = flushOutbox({ ...flusher(db, backend, 'a', null), concurrency: 1, random: () => 0 });
    await drive(new Promise<void>((resolve) => setTimeout(resolve, 3_000)));
    // Someone else took the lease (we were frozen past its expiry).
    await db.outboxMeta.put({ key: 'lease', holder: 'thief', expiresAt: Date.now() + OUTBOX_LEASE_MS });
    const result = await drive(run);
    expect(result).toMatchObject({ halted: 'leaseLost', delivered: 0, pending: 3 });
    expect(backend.posts.map((c) => c.at - T0)).toEqual([0, 1000, 3000, 7000]);
    expect(backend.pings.map((c) => c.at - T0)).toEqual([7000, 8000, 10_000, 14_000]);
    expect((await db.outboxMeta.get('lease'))?.holder).toBe('thief');
  });
});
