/**
 * Background Sync: the `sync` event flushes the tracking outbox when no page is open (src/data/outbox README,
 * "Wiring"). The merchant and language come from what the page and the API worker stored, so the flush needs no page.
 */
import type { MemberDb } from '../src/data/db';
import {
  createEventTransport,
  flushFromServiceWorker,
  storedLanguage,
  storedMerchantCode,
  syncTag,
  type FetchLike,
  type LockManagerLike,
} from '../src/data/outbox';

/** The Background Sync event, absent from TypeScript's WebWorker lib. */
export interface SyncEventLike {
  readonly tag: string;
  readonly lastChance?: boolean;
  waitUntil(promise: Promise<unknown>): void;
}

export interface SyncDeps {
  db: MemberDb;
  origin: string;
  fetch?: FetchLike;
  /** Default: navigator.locks (one flusher at a time with the page and the API worker). */
  locks?: LockManagerLike | null;
}

/** Returns the sync listener: only the outbox's tag is handled. */
export function createSyncHandler(deps: SyncDeps): (event: SyncEventLike) => void {
  const flushDeps = {
    db: deps.db,
    ...(deps.locks !== undefined ? { locks: deps.locks } : {}),
    transport: createEventTransport({
      baseUrl: deps.origin,
      getMerchant: () => storedMerchantCode(deps.db),
      getLanguage: () => storedLanguage(deps.db),
      ...(deps.fetch ? { fetch: deps.fetch } : {}),
    }),
  };
  return (event) => {
    if (event.tag !== syncTag) return;
    event.waitUntil(flushFromServiceWorker(flushDeps, { lastChance: event.lastChance === true }));
  };
}
