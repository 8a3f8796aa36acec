/**
 * Whether the page can reach the network, as far as it can tell: the browser's offline and online events, and the
 * outcome of the API calls (a call that failed as network.error means offline even when the browser thinks it is
 * online; any answered call means online again). The one owner of this state; the offline banner reads it.
 */
import { useSyncExternalStore } from 'react';
import { pageState } from '../../shared/page-runtime';
import { networkAvailable } from './network-switch';

export type Reachability = 'online' | 'offline';

export interface ConnectivityStore {
  get(): Reachability;
  set(next: Reachability): void;
  subscribe(listener: () => void): () => void;
}

export function createConnectivityStore(initial: Reachability): ConnectivityStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      if (next === state) return;
      state = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export interface NetworkEventTarget {
  addEventListener(type: 'online' | 'offline', listener: () => void): void;
  removeEventListener(type: 'online' | 'offline', listener: () => void): void;
}

/** Follows the offline and online events (the window's, through the offline switch); returns the function that stops. */
export function followBrowserEvents(store: ConnectivityStore, target: NetworkEventTarget): () => void {
  const offline = () => store.set('offline');
  const online = () => store.set('online');
  target.addEventListener('offline', offline);
  target.addEventListener('online', online);
  return () => {
    target.removeEventListener('offline', offline);
    target.removeEventListener('online', online);
  };
}

/** The page's reachability, in the page runtime: the browser's own state until a call or an event tells more. */
export const connectivity = pageState(() => createConnectivityStore(networkAvailable() ? 'online' : 'offline'));

export function useReachability(): Reachability {
  const store = connectivity();
  return useSyncExternalStore(store.subscribe, store.get);
}
