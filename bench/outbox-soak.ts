/**
 * The tracking soak (issue 7): 1,000 events enqueued across 5 offline/online cycles against the reference backend,
 * whose event POSTs and pings answer 500 three times in ten. While offline every request fails as a network error;
 * the flusher runs as the scheduler would (at each reconnect, and again while events are pending). Backoff waits
 * run on a clock 100 times faster than real time, so the soak takes seconds. Prints lost and duplicated counts.
 */
import { MemberDb } from '../src/data/db';
import { createEventTransport, enqueue, flushOutbox, systemClock, type Clock, type FetchLike } from '../src/data/outbox';
import { startBackend } from './backend';
import { benchEvent } from './outbox-enqueue';
import { now, type Benchmark, type Figure } from './types';

const EVENTS = 1_000;
const CYCLES = 5;
const FAILURE_RATE = 0.3;
const SPEED_UP = 100;

const fastClock: Clock = {
  now: () => systemClock.now(),
  setTimeout: (callback, ms) => systemClock.setTimeout(callback, ms / SPEED_UP),
  clearTimeout: (handle) => systemClock.clearTimeout(handle),
};

async function run(): Promise<Figure[]> {
  const backend = await startBackend();
  if (typeof backend === 'string') return [{ label: 'skipped', value: backend }];
  const db = new MemberDb(`bench-soak-${crypto.randomUUID()}`);
  try {
    for (const method of ['POST', 'GET'])
      await backend.qa.addFault({
        match: { method, path: method === 'POST' ? '/wps/system/event' : '/wps/system/test/ping' },
        probability: FAILURE_RATE,
        times: 1_000_000,
        status: 500,
      });
    let online = true;
    let requests = 0;
    let offlineFailures = 0;
    const fetchOnline: FetchLike = async (input, init) => {
      requests += 1;
      if (!online) {
        offlineFailures += 1;
        throw new TypeError('Failed to fetch (offline)');
      }
      return fetch(input, init);
    };
    const transport = createEventTransport({
      fetch: fetchOnline,
      baseUrl: backend.baseUrl,
      getLanguage: () => 'EN',
      getMerchant: () => 'DEMO',
    });
    const flush = () => flushOutbox({ db, transport, locks: null, clock: fastClock });

    const ids: string[] = [];
    const start = now();
    const perCycle = EVENTS / CYCLES;
    for (let cycle = 0; cycle < CYCLES; cycle += 1) {
      // Offline: half of this cycle's events are recorded, a flush attempt fails and keeps them.
      online = false;
      for (let i = 0; i < perCycle / 2; i += 1) ids.push((await enqueue(db, benchEvent(ids.length))).eventId);
      await flush();
      // Back online: the rest are recorded while a flush runs.
      online = true;
      const flushing = flush();
      for (let i = 0; i < perCycle / 2; i += 1) ids.push((await enqueue(db, benchEvent(ids.length))).eventId);
      await flushing;
    }
    let rounds = 0;
    for (; rounds < 50; rounds += 1) {
      const result = await flush();
      if (result && result.pending === 0) break;
    }
    const ms = now() - start;
    const stored = await backend.storedEventIds();
    const storedSet = new Set(stored);
    return [
      { label: 'events enqueued', value: ids.length },
      { label: 'offline/online cycles', value: CYCLES },
      { label: 'injected 5xx rate (POST and ping)', value: `${FAILURE_RATE * 100} %` },
      { label: 'requests', value: requests },
      { label: 'requests failed offline', value: offlineFailures },
      { label: 'final flush rounds', value: rounds + 1 },
      { label: 'duration', value: Math.round(ms), unit: 'ms' },
      { label: 'lost', value: ids.filter((id) => !storedSet.has(id)).length },
      { label: 'duplicated', value: stored.length - storedSet.size },
    ];
  } finally {
    db.close();
    await MemberDb.delete(db.name);
    await backend.close();
  }
}

export const outboxSoak: Benchmark = {
  name: 'outbox-soak',
  description: `${EVENTS} events through ${CYCLES} offline/online cycles with ${FAILURE_RATE * 100} % 5xx on event posts and pings`,
  run,
};
