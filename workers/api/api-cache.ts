/**
 * The GET response cache of spec §7 and §9 (ACCEPTANCE B15 to B20, Q22): entries keyed by an MD5 of the request,
 * a default TTL, a probabilistic size check on write that evicts the oldest fifth, and a periodic sweep of
 * expired entries.
 */
import MD5 from 'crypto-js/md5';
import {
  API_CACHE_EVICT_RATIO,
  API_CACHE_FIRST_SWEEP_MS,
  API_CACHE_MAX_ITEMS,
  API_CACHE_SIZE_CHECK_PROBABILITY,
  API_CACHE_SWEEP_INTERVAL_MS,
  API_CACHE_TTL_MS,
} from '../../src/shared/constants';
import type { TimerHandle, Clock } from '../../src/data/clock';

/** How many sweep times stats() reports. */
const SWEEP_HISTORY = 10;

export type QueryValue = string | number | boolean | null | undefined;

/** MD5 (32 hex characters) of method, path, the query sorted by name, and the body. */
export function cacheKey(method: string, path: string, query: Record<string, QueryValue> = {}, body?: unknown): string {
  const sortedQuery = Object.keys(query)
    .filter((name) => query[name] !== undefined && query[name] !== null)
    .sort()
    .map((name) => `${name}=${String(query[name])}`)
    .join('&');
  const bodyText = body === undefined ? '' : JSON.stringify(body);
  return MD5(`${method.toUpperCase()} ${path}?${sortedQuery}\n${bodyText}`).toString();
}

export interface ApiCacheOptions extends Clock {
  /** Uniform [0, 1): decides whether a write runs the size check. */
  random: () => number;
  ttlMs?: number;
  maxItems?: number;
}

export interface ApiCacheStats {
  size: number;
  /** now() of the most recent sweeps, oldest first. */
  lastSweeps: number[];
  lastSweep: number | null;
}

interface Entry {
  value: unknown;
  expiresAt: number;
}

export interface ApiCache {
  get<T>(key: string): T | undefined;
  set(key: string, value: unknown, ttlMs?: number): void;
  delete(key: string): void;
  clear(): void;
  /** Removes expired entries; returns how many went. */
  sweep(): number;
  /** Runs the overflow rule now (what a write does with probability 10 %); returns how many went. */
  checkSize(): number;
  stats(): ApiCacheStats;
  keys(): string[];
  /** Stops the sweep timer. */
  dispose(): void;
}

export function createApiCache(options: ApiCacheOptions): ApiCache {
  const { now, random } = options;
  const ttlDefault = options.ttlMs ?? API_CACHE_TTL_MS;
  const maxItems = options.maxItems ?? API_CACHE_MAX_ITEMS;
  // A Map iterates in insertion order, and set() re-inserts, so the first entries are the oldest inserted.
  const entries = new Map<string, Entry>();
  const lastSweeps: number[] = [];
  let timer: TimerHandle | undefined;
  let disposed = false;

  const isExpired = (entry: Entry, at: number) => at >= entry.expiresAt;

  function sweep(): number {
    const at = now();
    let removed = 0;
    for (const [key, entry] of entries) {
      if (isExpired(entry, at)) {
        entries.delete(key);
        removed++;
      }
    }
    lastSweeps.push(at);
    if (lastSweeps.length > SWEEP_HISTORY) lastSweeps.shift();
    return removed;
  }

  function checkSize(): number {
    if (entries.size <= maxItems) return 0;
    const count = Math.ceil(entries.size * API_CACHE_EVICT_RATIO);
    const at = now();
    const all = [...entries];
    const victims = [...all.filter(([, e]) => isExpired(e, at)), ...all.filter(([, e]) => !isExpired(e, at))].slice(0, count);
    for (const [key] of victims) entries.delete(key);
    return victims.length;
  }

  function schedule(delay: number) {
    timer = options.setTimeout(() => {
      if (disposed) return;
      sweep();
      schedule(API_CACHE_SWEEP_INTERVAL_MS);
    }, delay);
  }
  schedule(API_CACHE_FIRST_SWEEP_MS);

  return {
    get<T>(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (isExpired(entry, now())) {
        entries.delete(key);
        return undefined;
      }
      return entry.value as T;
    },
    set(key, value, ttlMs = ttlDefault) {
      const at = now();
      entries.delete(key);
      entries.set(key, { value, expiresAt: at + ttlMs });
      if (random() < API_CACHE_SIZE_CHECK_PROBABILITY) checkSize();
    },
    delete: (key) => void entries.delete(key),
    clear: () => entries.clear(),
    sweep,
    checkSize,
    stats: () => ({ size: entries.size, lastSweeps: [...lastSweeps], lastSweep: lastSweeps.at(-1) ?? null }),
    keys: () => [...entries.keys()],
    dispose() {
      disposed = true;
      options.clearTimeout(timer);
    },
  };
}
