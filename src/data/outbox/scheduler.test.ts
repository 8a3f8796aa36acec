import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CURRENT, type MemberDb } from '../db';
import type { SiteSettings } from '../../shared/contract';
import {
  OutboxNotDrainedError,
  countPending,
  createEventTransport,
  enqueue,
  flushFromServiceWorker,
  requestOutboxSync,
  startOutboxScheduler,
  storedLanguage,
  storedMerchantCode,
  syncTag,
  type FlushResult,
  type OutboxScheduler,
} from '.';
import { OUTBOX_FLUSH_INTERVAL_MS } from '../../shared/constants';
import {
  BASE_URL,
  FakeBackend,
  MERCHANT,
  advance,
  drive,
  idle,
  makeEvent,
  newDb,
  useFakeClock,
} from '../../../tests/unit/support/outbox-helpers';

beforeEach(useFakeClock);
let scheduler: OutboxScheduler | undefined;
afterEach(() => {
  scheduler?.stop();
  scheduler = undefined;
  vi.useRealTimers();
});

class Target extends EventTarget {
  visibilityState: 'visible' | 'hidden' = 'visible';
  fire(type: string) {
    this.dispatchEvent(new Event(type));
  }
}

function setup(db: MemberDb, backend: FakeBackend) {
  const online = new Target();
  const visibility = new Target();
  const results: (FlushResult | null)[] = [];
  const start = () => {
    scheduler = startOutboxScheduler({
      db,
      transport: createEventTransport({
        fetch: backend.fetch,
        baseUrl: BASE_URL,
        getLanguage: () => 'EN',
        getMerchant: () => MERCHANT,
      }),
      locks: null,
      onlineTarget: online,
      visibilityTarget: visibility,
      onFlush: (r) => results.push(r),
    });
    return scheduler;
  };
  return { online, visibility, results, start };
}

describe('startOutboxScheduler', () => {
  it('flushes on start', async () => {
    const db = newDb();
    const backend = new FakeBackend();
    await enqueue(db, makeEvent());
    const { start, results } = setup(db, backend);
    start();
    await advance(0);
    expect(backend.posts).toHaveLength(1);
    expect(results).toEqual([{ delivered: 1, rejected: 0, dropped: 0, pending: 0 }]);
    expect(vi.getTimerCount()).toBe(0); // nothing pending: no timer
  });

  it('flushes every 30 s while events are pending, and stops the timer once the outbox is empty', async () => {
    const db = newDb();
    // Backend down for the first flush (4 POSTs + 6 pings: 38 to 42.5 s), up afterwards.
    const backend = new FakeBackend().failPost({ status: 500 }, 4).failPing({ status: 500 }, 6);
    const { eventId } = await enqueue(db, makeEvent());
    const { start, results } = setup(db, backend);
    start();
    await advance(45_000);
    expect(backend.calls).toHaveLength(10);
    expect(results).toHaveLength(1);
    const firstEnd = backend.calls[9]!.at;
    // What the diagnostics screen shows: the next timed flush, 30 s after the failed one ended.
    expect(scheduler?.status()).toEqual({ flushing: false, nextFlushAt: firstEnd + OUTBOX_FLUSH_INTERVAL_MS });

    await advance(OUTBOX_FLUSH_INTERVAL_MS - 1_000 - (Date.now() - firstEnd));
    expect(backend.calls).toHaveLength(10);
    await advance(1_000);
    expect(backend.calls).toHaveLength(11);
    expect(backend.calls[10]!.at - firstEnd).toBe(OUTBOX_FLUSH_INTERVAL_MS);
    expect(backend.received.get(eventId)).toBe(1);
    expect(vi.getTimerCount()).toBe(0);
    expect(scheduler?.status().nextFlushAt).toBeNull();
    await advance(5 * OUTBOX_FLUSH_INTERVAL_MS);
    expect(backend.calls).toHaveLength(11);
  });

  it('flushes on online, and on visibilitychange only when visible', async () => {
    const db = newDb();
    const backend = new FakeBackend();
    const { start, online, visibility } = setup(db, backend);
    start();
    await advance(0);

    await enqueue(db, makeEvent());
    visibility.visibilityState = 'hidden';
    visibility.fire('visibilitychange');
    await advance(0);
    expect(backend.calls).toHaveLength(0);

    visibility.visibilityState = 'visible';
    visibility.fire('visibilitychange');
    await advance(0);
    expect(backend.calls).toHaveLength(1);

    await enqueue(db, makeEvent());
    online.fire('online');
    await advance(0);
    expect(backend.calls).toHaveLength(2);
  });

  it('online during a backoff retries at once; a plain flushNow lets the backoff run out', async () => {
    const db = newDb();
    // Down for the first POST and its first retry: the flush then waits 2 s (plus jitter) for the next one.
    const backend = new FakeBackend().failPost({ status: 503 }, 2);
    const { eventId } = await enqueue(db, makeEvent());
    const { start, online } = setup(db, backend);
    const s = start();
    await advance(1_600);
    expect(backend.calls).toHaveLength(2);

    void s.flushNow();
    await advance(0);
    expect(backend.calls).toHaveLength(2);

    online.fire('online');
    await advance(0);
    expect(backend.calls).toHaveLength(3);
    expect(backend.received.get(eventId)).toBe(1);
    await advance(0);
    expect(await countPending(db)).toBe(0);
  });

  it('flushNow during a flush runs one more flush right after it', async () => {
    const db = newDb();
    const backend = new FakeBackend().failPost({ status: 500 }, 1);
    await enqueue(db, makeEvent());
    const { start } = setup(db, backend);
    const s = start();
    await advance(0);
    await enqueue(db, makeEvent()); // enqueued while the first POST waits for its retry
    const [a, b] = [s.flushNow(), s.flushNow()];
    expect(a).toBe(b);
    await drive(a);
    expect(backend.posts).toHaveLength(3);
    expect(new Set(backend.received.values())).toEqual(new Set([1]));
    expect(backend.received.size).toBe(2);
  });

  it('stop() removes the listeners and the timer, and halts a running flush', async () => {
    const db = newDb();
    const backend = new FakeBackend().failPost({ status: 500 });
    await enqueue(db, makeEvent());
    const { start, online, results } = setup(db, backend);
    const s = start();
    await advance(1_500);
    expect(backend.posts).toHaveLength(2);
    s.stop();
    await advance(0);
    expect(results.at(-1)).toMatchObject({ halted: 'aborted', pending: 1 });
    online.fire('online');
    await advance(120_000);
    expect(backend.posts).toHaveLength(2);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('keeps its timer when another context holds the lock', async () => {
    const db = newDb();
    const backend = new FakeBackend();
    await enqueue(db, makeEvent());
    await db.outboxMeta.put({ key: 'lease', holder: 'other-tab', expiresAt: Date.now() + 45_000 });
    const { start, results } = setup(db, backend);
    start();
    await advance(0);
    expect(results).toEqual([null]);
    await advance(OUTBOX_FLUSH_INTERVAL_MS);
    expect(backend.calls).toHaveLength(0); // the lease still runs
    await advance(OUTBOX_FLUSH_INTERVAL_MS);
    expect(backend.calls).toHaveLength(1); // the other context died; its lease expired
  });
});

describe('service worker', () => {
  it('exports the Background Sync tag', () => {
    expect(syncTag).toBe('member-pwa-outbox');
  });

  it('flushFromServiceWorker resolves once drained, and rejects while events remain (unless lastChance)', async () => {
    const db = newDb();
    const backend = new FakeBackend().failPost({ status: 500 }).failPing({ status: 500 });
    await enqueue(db, makeEvent());
    const deps = {
      db,
      transport: createEventTransport({
        fetch: backend.fetch,
        baseUrl: BASE_URL,
        getLanguage: () => 'EN',
        getMerchant: () => storedMerchantCode(db),
      }),
      locks: null,
    };
    await db.systemState.put({ key: 'config', value: { merchantCode: 'SW-M', env: 'qa', apiBase: '' }, updatedAt: 0 });

    await expect(drive(flushFromServiceWorker(deps))).rejects.toBeInstanceOf(OutboxNotDrainedError);
    expect(backend.calls[0]?.headers['Merchant']).toBe('SW-M');
    await expect(drive(flushFromServiceWorker(deps, { lastChance: true }))).resolves.toMatchObject({ pending: 1 });
    backend.clearFaults();
    await expect(drive(flushFromServiceWorker(deps))).resolves.toMatchObject({ delivered: 1, pending: 0 });
  });

  it('storedLanguage: the member’s choice, else the merchant’s default language, else EN (B3 for a flush without a page)', async () => {
    const db = newDb();
    expect(await storedLanguage(db)).toBe('EN');
    await db.siteSettings.put({ key: CURRENT, value: { defaultLanguage: 'VI' } as SiteSettings, updatedAt: 0 });
    expect(await storedLanguage(db)).toBe('VI');
    await db.preferences.put({ key: 'language', value: 'TH' });
    expect(await storedLanguage(db)).toBe('TH');
  });

  it('requestOutboxSync registers the tag where Background Sync exists', async () => {
    const register = vi.fn(async (_tag: string) => undefined);
    expect(await requestOutboxSync({ sync: { register } })).toBe(true);
    expect(register).toHaveBeenCalledWith(syncTag);
    expect(await requestOutboxSync({})).toBe(false);
    expect(await requestOutboxSync({ sync: { register: () => Promise.reject(new Error('denied')) } })).toBe(false);
    await idle(1);
  });
});
