/**
 * First paint against a floor: the site's /m/home beside a bare React + Vite PWA (bench/floor: a header and 24 tiles,
 * precached by a small service worker), both served compressed from this machine, measured alternately in one run so
 * the machine's load weighs on both alike. Each round opens a fresh phone profile under DevTools' slow 4G and a 4× CPU
 * slowdown: the first visit's FCP; then, once the service worker controls the page and with the network off, a reload
 * of that page, and a repeat visit in a new page of the same profile, as a member opening the site again from the home
 * screen. Prints the medians and the site-to-floor ratios (1.0 would be as fast as a bare PWA).
 *
 * The reload is printed beside the repeat visit because it tells a different story: the old document is torn down in
 * the same renderer first (the site's API worker, open databases and service worker clients with it), and the bare
 * page, whose script the renderer has just compiled, paints from warm caches.
 */
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { PHONE } from '../playwright.config';
import { findChromium } from '../scripts/find-chromium.mjs';
import { CHROMIUM_ARGS } from '../tests/e2e/support/chromium';
import { serveSite } from './backend';
import { serveFloor } from './floor-site';
import { percentile, type Benchmark, type Figure } from './types';

const ROUNDS = 7;
/** DevTools' "Slow 4G" preset, as Lighthouse applies it when it throttles for real. */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

interface Visit {
  firstVisit: number;
  offlineReload: number;
  offlineRepeat: number;
}

const VISITS: readonly { key: keyof Visit; label: string }[] = [
  { key: 'firstVisit', label: 'first visit' },
  { key: 'offlineRepeat', label: 'repeat visit, offline' },
  { key: 'offlineReload', label: 'reload, offline' },
];

/** A page of the context with the phone's network and CPU: slow 4G (or no network) and the 4× slowdown. */
async function throttledPage(context: BrowserContext, offline: boolean): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { ...SLOW_4G, offline });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return page;
}

/** FCP of the page's current document, once painted. */
function firstContentfulPaint(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) resolve(entry.startTime);
        }).observe({ type: 'paint', buffered: true });
      }),
  );
}

async function visit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext({ ...PHONE, serviceWorkers: 'allow' });
  try {
    const page = await throttledPage(context, false);
    await page.goto(url);
    const firstVisit = await firstContentfulPaint(page);
    // The repeat visits start once the service worker has precached everything and controls the page.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
      }
    });
    await context.setOffline(true);
    await page.reload();
    const offlineReload = await firstContentfulPaint(page);
    await page.close();
    const again = await throttledPage(context, true);
    await again.goto(url);
    const offlineRepeat = await firstContentfulPaint(again);
    return { firstVisit, offlineReload, offlineRepeat };
  } finally {
    await context.close();
  }
}

function median(values: readonly number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

export const firstPaint: Benchmark = {
  name: 'first-paint',
  description: `FCP of /m/home beside a bare React PWA (bench/floor), slow 4G and 4× CPU, ${ROUNDS} alternating rounds`,
  async run() {
    const executablePath = findChromium({ install: false });
    if (!executablePath) throw new Error('no Chromium: set CHROME_PATH');
    const site = await serveSite();
    const floor = await serveFloor();
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    const siteVisits: Visit[] = [];
    const floorVisits: Visit[] = [];
    try {
      for (let round = 0; round < ROUNDS; round += 1) {
        siteVisits.push(await visit(browser, `${site.origin}/m/home`));
        floorVisits.push(await visit(browser, `${floor.origin}/`));
      }
    } finally {
      await browser.close();
      await floor.close();
      await site.close();
    }
    const figures: Figure[] = [];
    for (const { key, label } of VISITS) {
      const ours = median(siteVisits.map((item) => item[key]));
      const bare = median(floorVisits.map((item) => item[key]));
      figures.push(
        { label: `${label}: /m/home FCP`, value: Math.round(ours), unit: 'ms' },
        { label: `${label}: bare PWA FCP`, value: Math.round(bare), unit: 'ms' },
        { label: `${label}: ratio`, value: `${(ours / bare).toFixed(2)}×` },
      );
    }
    return figures;
  },
};
