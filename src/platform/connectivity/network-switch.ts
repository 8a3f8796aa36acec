/**
 * The tester's offline switch (diagnostics screen): while it is on, the page, the API worker and the outbox behave
 * as without network. No request of theirs leaves, the browser's 'offline' event is played to the page's listeners,
 * and every offline path shows as it would. It lasts until it is switched off or the tab closes (sessionStorage).
 *
 * The page's code that asks "is there a network?" or listens for 'online'/'offline' goes through this module, so the
 * switch and the real network are one signal.
 */
import { useSyncExternalStore } from 'react';
import { createValueStore, pageState } from '../../shared/page-runtime';
import { guardedSetItem } from '../session/tab-session/session-storage';

export const SIMULATED_OFFLINE_KEY = 'simulatedOffline';

type NetworkEvent = 'online' | 'offline';
type Listener = () => void;

function storedSwitch(): boolean {
  try {
    return sessionStorage.getItem(SIMULATED_OFFLINE_KEY) === '1';
  } catch {
    return false;
  }
}

const simulated = pageState(() => createValueStore(storedSwitch()));

/** What the switch tells listeners when it turns: the events the browser would have fired. */
const switchEvents = pageState(() => new EventTarget());

export function isSimulatedOffline(): boolean {
  return simulated().get();
}

export function subscribeSimulatedOffline(listener: Listener): () => void {
  return simulated().subscribe(listener);
}

export function useSimulatedOffline(): boolean {
  const store = simulated();
  return useSyncExternalStore(store.subscribe, store.get);
}

/** Whether the page may use the network: the browser's own state, and never while the switch is on. */
export function networkAvailable(): boolean {
  return !isSimulatedOffline() && (typeof navigator === 'undefined' || navigator.onLine !== false);
}

export function setSimulatedOffline(on: boolean): void {
  if (on === isSimulatedOffline()) return;
  try {
    if (on) guardedSetItem(sessionStorage, SIMULATED_OFFLINE_KEY, '1');
    else sessionStorage.removeItem(SIMULATED_OFFLINE_KEY);
  } catch {
    // No sessionStorage: the switch holds for this page only.
  }
  const browserOnline = navigator.onLine !== false;
  simulated().set(on);
  // Offline already, the browser has told its listeners; otherwise the switch tells them now.
  if (browserOnline) switchEvents().dispatchEvent(new Event(on ? 'offline' : 'online'));
}

const gatedListeners = new WeakMap<Listener, Listener>();

/**
 * 'online' and 'offline' as the page should hear them: the window's, except while the switch holds the page offline
 * (a real reconnection then changes nothing), and the switch's own.
 */
export const networkEvents = {
  addEventListener(type: NetworkEvent, listener: Listener): void {
    const gated = gatedListeners.get(listener) ?? (() => !isSimulatedOffline() && listener());
    gatedListeners.set(listener, gated);
    window.addEventListener(type, gated);
    switchEvents().addEventListener(type, listener);
  },
  removeEventListener(type: NetworkEvent, listener: Listener): void {
    const gated = gatedListeners.get(listener);
    if (gated) window.removeEventListener(type, gated);
    switchEvents().removeEventListener(type, listener);
  },
};

/** fetch for the page's own requests: fails as fetch does offline while the switch is on. */
export function pageFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  if (isSimulatedOffline()) return Promise.reject(new TypeError('Failed to fetch (offline switch)'));
  return fetch(input, init);
}
