/** The update flow: the asset-list hash check, its schedule, and Refresh (ACCEPTANCE E31–E35, A24, A25). */
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ASSET_HASH_CHECK_INTERVAL_MS } from '../../shared/constants';
import { fallbackHash, hashText } from './hash';
import {
  ASSET_HASH_STORAGE_KEY,
  createAssetHashChecker,
  startUpdateChecks,
  type CheckOutcome,
  type ManifestResponse,
} from './update-check';
import {
  CONTROLLER_CHANGE_TIMEOUT_MS,
  UPDATE_RELOAD_MARK_KEY,
  createUpdateRefresher,
  type RegistrationLike,
  type WorkerLike,
} from './update-refresh';
import { memoryStorage } from '../../../tests/unit/support/memory-storage';

function manifestServer(initial = '{"files":[{"url":"/m/index.html","revision":"a"}]}') {
  let body = initial;
  let fail: 'status' | 'network' | 'html' | undefined;
  const urls: string[] = [];
  const inits: unknown[] = [];
  const fetch = vi.fn(async (url: string, init: unknown): Promise<ManifestResponse> => {
    urls.push(url);
    inits.push(init);
    if (fail === 'network') throw new TypeError('Failed to fetch');
    if (fail === 'status') return { ok: false, text: async () => 'oops' };
    if (fail === 'html') return { ok: true, text: async () => '<html>portal</html>' };
    return { ok: true, text: async () => body };
  });
  return {
    fetch,
    urls,
    inits,
    bump: (n: number) => (body = JSON.stringify({ ...JSON.parse(initial), qaBump: n })),
    fail: (mode: typeof fail) => (fail = mode),
  };
}

describe('the asset-list hash', () => {
  it('is the SHA-256 of the manifest text, with a stand-in where WebCrypto is missing', async () => {
    const text = '{"files":[]}';
    expect(await hashText(text)).toBe(createHash('sha256').update(text).digest('hex'));
    expect(await hashText(text, null)).toBe(fallbackHash(text));
    expect(fallbackHash('a')).not.toBe(fallbackHash('b'));
  });
});

describe('the asset-list check (ACCEPTANCE E32, E34, E35, Q72)', () => {
  it('fetches with a new ?t= and no-store each time, stores a baseline first, then reports same or changed', async () => {
    const server = manifestServer();
    const storage = memoryStorage();
    let now = 1_000;
    const checker = createAssetHashChecker({ fetch: server.fetch, storage, now: () => now++ });

    const first = await checker.check();
    expect(first.kind).toBe('baseline');
    expect(storage.values.get(ASSET_HASH_STORAGE_KEY)).toBe((first as { hash: string }).hash);
    expect((await checker.check()).kind).toBe('same');
    expect((await checker.check()).kind).toBe('same');
    expect(server.urls).toEqual([
      '/m/asset-manifest.json?t=1000',
      '/m/asset-manifest.json?t=1001',
      '/m/asset-manifest.json?t=1002',
    ]);
    expect(server.inits[0]).toMatchObject({ cache: 'no-store' });

    server.bump(1);
    const changed = await checker.check();
    expect(changed).toMatchObject({ kind: 'changed', previous: (first as { hash: string }).hash });
    // Not accepted yet: the next check reports it again.
    expect((await checker.check()).kind).toBe('changed');
    checker.accept((changed as { hash: string }).hash);
    expect((await checker.check()).kind).toBe('same');
  });

  it('is silent on failures: a 500, a network error, or a page that is not JSON', async () => {
    const server = manifestServer();
    const storage = memoryStorage();
    const checker = createAssetHashChecker({ fetch: server.fetch, storage, now: () => 1 });
    await checker.check();
    const baseline = storage.values.get(ASSET_HASH_STORAGE_KEY);
    for (const mode of ['status', 'network', 'html'] as const) {
      server.fail(mode);
      await expect(checker.check()).resolves.toEqual({ kind: 'failed' });
    }
    expect(storage.values.get(ASSET_HASH_STORAGE_KEY)).toBe(baseline);
  });

  it('never reports a change without storage (no baseline can be kept)', async () => {
    const server = manifestServer();
    const checker = createAssetHashChecker({ fetch: server.fetch, storage: null, now: () => 1 });
    expect((await checker.check()).kind).toBe('baseline');
    server.bump(1);
    expect((await checker.check()).kind).toBe('baseline');
  });

  it('shares one request between overlapping checks', async () => {
    const server = manifestServer();
    const checker = createAssetHashChecker({ fetch: server.fetch, storage: memoryStorage(), now: () => 1 });
    await Promise.all([checker.check(), checker.check()]);
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });
});

describe('when the check runs (ACCEPTANCE E33)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('on start, when the page becomes visible (not hidden), and every 3,600,000 ms', async () => {
    const check = vi.fn(async (): Promise<CheckOutcome> => ({ kind: 'same', hash: 'h' }));
    const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
    const stop = startUpdateChecks({
      checker: { check },
      onOutcome: () => undefined,
      document: doc,
      setInterval: (callback, ms) => setInterval(callback, ms),
      clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
    });
    expect(check).toHaveBeenCalledTimes(1);

    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(check).toHaveBeenCalledTimes(1);
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(check).toHaveBeenCalledTimes(2);

    vi.advanceTimersByTime(ASSET_HASH_CHECK_INTERVAL_MS - 1);
    expect(check).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(3);

    stop();
    vi.advanceTimersByTime(ASSET_HASH_CHECK_INTERVAL_MS);
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(check).toHaveBeenCalledTimes(3);
  });
});

class FakeWorker implements WorkerLike {
  readonly messages: unknown[] = [];
  private listeners: Array<() => void> = [];
  constructor(public state: string) {}
  postMessage(message: unknown) {
    this.messages.push(message);
  }
  addEventListener(_type: 'statechange', listener: () => void) {
    this.listeners.push(listener);
  }
  become(state: string) {
    this.state = state;
    this.listeners.forEach((listener) => listener());
  }
}

function setup(pathname: string, registration: RegistrationLike | undefined, search = '') {
  const controllerListeners = new Set<() => void>();
  const location = { pathname, search, reload: vi.fn(), replace: vi.fn() };
  const session = memoryStorage();
  const accepted: string[] = [];
  const timers: Array<() => void> = [];
  const refresher = createUpdateRefresher({
    getRegistration: async () => registration,
    onControllerChange: (listener) => {
      controllerListeners.add(listener);
      return () => controllerListeners.delete(listener);
    },
    location,
    session,
    acceptHash: (hash) => accepted.push(hash),
    setTimeout: (callback, ms) => {
      expect(ms).toBe(CONTROLLER_CHANGE_TIMEOUT_MS);
      timers.push(callback);
    },
  });
  const controllerChange = () => [...controllerListeners].forEach((listener) => listener());
  return { refresher, location, session, accepted, timers, controllerChange, controllerListeners };
}

describe('Refresh (ARCHITECTURE update flow; ACCEPTANCE A24, A25)', () => {
  it('tells the waiting worker to SKIP_WAITING and reloads once when it takes control', async () => {
    const waiting = new FakeWorker('installed');
    const t = setup('/m/game', { waiting, installing: null });
    await t.refresher.refresh('h2');
    expect(waiting.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(t.location.reload).not.toHaveBeenCalled();

    t.controllerChange();
    t.controllerChange();
    t.timers.forEach((timer) => timer());
    expect(t.location.reload).toHaveBeenCalledTimes(1);
    expect(t.location.replace).not.toHaveBeenCalled();
    expect(t.refresher.reloads).toBe(1);
    expect(t.accepted).toEqual(['h2']);
    expect(t.session.values.get(UPDATE_RELOAD_MARK_KEY)).toBe('h2');
  });

  it('reloads at once where no worker waits, and only once however often Refresh is pressed', async () => {
    const t = setup('/m/home', { waiting: null, installing: null });
    await t.refresher.refresh('h2');
    await t.refresher.refresh('h2');
    expect(t.location.reload).toHaveBeenCalledTimes(1);
    const none = setup('/m/login', undefined);
    await none.refresher.refresh(null);
    expect(none.location.reload).toHaveBeenCalledTimes(1);
    expect(none.accepted).toEqual([]);
  });

  it('reloads anyway when the new worker never takes control', async () => {
    const waiting = new FakeWorker('installed');
    const t = setup('/m/home', { waiting, installing: null });
    await t.refresher.refresh('h2');
    t.timers.forEach((timer) => timer());
    expect(t.location.reload).toHaveBeenCalledTimes(1);
    expect(t.controllerListeners.size).toBe(0);
    t.controllerChange();
    expect(t.location.reload).toHaveBeenCalledTimes(1);
  });

  it('waits for an installing worker to be installed before telling it to take over', async () => {
    const installing = new FakeWorker('installing');
    const t = setup('/m/home', { waiting: null, installing });
    await t.refresher.refresh('h2');
    expect(installing.messages).toEqual([]);
    installing.become('installed');
    expect(installing.messages).toEqual([{ type: 'SKIP_WAITING' }]);
    t.controllerChange();
    expect(t.location.reload).toHaveBeenCalledTimes(1);
  });

  it.each(['/m/home', '/m/game', '/m/login', '/m/index', '/m/index.html', '/m/member/home', '/m/register', '/m/register.html'])(
    'reloads in place on %s',
    async (path) => {
      const t = setup(path, undefined);
      await t.refresher.refresh('h');
      expect(t.location.reload).toHaveBeenCalledTimes(1);
      expect(t.location.replace).not.toHaveBeenCalled();
    },
  );

  it.each(['/m/activity', '/m/inviteFriends', '/m/changePsw', '/m/member/vip'])('goes to /m/home from %s', async (path) => {
    const t = setup(path, undefined, '?id=PROMO1');
    await t.refresher.refresh('h');
    expect(t.location.reload).not.toHaveBeenCalled();
    expect(t.location.replace).toHaveBeenCalledTimes(1);
    expect(t.location.replace.mock.calls[0]?.[0]).toMatch(/^\/m\/home(\?|$)/);
  });

  it('never prompts twice in one tab for a version it already reloaded for (no reload loop)', async () => {
    const t = setup('/m/home', undefined);
    expect(t.refresher.shouldPrompt('h2')).toBe(true);
    await t.refresher.refresh('h2');
    // The reloaded page shares the tab's sessionStorage.
    const after = createUpdateRefresher({
      getRegistration: async () => undefined,
      onControllerChange: () => () => undefined,
      location: t.location,
      session: t.session,
      acceptHash: () => undefined,
      setTimeout: () => undefined,
    });
    expect(after.shouldPrompt('h2')).toBe(false);
    expect(after.shouldPrompt('h3')).toBe(true);
  });
});
