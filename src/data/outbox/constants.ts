/**
 * Tuning of the outbox that the spec does not fix (the spec's own numbers live in src/shared/constants.ts).
 */
import { OUTBOX_LEASE_MS } from '../../shared/constants';

/** The Web Locks name, and the Background Sync tag, shared by the page, the API worker and the service worker. */
export const OUTBOX_LOCK_NAME = 'member-pwa-outbox';
/** Events sent at once by one flush (each its own POST retry chain, or a ping batch). */
export const OUTBOX_CONCURRENCY = 4;
/** A Retry-After up to this long is waited for inside a flush; a longer one pauses the outbox instead. */
export const OUTBOX_RETRY_AFTER_MAX_WAIT_MS = 60_000;
/** The flush lease (no Web Locks) is renewed this often, well before OUTBOX_LEASE_MS runs out. */
export const OUTBOX_LEASE_RENEW_MS = Math.floor(OUTBOX_LEASE_MS / 3);
/** At most this many events in one ping (the reference backend's limit; an 8 KB URL rarely holds more than 50). */
export const OUTBOX_PING_MAX_EVENTS = 100;
/** Pending records are read from Dexie in chunks of this many, in createdAt order. */
export const OUTBOX_READ_CHUNK = 64;
/** Abort of one event POST: the spec's default HTTP timeout (§7, §9). */
export { HTTP_DEFAULT_TIMEOUT_MS as EVENT_POST_ABORT_MS } from '../../shared/constants';
