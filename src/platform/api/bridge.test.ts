import { afterEach, describe, expect, it } from 'vitest';
import * as Comlink from 'comlink';
import { MemberDb } from '../../data/db';
import { BRIDGE_DEADLINES, BRIDGE_TIMEOUT_MARGIN_MS, createApiBridge, type ApiBridge, type WorkerHandle } from './bridge';
import { RESOURCE_CHAINS, refreshDeadlineMs } from '../../../workers/api/resource-table';
import { HTTP_DEFAULT_TIMEOUT_MS } from '../../shared/constants';
import type { WorkerInit } from '../../../workers/api/services';
import { createApiService } from '../../../workers/api/services';
import { envelope, fakeServer, jsencryptRsa } from '../../../tests/unit/support/worker-fake-server';

/** A worker stand-in: the service exposed over a MessageChannel, with terminate() and a way to fire 'error'. */
interface FakeWorker extends WorkerHandle {
  terminated: boolean;
  fail(): void;
}

function fakeWorkers(makeService: () => object) {
  const workers: FakeWorker[] = [];
  const create = (): FakeWorker => {
    const { port1, port2 } = new MessageChannel();
    Comlink.expose(makeService(), port2 as unknown as Comlink.Endpoint);
    const errors = new EventTarget();
    const worker: FakeWorker = {
      terminated: false,
      postMessage: (message: unknown, transfer?: Transferable[]) => port1.postMessage(message, transfer ?? []),
      addEventListener: (type: string, listener: EventListenerOrEventListenerObject) =>
        type === 'message'
          ? port1.addEventListener('message', listener as EventListener)
          : errors.addEventListener(type, listener),
      removeEventListener: (type: string, listener: EventListenerOrEventListenerObject) =>
        type === 'message'
          ? port1.removeEventListener('message', listener as EventListener)
          : errors.removeEventListener(type, listener),
      start: () => port1.start(),
      terminate() {
        worker.terminated = true;
        port1.close();
        port2.close();
      },
      fail: () => errors.dispatchEvent(new Event('error')),
    };
    workers.push(worker);
    return worker;
  };
  return { workers, create };
}

/** A scripted service: records every message; hang makes call and ping never answer. */
function stubService(log: unknown[][], behaviour: { hangCalls?: boolean; hangPing?: boolean } = {}) {
  const never = new Promise<never>(() => undefined);
  return {
    init: (init: WorkerInit) => void log.push(['init', init]),
    setSession: (token: string | null) => void log.push(['setSession', token]),
    setLanguage: (code: string) => void log.push(['setLanguage', code]),
    call: (name: string, payload: unknown, options: unknown) => {
      log.push(['call', name, payload, options]);
      return behaviour.hangCalls ? never : { ok: true, value: { echo: name } };
    },
    api: (method: string, path: string) => ({ ok: true, value: `${method} ${path}` }),
    abort: (callId: string) => void log.push(['abort', callId]),
    ping: () => (behaviour.hangPing ? never : 42),
    syncSettings: () => ({ updated: [], failed: [], config: null }),
    stats: () => ({}),
    cacheKeys: () => [],
  };
}

/** Bridge timers run 100 times faster: a 35 s call timeout takes 350 ms. */
const fast = {
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms / 100),
  clearTimeout: (handle: unknown) => clearTimeout(handle as number),
  pingTimeoutMs: 2_000,
};

const until = async (condition: () => boolean, ms = 2_000) => {
  const end = Date.now() + ms;
  while (!condition() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 5));
};

let bridge: ApiBridge | undefined;
afterEach(() => bridge?.dispose());

describe('API bridge', () => {
  it('round-trips typed results through Comlink with the real service', async () => {
    const server = fakeServer((request) => envelope({ path: request.path }));
    const { create, workers } = fakeWorkers(() =>
      createApiService({ fetch: server.fetch, rsaEncrypt: jsencryptRsa, getDb: () => new MemberDb('bridge-real') }),
    );
    bridge = createApiBridge({ createWorker: create });
    await bridge.init({ merchantCode: 'DEMO', language: 'EN', userAgent: 'UA' });
    await bridge.setSession('tok');
    expect(await bridge.call('memberInfo', {})).toEqual({ ok: true, value: { path: '/wps/member/info' } });
    expect(await bridge.api('GET', '')).toMatchObject({ ok: false, error: { code: 'url.is.null', message: 'url is null' } });
    expect(server.sent[0]?.headers).toMatchObject({ Merchant: 'DEMO', Authorization: 'tok', 'X-Real-UA': 'UA' });
    expect(workers).toHaveLength(1);
    expect((await bridge.ping()).ok).toBe(true);
  });

  it('sends options without the signal, and a callId the worker can abort by', async () => {
    const log: unknown[][] = [];
    const { create } = fakeWorkers(() => stubService(log, { hangCalls: true }));
    bridge = createApiBridge({ createWorker: create, ...fast });
    const controller = new AbortController();
    const pending = bridge.call('memberInfo', {}, { signal: controller.signal, silent: true });
    await until(() => log.some((entry) => entry[0] === 'call'));
    controller.abort();
    expect(await pending).toMatchObject({ ok: false, error: { code: 'aborted', path: 'memberInfo' } });
    const call = log.find((entry) => entry[0] === 'call');
    expect(call?.[3]).toEqual({ silent: true, callId: expect.stringMatching(/^c\d+$/) });
    await until(() => log.some((entry) => entry[0] === 'abort'));
    expect(log.find((entry) => entry[0] === 'abort')?.[1]).toBe((call?.[3] as { callId: string }).callId);
  });

  it('restarts a worker that fires error: pending calls fail with worker.unavailable and the context is re-sent', async () => {
    const logs: unknown[][][] = [];
    const { create, workers } = fakeWorkers(() => {
      const log: unknown[][] = [];
      logs.push(log);
      return stubService(log, { hangCalls: logs.length === 1 });
    });
    bridge = createApiBridge({ createWorker: create, ...fast });
    await bridge.init({ merchantCode: 'DEMO', language: 'EN', userAgent: 'UA' });
    await bridge.setSession('tok');
    await bridge.setLanguage('TH');
    const pending = bridge.call('memberInfo', {});
    await until(() => logs[0]!.some((entry) => entry[0] === 'call'));
    workers[0]!.fail();
    expect(await pending).toMatchObject({ ok: false, error: { code: 'worker.unavailable', path: 'memberInfo' } });
    expect(workers[0]!.terminated).toBe(true);
    expect(workers).toHaveLength(2); // replaced at once
    await until(() => (logs[1]?.length ?? 0) > 0);
    expect(logs[1]![0]).toEqual(['init', { merchantCode: 'DEMO', language: 'TH', userAgent: 'UA', token: 'tok' }]);
    expect(await bridge.call('memberInfo', {})).toEqual({ ok: true, value: { echo: 'memberInfo' } });
    expect(bridge.generation).toBe(2);
  });

  it('restarts a worker that stops answering: the call times out a little after its own timeout', async () => {
    let count = 0;
    const { create, workers } = fakeWorkers(() => stubService([], { hangCalls: count === 0, hangPing: count++ === 0 }));
    bridge = createApiBridge({ createWorker: create, ...fast });
    await bridge.init({ merchantCode: 'DEMO' });
    const started = Date.now();
    const result = await bridge.call('memberInfo', {}, { timeoutMs: 10_000 });
    expect(result).toMatchObject({ ok: false, error: { code: 'worker.unavailable' } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(145); // (10 s + 5 s margin) / 100, not the 10 s alone
    await until(() => workers.length === 2);
    expect(workers[0]!.terminated).toBe(true);
    expect(await bridge.call('memberInfo', {})).toEqual({ ok: true, value: { echo: 'memberInfo' } });
  });

  it('keeps a worker that still answers pings when one call hangs', async () => {
    const { create, workers } = fakeWorkers(() => stubService([], { hangCalls: true }));
    bridge = createApiBridge({ createWorker: create, ...fast });
    expect(await bridge.call('memberInfo', {}, { timeoutMs: 1_000 })).toMatchObject({
      ok: false,
      error: { code: 'worker.unavailable' },
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(workers).toHaveLength(1);
    expect(workers[0]!.terminated).toBe(false);
  });

  it('does not loop on a worker that fails before ever answering; the next call starts a new one', async () => {
    const { create, workers } = fakeWorkers(() => stubService([]));
    bridge = createApiBridge({ createWorker: create, ...fast });
    const first = bridge.init({});
    workers[0]!.fail();
    expect(await first).toMatchObject({ ok: false, error: { code: 'worker.unavailable' } });
    expect(workers).toHaveLength(1);
    expect((await bridge.ping()).ok).toBe(true);
    expect(workers).toHaveLength(2);
  });

  it('restart() replaces the worker and dispose() stops it for good', async () => {
    const { create, workers } = fakeWorkers(() => stubService([]));
    bridge = createApiBridge({ createWorker: create, ...fast });
    await bridge.ping();
    bridge.restart();
    expect(workers).toHaveLength(2);
    expect(workers[0]!.terminated).toBe(true);
    bridge.dispose();
    expect(workers[1]!.terminated).toBe(true);
    expect(await bridge.ping()).toMatchObject({ ok: false, error: { code: 'worker.unavailable' } });
    expect(workers).toHaveLength(2);
  });
});

describe('reachability', () => {
  it('reports no network after network.error, the network back after any HTTP answer, and nothing for other failures', async () => {
    const outcomes = [
      { ok: false, error: { code: 'network.error', message: 'Failed to fetch', path: '/wps/member/info' } },
      { ok: false, error: { code: 'ECONNABORTED', message: 'timeout', path: '/wps/member/info' } },
      { ok: false, error: { code: 'SERVER_ERROR', message: 'boom', status: 500, path: '/wps/member/info' } },
      { ok: false, error: { code: 'network.error', message: 'Failed to fetch', path: '/wps/member/info' } },
      { ok: true, value: {} },
    ];
    let next = 0;
    const { create } = fakeWorkers(() => ({ ...stubService([]), call: () => outcomes[next++] }));
    const seen: boolean[] = [];
    bridge = createApiBridge({ createWorker: create, onReachability: (reachable) => seen.push(reachable) });
    for (const _ of outcomes) await bridge.call('memberInfo', {});
    expect(seen).toEqual([false, true, false, true]);
  });
});

describe('deadlines', () => {
  it('waits for a refresh as long as the slowest resource asked for may take, plus the margin', () => {
    expect(BRIDGE_DEADLINES.refresh(['home', 'settings'])).toBe(refreshDeadlineMs(['settings']) + BRIDGE_TIMEOUT_MARGIN_MS);
    expect(refreshDeadlineMs(['home', 'settings'])).toBe(RESOURCE_CHAINS.settings * HTTP_DEFAULT_TIMEOUT_MS);
    expect(refreshDeadlineMs(['memberState'])).toBe(2 * HTTP_DEFAULT_TIMEOUT_MS);
  });
});
