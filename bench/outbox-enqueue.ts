/** Outbox enqueue rate: events/s written (caps enforced) into fake-indexeddb. */
import { MemberDb } from '../src/data/db';
import { enqueue, type NewTrackingEvent } from '../src/data/outbox';
import { now, percentile, perSecond, type Benchmark } from './types';

export const EVENTS = 2_000;

export function benchEvent(i: number): NewTrackingEvent {
  return {
    domain: 'm.demo.test',
    affiliateCode: 'aff1',
    eventName: 'viewContent',
    eventValue: { customerId: `c${i}`, channels: 'H5', tid: 't1', pwaType: 'H5', fbc: 'fb.1.1.abc', fbp: 'fb.1.1.def' },
  };
}

export const outboxEnqueue: Benchmark = {
  name: 'outbox-enqueue',
  description: `enqueue ${EVENTS} events one by one, then ${EVENTS} at once (Promise.all), into fake-indexeddb`,
  async run() {
    const db = new MemberDb(`bench-enqueue-${crypto.randomUUID()}`);
    const latencies: number[] = [];
    const sequentialStart = now();
    for (let i = 0; i < EVENTS; i += 1) {
      const t = now();
      await enqueue(db, benchEvent(i));
      latencies.push(now() - t);
    }
    const sequentialMs = now() - sequentialStart;

    const concurrentStart = now();
    await Promise.all(Array.from({ length: EVENTS }, (_, i) => enqueue(db, benchEvent(EVENTS + i))));
    const concurrentMs = now() - concurrentStart;

    const stored = await db.outbox.count();
    db.close();
    await MemberDb.delete(db.name);
    latencies.sort((a, b) => a - b);
    return [
      { label: 'sequential enqueue rate', value: perSecond(EVENTS, sequentialMs), unit: 'events/s' },
      { label: 'sequential enqueue p50', value: percentile(latencies, 50).toFixed(2), unit: 'ms' },
      { label: 'sequential enqueue p99', value: percentile(latencies, 99).toFixed(2), unit: 'ms' },
      { label: 'concurrent enqueue rate', value: perSecond(EVENTS, concurrentMs), unit: 'events/s' },
      { label: 'records stored', value: stored, unit: `of ${2 * EVENTS}` },
    ];
  },
};
