/**
 * The API worker in real Chromium, as the page reaches it: the Comlink round trip to the built worker, a GET
 * answered over the network by the reference backend, and the same GET answered from the worker's response cache.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { buildApp } from '../server/app';
import { findChromium } from '../scripts/find-chromium.mjs';
import { CHROMIUM_ARGS } from '../tests/e2e/support/chromium';
import { percentile, type Benchmark, type Figure } from './types';

const ROUND_TRIPS = 2_000;
const CACHE_HITS = 2_000;

interface Samples {
  roundTrips: number[];
  network: number;
  hits: number[];
}

function workerAsset(): string {
  const assets = existsSync('dist/assets') ? readdirSync('dist/assets') : [];
  const worker = assets.find((name) => /^main-.*\.js$/.test(name));
  if (!worker) throw new Error('no built API worker in dist/assets: run `npm run build` first');
  return `/m/assets/${worker}`;
}

function latency(label: string, samples: number[]): Figure[] {
  const sorted = [...samples].sort((a, b) => a - b);
  const mean = samples.reduce((sum, value) => sum + value, 0) / samples.length;
  // Chromium coarsens performance.now() to 0.1 ms without cross-origin isolation: the mean over many calls is the figure.
  return [
    { label: `${label} mean`, value: Number(mean.toFixed(4)), unit: 'ms' },
    { label: `${label} p50`, value: Number(percentile(sorted, 50).toFixed(3)), unit: 'ms' },
    { label: `${label} p95`, value: Number(percentile(sorted, 95).toFixed(3)), unit: 'ms' },
  ];
}

export const apiWorkerLatency: Benchmark = {
  name: 'api-worker',
  description: 'Comlink round trip to the built API worker in Chromium; a GET over the network and from the cache',
  async run() {
    const executablePath = findChromium({ install: false });
    if (!executablePath) throw new Error('no Chromium: set CHROME_PATH');
    const dir = mkdtempSync(join(tmpdir(), 'member-pwa-bench-'));
    const app = await buildApp({ dbPath: join(dir, 'wps.sqlite'), qa: false, staticDir: 'dist', logger: false });
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    try {
      const origin = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('127.0.0.1', 'localhost');
      // The bench's own Comlink client goes in as an inline script, which a JSON answer's policy (default-src 'none')
      // refuses: this page bypasses CSP. It measures round trips; the e2e security specs check the policies.
      const page = await browser.newPage({ bypassCSP: true });
      await page.goto(`${origin}/m/config.json`);
      await page.addScriptTag({ path: 'node_modules/comlink/dist/umd/comlink.js' });
      // tsx compiles this file with keepNames: functions passed to evaluate() call its __name helper.
      await page.evaluate('globalThis.__name = (fn) => fn');
      const samples = await page.evaluate(
        async ({ url, roundTrips, hits }) => {
          type Api = {
            init(context: object): Promise<void>;
            ping(): Promise<number>;
            call(name: string, payload: object): Promise<{ ok: boolean }>;
          };
          const comlink = (globalThis as unknown as { Comlink: { wrap(worker: Worker): Api } }).Comlink;
          const api = comlink.wrap(new Worker(url, { type: 'module' }));
          await api.init({ merchantCode: 'DEMO', userAgent: navigator.userAgent });
          const time = async (count: number, action: () => Promise<unknown>) => {
            const out: number[] = [];
            for (let i = 0; i < count; i++) {
              const start = performance.now();
              await action();
              out.push(performance.now() - start);
            }
            return out;
          };
          const roundTripSamples = await time(roundTrips, () => api.ping());
          const [network] = await time(1, async () => {
            if (!(await api.call('country', {})).ok) throw new Error('GET /wps/system/country failed');
          });
          const hitSamples = await time(hits, () => api.call('country', {}));
          return { roundTrips: roundTripSamples, network: network ?? NaN, hits: hitSamples } satisfies Samples;
        },
        { url: workerAsset(), roundTrips: ROUND_TRIPS, hits: CACHE_HITS },
      );
      return [
        ...latency('worker round trip', samples.roundTrips),
        { label: 'GET /wps/system/country, network (first call)', value: Number(samples.network.toFixed(3)), unit: 'ms' },
        ...latency('GET /wps/system/country, cache hit', samples.hits),
      ];
    } finally {
      await browser.close();
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};
