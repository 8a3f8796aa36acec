/**
 * A flush of 10,000 events against the real reference backend over HTTP: how long it takes, and how many events
 * the backend lost or stored twice, read back from its stored event ids (GET /__qa/events).
 *
 * The backend is written against its announced interface: server/app.ts exports buildApp({ dbPath, qa: true }),
 * returning a Fastify instance; events are stored once per eventValue.eventId; GET /__qa/events lists them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { MemberDb } from '../src/data/db';
import { createEventTransport, enqueue, flushOutbox, type FetchLike } from '../src/data/outbox';
import type { EventAccepted, Envelope } from '../src/shared/contract';
import { benchEvent } from './outbox-enqueue';
import { now, perSecond, type Benchmark, type Figure } from './types';

const EVENTS = 10_000;
const MERCHANT = 'DEMO';

/** The part of the Fastify instance the bench uses. */
interface BackendApp {
  listen(options: { port: number; host: string }): Promise<string>;
  close(): Promise<unknown>;
}
interface BackendModule {
  buildApp(options: { dbPath: string; qa: boolean }): BackendApp | Promise<BackendApp>;
}

/** Loaded at run time so the rest of the bench works while the backend is still being written. */
async function loadBackend(): Promise<BackendModule | string> {
  const url = pathToFileURL(join(import.meta.dirname, '..', 'server', 'app.ts')).href;
  try {
    const module = (await import(url)) as Partial<BackendModule>;
    return typeof module.buildApp === 'function' ? (module as BackendModule) : 'server/app.ts does not export buildApp';
  } catch (error) {
    return `server/app.ts could not be loaded (${(error as Error).message.split('\n')[0]})`;
  }
}

interface StoredEventLike {
  eventId?: string;
  eventValue?: { eventId?: string };
}

async function storedEventIds(baseUrl: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/__qa/events`);
  if (!response.ok) throw new Error(`GET /__qa/events answered ${response.status}`);
  const body = (await response.json()) as Envelope<StoredEventLike[]> | StoredEventLike[] | { events?: StoredEventLike[] };
  const list = Array.isArray(body) ? body : 'success' in body ? (body.value ?? []) : (body.events ?? []);
  return list.map((event) => event.eventId ?? event.eventValue?.eventId ?? '');
}

export const outboxFlushBackend: Benchmark = {
  name: 'outbox-flush-backend',
  description: `flush ${EVENTS} events against the reference backend (HTTP, 4 at a time); lost and duplicated from its store`,
  async run(): Promise<Figure[]> {
    const backend = await loadBackend();
    if (typeof backend === 'string') return [{ label: 'skipped', value: backend }];

    const dir = mkdtempSync(join(tmpdir(), 'member-pwa-bench-'));
    const app = await backend.buildApp({ dbPath: join(dir, 'bench.sqlite'), qa: true });
    const db = new MemberDb(`bench-flush-${crypto.randomUUID()}`);
    try {
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const baseUrl = address.replace('[::1]', 'localhost');

      const enqueueStart = now();
      const ids: string[] = [];
      for (let i = 0; i < EVENTS; i += 1) ids.push((await enqueue(db, benchEvent(i))).eventId);
      const enqueueMs = now() - enqueueStart;

      // Count what the backend says about each answer: accepted or duplicate.
      let requests = 0;
      let accepted = 0;
      let duplicates = 0;
      const countingFetch: FetchLike = async (input, init) => {
        requests += 1;
        const response = await fetch(input, init);
        const body = (await response.clone().json().catch(() => undefined)) as Envelope<EventAccepted> | undefined;
        accepted += body?.value?.accepted ?? 0;
        duplicates += body?.value?.duplicates ?? 0;
        return response;
      };
      const transport = createEventTransport({ fetch: countingFetch, baseUrl, getMerchant: () => MERCHANT });

      const flushStart = now();
      const result = await flushOutbox({ db, transport, locks: null });
      const flushMs = now() - flushStart;

      const stored = await storedEventIds(baseUrl);
      const storedSet = new Set(stored);
      const lost = ids.filter((id) => !storedSet.has(id)).length;
      const storedTwice = stored.length - storedSet.size;
      return [
        { label: 'events', value: EVENTS },
        { label: 'enqueue (before the flush)', value: perSecond(EVENTS, enqueueMs), unit: 'events/s' },
        { label: 'flush duration', value: Math.round(flushMs), unit: 'ms' },
        { label: 'flush rate', value: perSecond(result?.delivered ?? 0, flushMs), unit: 'events/s' },
        { label: 'HTTP requests', value: requests },
        { label: 'delivered (flush result)', value: result?.delivered ?? 0 },
        { label: 'left pending', value: result?.pending ?? NaN },
        { label: 'accepted (backend answers)', value: accepted },
        { label: 'duplicate submissions (backend answers)', value: duplicates },
        { label: 'lost (enqueued, not stored by the backend)', value: lost },
        { label: 'duplicated (stored more than once)', value: storedTwice },
      ];
    } finally {
      db.close();
      await MemberDb.delete(db.name);
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
