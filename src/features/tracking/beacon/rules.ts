/**
 * The performance beacon (spec §9; ACCEPTANCE F35, F36, Q91): 'perf;fcp=<ms>;lcp=<ms>;fs=<ms>;visit=first|return',
 * sent once 5 s passed without network or performance activity, and 15 s after the page started at the latest.
 */
import { PERF_BEACON_IDLE_MS, PERF_BEACON_MAX_WAIT_MS } from '../../../shared/constants';

export const VISITED_KEY = 'perf_visited';

export interface PerfMetrics {
  fcp?: number;
  lcp?: number;
  /** First-screen time: the home content rendered (Q91). */
  fs?: number;
  visit: 'first' | 'return';
}

export function perfBeaconValue(metrics: PerfMetrics): string {
  const ms = (value: number | undefined) => (value === undefined ? '' : String(Math.round(value)));
  return `perf;fcp=${ms(metrics.fcp)};lcp=${ms(metrics.lcp)};fs=${ms(metrics.fs)};visit=${metrics.visit}`;
}

export interface BeaconTimers {
  /** Milliseconds since the page started (performance.now()). */
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface IdleDeadline {
  /** Network or performance activity now: the idle wait starts again. */
  activity(): void;
  /** Fires now if it has not (the page is going away). False when it had already fired. */
  flush(): boolean;
  fired(): boolean;
}

/** Calls fire once: idleMs after the last activity, or maxWaitMs after the page started, whichever comes first. */
export function createIdleDeadline(
  timers: BeaconTimers,
  fire: (reason: 'idle' | 'maxWait' | 'pagehide') => void,
  idleMs: number = PERF_BEACON_IDLE_MS,
  maxWaitMs: number = PERF_BEACON_MAX_WAIT_MS,
): IdleDeadline {
  let done = false;
  let handle: unknown;
  const finish = (reason: 'idle' | 'maxWait' | 'pagehide') => {
    if (done) return false;
    done = true;
    timers.clearTimeout(handle);
    fire(reason);
    return true;
  };
  const arm = () => {
    if (done) return;
    timers.clearTimeout(handle);
    const now = timers.now();
    const idleAt = now + idleMs;
    const latest = Math.max(maxWaitMs, 0);
    const reason = idleAt <= latest ? 'idle' : 'maxWait';
    handle = timers.setTimeout(() => finish(reason), Math.max(0, Math.min(idleAt, latest) - now));
  };
  arm();
  return { activity: arm, flush: () => finish('pagehide'), fired: () => done };
}

/** The body of the beacon, if it fits what sendBeacon or a keepalive fetch may carry. */
export function beaconBody(merchant: string, value: string, maxBytes: number): string | null {
  const body = JSON.stringify({ merchant, value });
  return new TextEncoder().encode(body).length < maxBytes ? body : null;
}
