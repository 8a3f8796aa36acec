import { useSyncExternalStore } from 'react';
import type { ValueStore } from '../shared/page-runtime';

/** A page value (pageValue) read by a component, which renders again on every change. */
export function usePageValue<T>(value: () => ValueStore<T>): T {
  const store = value();
  return useSyncExternalStore(store.subscribe, store.get);
}
