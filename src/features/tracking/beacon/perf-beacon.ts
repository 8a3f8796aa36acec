/**
 * The page side of the performance beacon: paint, LCP and resource entries are both the metrics and the activity
 * that delays the idle deadline; the first screen is marked by the home screen (markFirstScreen). Sent through the
 * API worker when the deadline passes; if the page goes away first, the page itself sends it at pagehide with
 * sendBeacon (text/plain) or a keepalive fetch, the one exception to "the page never calls the API" a worker cannot
 * make (ARCHITECTURE "One direction for data").
 */
import { BEACON_MAX_BYTES } from '../../../shared/constants';
import { isSimulatedOffline } from '../../../platform/connectivity/network-switch';
import { FIRST_SCREEN_MARK } from './first-screen';
import { beaconBody, createIdleDeadline, perfBeaconValue, VISITED_KEY, type PerfMetrics } from './rules';

export { FIRST_SCREEN_MARK, markFirstScreen } from './first-screen';
const COLLECT_PATH = '/wps/system/collect';

export interface PerfBeaconDeps {
  merchant: () => Promise<string | null>;
  /** Sends through the API worker; resolves true when the backend took it. */
  sendViaWorker: (merchant: string, value: string) => Promise<boolean>;
  apiBase?: string;
}

function visitOf(): PerfMetrics['visit'] {
  try {
    const visited = localStorage.getItem(VISITED_KEY);
    localStorage.setItem(VISITED_KEY, '1');
    return visited ? 'return' : 'first';
  } catch {
    return 'first';
  }
}

function sendFromPage(url: string, body: string): void {
  // The tester's offline switch: nothing leaves, as without network.
  if (isSimulatedOffline()) return;
  try {
    if (navigator.sendBeacon?.(url, body)) return;
  } catch {
    // sendBeacon refused (a policy): a keepalive fetch instead.
  }
  void fetch(url, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'text/plain;charset=UTF-8' } }).catch(
    () => undefined,
  );
}

export function startPerfBeacon(deps: PerfBeaconDeps): void {
  const metrics: PerfMetrics = { visit: visitOf() };
  let merchant: string | null = null;
  void deps.merchant().then((code) => {
    merchant = code;
  });

  // The value handed to the worker, until the backend has confirmed it.
  let unconfirmed: string | null = null;
  const sendNow = (value: string) => {
    const body = merchant ? beaconBody(merchant, value, BEACON_MAX_BYTES) : null;
    if (body) sendFromPage(`${(deps.apiBase ?? '').replace(/\/+$/, '')}${COLLECT_PATH}`, body);
  };
  const fire = (reason: 'idle' | 'maxWait' | 'pagehide') => {
    observer?.disconnect();
    metrics.fs ??= performance.getEntriesByName(FIRST_SCREEN_MARK, 'mark')[0]?.startTime ?? metrics.lcp;
    const value = perfBeaconValue(metrics);
    if (reason === 'pagehide') return sendNow(value);
    unconfirmed = value;
    void deps
      .merchant()
      .then((code) => (code ? deps.sendViaWorker(code, value) : false))
      .then((delivered) => {
        if (delivered) unconfirmed = null;
      });
  };
  const deadline = createIdleDeadline(
    {
      now: () => performance.now(),
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as number),
    },
    fire,
  );

  let observer: PerformanceObserver | undefined;
  if (typeof PerformanceObserver === 'function') {
    observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.entryType === 'paint' && entry.name === 'first-contentful-paint') metrics.fcp = entry.startTime;
        else if (entry.entryType === 'largest-contentful-paint') metrics.lcp = entry.startTime;
        else if (entry.entryType === 'mark' && entry.name === FIRST_SCREEN_MARK) metrics.fs = entry.startTime;
        // Our own beacon's request is not activity.
        if (entry.entryType === 'resource' && entry.name.includes(COLLECT_PATH)) continue;
        deadline.activity();
      }
    });
    for (const type of ['paint', 'largest-contentful-paint', 'resource', 'mark']) {
      try {
        observer.observe({ type, buffered: true });
      } catch {
        // An entry type this browser does not know.
      }
    }
  }
  addEventListener(
    'pagehide',
    () => {
      // The worker dies with the page: a beacon it has not delivered yet is sent by the page itself.
      if (!deadline.flush() && unconfirmed) sendNow(unconfirmed);
    },
    { once: true },
  );
}
