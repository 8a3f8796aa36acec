/** The service worker's pieces as plain functions: its URL parameters and cache names, messages, and sync. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NAVIGATION_ALLOWLIST,
  NAVIGATION_DENYLIST,
  cacheNameDetails,
  isConfigRequest,
  isLazyAssetRequest,
  runtimeCacheName,
  swParams,
} from './config';
import { NOTIFICATION_DATA_KEY, acceptableUrl, handleSwMessage, readNotificationData } from './messages';
import { BUILD_ID } from '../src/shared/build-id';
import { createSyncHandler, type SyncEventLike } from './sync';
import { enqueue, syncTag } from '../src/data/outbox';
import { BASE_URL, FakeBackend, drive, makeEvent, newDb, useFakeClock } from '../tests/unit/support/outbox-helpers';

describe('service worker parameters and cache names (ACCEPTANCE E1, E2, Q65)', () => {
  it('reads merchant and env from its own query', () => {
    expect(swParams('?env=qa&merchant=DEMO')).toEqual({ merchant: 'DEMO', env: 'qa' });
    expect(swParams('')).toEqual({ merchant: 'unknown', env: 'unknown' });
    expect(swParams('?env=prod&merchant=a%20b/c')).toEqual({ merchant: 'a_b_c', env: 'prod' });
  });

  it('namespaces every cache by merchant and env, so two merchants never share one', () => {
    const demo = swParams('?env=qa&merchant=DEMO');
    const vnl = swParams('?env=qa&merchant=VNL');
    expect(cacheNameDetails(demo)).toEqual({ prefix: 'member-pwa', suffix: 'DEMO-qa' });
    expect(runtimeCacheName('images', demo)).toBe('member-pwa-images-DEMO-qa');
    expect(runtimeCacheName('images', vnl)).toBe('member-pwa-images-VNL-qa');
    expect(runtimeCacheName('config', demo)).not.toBe(runtimeCacheName('config', vnl));
  });

  it('falls back to the shell for /m/* navigations only, never for the API, QA, emulator or JSON paths', () => {
    const shellAnswers = (path: string) =>
      NAVIGATION_ALLOWLIST.some((re) => re.test(path)) && !NAVIGATION_DENYLIST.some((re) => re.test(path));
    for (const path of ['/m/home', '/m/activity?id=PROMO1', '/m/member/home', '/m/', '/m/index.html']) {
      expect(shellAnswers(path), path).toBe(true);
    }
    for (const path of [
      '/wps/system/settings',
      '/__qa/events',
      '/__emu/line/authorize',
      '/m/config.json',
      '/m/asset-manifest.json?t=1',
      '/m/sw.js?env=qa&merchant=DEMO',
      '/other',
    ]) {
      expect(shellAnswers(path), path).toBe(false);
    }
  });

  it('routes config.json and lazy assets of its own origin only', () => {
    const origin = 'https://www.demo.test';
    expect(isConfigRequest(new URL('/m/config.json?x=1', origin), origin)).toBe(true);
    expect(isConfigRequest(new URL('/m/config.json', 'https://cdn.test'), origin)).toBe(false);
    expect(isLazyAssetRequest(new URL('/m/assets/i18n-vi-AbCdEfGh.js', origin), origin)).toBe(true);
    expect(isLazyAssetRequest(new URL('/m/asset-manifest.json', origin), origin)).toBe(false);
  });
});

describe('service worker messages (ACCEPTANCE E3)', () => {
  const origin = 'https://www.demo.test';

  it('keeps targetUrl and iconUrl from STORE_DATA, merging later messages', async () => {
    const db = newDb();
    const skipWaiting = vi.fn(async () => undefined);
    await handleSwMessage({ type: 'STORE_DATA', targetUrl: '/m/activity?id=PROMO1' }, { db, origin, skipWaiting });
    await handleSwMessage({ type: 'STORE_DATA', iconUrl: 'https://cdn.test/icon.png' }, { db, origin, skipWaiting });
    expect(await readNotificationData(db)).toEqual({ targetUrl: '/m/activity?id=PROMO1', iconUrl: 'https://cdn.test/icon.png' });
    expect((await db.preferences.get(NOTIFICATION_DATA_KEY))?.value).toEqual({
      targetUrl: '/m/activity?id=PROMO1',
      iconUrl: 'https://cdn.test/icon.png',
    });
    expect(skipWaiting).not.toHaveBeenCalled();
  });

  it('ignores URLs that are not http(s) and messages it does not know', async () => {
    const db = newDb();
    const deps = { db, origin, skipWaiting: vi.fn(async () => undefined) };
    await handleSwMessage({ type: 'STORE_DATA', targetUrl: 'javascript:alert(1)', iconUrl: 42 }, deps);
    expect(await readNotificationData(db)).toEqual({});
    expect(handleSwMessage({ type: 'OTHER' }, deps)).toBeUndefined();
    expect(handleSwMessage(null, deps)).toBeUndefined();
    expect(handleSwMessage('SKIP_WAITING', deps)).toBeUndefined();
    expect(acceptableUrl('x'.repeat(3000), origin)).toBeUndefined();
    expect(acceptableUrl('/m/home', origin)).toBe('/m/home');
  });

  it('tells its build on GET_VERSION, to the asking port', async () => {
    const reply = vi.fn();
    await handleSwMessage({ type: 'GET_VERSION' }, { db: newDb(), origin, skipWaiting: vi.fn(), reply });
    expect(reply).toHaveBeenCalledWith({ type: 'VERSION', buildId: BUILD_ID });
  });

  it('skips waiting on SKIP_WAITING only', async () => {
    const skipWaiting = vi.fn(async () => undefined);
    await handleSwMessage({ type: 'SKIP_WAITING' }, { db: newDb(), origin, skipWaiting });
    expect(skipWaiting).toHaveBeenCalledTimes(1);
  });
});

describe('Background Sync flush from the service worker', () => {
  beforeEach(useFakeClock);
  afterEach(() => vi.useRealTimers());

  function syncEvent(tag: string, lastChance = false) {
    const waited: Promise<unknown>[] = [];
    const event: SyncEventLike = { tag, lastChance, waitUntil: (promise) => void waited.push(promise) };
    return { event, waited };
  }

  it('delivers pending events once, with the stored merchant, for the outbox tag only', async () => {
    const db = newDb();
    const backend = new FakeBackend();
    await db.systemState.put({ key: 'config', value: { merchantCode: 'VNL', env: 'qa', apiBase: '' }, updatedAt: 0 });
    await enqueue(db, makeEvent());
    await enqueue(db, makeEvent());
    const onSync = createSyncHandler({ db, origin: BASE_URL, fetch: backend.fetch, locks: null });

    const other = syncEvent('something-else');
    onSync(other.event);
    expect(other.waited).toHaveLength(0);

    const ours = syncEvent(syncTag);
    onSync(ours.event);
    expect(ours.waited).toHaveLength(1);
    await expect(drive(ours.waited[0]!)).resolves.toMatchObject({ delivered: 2, pending: 0 });
    expect([...backend.received.values()]).toEqual([1, 1]);
    expect(backend.calls.every((call) => call.headers['Merchant'] === 'VNL')).toBe(true);
    expect(await db.outbox.count()).toBe(0);
  });

  it('rejects while events stay pending, so the browser syncs again, except on its last chance', async () => {
    const db = newDb();
    const backend = new FakeBackend().failPost({ status: 503 }).failPing({ status: 503 });
    await db.systemState.put({ key: 'config', value: { merchantCode: 'DEMO', env: 'qa', apiBase: '' }, updatedAt: 0 });
    await enqueue(db, makeEvent());
    const onSync = createSyncHandler({ db, origin: BASE_URL, fetch: backend.fetch, locks: null });

    const first = syncEvent(syncTag);
    onSync(first.event);
    await expect(drive(first.waited[0]!)).rejects.toThrow(/still pending/);
    const last = syncEvent(syncTag, true);
    onSync(last.event);
    await expect(drive(last.waited[0]!)).resolves.toMatchObject({ pending: 1 });
  });
});
