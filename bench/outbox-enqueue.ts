/** Outbox enqueue rate: events/s written (caps enforced) into fake-indexeddb. */
import { MemberDb } from '../src/data/db';
import { enqueue, type NewTrackingEvent } from '../src/data/outbox';
import { OUTBOX_MAX_PENDING } from '../src/shared/constants';
import { now, percentile, perSecond, type Benchmark } from './types';

export const EVENTS = 2_000;

export function benchEvent(i: number): NewTrackingEvent {
  return {
    domain: 'm.demo.test',
    affiliateCode: 'aff1',
    eventName: 'viewContent',
    eventValue: { customerId: `c${i}`, channels: ['facebook'], tid: 't1', pwaType: 'H5', fbc: 'fb.1.1.abc', fbp: 'fb.1.1.def' },
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

    // At the cap: 10,000 pending (recent, so none ages out), so every enqueue drops the oldest and counts it.
    const seededAt = Date.now() - OUTBOX_MAX_PENDING;
    const full = new MemberDb(`bench-enqueue-full-${crypto.randomUUID()}`);
    await full.outbox.bulkAdd(
      Array.from({ length: OUTBOX_MAX_PENDING }, (_, i) => {
        const event = benchEvent(i);
        const eventId = `seed-${i}`;
        return {
          eventId,
          event: { ...event, eventValue: { ...event.eventValue, eventId } },
          state: 'pending' as const,
          createdAt: seededAt + i,
          attempts: 0,
        };
      }),
    );
    const AT_CAP = 200;
    const capStart = now();
    for (let i = 0; i < AT_CAP; i += 1) await enqueue(full, benchEvent(i));
    const capMs = now() - capStart;
    const droppedAtCap = OUTBOX_MAX_PENDING - (await full.outbox.where('eventId').startsWith('seed-').count());
    full.close();
    await MemberDb.delete(full.name);

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
      { label: `enqueue rate at the cap (${OUTBOX_MAX_PENDING} pending)`, value: perSecond(AT_CAP, capMs), unit: 'events/s' },
      { label: 'dropped at the cap', value: droppedAtCap, unit: `of ${AT_CAP}` },
    ];
  },
};
