import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRateLimiter, globToRegExp } from './rate-limiter';

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

describe('rate limiter', () => {
  it('spaces same-path GETs under /wps/ by 150 ms, whatever the query', async () => {
    const limiter = createRateLimiter(timers);
    const sentAt: number[] = [];
    const go = (path: string) => limiter.wait('GET', path).then(() => sentAt.push(Date.now()));
    void go('/wps/qa/slow/1?q=a');
    void go('/wps/qa/slow/1?q=b');
    void go('/wps/qa/slow/1?q=c');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sentAt).toEqual([0, 150, 300]);
  });

  it('does not delay different paths, POSTs or paths outside /wps/', () => {
    const limiter = createRateLimiter(timers);
    expect(['/wps/a', '/wps/b', '/wps/c'].map((p) => limiter.reserve('GET', p))).toEqual([0, 0, 0]);
    expect([1, 2].map(() => limiter.reserve('POST', '/wps/relay/X'))).toEqual([0, 0]);
    expect([1, 2].map(() => limiter.reserve('GET', '/m/asset-manifest.json'))).toEqual([0, 0]);
    expect(limiter.reserve('GET', '/wps/a')).toBe(150);
  });

  it('lets a path go at once when 150 ms have passed', () => {
    const limiter = createRateLimiter(timers);
    limiter.reserve('GET', '/wps/a');
    vi.advanceTimersByTime(100);
    expect(limiter.reserve('GET', '/wps/a')).toBe(50);
    vi.advanceTimersByTime(200);
    expect(limiter.reserve('GET', '/wps/a')).toBe(0);
  });

  it('tracks at most 100 paths, forgetting the least recently used', () => {
    const limiter = createRateLimiter(timers);
    for (let i = 0; i < 150; i++) limiter.reserve('GET', `/wps/p/${i}`);
    expect(limiter.stats().tracked).toBe(100);
    expect(limiter.reserve('GET', '/wps/p/0')).toBe(0); // forgotten: not spaced
    expect(limiter.reserve('GET', '/wps/p/149')).toBe(150); // still tracked
  });

  it('keeps at most 50 compiled patterns', () => {
    const patterns = Array.from({ length: 60 }, (_, i) => `/wps/area${i}/*`);
    const limiter = createRateLimiter({ ...timers, patterns });
    limiter.reserve('GET', '/wps/elsewhere'); // tries all 60
    expect(limiter.stats().patterns).toBe(50);
    expect(limiter.reserve('GET', '/wps/area59/x')).toBe(0);
    expect(limiter.reserve('GET', '/wps/area59/x')).toBe(150);
  });

  it('does not track or delay paths longer than 200 characters', () => {
    const limiter = createRateLimiter(timers);
    const long = `/wps/${'x'.repeat(245)}`;
    expect(long).toHaveLength(250);
    expect([1, 2, 3].map(() => limiter.reserve('GET', long))).toEqual([0, 0, 0]);
    expect(limiter.stats().tracked).toBe(0);
    const limit = `/wps/${'x'.repeat(195)}`;
    limiter.reserve('GET', limit);
    expect(limiter.reserve('GET', limit)).toBe(150);
  });

  it('compiles globs', () => {
    expect(globToRegExp('/wps/*').test('/wps/member/info')).toBe(true);
    expect(globToRegExp('/wps/*').test('/wpsx/a')).toBe(false);
    expect(globToRegExp('/a.b/*').test('/aXb/c')).toBe(false);
  });
});
