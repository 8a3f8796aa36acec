/**
 * The tester's offline switch, in the worker (the page sets it through init({ offline })): while it is on, every
 * request of the HTTP client and of the outbox fails as fetch does without network, before anything leaves.
 */
import type { FetchLike } from './http-client';

export interface NetworkSwitch {
  fetch: FetchLike;
  setOffline(on: boolean): void;
  readonly offline: boolean;
}

export function createNetworkSwitch(fetchOnline: FetchLike): NetworkSwitch {
  let offline = false;
  return {
    fetch: (url, init) => (offline ? Promise.reject(new TypeError('Failed to fetch (offline switch)')) : fetchOnline(url, init)),
    setOffline(on) {
      offline = on;
    },
    get offline() {
      return offline;
    },
  };
}
