/**
 * A Dexie live query kept for the page's lifetime: each category page is a route of its own, so the lobby mounts
 * again on every category switch, and re-reading 5,000 games from IndexedDB (and re-deriving their order and search
 * keys) each time would make a tab feel slow. The first subscriber starts the query; later ones get the current
 * answer at once, with the same identity until Dexie's data changes.
 */
import { liveQuery } from 'dexie';
import { useSyncExternalStore } from 'react';

interface Kept<T> {
  value: T | undefined;
  listeners: Set<() => void>;
}

const kept = new Map<string, Kept<unknown>>();

function keep<T>(key: string, querier: () => Promise<T> | T): Kept<T> {
  let entry = kept.get(key) as Kept<T> | undefined;
  if (entry) return entry;
  const created: Kept<T> = { value: undefined, listeners: new Set() };
  kept.set(key, created as Kept<unknown>);
  liveQuery(querier).subscribe({
    next: (value) => {
      created.value = value;
      for (const listener of created.listeners) listener();
    },
    error: (error: unknown) => console.error(`Could not read ${key}`, error),
  });
  entry = created;
  return entry;
}

/** The query's latest answer; undefined until IndexedDB first answers. */
export function useKeptQuery<T>(key: string, querier: () => Promise<T> | T): T | undefined {
  const entry = keep(key, querier);
  return useSyncExternalStore(
    (listener) => {
      entry.listeners.add(listener);
      return () => entry.listeners.delete(listener);
    },
    () => entry.value,
  );
}

/** Memoizes a derivation of kept values across mounts: recomputed only when one of its inputs is a new object. */
export function keptDerivation<I extends readonly unknown[], R>(derive: (...inputs: I) => R): (...inputs: I) => R {
  let last: { inputs: I; result: R } | undefined;
  return (...inputs: I) => {
    if (last && last.inputs.length === inputs.length && last.inputs.every((input, index) => input === inputs[index])) {
      return last.result;
    }
    const result = derive(...inputs);
    last = { inputs, result };
    return result;
  };
}
