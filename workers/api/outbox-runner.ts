/**
 * The API worker's flusher of the event outbox. It starts once the merchant is known (the Merchant header is
 * required), then flushes on start, on 'online', every 30 s while events are pending, and whenever the page asks
 * (after it records an event, and when it becomes visible: a worker has no visibilitychange).
 */
import type { MemberDb } from '../../src/data/db';
import { createEventTransport, startOutboxScheduler, type FetchLike, type OutboxScheduler } from '../../src/data/outbox';

export interface OutboxRunnerDeps {
  getDb: () => MemberDb;
  fetch: FetchLike;
  /** Absolute origin or API base the /wps paths hang from. */
  baseUrl: string;
  onlineTarget: {
    addEventListener(type: string, listener: () => void): void;
    removeEventListener(type: string, listener: () => void): void;
  };
  onError?: (error: unknown) => void;
}

export interface OutboxRunner {
  /**
   * Starts the scheduler on first use, else flushes now, with the worker's merchant and language (the headers of
   * this and later flushes). False while the merchant is unknown.
   */
  flush(merchantCode: string, language: string, options?: { retryNow?: boolean }): boolean;
  /** The flusher as the diagnostics screen shows it; started false while the merchant is unknown. */
  status(): OutboxStatus;
  stop(): void;
}

export interface OutboxStatus {
  started: boolean;
  flushing: boolean;
  /** When the next timed flush is due (ms since the epoch); null when none is armed. */
  nextFlushAt: number | null;
}

export function createOutboxRunner(deps: OutboxRunnerDeps): OutboxRunner {
  let merchant = '';
  let currentLanguage = '';
  let scheduler: OutboxScheduler | undefined;
  return {
    flush(merchantCode, language, options) {
      if (merchantCode) merchant = merchantCode;
      if (language) currentLanguage = language;
      if (!merchant) return false;
      if (scheduler) void scheduler.flushNow(options);
      else
        scheduler = startOutboxScheduler({
          db: deps.getDb(),
          transport: createEventTransport({
            fetch: deps.fetch,
            baseUrl: deps.baseUrl,
            getMerchant: () => merchant,
            getLanguage: () => currentLanguage,
          }),
          onlineTarget: deps.onlineTarget,
          visibilityTarget: null,
          onError: deps.onError,
        });
      return true;
    },
    status() {
      return scheduler ? { started: true, ...scheduler.status() } : { started: false, flushing: false, nextFlushAt: null };
    },
    stop() {
      scheduler?.stop();
      scheduler = undefined;
    },
  };
}
