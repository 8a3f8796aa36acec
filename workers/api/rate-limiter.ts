/**
 * Spacing of same-path GETs under /wps/* (spec §7, §9; ACCEPTANCE B22, B23, Q23): each path waits until
 * 150 ms (120 + 30) after the previous send to that path was scheduled. Keyed by path, query ignored.
 * Bookkeeping is bounded: the last-sent map is an LRU of 100 paths, compiled patterns an LRU of 50, and paths
 * longer than 200 characters are not tracked at all. The client asks only for GETs that really go out
 * (cache hits and shared in-flight GETs never reach it).
 */
import {
  RATE_LIMIT_CACHE_MAX,
  RATE_LIMIT_MIN_GAP_MS,
  RATE_LIMIT_PATH_LENGTH_LIMIT,
  RATE_LIMIT_PATH_PREFIX,
  RATE_LIMIT_PATTERN_CACHE_MAX,
} from '../../src/shared/constants';
import { LruMap } from './lru';
import type { Clock } from '../../src/data/clock';
import { sleep } from './timers';

export const DEFAULT_RATE_LIMIT_PATTERNS: readonly string[] = [`${RATE_LIMIT_PATH_PREFIX}*`];

export interface RateLimiterOptions extends Clock {
  /** Path globs that are spaced ('*' matches anything). Default: /wps/*. */
  patterns?: readonly string[];
  minGapMs?: number;
}

export interface RateLimiterStats {
  /** Paths in the last-sent map. */
  tracked: number;
  /** Compiled patterns kept. */
  patterns: number;
}

export interface RateLimiter {
  /** How long a request must wait, reserving its send time; 0 when it is not limited. */
  reserve(method: string, path: string): number;
  /** reserve() then sleep; rejects when the signal aborts. */
  wait(method: string, path: string, signal?: AbortSignal): Promise<void>;
  stats(): RateLimiterStats;
}

export function globToRegExp(glob: string): RegExp {
  const source = glob
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`);
}

export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  const patterns = options.patterns ?? DEFAULT_RATE_LIMIT_PATTERNS;
  const minGap = options.minGapMs ?? RATE_LIMIT_MIN_GAP_MS;
  const lastSent = new LruMap<string, number>(RATE_LIMIT_CACHE_MAX);
  const compiled = new LruMap<string, RegExp>(RATE_LIMIT_PATTERN_CACHE_MAX);

  function compile(pattern: string): RegExp {
    let regexp = compiled.get(pattern);
    if (!regexp) {
      regexp = globToRegExp(pattern);
      compiled.set(pattern, regexp);
    }
    return regexp;
  }

  function isLimited(method: string, path: string): boolean {
    if (method.toUpperCase() !== 'GET' || path.length > RATE_LIMIT_PATH_LENGTH_LIMIT) return false;
    return patterns.some((pattern) => compile(pattern).test(path));
  }

  function reserve(method: string, path: string): number {
    const key = path.split('?')[0] ?? path;
    if (!isLimited(method, key)) return 0;
    const at = options.now();
    const previous = lastSent.get(key);
    const sendAt = previous === undefined ? at : Math.max(at, previous + minGap);
    lastSent.set(key, sendAt);
    return sendAt - at;
  }

  return {
    reserve,
    async wait(method, path, signal) {
      const delay = reserve(method, path);
      if (delay > 0) await sleep(options, delay, signal);
    },
    stats: () => ({ tracked: lastSent.size, patterns: compiled.size }),
  };
}
