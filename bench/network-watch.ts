/** The requests a page (and its dedicated workers) has in flight, for benchmarks that wait for a quiet network. */
import type { Page, Request } from '@playwright/test';

/** A request in flight this long (real time) is reported and no longer waited for: a figure must not hang a run. */
const STUCK_MS = 30_000;

export interface NetworkWatch {
  /** Requests the page and its workers have made so far. */
  count(): number;
  /** Resolves once none has been in flight for `quietMs` (in real time, whatever the page's clock does). */
  quiet(): Promise<void>;
}

export function watchNetwork(page: Page, { quietMs, name }: { quietMs: number; name: string }): NetworkWatch {
  /** Each request in flight, with when it started (real time). */
  const inFlight = new Map<Request, number>();
  let lastActivity = Date.now();
  const settle = (request: Request) => {
    inFlight.delete(request);
    lastActivity = Date.now();
  };
  let count = 0;
  page.on('request', (request) => {
    count += 1;
    inFlight.set(request, Date.now());
    lastActivity = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  const abandonStuck = () => {
    for (const [request, startedAt] of inFlight) {
      if (Date.now() - startedAt < STUCK_MS) continue;
      console.warn(`${name}: ${request.url()} got no answer in ${STUCK_MS / 1000} s; not waiting for it`);
      inFlight.delete(request);
    }
  };
  return {
    count: () => count,
    async quiet() {
      for (abandonStuck(); inFlight.size > 0 || Date.now() - lastActivity < quietMs; abandonStuck()) {
        await new Promise((done) => setTimeout(done, 20));
      }
    },
  };
}
