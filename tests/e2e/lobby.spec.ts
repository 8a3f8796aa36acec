/**
 * The lobby's lists and scale end to end (ACCEPTANCE D9, A14, A16; issue 5): hot games and the ranking for a guest
 * without Authorization, favourites and recent games for member1 with it, a merchant with 5,000 games (category and
 * text filters, a windowed grid whose last tiles render while the DOM holds only a few), and an offline repeat visit.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { bulkGameName } from '../../server/seed/bulk-games';
import { SHELF_MAX_CARDS } from '../../src/features/games/rules/lists';
import { DEMO_ORIGIN, qa } from './support/qa';
import { memberToken } from './routing-support';
import { screenshot } from './support/screenshots';

const BULK = 5000;
/** A windowed grid keeps a few rows in the DOM; the whole list would be thousands. */
const WINDOW_MAX_TILES = 80;

const shelves = (page: Page) => page.getByTestId('lobby-shelves');
const shelfTab = (page: Page, id: string) => shelves(page).locator(`[role="tab"][data-shelf="${id}"]`);
const gridTiles = (page: Page) => page.getByTestId('lobby-grid').getByTestId('game-card');

test.beforeEach(async ({ request }) => {
  await qa(request).reset();
});

test('a guest sees hot games and the ranking; the lists go out without Authorization (D9)', async ({ page, request }) => {
  const backend = qa(request);
  await page.goto(`${DEMO_ORIGIN}/m/game`);
  await expect(page.getByTestId('lobby-count')).toContainText(/Games found: \d{4}/);

  // Guests get Hot and Top winners only.
  await expect(shelves(page).getByRole('tab')).toHaveText(['Hot', 'Top winners']);
  await expect(shelfTab(page, 'hot')).toHaveAttribute('aria-selected', 'true');
  const hot = page.getByTestId('shelf-hot').getByTestId('game-card');
  await expect(hot.first()).toBeVisible();
  expect(await hot.count()).toBeGreaterThan(3);
  // Shelf images load lazily.
  await expect(hot.first().locator('img')).toHaveAttribute('loading', 'lazy');
  await screenshot(page, 'lobby/guest-hot-390');

  // Arrow keys move between the tabs.
  await shelfTab(page, 'hot').focus();
  await page.keyboard.press('ArrowRight');
  await expect(shelfTab(page, 'ranking')).toBeFocused();
  await expect(shelfTab(page, 'ranking')).toHaveAttribute('aria-selected', 'true');
  const rows = page.getByTestId('ranking-row');
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText('₱');
  await expect(rows.first().locator('.ranking-rank')).toHaveText('1');
  await screenshot(page, 'lobby/guest-ranking-390');

  for (const name of ['GCSGAME_getHotGames', 'GCSGAME_getRanking', 'GCSGAME_getVendorList']) {
    const calls = await backend.requests(`/wps/relay/${name}`);
    expect(calls.length, name).toBeGreaterThan(0);
    expect(
      calls.every((call) => !call.headers.authorization),
      name,
    ).toBe(true);
  }
  // The hot list is an image list: it asks for the detected format.
  const hotCall = (await backend.requests('/wps/relay/GCSGAME_getHotGames'))[0];
  expect(JSON.parse(hotCall?.rawBody ?? '{}')).toEqual({ ext: 'webp' });
  expect(await backend.requests('/wps/relay/GCSGAME_getFavouriteGames')).toEqual([]);
  expect(await backend.requests('/wps/relay/GCSGAME_getRecentGames')).toEqual([]);
});

test('member1 also gets favourites and recent games, loaded with Authorization (D9)', async ({ page, context, request }) => {
  const backend = qa(request);
  const token = await memberToken(context, request, 'member1');
  await page.goto(`${DEMO_ORIGIN}/m/game?token=${token}`);
  await expect(shelves(page).getByRole('tab')).toHaveText(['Hot', 'Favourites', 'Recent', 'Top winners']);

  await shelfTab(page, 'favourites').click();
  await expect(page.getByTestId('shelf-favourites').getByTestId('game-card')).toHaveCount(3);
  await screenshot(page, 'lobby/member-favourites-390');
  await shelfTab(page, 'recent').click();
  await expect(page.getByTestId('shelf-recent').getByTestId('game-card')).toHaveCount(3);

  for (const name of ['GCSGAME_getFavouriteGames', 'GCSGAME_getRecentGames']) {
    const calls = await backend.requests(`/wps/relay/${name}`);
    expect(calls.length, name).toBeGreaterThan(0);
    // The log replaces a present Authorization header by true.
    expect(
      calls.every((call) => Boolean(call.headers.authorization)),
      name,
    ).toBe(true);
  }
  // The vendor list never carries Authorization, even for a member.
  const vendorCalls = await backend.requests('/wps/relay/GCSGAME_getVendorList');
  expect(vendorCalls.length).toBeGreaterThan(0);
  expect(vendorCalls.every((call) => !call.headers.authorization)).toBe(true);

  // A category page keeps the member's shelves to its category: the seeded favourites are slots.
  await page.goto(`${DEMO_ORIGIN}/m/crash`);
  await shelfTab(page, 'favourites').click();
  await expect(page.getByTestId('shelf-favourites').getByTestId('shelf-empty')).toContainText('No favourites yet');
});

test('a merchant with 5,000 games: categories, text search and a windowed grid to the last tile', async ({ page, request }) => {
  test.setTimeout(120_000);
  expect((await qa(request).seedGames('DEMO', BULK)).total).toBe(BULK);
  await page.goto(`${DEMO_ORIGIN}/m/game`);
  const count = page.getByTestId('lobby-count');
  await expect(count).toHaveText(`Games found: ${BULK}`, { timeout: 30_000 });

  // The whole list is 5,000 tiles high, yet only a window of them is in the DOM.
  await expect(page.getByTestId('lobby-grid')).toHaveAttribute('data-total', String(BULK));
  const first = await gridTiles(page).count();
  expect(first).toBeGreaterThan(0);
  expect(first).toBeLessThan(WINDOW_MAX_TILES);
  await expect(gridTiles(page).first().locator('img')).toHaveAttribute('loading', 'lazy');

  // Scrolling to the end renders the last tiles, still as a window.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.locator(`[aria-posinset="${BULK}"]`)).toBeVisible();
  expect(await gridTiles(page).count()).toBeLessThan(WINDOW_MAX_TILES);
  await expect(page.locator('[aria-posinset="1"]')).toHaveCount(0);
  await screenshot(page, 'lobby/bulk-end-390');
  await page.evaluate(() => window.scrollTo(0, 0));

  // Category: the count follows the category's games on the server.
  const vendorData = (await (
    await request.post(`${DEMO_ORIGIN}/wps/relay/GCSGAME_newGameVendor`, { headers: { Merchant: 'DEMO' }, data: {} })
  ).json()) as { value: { categories: { gameClassify: string; gameCount: number }[] } };
  const slots = vendorData.value.categories.find((category) => category.gameClassify === 'SLOT')!.gameCount;
  expect(slots).toBeGreaterThan(1500);
  await page.locator('.lobby-tabs [data-category="SLOT"]').click();
  await expect(count).toHaveText(`Games found: ${slots}`);
  await expect(page.getByTestId('lobby-grid')).toHaveAttribute('data-total', String(slots));

  // Text: one bulk game by its name; the shelves step aside while searching and come back as they were.
  const name = bulkGameName(BULK - 1);
  await page.locator('.lobby-tabs [data-category="ALL"]').click();
  // The tap commits a shelf's first tiles; the ones out of sight follow: the whole hot shelf is there again.
  await expect(page.getByTestId('shelf-hot').getByTestId('game-card')).toHaveCount(SHELF_MAX_CARDS);
  // And its strip opens at its first tile, not at the one the category's strip was snapped to.
  await expect(page.getByTestId('shelf-hot').getByTestId('game-card').first()).toBeInViewport({ ratio: 1 });
  await shelfTab(page, 'ranking').click();
  await page.getByTestId('lobby-search').fill(name.toLowerCase());
  await expect(gridTiles(page)).toHaveCount(1);
  await expect(gridTiles(page)).toContainText(name);
  await expect(shelves(page)).toBeHidden();
  await page.getByTestId('lobby-search').fill('golden');
  await expect(count).toHaveText(/Games found: \d{3}/);
  expect(await gridTiles(page).count()).toBeLessThan(WINDOW_MAX_TILES);
  await page.getByTestId('lobby-search').fill('');
  await expect(shelves(page)).toBeVisible();
  await expect(shelfTab(page, 'ranking')).toHaveAttribute('aria-selected', 'true');

  await page.setViewportSize({ width: 1280, height: 800 });
  await screenshot(page, 'lobby/bulk-1280');
});

test('offline after one visit, the lobby renders its games and shelves from Dexie', async ({ page, context }) => {
  await page.goto(`${DEMO_ORIGIN}/m/game`);
  await expect(page.getByTestId('lobby-count')).toContainText(/Games found: \d{4}/);
  await expect(page.getByTestId('shelf-hot').getByTestId('game-card').first()).toBeVisible();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise<void>((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(), { once: true }),
      );
    }
  });
  // The lists the lobby shows are stored before going offline.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          new Promise<string[]>((resolve) => {
            const open = indexedDB.open('member-pwa');
            open.onsuccess = () => {
              const request = open.result.transaction('lists').objectStore('lists').getAllKeys();
              request.onsuccess = () => resolve((request.result as string[]).sort());
              request.onerror = () => resolve([]);
            };
            open.onerror = () => resolve([]);
          }),
      ),
    )
    .toEqual(expect.arrayContaining(['hotGames', 'ranking', 'vendorList']));

  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByTestId('lobby-count')).toContainText(/Games found: \d{4}/);
    await expect(gridTiles(page).first()).toBeVisible();
    await expect(page.getByTestId('shelf-hot').getByTestId('game-card').first()).toBeVisible();
    await shelfTab(page, 'ranking').click();
    await expect(page.getByTestId('ranking-row')).toHaveCount(10);
  } finally {
    await context.setOffline(false);
  }
});
