/**
 * Shared by the outbox-*.test.ts files: a fresh database, a fake backend behind a recording fetch, a fake
 * navigator.locks, and drive(), which runs Vitest fake timers while letting fake-indexeddb (setImmediate) work.
 */
import { vi } from 'vitest';
import { MemberDb } from '../../../src/data/db';
import type { LockManagerLike, NewTrackingEvent } from '../../../src/data/outbox';
import type { TrackingEvent } from '../../../src/shared/contract';

export const T0 = Date.UTC(2026, 0, 5, 12, 0, 0);
export const BASE_URL = 'https://m.demo.test';
export const MERCHANT = 'DEMO';

/** Timers and Date are faked; setImmediate is not, so IndexedDB keeps working. */
export function useFakeClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(T0);
}

export function newDb(): MemberDb {
  return new MemberDb(`test-${crypto.randomUUID()}`);
}

let counter = 0;
export function makeEvent(overrides: Partial<NewTrackingEvent> = {}, value: Record<string, unknown> = {}): NewTrackingEvent {
  counter += 1;
  return {
    domain: 'm.demo.test',
    affiliateCode: 'a1',
    eventName: 'login',
    ...overrides,
    eventValue: { customerId: `c${counter}`, channels: ['facebook'], tid: 't1', pwaType: 'H5', ...value },
  };
}

const realSetImmediate = setImmediate;
/** Lets IndexedDB work that is already under way finish (fake-indexeddb schedules with setImmediate). */
export async function idle(turns = 40): Promise<void> {
  for (let i = 0; i < turns; i += 1) await new Promise<void>((resolve) => realSetImmediate(resolve));
}

/**
 * Runs fake time forward, one timer at a time, until the promise settles. Between timers the event loop turns
 * for real, so database work is never overtaken by a timer.
 */
export async function drive<T>(promise: Promise<T>, maxSteps = 100_000): Promise<T> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  for (let step = 0; !settled; step += 1) {
    if (step > maxSteps) throw new Error('drive: the promise never settled');
    await idle();
    if (settled) break;
    if (vi.getTimerCount() > 0) await vi.advanceTimersToNextTimerAsync();
  }
  return promise;
}

/**
 * Advances fake time by exactly ms, one timer at a time, with real turns of the event loop in between (a sentinel
 * timer marks the end, so no timer past it runs).
 */
export async function advance(ms: number): Promise<void> {
  let reached = false;
  setTimeout(() => (reached = true), ms);
  while (!reached) {
    await idle();
    await vi.advanceTimersToNextTimerAsync();
  }
  await idle();
}

export interface Call {
  at: number;
  method: string;
  url: URL;
  headers: Record<string, string>;
  body: unknown;
  /** The events this call carried: the POST body, or the ping's events parameter. */
  events: TrackingEvent[];
}

export type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | 'network' | 'hang';
export type Script = (call: Call) => Reply | undefined;

/**
 * A backend behind a fetch that records every call. It stores events deduplicated by eventId, like the reference
 * backend, and answers the envelope; scripts (first match wins, each for a number of calls) inject faults.
 */
export class FakeBackend {
  readonly calls: Call[] = [];
  /** eventId → how many times the backend received it. */
  readonly received = new Map<string, number>();
  readonly stored = new Map<string, TrackingEvent>();
  private scripts: { script: Script; times: number }[] = [];

  /** For the next `times` calls that `script` answers (returns a reply for). */
  on(script: Script, times = Infinity): this {
    this.scripts.push({ script, times });
    return this;
  }

  failPost(reply: Reply, times = Infinity): this {
    return this.on((call) => (call.method === 'POST' ? reply : undefined), times);
  }

  failPing(reply: Reply, times = Infinity): this {
    return this.on((call) => (call.method === 'GET' ? reply : undefined), times);
  }

  clearFaults(): void {
    this.scripts = [];
  }

  get posts(): Call[] {
    return this.calls.filter((c) => c.method === 'POST');
  }

  get pings(): Call[] {
    return this.calls.filter((c) => c.method === 'GET');
  }

  readonly fetch = async (input: string, init: RequestInit): Promise<Response> => {
    const url = new URL(input);
    const headers = { ...(init.headers as Record<string, string>) };
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const events =
      init.method === 'POST' ? [body as TrackingEvent] : (JSON.parse(url.searchParams.get('events') ?? '[]') as TrackingEvent[]);
    const call: Call = { at: Date.now(), method: init.method ?? 'GET', url, headers, body, events };
    this.calls.push(call);

    for (const entry of this.scripts) {
      if (entry.times <= 0) continue;
      const reply = entry.script(call);
      if (reply === undefined) continue;
      entry.times -= 1;
      return this.answer(reply, init.signal ?? undefined);
    }
    for (const event of events) {
      const id = event.eventValue.eventId;
      this.received.set(id, (this.received.get(id) ?? 0) + 1);
      if (!this.stored.has(id)) this.stored.set(id, event);
    }
    return json(200, { success: true, value: { accepted: events.length, duplicates: 0 } });
  };

  private answer(reply: Reply, signal: AbortSignal | undefined): Promise<Response> {
    if (reply === 'network') return Promise.reject(new TypeError('fetch failed'));
    if (reply === 'hang') {
      return new Promise((_resolve, reject) => {
        signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')), { once: true });
      });
    }
    return Promise.resolve(json(reply.status, reply.body ?? { success: false, errorCode: 'internal.error' }, reply.headers));
  }
}

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
}

/** Gaps between consecutive calls, in ms. */
export function gaps(calls: readonly Call[]): number[] {
  return calls.slice(1).map((call, i) => call.at - (calls[i] as Call).at);
}

/** A navigator.locks with ifAvailable, shared by the flushers of one test (one origin). */
export class FakeLocks implements LockManagerLike {
  private held = new Set<string>();
  async request<T>(name: string, _options: { ifAvailable: true }, callback: (lock: unknown) => Promise<T>): Promise<T> {
    if (this.held.has(name)) return callback(null);
    this.held.add(name);
    try {
      return await callback({ name, mode: 'exclusive' });
    } finally {
      this.held.delete(name);
    }
  }
}
