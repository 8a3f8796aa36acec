/**
 * One live read per key for the whole page. Every component that shows the same stored data shares one
 * subscription, so a write from the worker re-runs the read once, not once per component (46 components read the
 * settings rows). A component that mounts after the first answer renders it at once instead of rendering empty
 * first. An answer read again keeps the identity of every part that did not change (keep-equal-parts.ts), and an
 * answer equal to the last one is not passed on. When the last subscriber leaves, the read stops and its value is
 * forgotten: nothing stale (a logged-out member's info) is shown on the next mount.
 */
import { startTransition, useEffect, useRef, useState } from 'react';
import { keepEqualParts } from './keep-equal-parts';
import { liveRead, type LiveReadObserver } from './page-store';
import type { StoreTable } from './schema';
import type { ReadScope } from './store-change-notice';

export interface SharedQuery<T> {
  /** Returns the unsubscribe function. */
  subscribe(next: (value: T) => void, error?: (reason: unknown) => void): () => void;
  hasValue(): boolean;
  getValue(): T;
}

const running = new Map<string, SharedQuery<unknown>>();

/** What a shared query follows: whole tables, or single rows (page-store.ts liveRead). */
export type QueryScope = readonly ReadScope<StoreTable>[];

/** The running query under `key`, or a new one that reads `query` again on every write to what `scope` follows. */
export function sharedQuery<T>(key: string, scope: QueryScope, query: () => Promise<T>): SharedQuery<T> {
  const existing = running.get(key);
  if (existing) return existing as SharedQuery<T>;
  const listeners = new Set<LiveReadObserver<unknown>>();
  let latest: { value: T } | undefined;
  let source: { unsubscribe(): void } | undefined;

  const shared: SharedQuery<T> = {
    hasValue: () => latest !== undefined,
    getValue: () => latest?.value as T,
    subscribe(next, error) {
      const listener: LiveReadObserver<unknown> = { next: next as (value: unknown) => void, error };
      listeners.add(listener);
      if (!running.has(key)) running.set(key, shared);
      source ??= liveRead(scope, query).subscribe({
        next(answer) {
          // A read again after a write to its tables that answers the same is not news: nothing renders again.
          const value = latest ? keepEqualParts(latest.value, answer) : answer;
          if (latest && value === latest.value) return;
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

/** The latest answer of the query running under `key`, if one runs and has answered: code outside components reads it. */
export function latestAnswer<T>(key: string): { value: T } | undefined {
  const query = running.get(key);
  return query?.hasValue() ? { value: query.getValue() as T } : undefined;
}

const kept = new Set<string>();

/** Starts the query under `key` for the page's lifetime, if it is not running for good already (see `keep` below). */
export function keepSharedQuery<T>(key: string, scope: QueryScope, query: () => Promise<T>): void {
  if (kept.has(key)) return;
  kept.add(key);
  sharedQuery(key, scope, query).subscribe(() => undefined);
}

/**
 * The query's latest answer, shared by every component asking under the same key; undefined until the first one.
 * With `keep`, the query runs on for the page's lifetime once asked for: for reads a screen repeats on every mount
 * (the lobby mounts again on each category page; re-reading 5,000 games would make a tab slow), and the answer keeps
 * its identity until the data changes, so derivations memoized on it stay valid.
 *
 * A component renders the answer there is at once; a new answer renders as a transition, which React renders in
 * slices between the browser's tasks: on a first visit the stored answers arrive one after the other, and each would
 * otherwise hold the main thread for a whole render of the screen (issue 15).
 */
export function useSharedQuery<T, S = T>(
  key: string,
  scope: QueryScope,
  query: () => Promise<T>,
  { keep = false, select }: { keep?: boolean; select?: (answer: T) => S } = {},
): S | undefined {
  if (keep) keepSharedQuery(key, scope, query);
  const shared = sharedQuery(key, scope, query);
  // With select, the component renders again only when the part it reads changes (its identity is kept while equal).
  const selectRef = useRef(select);
  selectRef.current = select;
  const current = (): S | undefined => {
    if (!shared.hasValue()) return undefined;
    const answer = shared.getValue();
    return selectRef.current ? selectRef.current(answer) : (answer as unknown as S);
  };
  const [shown, setShown] = useState(() => ({ shared, value: current() }));
  useEffect(() => {
    const update = () =>
      startTransition(() =>
        setShown((last) => {
          const value = current();
          return last.shared === shared && Object.is(last.value, value) ? last : { shared, value };
        }),
      );
    // Subscribing hands over the answer there is now: one that came in after this component rendered is shown.
    return shared.subscribe(update, (reason) => console.error(`Could not read ${key} from the local store`, reason));
  }, [shared, key]);
  return shown.shared === shared ? shown.value : current();
}
