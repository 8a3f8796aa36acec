/**
 * The tracking-event outbox: the one public entry, used by the page, the API worker and the service worker.
 * See README.md beside this file.
 */
export { enqueue, enqueueOnce, type EnqueueDeps, type NewTrackingEvent } from './enqueue';
export { flushOutbox, type FlushDeps, type FlushResult, type HaltReason } from './flush';
export { startOutboxScheduler, type EventTargetLike, type OutboxScheduler, type OutboxSchedulerDeps } from './scheduler';
export {
  flushFromServiceWorker,
  OutboxNotDrainedError,
  requestOutboxSync,
  storedLanguage,
  storedMerchantCode,
  syncTag,
} from './sw';
export { createEventTransport, type EventTransport, type EventTransportOptions, type FetchLike } from './transport';
export { classifyResponse, type Outcome } from './classify';
export { backoffDelay, parseRetryAfter } from './backoff';
export { buildPingUrl } from './ping-url';
export { systemClock, type Clock } from '../clock';
export type { LockManagerLike } from './lock';
export { countPending, droppedCount } from './store';
export { OUTBOX_CONCURRENCY, OUTBOX_LOCK_NAME, OUTBOX_RETRY_AFTER_MAX_WAIT_MS } from './constants';
