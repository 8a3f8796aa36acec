import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemberDb } from '../../src/data/db';
import { endpoints } from '../../src/shared/contract';
import { HTTP_DEFAULT_TIMEOUT_MS } from '../../src/shared/constants';
import { createApiService } from './services';
import { RESOURCE_CHAINS, RESOURCE_ENDPOINTS, refreshDeadlineMs, type ResourceName } from './resource-table';
import { envelope, fakeServer, jsencryptRsa, type SentRequest } from '../../tests/unit/support/worker-fake-server';

const NAMES = Object.keys(RESOURCE_CHAINS) as ResourceName[];

/** The endpoint a request went to, by the contract's paths (the config file is not a /wps call). */
function endpointOf(request: SentRequest): string {
  const match = Object.entries(endpoints).find(([, endpoint]) => endpoint.path === request.path);
  return match ? match[0] : request.path;
}

/** Never answers: each request ends only when its own timeout (or the refresh's deadline) aborts it. */
function hang(request: SentRequest): Promise<Response> {
  return new Promise((_, reject) =>
    request.init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
  );
}

/** The game list's first page answers just before its timeout and names 20,000 games; every later page hangs. */
function slowGames(request: SentRequest): Response | Promise<Response> {
  const { page } = (request.body ?? {}) as { page?: number };
  if (page !== 1) return hang(request);
  return new Promise((resolve) =>
    setTimeout(() => resolve(envelope({ list: [], total: 20_000 })), HTTP_DEFAULT_TIMEOUT_MS - 1_000),
  );
}

let seq = 0;
function setup(handler: (request: SentRequest) => Response | Promise<Response>) {
  const server = fakeServer(handler);
  const db = new MemberDb(`resources-${++seq}`);
  const service = createApiService({ fetch: server.fetch, rsaEncrypt: jsencryptRsa, getDb: () => db, random: () => 0.5 });
  service.init({ merchantCode: 'DEMO', token: 'tok', userAgent: 'UA' });
  return { server, service };
}

/** IndexedDB (fake-indexeddb) works in real tasks: let them run before the fake clock moves on. */
async function realTasks(rounds = 20) {
  for (let round = 0; round < rounds; round++) await new Promise((resolve) => setImmediate(resolve));
}

/** Runs a refresh on the fake clock, 100 ms at a time: the virtual time it took to settle. */
async function timeToSettle(run: () => Promise<unknown>): Promise<number> {
  const start = Date.now();
  let settled = false;
  void run().finally(() => (settled = true));
  while (!settled) {
    await realTasks();
    await vi.advanceTimersByTimeAsync(100);
  }
  return Date.now() - start;
}

/** The database's own work between calls takes a little time the chain does not count; the bridge's margin covers it. */
const DATABASE_LEEWAY_MS = 1_000;

describe('the resource table (workers/api/resource-table.ts)', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_700_000_000_000, toFake: ['setTimeout', 'clearTimeout', 'Date'] }));
  afterEach(() => vi.useRealTimers());

  it.each(NAMES)('%s settles within its deadline when no call ever answers', async (name) => {
    const { service } = setup(name === 'games' ? slowGames : hang);
    const elapsed = await timeToSettle(() => service.refresh([name], { domain: 'www.demo.test' }));
    expect(elapsed).toBeLessThanOrEqual(refreshDeadlineMs([name]) + DATABASE_LEEWAY_MS);
    // The chain is not padded either: the worst case uses most of it (a whole call timeout at least).
    expect(elapsed).toBeGreaterThan(refreshDeadlineMs([name]) - HTTP_DEFAULT_TIMEOUT_MS);
  });

  it.each(NAMES)('%s calls only the endpoints its row names', async (name) => {
    const { server, service } = setup(() => envelope(null));
    await timeToSettle(() => service.refresh([name], { domain: 'www.demo.test' }));
    await vi.advanceTimersByTimeAsync(10_000); // the status metric goes out 5 s after the status call
    const called = new Set(server.sent.map(endpointOf).filter((endpoint) => endpoint !== '/m/config.json'));
    expect([...called].filter((endpoint) => !(RESOURCE_ENDPOINTS[name] as readonly string[]).includes(endpoint))).toEqual([]);
  });
});
