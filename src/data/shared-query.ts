/**
 * One Dexie live query per key for the whole page. Every component that shows the same stored data shares one
 * subscription, so a write from the worker re-runs the query once, not once per component (46 components read the
 * settings rows). A component that mounts after the first answer renders it at once instead of rendering empty
 * first. When the last subscriber leaves, the query stops and its value is forgotten: nothing stale (a logged-out
 * member's info) is shown on the next mount.
 */
import { liveQuery, type Subscription } from 'dexie';
import { useObservable, type InteropableObservable } from 'dexie-react-hooks';

interface Listener {
  next(value: unknown): void;
  error?(reason: unknown): void;
}

interface SharedQuery<T> extends InteropableObservable<T> {
  /** Returns the unsubscribe function. */
  subscribe(next: (value: T) => void, error?: (reason: unknown) => void): () => void;
  hasValue(): boolean;
  getValue(): T;
}

const running = new Map<string, SharedQuery<unknown>>();

/** The running query under `key`, or a new one made from `query`. */
export function sharedQuery<T>(key: string, query: () => Promise<T>): SharedQuery<T> {
  const existing = running.get(key);
  if (existing) return existing as SharedQuery<T>;
  const listeners = new Set<Listener>();
  let latest: { value: T } | undefined;
  let source: Subscription | undefined;

  const shared: SharedQuery<T> = {
    hasValue: () => latest !== undefined,
    getValue: () => latest?.value as T,
    subscribe(next, error) {
      const listener: Listener = { next: next as (value: unknown) => void, error };
      listeners.add(listener);
      if (!running.has(key)) running.set(key, shared);
      source ??= liveQuery(query).subscribe({
        next(value) {
          latest = { value };
          for (const each of [...listeners]) each.next(value);
        },
        error(reason: unknown) {
          for (const each of [...listeners]) each.error?.(reason);
        },
      });
      if (latest) next(latest.value);
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        source?.unsubscribe();
        source = undefined;
        latest = undefined;
        if (running.get(key) === shared) running.delete(key);
      };
    },
  };
  running.set(key, shared);
  return shared;
}

const kept = new Set<string>();

/**
 * The query's latest answer, shared by every component asking under the same key; undefined until the first one.
 * With `keep`, the query runs on for the page's lifetime once asked for: for reads a screen repeats on every mount
 * (the lobby mounts again on each category page; re-reading 5,000 games would make a tab slow), and the answer keeps
 * its identity until the data changes, so derivations memoized on it stay valid.
 */
export function useSharedQuery<T>(key: string, query: () => Promise<T>, { keep = false } = {}): T | undefined {
  if (keep && !kept.has(key)) {
    kept.add(key);
    sharedQuery(key, query).subscribe(() => undefined);
  }
  return useObservable(() => sharedQuery(key, query), [key]);
}
