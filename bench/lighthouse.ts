/**
 * Lighthouse's mobile audit (simulated slow 4G, 4× CPU slowdown, a phone's screen) of /m/home and /m/login on a first
 * visit, against the reference backend serving the build with its seeded demo data: the median of RUNS runs of the
 * performance score, FCP, LCP, TBT and CLS, and the accessibility and best-practices scores; the performance score's and
 * TBT's range over the runs beside their medians.
 *
 * The simulation scales the main-thread time it observes, so a slow or busy machine lowers every score. The bare PWA
 * of bench/floor is audited in the same rounds, in turn with the pages, as the reading of what this machine allows:
 * where it falls short of 100 too, the pages' gap to their goal is partly the machine's.
 */
import { createServer } from 'node:net';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { findChromium } from '../scripts/find-chromium.mjs';
import { CHROMIUM_ARGS } from '../tests/e2e/support/chromium';
import { serveSite, type ServedSite } from './backend';
import { serveFloor } from './floor-site';
import { percentile, type Benchmark, type Figure } from './types';

const RUNS = 3;
const PAGES = ['/m/home', '/m/login'];
const FLOOR = 'bare PWA';

interface Audit {
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's reading of this machine's CPU speed: the same build scores lower where it is lower. */
  benchmarkIndex: number;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** One audit in a new browser, so nothing of an earlier run is cached. */
async function audit(url: string, executablePath: string): Promise<Audit> {
  const port = await freePort();
  const browser = await chromium.launch({ executablePath, args: [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`] });
  try {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    // A run Lighthouse could not complete (a page that never painted, a protocol timeout) scores nothing: it is
    // reported as failed, not averaged in as a zero.
    if (result.lhr.runtimeError) throw new Error(`${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}`);
    const { categories, audits } = result.lhr;
    const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);
    const metric = (id: string) => audits[id]?.numericValue ?? NaN;
    return {
      performance: score(categories.performance?.score),
      accessibility: score(categories.accessibility?.score),
      bestPractices: score(categories['best-practices']?.score),
      fcp: metric('first-contentful-paint'),
      lcp: metric('largest-contentful-paint'),
      tbt: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      benchmarkIndex: result.lhr.environment.benchmarkIndex,
    };
  } finally {
    await browser.close();
  }
}

function median(values: number[]): number {
  return percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
}

export const lighthouseMobile: Benchmark = {
  name: 'lighthouse',
  description: `Lighthouse mobile, first visit, median of ${RUNS}: ${PAGES.join(' and ')}, and the bare PWA beside them`,
  async run() {
    const executablePath = findChromium({ install: false });
    if (!executablePath) throw new Error('no Chromium: set CHROME_PATH');
    const site = await serveSite();
    let floor: ServedSite | undefined;
    const results = [...PAGES, FLOOR].map((name) => ({ name, audits: [] as Audit[], failures: [] as string[] }));
    try {
      floor = await serveFloor();
      const floorOrigin = floor.origin;
      // Round by round, so a spell of load on the machine weighs on every page alike.
      for (let run = 0; run < RUNS; run += 1) {
        for (const { name, audits, failures } of results) {
          const url = name === FLOOR ? `${floorOrigin}/` : `${site.origin}${name}`;
          try {
            audits.push(await audit(url, executablePath));
          } catch (error) {
            failures.push((error as Error).message.split('\n')[0] ?? 'unknown');
          }
        }
      }
    } finally {
      await floor?.close();
      await site.close();
    }
    const figures: Figure[] = [];
    for (const { name, audits, failures } of results) {
      if (failures.length > 0)
        figures.push({ label: `${name} failed runs`, value: `${failures.length}: ${failures.join('; ')}` });
      if (audits.length === 0) continue;
      const of = (key: keyof Audit) => median(audits.map((item) => item[key]));
      // One build's runs spread widely on a busy machine: the range shows how far a median can be trusted.
      const range = (key: keyof Audit) => {
        const values = audits.map((item) => Math.round(item[key]));
        return `${Math.min(...values)}–${Math.max(...values)}`;
      };
      figures.push(
        { label: `${name} performance`, value: of('performance') },
        { label: `${name} performance, range`, value: range('performance') },
        { label: `${name} FCP`, value: Math.round(of('fcp')), unit: 'ms' },
        { label: `${name} LCP`, value: Math.round(of('lcp')), unit: 'ms' },
        { label: `${name} TBT`, value: Math.round(of('tbt')), unit: 'ms' },
        { label: `${name} TBT, range`, value: range('tbt'), unit: 'ms' },
        { label: `${name} CLS`, value: of('cls').toFixed(3) },
        { label: `${name} accessibility`, value: of('accessibility') },
        { label: `${name} best practices`, value: of('bestPractices') },
        { label: `${name} machine's benchmark index`, value: Math.round(of('benchmarkIndex')) },
      );
    }
    return figures;
  },
};
