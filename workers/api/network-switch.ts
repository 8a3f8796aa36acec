/**
 * The tester's offline switch, in the worker (the page sets it through init({ offline })): while it is on, every
 * request of the HTTP client and of the outbox fails as fetch does without network, before anything leaves.
 */
import type { FetchLike } from './http-client';

export interface NetworkSwitch {
  fetch: FetchLike;
  setOffline(on: boolean): void;
  readonly offline: boolean;
  /** Requests the switch has failed since the worker started (the diagnostics screen shows it). */
  readonly heldBack: number;
}

export function createNetworkSwitch(fetchOnline: FetchLike): NetworkSwitch {
  let offline = false;
  let heldBack = 0;
  return {
    fetch: (url, init) => {
      if (!offline) return fetchOnline(url, init);
      heldBack += 1;
      return Promise.reject(new TypeError('Failed to fetch (offline switch)'));
    },
    setOffline(on) {
      offline = on;
    },
    get offline() {
      return offline;
    },
    get heldBack() {
      return heldBack;
    },
  };
}
