/**
 * When the outbox flushes (ARCHITECTURE: several triggers, because Background Sync is unreliable on mobile):
 * at start, on 'online', when the page becomes visible, on flushNow() (right after an enqueue), and every
 * OUTBOX_FLUSH_INTERVAL_MS while events are pending. Runs in the page or the API worker; the service worker
 * uses flushFromServiceWorker (sw.ts) instead.
 */
import { OUTBOX_FLUSH_INTERVAL_MS } from '../../shared/constants';
import { systemClock } from '../clock';
import { flushOutbox, type FlushDeps, type FlushResult } from './flush';
import { countPending } from './store';

export interface EventTargetLike {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

export interface OutboxSchedulerDeps extends Omit<FlushDeps, 'signal'> {
  /** Fires 'online': the page's window, or the worker's self. */
  onlineTarget?: EventTargetLike | null;
  /** Fires 'visibilitychange': the page's document (a worker has none: the page can call flushNow instead). */
  visibilityTarget?: EventTargetLike | null;
  /** Default: the target's visibilityState === 'visible'. */
  isVisible?: () => boolean;
  intervalMs?: number;
  /** After every flush attempt: the result, or null when another flusher held the lock. */
  onFlush?: (result: FlushResult | null) => void;
  onError?: (error: unknown) => void;
}

export interface OutboxScheduler {
  /**
   * Flushes now, or once more right after the flush already running. With retryNow (the network is back, or a tester
   * asked), a running flush waiting out its backoff stops waiting and the next flush starts at once. Never rejects
   * (errors go to onError).
   */
  flushNow(options?: { retryNow?: boolean }): Promise<void>;
  /** Removes the listeners and the timer, and stops a running flush at its next step. */
  stop(): void;
  /** Whether a flush is running, and when the next timed one is due (clock ms; null when none is armed). */
  status(): { flushing: boolean; nextFlushAt: number | null };
}

export function startOutboxScheduler(deps: OutboxSchedulerDeps): OutboxScheduler {
  const clock = deps.clock ?? systemClock;
  const interval = deps.intervalMs ?? OUTBOX_FLUSH_INTERVAL_MS;
  const controller = new AbortController();
  const { onlineTarget, visibilityTarget } = deps;
  const isVisible =
    deps.isVisible ??
    (() => (visibilityTarget as { visibilityState?: unknown } | null | undefined)?.visibilityState !== 'hidden');
  let running: Promise<void> | undefined;
  let again = false;
  /** Ends the running flush's wait for its next retry. */
  let hurry: AbortController | undefined;
  let timer: unknown;
  let dueAt: number | null = null;

  const clearTimer = () => {
    if (dueAt !== null) clock.clearTimeout(timer);
    dueAt = null;
  };

  const arm = async (result: FlushResult | null) => {
    if (controller.signal.aborted) return;
    const pending = result ? result.pending : await countPending(deps.db);
    clearTimer();
    if (pending === 0) return;
    const wait = result?.pausedUntil !== undefined ? Math.max(interval, result.pausedUntil - clock.now()) : interval;
    timer = clock.setTimeout(() => {
      dueAt = null;
      void flushNow();
    }, wait);
    dueAt = clock.now() + wait;
  };

  const loop = async () => {
    do {
      again = false;
      try {
        hurry = new AbortController();
        const result = await flushOutbox({ ...deps, clock, signal: AbortSignal.any([controller.signal, hurry.signal]) });
        deps.onFlush?.(result);
        await arm(result);
      } catch (error) {
        deps.onError?.(error);
        try {
          await arm(null);
        } catch (armError) {
          deps.onError?.(armError);
        }
      }
    } while (again && !controller.signal.aborted);
  };

  function flushNow({ retryNow = false } = {}): Promise<void> {
    if (controller.signal.aborted) return Promise.resolve();
    if (running) {
      again = true;
      if (retryNow) hurry?.abort();
      return running;
    }
    running = loop().finally(() => {
      running = undefined;
    });
    return running;
  }

  const onOnline = () => void flushNow({ retryNow: true });
  const onVisibility = () => {
    if (isVisible()) void flushNow();
  };
  onlineTarget?.addEventListener('online', onOnline);
  visibilityTarget?.addEventListener('visibilitychange', onVisibility);
  void flushNow();

  return {
    flushNow,
    status: () => ({ flushing: running !== undefined, nextFlushAt: dueAt }),
    stop() {
      controller.abort();
      clearTimer();
      onlineTarget?.removeEventListener('online', onOnline);
      visibilityTarget?.removeEventListener('visibilitychange', onVisibility);
    },
  };
}
