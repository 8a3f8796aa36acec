/**
 * The JavaScript a first visit really loads: the built site on the reference backend with its demo seed, opened in
 * Chromium as a phone (the e2e PHONE profile), until the network stays quiet while the page's clock moves on a minute
 * (so every overlay that opens by itself has opened). The page's clock starts paused, so the same overlays open in
 * every run. Counts every script the page itself fetched
 * (module scripts, modulepreloads, lazy chunks, other hosts' scripts), each body gzip-compressed here so the figure
 * does not depend on how the server compresses; leaves out the API worker's script and what the service worker
 * precaches, which the page does not wait for.
 */
import { gzipSync } from 'node:zlib';
import { chromium, type Response } from '@playwright/test';
import { PHONE } from '../playwright.config';
import { findChromium } from '../scripts/find-chromium.mjs';
import { CHROMIUM_ARGS } from '../tests/e2e/support/chromium';
import { serveSite } from './backend';
import { watchNetwork } from './network-watch';
import { pageScriptUrls, totalGzip, type LoadedScript } from './script-sizes';
import type { Benchmark } from './types';

const MINUTE_MS = 60_000;
/**
 * The page's clock moves on in steps with a quiet network between them: a call to the API worker that is on its way
 * when the clock jumps a whole minute meets its bridge timeout (35 s) and the liveness ping's (2 s) at once, before
 * the worker can answer, and the page restarts a worker that was fine.
 */
const CLOCK_STEP_MS = 5_000;
const MAX_MINUTES = 5;
const QUIET_MS = 500;
const CLOCK_START = new Date('2026-01-01T12:00:00Z');

/** Opens `path` once, on a fresh profile, and returns the scripts the page loaded, largest first. */
export async function firstVisitScripts(path = '/m/home'): Promise<LoadedScript[]> {
  const executablePath = findChromium({ install: false });
  if (!executablePath) throw new Error('no Chromium: set CHROME_PATH or install Debian\'s "chromium"');
  const site = await serveSite();
  const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
    const page = await context.newPage();
    // Recorded before the fake clock replaces the page's performance object.
    await page.addInitScript(() => {
      const seen: { name: string; initiatorType: string }[] = [];
      Object.assign(window, { __loadedResources: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
          seen.push({ name: entry.name, initiatorType: entry.initiatorType });
        }
      }).observe({ type: 'resource', buffered: true });
    });
    // The page's clock stands still until the network is quiet: what the first answers open (the popup announcements,
    // due at once) goes before what waits on a delay (the install sheet, 1 s after landing), in every run alike.
    // The clock runs from its install until the pause arrives (a pause in the past fails): 10 s covers a busy machine.
    await page.clock.install({ time: CLOCK_START });
    await page.clock.pauseAt(CLOCK_START.getTime() + 10_000);
    const network = watchNetwork(page, { quietMs: QUIET_MS, name: 'first-visit-js' });
    const bodies = new Map<string, Promise<Buffer | undefined>>();
    page.on('response', (response: Response) => {
      if (response.request().resourceType() !== 'script' || response.request().serviceWorker()) return;
      bodies.set(
        response.url(),
        response.body().catch(() => undefined),
      );
    });
    await page.goto(`${site.origin}${path}`);
    await network.quiet();
    // The page's clock moves on a minute at a time (in CLOCK_STEP_MS steps) until a minute passes without a request:
    // what opens by itself (the overlays' delays, idle callbacks, answers that arrive late) has loaded by then.
    for (let minute = 0; minute < MAX_MINUTES; minute += 1) {
      const before = network.count();
      for (let passed = 0; passed < MINUTE_MS; passed += CLOCK_STEP_MS) {
        await page.clock.runFor(CLOCK_STEP_MS);
        await network.quiet();
      }
      if (network.count() === before) break;
    }
    const entries = await page.evaluate(
      () => (window as unknown as { __loadedResources: { name: string; initiatorType: string }[] }).__loadedResources,
    );
    const scripts: LoadedScript[] = [];
    for (const url of pageScriptUrls(
      entries,
      page.workers().map((worker) => worker.url()),
    )) {
      const body = await bodies.get(url);
      scripts.push({ url: url.replace(site.origin, ''), gzip: body ? gzipSync(body).length : 0 });
    }
    return scripts.sort((a, b) => b.gzip - a.gzip);
  } finally {
    await browser.close();
    await site.close();
  }
}

export const firstVisitJs: Benchmark = {
  name: 'first-visit-js',
  description: 'JavaScript a first visit to /m/home loads in the page until the network is quiet (gzip)',
  async run() {
    const scripts = await firstVisitScripts();
    return [
      { label: 'scripts', value: scripts.length },
      { label: 'total', value: (totalGzip(scripts) / 1024).toFixed(1), unit: 'KB gzip' },
    ];
  },
};
