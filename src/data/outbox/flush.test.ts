import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemberDb } from '../db';
import { createEventTransport, enqueue, flushOutbox, type FlushDeps } from '.';
import { EVENT_PING_URL_MAX_BYTES } from '../../shared/constants';
import {
  BASE_URL,
  FakeBackend,
  MERCHANT,
  T0,
  drive,
  gaps,
  makeEvent,
  newDb,
  useFakeClock,
} from '../../../tests/unit/support/outbox-helpers';

beforeEach(useFakeClock);
afterEach(() => {
  vi.useRealTimers();
});

/** Deterministic jitter: a fixed sequence of values in [0, 1). */
function randomSequence(values: number[]): () => number {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
}

function deps(db: MemberDb, backend: FakeBackend, extra: Partial<FlushDeps> = {}): FlushDeps {
  return {
    db,
    transport: createEventTransport({
      fetch: backend.fetch,
      baseUrl: BASE_URL,
      getLanguage: () => 'EN',
      getMerchant: () => MERCHANT,
    }),
    locks: null,
    random: Math.random,
    ...extra,
  };
}

const ids = (backend: FakeBackend) => backend.calls.map((c) => c.events.map((e) => e.eventValue.eventId));

describe('retries (F30–F33, Q90)', () => {
  it('POST 500 ×99: 4 POSTs 1/2/4 s apart plus jitter, then at once 6 pings 1/2/4/8/16 s apart plus jitter', async () => {
    const db = newDb();
    const backend = new FakeBackend().failPost({ status: 500 }, 99).failPing({ status: 500 });
    const { eventId } = await enqueue(db, makeEvent());

    const result = await drive(flushOutbox(deps(db, backend)));

    const { posts, pings } = backend;
    expect(posts).toHaveLength(4);
    expect(pings).toHaveLength(6);
    expect(posts[0]?.at).toBe(T0);
    const postGaps = gaps(posts);
    [1000, 2000, 4000].forEach((base, i) => {
      expect(postGaps[i]).toBeGreaterThanOrEqual(base);
      expect(postGaps[i]).toBeLessThanOrEqual(base + 500);
    });
    expect(pings[0]!.at - posts[3]!.at).toBe(0);
    const pingGaps = gaps(pings);
    [1000, 2000, 4000, 8000, 16000].forEach((base, i) => {
      expect(pingGaps[i]).toBeGreaterThanOrEqual(base);
      expect(pingGaps[i]).toBeLessThanOrEqual(base + 500);
    });
    // What went over the wire.
    for (const post of posts) {
      expect(post.url.href).toBe(`${BASE_URL}/wps/system/event`);
      expect(post.headers['Merchant']).toBe(MERCHANT);
      expect(post.headers['Content-Type']).toBe('application/json');
      expect(Object.keys(post.body as object).sort()).toEqual(['affiliateCode', 'domain', 'eventName', 'eventValue']);
      expect((post.body as { eventValue: { eventId: string } }).eventValue.eventId).toBe(eventId);
    }
    for (const ping of pings) {
      expect(ping.url.pathname).toBe('/wps/system/test/ping');
      expect(ping.headers['Merchant']).toBe(MERCHANT);
      expect(ping.events).toEqual([posts[0]?.body]);
      expect(ping.url.search).toBe(`?events=${encodeURIComponent(JSON.stringify([posts[0]?.body]))}`);
    }
    // The fallback is exhausted: the event stays pending, with what happened.
    expect(result).toMatchObject({ delivered: 0, rejected: 0, pending: 1, halted: 'unreachable' });
    expect(await db.outbox.get(eventId)).toMatchObject({ state: 'pending', attempts: 10, lastCode: 'internal.error' });
  });

  it('pins the backoff windows at both ends of the jitter', async () => {
    for (const jitter of [0, 0.9999999]) {
      const db = newDb();
      const backend = new FakeBackend().failPost({ status: 503 }).failPing('network');
      await enqueue(db, makeEvent());
      await drive(flushOutbox(deps(db, backend, { random: () => jitter })));
      const extra = jitter === 0 ? 0 : 500;
      expect(gaps(backend.posts)).toEqual([1000 + extra, 2000 + extra, 4000 + extra]);
      expect(gaps(backend.pings)).toEqual([1000 + extra, 2000 + extra, 4000 + extra, 8000 + extra, 16000 + extra]);
    }
  });

  it('POST 500 once: 2 POSTs and no ping', async () => {
    const db = newDb();
    const backend = new FakeBackend().failPost({ status: 500 }, 1);
    const { eventId } = await enqueue(db, makeEvent());
    const result = await drive(flushOutbox(deps(db, backend, { random: randomSequence([0.3]) })));
    expect(backend.posts).toHaveLength(2);
    expect(backend.pings).toHaveLength(0);
    expect(gaps(backend.posts)).toEqual([1150]);
    expect(result).toMatchObject({ delivered: 1, pending: 0 });
    expect(await db.outbox.get(eventId)).toBeUndefined();
    expect(backend.received.get(eventId)).toBe(1);
  });

  it('ping fails twice: 3 pings, then stop', async () => {
    const db = newDb();
    const backend = new FakeBackend().failPost({ status: 502 }).failPing({ status: 500 }, 2);
    const { eventId } = await enqueue(db, makeEvent());
    const result = await drive(flushOutbox(deps(db, backend)));
    expect(backend.posts).toHaveLength(4);
    expect(backend.pings).toHaveLength(3);
    expect(result).toMatchObject({ delivered: 1, pending: 0 });
    expect(backend.received.get(eventId)).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('retries network errors, 408 and TOO_MANY_REQUEST* envelopes', async () => {
    const db = newDb();
    const backend = new FakeBackend()
      .failPost('network', 1)
      .failPost({ status: 408 }, 1)
      .failPost({ status: 200, body: { success: false, errorCode: 'TOO_MANY_REQUESTS_IP' } }, 1);
    await enqueue(db, makeEvent());
    const result = await drive(flushOutbox(deps(db, backend)));
    expect(backend.posts).toHaveLength(4);
    expect(result?.delivered).toBe(1);
  });

  it('a 400 with errorCode event.unknown is final: recorded with its code, never retried', async () => {
    const db = newDb();
    const backend = new FakeBackend().failPost({
      status: 400,
      body: { success: false, errorCode: 'event.unknown', message: 'no' },
    });
    const { eventId } = await enqueue(db, makeEvent());
    const result = await drive(flushOutbox(deps(db, backend)));
    expect(backend.calls).toHaveLength(1);
    expect(result).toMatchObject({ delivered: 0, rejected: 1, pending: 0 });
    expect(await db.outbox.get(eventId)).toMatchObject({ state: 'rejected', rejectedCode: 'event.unknown', attempts: 1 });
    // A later flush leaves it alone.
    await drive(flushOutbox(deps(db, backend)));
    expect(backend.calls).toHaveLength(1);
  });

  it('a 200 envelope with success false and a non-rate-limit code is final too', async () => {
    const db = newDb();
    const backend = new FakeBackend().failPost({ status: 200, body: { success: false, errorCode: 'merchant.not.found' } });
    const { eventId } = await enqueue(db, makeEvent());
    await drive(flushOutbox(deps(db, backend)));
    expect(backend.calls).toHaveLength(1);
    expect(await db.outbox.get(eventId)).toMatchObject({ state: 'rejected', rejectedCode: 'merchant.not.found' });
  });

  it('a duplicate answer counts as delivered', async () => {
    const db = newDb();
    const backend = new FakeBackend().failPost({ status: 200, body: { success: true, value: { accepted: 0, duplicates: 1 } } });
    await enqueue(db, makeEvent());
    const result = await drive(flushOutbox(deps(db, backend)));
    expect(result?.delivered).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('honours Retry-After in seconds on a 429', async () => {
    const db = newDb();
    const backend = new FakeBackend().failPost({ status: 429, headers: { 'Retry-After': '7' } }, 1);
    await enqueue(db, makeEvent());
    await drive(flushOutbox(deps(db, backend, { random: () => 0.5 })));
    expect(gaps(backend.posts)).toEqual([7000]);
  });

  it('honours Retry-After as an HTTP-date', async () => {
    const db = newDb();
    const at = new Date(T0 + 12_000).toUTCString();
    const backend = new FakeBackend().failPost({ status: 503, headers: { 'Retry-After': at } }, 1);
    await enqueue(db, makeEvent());
    await drive(flushOutbox(deps(db, backend)));
    expect(gaps(backend.posts)).toEqual([12_000]);
  });

  it('a Retry-After shorter than the backoff does not shorten it', async () => {
    const db = newDb();
    const backend = new FakeBackend().failPost({ status: 429, headers: { 'Retry-After': '0' } }, 1);
    await enqueue(db, makeEvent());
    await drive(flushOutbox(deps(db, backend, { random: () => 0 })));
    expect(gaps(backend.posts)).toEqual([1000]);
  });

  it('a Retry-After longer than a flush waits pauses the outbox until then', async () => {
    const db = newDb();
    const backend = new FakeBackend().failPost({ status: 429, headers: { 'Retry-After': '600' } }, 1);
    const { eventId } = await enqueue(db, makeEvent());
    const first = await drive(flushOutbox(deps(db, backend)));
    expect(first).toMatchObject({ delivered: 0, pending: 1, halted: 'retryAfter', pausedUntil: T0 + 600_000 });
    expect(backend.calls).toHaveLength(1);

    vi.setSystemTime(T0 + 599_000);
    expect(await drive(flushOutbox(deps(db, backend)))).toMatchObject({ halted: 'paused', pending: 1 });
    expect(backend.calls).toHaveLength(1);

    vi.setSystemTime(T0 + 600_000);
    expect(await drive(flushOutbox(deps(db, backend)))).toMatchObject({ delivered: 1, pending: 0 });
    expect(backend.received.get(eventId)).toBe(1);
  });

  it('a hanging ping is aborted after 15 s and the next one follows the backoff', async () => {
    const db = newDb();
    const backend = new FakeBackend().failPost({ status: 500 }).failPing('hang', 1);
    await enqueue(db, makeEvent());
    await drive(flushOutbox(deps(db, backend, { random: () => 0 })));
    expect(backend.pings).toHaveLength(2);
    expect(gaps(backend.pings)).toEqual([15_000 + 1000]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a hanging POST is aborted after 30 s', async () => {
    const db = newDb();
    const backend = new FakeBackend().failPost('hang', 1);
    await enqueue(db, makeEvent());
    await drive(flushOutbox(deps(db, backend, { random: () => 0 })));
    expect(gaps(backend.posts)).toEqual([30_000 + 1000]);
  });

  it('without a merchant code nothing is sent and the events stay pending', async () => {
    const db = newDb();
    const backend = new FakeBackend();
    const { eventId } = await enqueue(db, makeEvent());
    const transport = createEventTransport({
      fetch: backend.fetch,
      baseUrl: BASE_URL,
      getLanguage: () => 'EN',
      getMerchant: () => undefined,
    });
    expect(await drive(flushOutbox({ ...deps(db, backend), transport }))).toMatchObject({ halted: 'noMerchant', pending: 1 });
    expect(backend.calls).toHaveLength(0);
    expect(await db.outbox.get(eventId)).toMatchObject({ state: 'pending', attempts: 0 });
  });

  it('fallback exhausted: the event stays pending and the next flush sends it', async () => {
    const db = newDb();
    const backend = new FakeBackend().failPost({ status: 500 }).failPing({ status: 500 });
    const { eventId } = await enqueue(db, makeEvent());
    expect(await drive(flushOutbox(deps(db, backend)))).toMatchObject({ pending: 1, halted: 'unreachable' });
    expect(backend.calls).toHaveLength(10);

    backend.clearFaults();
    expect(await drive(flushOutbox(deps(db, backend)))).toMatchObject({ delivered: 1, pending: 0 });
    expect(backend.calls).toHaveLength(11);
    expect(backend.calls[10]?.method).toBe('POST');
    expect(backend.received.get(eventId)).toBe(1);
  });
});

describe('concurrency', () => {
  it('sends up to 4 events at once, oldest first', async () => {
    const db = newDb();
    const backend = new FakeBackend();
    let inFlight = 0;
    let most = 0;
    const slowFetch = async (input: string, init: RequestInit) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 100));
      inFlight -= 1;
      return backend.fetch(input, init);
    };
    const order: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      vi.setSystemTime(T0 + i);
      order.push((await enqueue(db, makeEvent())).eventId);
    }
    const transport = createEventTransport({
      fetch: slowFetch,
      baseUrl: BASE_URL,
      getLanguage: () => 'EN',
      getMerchant: () => MERCHANT,
    });
    const result = await drive(flushOutbox({ ...deps(db, backend), transport }));
    expect(result).toMatchObject({ delivered: 20, pending: 0 });
    expect(most).toBe(4);
    expect(Date.now() - (T0 + 19)).toBe(500); // 20 events, 4 at a time, 100 ms each
    expect(backend.posts.map((c) => c.events[0]?.eventValue.eventId)).toEqual(order);
  });
});

describe('ping batches', () => {
  it('once the POSTs of one event are exhausted, the pending events go by ping batches, each URL under 8 KB', async () => {
    const db = newDb();
    const backend = new FakeBackend().failPost({ status: 500 });
    const enqueued: string[] = [];
    for (let i = 0; i < 300; i += 1) {
      vi.setSystemTime(T0 + i);
      enqueued.push((await enqueue(db, makeEvent({}, { note: 'x'.repeat(i % 50) }))).eventId);
    }
    const result = await drive(flushOutbox(deps(db, backend)));
    expect(result).toMatchObject({ delivered: 300, pending: 0 });
    // The first 4 events were each POSTed 4 times; no other event was POSTed.
    expect(new Set(backend.posts.map((c) => c.events[0]?.eventValue.eventId))).toEqual(new Set(enqueued.slice(0, 4)));
    expect(backend.posts).toHaveLength(16);
    for (const ping of backend.pings) {
      expect(ping.url.href.length).toBeLessThan(EVENT_PING_URL_MAX_BYTES);
      expect(new TextEncoder().encode(ping.url.href).length).toBeLessThan(EVENT_PING_URL_MAX_BYTES);
      expect(ping.headers['Merchant']).toBe(MERCHANT);
    }
    // Full batches: adding the next event would have crossed the limit.
    const sizes = backend.pings.map((p) => p.events.length);
    expect(Math.max(...sizes)).toBeGreaterThan(10);
    // Every event delivered exactly once, oldest first within each batch.
    expect([...backend.received.keys()].sort()).toEqual([...enqueued].sort());
    expect([...backend.received.values()].every((n) => n === 1)).toBe(true);
    for (const batch of ids(backend).filter((_, i) => backend.calls[i]?.method === 'GET')) {
      const positions = batch.map((id) => enqueued.indexOf(id));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
  });

  it('a 414 splits the ping batch in two, and again, until it passes', async () => {
    const db = newDb();
    const backend = new FakeBackend()
      .failPost({ status: 503 })
      .failPing({ status: 414, body: { success: false, errorCode: 'uri.too.long' } }, 1)
      .on((call) => (call.method === 'GET' && call.events.length > 2 ? { status: 431 } : undefined));
    for (let i = 0; i < 8; i += 1) {
      vi.setSystemTime(T0 + i);
      await enqueue(db, makeEvent(), { randomUUID: () => `e${i}` });
    }
    const result = await drive(flushOutbox(deps(db, backend, { concurrency: 1 })));
    expect(result).toMatchObject({ delivered: 8, pending: 0 });
    const pings = ids(backend).filter((_, i) => backend.calls[i]?.method === 'GET');
    expect(pings).toEqual([
      ['e0', 'e1', 'e2', 'e3', 'e4', 'e5', 'e6', 'e7'],
      ['e0', 'e1', 'e2', 'e3'],
      ['e0', 'e1'],
      ['e2', 'e3'],
      ['e4', 'e5', 'e6', 'e7'],
      ['e4', 'e5'],
      ['e6', 'e7'],
    ]);
    // Splitting is not a retry: the halves go at once.
    const pingTimes = backend.pings.map((p) => p.at);
    expect(new Set(pingTimes).size).toBe(1);
  });

  it('a ping refusing a batch isolates the refused event; the others are delivered', async () => {
    const db = newDb();
    const backend = new FakeBackend()
      .failPost({ status: 500 })
      .on((call) =>
        call.method === 'GET' && call.events.some((e) => e.eventValue.eventId === 'bad')
          ? { status: 400, body: { success: false, errorCode: 'event.unknown' } }
          : undefined,
      );
    for (const id of ['a', 'b', 'bad', 'c']) {
      vi.advanceTimersByTime(1);
      await enqueue(db, makeEvent(), { randomUUID: () => id });
    }
    const result = await drive(flushOutbox(deps(db, backend, { concurrency: 1 })));
    expect(result).toMatchObject({ delivered: 3, rejected: 1, pending: 0 });
    expect(await db.outbox.get('bad')).toMatchObject({ state: 'rejected', rejectedCode: 'event.unknown' });
    expect([...backend.received.keys()].sort()).toEqual(['a', 'b', 'c']);
  });

  it('an event too big for any ping URL is not pinged and stays pending', async () => {
    const db = newDb();
    const backend = new FakeBackend().failPost({ status: 500 });
    const { eventId } = await enqueue(db, makeEvent({}, { blob: 'é'.repeat(3000) }));
    const result = await drive(flushOutbox(deps(db, backend)));
    expect(backend.pings).toHaveLength(0);
    expect(result).toMatchObject({ delivered: 0, pending: 1 });
    expect(await db.outbox.get(eventId)).toMatchObject({ state: 'pending', attempts: 4, lastCode: 'uri.too.long' });
  });
});

describe('durability', () => {
  it('events survive a crash (a new MemberDb on the same name) and are sent exactly once', async () => {
    const name = `test-${crypto.randomUUID()}`;
    const before = new MemberDb(name);
    const a = await enqueue(before, makeEvent({ eventName: 'firstOpen' }));
    const b = await enqueue(before, makeEvent({ eventName: 'viewContent' }));
    before.close(); // the tab dies before any flush

    const backend = new FakeBackend();
    const after = new MemberDb(name);
    expect((await after.outbox.toArray()).map((r) => r.eventId).sort()).toEqual([a.eventId, b.eventId].sort());
    expect(await drive(flushOutbox(deps(after, backend)))).toMatchObject({ delivered: 2, pending: 0 });
    expect(await drive(flushOutbox(deps(after, backend)))).toMatchObject({ delivered: 0, pending: 0 });
    expect(backend.calls).toHaveLength(2);
    expect(backend.received.get(a.eventId)).toBe(1);
    expect(backend.received.get(b.eventId)).toBe(1);
  });

  it('a crash in the middle of a flush loses nothing; the resend is deduplicated by the backend', async () => {
    const name = `test-${crypto.randomUUID()}`;
    const first = new MemberDb(name);
    const backend = new FakeBackend();
    // The backend stores the first POST, but its answer never arrives.
    backend.on((call) => {
      const event = call.events[0]!;
      backend.received.set(event.eventValue.eventId, 1);
      backend.stored.set(event.eventValue.eventId, event);
      return 'hang';
    }, 1);
    const { eventId } = await enqueue(first, makeEvent());
    // The flush is under way (its POST hangs) when the context dies: nothing was deleted.
    void flushOutbox(deps(first, backend, { holderId: 'dead' }));
    await drive(Promise.resolve());
    expect(backend.posts).toHaveLength(1);

    const second = new MemberDb(name);
    expect(await second.outbox.get(eventId)).toMatchObject({ state: 'pending' });
    // The dead flusher's lease expires; then the new context delivers the event.
    vi.setSystemTime(Date.now() + 61_000);
    const result = await flushOutbox({ ...deps(second, backend), clock: undefined });
    expect(result).toMatchObject({ delivered: 1, pending: 0 });
    expect(backend.received.get(eventId)).toBe(2);
    expect([...backend.stored.keys()]).toEqual([eventId]);
    expect(await second.outbox.count()).toBe(0);
  });
});
