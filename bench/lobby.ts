/**
 * The lobby at scale in real Chromium (issue 5): the built site against the reference backend with DEMO topped up
 * to 5,000 games. Measured in the page: from a category tab's click, or a search box's input, until the lobby's
 * count shows the filtered number (React has committed the filtered, windowed grid); and, on repeat visits (service
 * worker and Dexie warm), from navigation start until the first game tile of the grid is in the DOM, in the same tab
 * and in a new one.
 */
import { chromium, type Page } from '@playwright/test';
import { findChromium } from '../scripts/find-chromium.mjs';
import { CHROMIUM_ARGS } from '../tests/e2e/support/chromium';
import type { GameCard, GameVendorData } from '../src/shared/contract';
import { filterGames } from '../src/features/games/rules/lobby';
import { serveSite } from './backend';
import { watchNetwork, type NetworkWatch } from './network-watch';
import { qaClient } from '../tests/support/qa-client';
import { percentile, type Benchmark, type Figure } from './types';

const GAMES = 5_000;
const CATEGORY_SAMPLES = 40;
const REPEAT_VISITS = 15;
const QUERIES = ['golden', 'tiger', 'mega koi', 'dragon 4', 'royal gems', 'pg', 'fortune 12', 'mystic', 'jade spins', 'wild 3'];
const TEXT_ROUNDS = 4;
/** How long no request of the page may be in flight before a sample: the lazy covers ask within a frame or two. */
const QUIET_MS = 100;

function figures(label: string, samples: readonly number[]): Figure[] {
  const sorted = [...samples].sort((a, b) => a - b);
  return [
    { label: `${label} p50`, value: Number(percentile(sorted, 50).toFixed(1)), unit: 'ms' },
    { label: `${label} p95`, value: Number(percentile(sorted, 95).toFixed(1)), unit: 'ms' },
    { label: `${label} samples`, value: samples.length },
  ];
}

async function relay<T>(origin: string, name: string, body: unknown): Promise<T> {
  const response = await fetch(`${origin}/wps/relay/${name}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Merchant: 'DEMO' },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { success: boolean; value?: T; errorCode?: string };
  if (!envelope.success || envelope.value === undefined) throw new Error(`${name}: ${envelope.errorCode ?? response.status}`);
  return envelope.value;
}

/** Every game of the merchant, as the lobby stores them, to know each filter's expected count. */
async function allGames(origin: string): Promise<GameCard[]> {
  const games: GameCard[] = [];
  for (let page = 1; games.length < GAMES; page += 1) {
    const { list } = await relay<{ list: GameCard[] }>(origin, 'GCSGAME_getGameList', { page, size: 100 });
    if (list.length === 0) break;
    games.push(...list);
  }
  return games;
}

/**
 * Lets the page settle before a sample, as it has between a member's taps, which are hundreds of milliseconds apart:
 * the previous sample's frame painted and its effects run, then the covers it showed arrived (the grid and the shelf
 * ask for a few dozen; on two cores their loading, through the service worker's image cache, took the main thread's
 * turn in the next tap when it came tens of milliseconds later), then a painted frame and an idle main thread again.
 */
async function settle(page: Page, network: NetworkWatch): Promise<void> {
  const idleFrame = () =>
    page.evaluate(async () => {
      await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
      await new Promise((idle) => requestIdleCallback(idle, { timeout: 1_000 }));
    });
  await idleFrame();
  await network.quiet();
  await idleFrame();
}

/** Times an action in the page: from just before it until the lobby count reads `expected`. */
async function timeUntilCount(
  page: Page,
  network: NetworkWatch,
  action: 'click' | 'input',
  target: string,
  expected: string,
): Promise<number> {
  await settle(page, network);
  return page.evaluate(
    ({ action, target, expected }) =>
      new Promise<number>((resolve, reject) => {
        // A category with a public page is another route: the lobby (and its count) may be a new element.
        let start = 0;
        const done = () => document.querySelector('[data-testid="lobby-count"]')?.textContent === expected;
        const observer = new MutationObserver(() => {
          if (!done()) return;
          observer.disconnect();
          resolve(performance.now() - start);
        });
        observer.observe(document.body, { childList: true, characterData: true, subtree: true });
        start = performance.now();
        if (action === 'click') {
          (document.querySelector(target) as HTMLElement | null)?.click();
        } else {
          const input = document.querySelector('[data-testid="lobby-search"]') as HTMLInputElement;
          const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
          setValue.call(input, target);
          input.dispatchEvent(new Event('input', { bubbles: true }));
        }
        if (done()) {
          observer.disconnect();
          resolve(performance.now() - start);
        }
        setTimeout(() => reject(new Error(`the count never read "${expected}"`)), 10_000);
      }),
    { action, target, expected },
  );
}

export const lobbyAtScale: Benchmark = {
  name: 'lobby',
  description: `the lobby with ${GAMES.toLocaleString('en')} games in Chromium: category and text filters, first tile on a repeat visit`,
  async run() {
    const executablePath = findChromium({ install: false });
    if (!executablePath) throw new Error('no Chromium: set CHROME_PATH');
    const site = await serveSite();
    const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
    try {
      const { origin } = site;
      await qaClient(origin).seedGames('DEMO', GAMES);
      const vendorData = await relay<GameVendorData>(origin, 'GCSGAME_newGameVendor', {});
      const games = await allGames(origin);

      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      // tsx compiles this file with keepNames: functions run in the page call its __name helper.
      await context.addInitScript('globalThis.__name = (fn) => fn');
      // The first game tile of the grid, timed from navigation start, on every document of the context.
      await context.addInitScript(() => {
        const mark = () => {
          if ((window as unknown as { __firstTile?: number }).__firstTile !== undefined) return true;
          if (!document.querySelector('[data-testid="lobby-grid"] [data-testid="game-card"]')) return false;
          (window as unknown as { __firstTile?: number }).__firstTile = performance.now();
          return true;
        };
        const observer = new MutationObserver(() => mark() && observer.disconnect());
        observer.observe(document, { childList: true, subtree: true });
      });
      const page = await context.newPage();
      const network = watchNetwork(page, { quietMs: QUIET_MS, name: 'lobby' });
      const firstTile = async (tab: Page = page) => {
        await tab.waitForFunction(() => (window as unknown as { __firstTile?: number }).__firstTile !== undefined, null, {
          timeout: 60_000,
        });
        return tab.evaluate(() => (window as unknown as { __firstTile: number }).__firstTile);
      };

      // First visit: the worker fetches the 5,000 games (50 pages) into Dexie; the service worker installs.
      await page.goto(`${origin}/m/game`);
      await page
        .getByTestId('lobby-count')
        .filter({ hasText: `Games found: ${GAMES}` })
        .waitFor({ timeout: 120_000 });
      const firstVisit = await firstTile();
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
        if (!navigator.serviceWorker.controller) {
          await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
        }
      });

      // Category filter: the tabs in turn, back to all games after each.
      const shown = vendorData.categories.filter((category) => vendorData.display[category.gameClassify] !== false);
      const categorySamples: number[] = [];
      for (let index = 0; categorySamples.length < CATEGORY_SAMPLES; index += 1) {
        const category = shown[index % shown.length]!;
        const selector = `.lobby-tabs [data-category="${category.gameClassify}"]`;
        categorySamples.push(await timeUntilCount(page, network, 'click', selector, `Games found: ${category.gameCount}`));
        categorySamples.push(
          await timeUntilCount(page, network, 'click', '.lobby-tabs [data-category="ALL"]', `Games found: ${GAMES}`),
        );
      }

      // Text filter over all games: each query, then clearing it.
      const querySamples: number[] = [];
      const clearSamples: number[] = [];
      for (let round = 0; round < TEXT_ROUNDS; round += 1) {
        for (const query of QUERIES) {
          const expected = filterGames(games, { query }).length;
          querySamples.push(await timeUntilCount(page, network, 'input', query, `Games found: ${expected}`));
          clearSamples.push(await timeUntilCount(page, network, 'input', '', `Games found: ${GAMES}`));
        }
      }

      // Repeat visits: shell from the service worker, games from Dexie.
      const repeatSamples: number[] = [];
      for (let visit = 0; visit < REPEAT_VISITS; visit += 1) {
        await page.goto(`${origin}/m/game`, { waitUntil: 'commit' });
        repeatSamples.push(await firstTile());
      }

      // Repeat visits in a tab of their own, as a launch from the home screen opens one: no earlier document to unload,
      // and a new renderer to start.
      const newTabSamples: number[] = [];
      for (let visit = 0; visit < REPEAT_VISITS; visit += 1) {
        const tab = await context.newPage();
        await tab.goto(`${origin}/m/game`, { waitUntil: 'commit' });
        newTabSamples.push(await firstTile(tab));
        await tab.close();
      }

      await context.close();
      return [
        { label: 'games in the lobby', value: games.length },
        ...figures('category filter', categorySamples),
        ...figures('text filter, typing a query', querySamples),
        ...figures('text filter, clearing it', clearSamples),
        ...figures('text filter, both', [...querySamples, ...clearSamples]),
        { label: 'first visit: navigation to first tile', value: Number(firstVisit.toFixed(1)), unit: 'ms' },
        ...figures('repeat visit: navigation to first tile', repeatSamples),
        ...figures('repeat visit in a new tab: navigation to first tile', newTabSamples),
      ];
    } finally {
      await browser.close();
      await site.close();
    }
  },
};
