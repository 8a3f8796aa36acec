import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheKey, createApiCache } from './api-cache';
import { API_CACHE_FIRST_SWEEP_MS, API_CACHE_SWEEP_INTERVAL_MS, API_CACHE_TTL_MS } from '../../src/shared/constants';

const timers = {
  now: () => Date.now(),
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as number),
};

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('cacheKey', () => {
  it('is a 32-character MD5 hex that tells method, path, query and body apart', () => {
    const key = cacheKey('GET', '/wps/system/domainRoute', { device: 'MOBILE' });
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(cacheKey('GET', '/wps/system/domainRoute', { device: 'X' })).not.toBe(key);
    expect(cacheKey('POST', '/wps/system/domainRoute', { device: 'MOBILE' })).not.toBe(key);
    expect(cacheKey('GET', '/wps/system/country', { device: 'MOBILE' })).not.toBe(key);
    expect(cacheKey('GET', '/wps/system/domainRoute', { device: 'MOBILE' }, { a: 1 })).not.toBe(key);
  });

  it('ignores the order of query parameters and absent values', () => {
    expect(cacheKey('GET', '/p', { a: '1', b: '2' })).toBe(cacheKey('GET', '/p', { b: '2', a: '1', c: undefined }));
  });
});

describe('API cache', () => {
  it('serves an entry for 179 s and misses it at 181 s (default TTL 180 s)', () => {
    const cache = createApiCache({ ...timers, random: () => 0.5 });
    cache.set('k', { v: 1 });
    vi.advanceTimersByTime(179_000);
    expect(cache.get('k')).toEqual({ v: 1 });
    vi.advanceTimersByTime(2_000);
    expect(cache.get('k')).toBeUndefined();
    expect(API_CACHE_TTL_MS).toBe(180_000);
  });

  it('on overflow removes ceil(20 %) oldest-inserted entries: 31 become 24, the newest stay', () => {
    let draw = 0.5;
    const cache = createApiCache({ ...timers, random: () => draw });
    for (let i = 1; i <= 30; i++) cache.set(`k${i}`, i);
    draw = 0; // the 31st write runs the size check
    cache.set('k31', 31);
    expect(cache.stats().size).toBe(24);
    for (let i = 1; i <= 7; i++) expect(cache.get(`k${i}`)).toBeUndefined();
    for (let i = 8; i <= 31; i++) expect(cache.get(`k${i}`)).toBe(i);
  });

  it('evicts expired entries before older live ones', () => {
    let draw = 0.5;
    const cache = createApiCache({ ...timers, random: () => draw });
    for (let i = 1; i <= 24; i++) cache.set(`old${i}`, i);
    for (let i = 1; i <= 7; i++) cache.set(`short${i}`, i, 1_000);
    vi.advanceTimersByTime(2_000);
    draw = 0;
    cache.set('new', 0); // 32 entries → remove ceil(6.4) = 7: the 7 expired ones
    expect(cache.stats().size).toBe(25);
    expect(cache.keys().filter((k) => k.startsWith('short'))).toEqual([]);
    expect(cache.get('old1')).toBe(1);
  });

  it('runs the size check with a draw of 0.05 and skips it with 0.5 (10 % chance)', () => {
    const fill = (draw: number) => {
      const cache = createApiCache({ ...timers, random: () => draw });
      for (let i = 1; i <= 31; i++) cache.set(`k${i}`, i);
      return cache.stats().size;
    };
    expect(fill(0.05)).toBeLessThanOrEqual(30);
    expect(fill(0.099)).toBeLessThanOrEqual(30);
    expect(fill(0.5)).toBe(31);
    expect(fill(0.1)).toBe(31);
  });

  it('a re-written key counts as newly inserted', () => {
    let draw = 0.5;
    const cache = createApiCache({ ...timers, random: () => draw });
    for (let i = 1; i <= 30; i++) cache.set(`k${i}`, i);
    cache.set('k1', 'again');
    draw = 0;
    cache.set('k31', 31);
    expect(cache.get('k1')).toBe('again');
    expect(cache.get('k2')).toBeUndefined();
  });

  it('sweeps expired entries first at 60 s, then every 300,000 ms', () => {
    const cache = createApiCache({ ...timers, random: () => 0.5 });
    for (let i = 0; i < 5; i++) cache.set(`short${i}`, i, 10_000);
    cache.set('long', 1);
    vi.advanceTimersByTime(59_000);
    expect(cache.stats()).toMatchObject({ size: 6, lastSweeps: [] });
    vi.advanceTimersByTime(2_000);
    expect(cache.stats()).toMatchObject({ size: 1, lastSweeps: [API_CACHE_FIRST_SWEEP_MS] });
    vi.advanceTimersByTime(API_CACHE_SWEEP_INTERVAL_MS);
    expect(cache.stats().lastSweeps).toEqual([60_000, 360_000]);
    expect(cache.stats().lastSweep).toBe(360_000);
    expect(cache.stats().size).toBe(0); // 'long' expired at 180 s, gone by the 360 s sweep
    cache.dispose();
    vi.advanceTimersByTime(API_CACHE_SWEEP_INTERVAL_MS);
    expect(cache.stats().lastSweeps).toHaveLength(2);
  });
});
