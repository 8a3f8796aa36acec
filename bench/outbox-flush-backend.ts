/**
 * Flushes against the real reference backend over HTTP: how long it takes, and how many events the backend lost or
 * stored twice, read back from its stored event ids. Two runs: a healthy backend with 10,000 events, and a flaky
 * one (injected 503s, plus answers lost on the way back after the backend stored the event).
 */
import { MemberDb } from '../src/data/db';
import { createEventTransport, enqueue, flushOutbox, type FetchLike, type FlushResult } from '../src/data/outbox';
import type { EventAccepted, Envelope } from '../src/shared/contract';
import { startBackend } from './backend';
import type { FaultSpec } from '../tests/support/qa-client';
import { benchEvent } from './outbox-enqueue';
import { now, perSecond, type Benchmark, type Figure } from './types';

const MERCHANT = 'DEMO';

interface Scenario {
  events: number;
  /** Server-side faults. */
  faults: FaultSpec[];
  /** Chance that an answer is lost after the backend handled the request (the client sees a network error). */
  loseAnswer: number;
}

async function runScenario(scenario: Scenario): Promise<Figure[]> {
  const backend = await startBackend();
  if (typeof backend === 'string') return [{ label: 'skipped', value: backend }];
  const db = new MemberDb(`bench-flush-${crypto.randomUUID()}`);
  try {
    for (const fault of scenario.faults) await backend.qa.addFault(fault);
    const ids: string[] = [];
    for (let i = 0; i < scenario.events; i += 1) ids.push((await enqueue(db, benchEvent(i))).eventId);

    let posts = 0;
    let pings = 0;
    let lostAnswers = 0;
    let duplicates = 0;
    const countingFetch: FetchLike = async (input, init) => {
      if (init.method === 'POST') posts += 1;
      else pings += 1;
      const response = await fetch(input, init);
      const body = (await response
        .clone()
        .json()
        .catch(() => undefined)) as Envelope<EventAccepted> | undefined;
      duplicates += body?.value?.duplicates ?? 0;
      if (Math.random() < scenario.loseAnswer) {
        lostAnswers += 1;
        throw new TypeError('fetch failed (answer lost on the way back)');
      }
      return response;
    };
    const transport = createEventTransport({
      fetch: countingFetch,
      baseUrl: backend.baseUrl,
      getLanguage: () => 'EN',
      getMerchant: () => MERCHANT,
    });

    const start = now();
    const results: FlushResult[] = [];
    // Like the scheduler: flush again while events are pending (a flush that finds the backend unreachable stops).
    for (let round = 0; round < 10; round += 1) {
      const result = await flushOutbox({ db, transport, locks: null });
      if (result) results.push(result);
      if (!result || result.pending === 0) break;
    }
    const ms = now() - start;
    const delivered = results.reduce((sum, r) => sum + r.delivered, 0);

    const stored = await backend.storedEventIds();
    const storedSet = new Set(stored);
    return [
      { label: 'events enqueued', value: scenario.events },
      { label: 'flushes', value: results.length },
      { label: 'duration', value: Math.round(ms), unit: 'ms' },
      { label: 'delivery rate', value: perSecond(delivered, ms), unit: 'events/s' },
      { label: 'POST requests', value: posts },
      { label: 'ping requests', value: pings },
      { label: 'answers lost (client side)', value: lostAnswers },
      { label: 'duplicate submissions (backend answers)', value: duplicates },
      { label: 'left pending', value: results.at(-1)?.pending ?? NaN },
      { label: 'lost (enqueued, not stored by the backend)', value: ids.filter((id) => !storedSet.has(id)).length },
      { label: 'duplicated (stored more than once)', value: stored.length - storedSet.size },
    ];
  } finally {
    db.close();
    await MemberDb.delete(db.name);
    await backend.close();
  }
}

export const outboxFlushBackend: Benchmark = {
  name: 'outbox-flush-backend',
  description: 'flush 10,000 events against the reference backend (HTTP, 4 at a time)',
  run: () => runScenario({ events: 10_000, faults: [], loseAnswer: 0 }),
};

export const outboxFlushFlaky: Benchmark = {
  name: 'outbox-flush-flaky',
  description: 'flush 1,000 events; event POST answers 503 one time in 10; 1 answer in 20 lost after the backend stored it',
  run: () =>
    runScenario({
      events: 1_000,
      faults: [{ match: { method: 'POST', path: '/wps/system/event' }, probability: 0.1, status: 503 }],
      loseAnswer: 0.05,
    }),
};
