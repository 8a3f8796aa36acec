/**
 * Home and lobby end to end (ACCEPTANCE D1–D4, D22–D24, D39, D40): banners, marquee and categories from the seed,
 * offline repeat visits from Dexie, the lobby's filters and windowed grid, and the banner rules.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_ORIGIN, qa } from './support/qa';
import { screenshot } from './support/screenshots';

const DEMO_SORTING = ['SPORTS', 'LIVE', 'SLOT', 'LOTT', 'ELOTT', 'FISH', 'RNG', 'TABLE', 'PVP', 'CRASH', 'ARCADE'];
const MARQUEE = [
  'Welcome to Lucky Star Casino!',
  'Scheduled maintenance every Tuesday 02:00–03:00.',
  'New slots from PG Soft are live now.',
];

async function openHome(page: Page) {
  await page.goto(`${DEMO_ORIGIN}/m/home`);
  await expect(page.getByTestId('home-hero')).toBeVisible();
  await expect(page.getByTestId('banner')).toHaveCount(5);
  await expect(page.getByTestId('home-category')).toHaveCount(DEMO_SORTING.length);
}

test.beforeEach(async ({ request }) => {
  await qa(request).reset();
});

test('home shows the seeded banners, marquee and categories (D1, D2, D39)', async ({ page, request }) => {
  await openHome(page);
  await expect(page.getByTestId('home-category'))
    .toHaveAttribute('data-category', DEMO_SORTING[0]!, { timeout: 1 })
    .catch(() => {});
  const codes = await page
    .getByTestId('home-category')
    .evaluateAll((tabs) => tabs.map((tab) => tab.getAttribute('data-category')));
  expect(codes).toEqual(DEMO_SORTING);
  await expect(page.getByTestId('marquee').locator('.visually-hidden li')).toHaveText(MARQUEE);

  // SLOT: heading 'Slots', a count badge equal to gameCount, cards with their display names.
  await page.locator('[data-testid="home-category"][data-category="SLOT"]').click();
  const slots = page.locator('[data-testid="home-category"][data-category="SLOT"]');
  await expect(slots).toHaveAttribute('aria-selected', 'true');
  await expect(slots.getByTestId('category-count')).toHaveText('980');
  await expect(page.getByRole('tabpanel').getByRole('heading', { name: 'Slots' })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByTestId('game-card').first()).toBeVisible();

  const calls = await qa(request).requests('/wps/relay/MCSFE_getListAnnouncements');
  expect(calls.length).toBeGreaterThanOrEqual(3);
  const vendorCalls = await qa(request).requests('/wps/relay/GCSGAME_newGameVendor');
  expect(vendorCalls.length).toBeGreaterThan(0);
  expect(vendorCalls.every((call) => !call.headers.authorization)).toBe(true);

  await page.locator('[data-testid="home-category"][data-category="SPORTS"]').click();
  await screenshot(page, 'home/home-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await screenshot(page, 'home/home-1440');
});

test('the news page lists the ticker’s announcements and then the popups’, with their texts and pictures (issue 17)', async ({
  page,
}) => {
  await page.goto(`${DEMO_ORIGIN}/m/news`);
  const items = page.getByTestId('news-item');
  await expect(items.locator('.news-title')).toHaveText([
    'Welcome',
    'Maintenance',
    'New games',
    'Weekend bonus',
    'Refer a friend',
  ]);
  await expect(items.nth(0)).toContainText('Welcome to Lucky Star Casino!');
  await expect(items.nth(3)).toContainText('Deposit this weekend for a 20% bonus.');
  await expect(items.nth(3).locator('img')).toHaveCount(1);
  await screenshot(page, 'home/news');
});

test('game covers load from the merchant’s image CDNs, the next one when a CDN fails (G10, Q96)', async ({
  page,
  context,
  request,
}) => {
  await qa(request).patchSettings('DEMO', { settings: { imageCDNs: ['https://img1.test', 'https://img2.test/demo'] } });
  const asked: string[] = [];
  const sitePath = (url: string) => {
    const { pathname, search } = new URL(url);
    return `${pathname.replace(/^\/demo/, '')}${search}`;
  };
  // img1 is down; img2 serves the site's own files under its path.
  await context.route('https://img1.test/**', (route) => {
    asked.push(route.request().url());
    return route.abort();
  });
  await context.route('https://img2.test/demo/**', async (route) => {
    asked.push(route.request().url());
    return route.fulfill({ response: await route.fetch({ url: `${DEMO_ORIGIN}${sitePath(route.request().url())}` }) });
  });
  await page.goto(`${DEMO_ORIGIN}/m/game`);
  const cover = page.getByTestId('game-card').first().locator('img');
  await expect(cover).toHaveAttribute('src', /^https:\/\/img2\.test\/demo\/img\/game\//);
  await expect.poll(() => cover.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  const path = sitePath((await cover.getAttribute('src'))!);
  expect(asked).toEqual(expect.arrayContaining([`https://img1.test${path}`, `https://img2.test/demo${path}`]));
  // Covers further down may still be on their way: their handlers end with the page, quietly.
  await context.unrouteAll({ behavior: 'ignoreErrors' });
});

test('the marquee moves left at 60 px per second, a compositor animation that stops under the pointer (D40); reduced motion shows it still', async ({
  page,
}) => {
  await openHome(page);
  const viewport = page.locator('.marquee-viewport');
  const strip = page.getByTestId('marquee-strip');
  const pass = () =>
    strip.evaluate((element) => {
      const [animation] = element.getAnimations();
      if (!animation) return null;
      const x = (transform: unknown) => new DOMMatrixReadOnly(String(transform)).m41;
      const [from, to] = (animation.effect as KeyframeEffect).getKeyframes().map((frame) => x(frame.transform));
      const seconds = Number(animation.effect?.getTiming().duration) / 1000;
      return {
        from,
        to,
        speed: ((from ?? 0) - (to ?? 0)) / seconds,
        state: animation.playState,
        iterations: animation.effect?.getTiming().iterations,
        viewportWidth: element.parentElement?.clientWidth,
        stripWidth: element.scrollWidth,
      };
    });
  // Each pass enters at the right edge and leaves past the left one, over and over.
  await expect.poll(async () => (await pass())?.state).toBe('running');
  const running = (await pass())!;
  expect(running.from).toBeCloseTo(running.viewportWidth!, 0);
  expect(running.to).toBeCloseTo(-running.stripWidth, 0);
  expect(running.speed).toBeCloseTo(60, 1);
  expect(running.iterations).toBe(Infinity);

  await viewport.hover();
  await expect.poll(async () => (await pass())?.state).toBe('paused');
  await page.mouse.move(0, 0);
  await expect.poll(async () => (await pass())?.state).toBe('running');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(page.getByTestId('marquee')).toHaveAttribute('data-reduced-motion', 'true');
  await expect(page.locator('.marquee-static li')).toHaveText(MARQUEE);
});

test('a repeat visit with every /wps call failing still shows home and the lobby from Dexie', async ({ page, request }) => {
  const backend = qa(request);
  await openHome(page);
  await page.goto(`${DEMO_ORIGIN}/m/game`);
  await expect(page.getByTestId('lobby-count')).toContainText(/Games found: \d{4}/);

  await backend.addFault({ match: { path: '/wps/**' }, times: 10_000, status: 503 });
  try {
    await page.goto(`${DEMO_ORIGIN}/m/home`);
    await expect(page.getByTestId('banner')).toHaveCount(5);
    await expect(page.getByTestId('marquee').locator('.visually-hidden li')).toHaveText(MARQUEE);
    await expect(page.getByTestId('home-category')).toHaveCount(DEMO_SORTING.length);
    // The start-up status failure shows its notice (B34); the lobby renders behind it from Dexie all the same.
    await page.goto(`${DEMO_ORIGIN}/m/game`);
    await expect(page.getByTestId('lobby-count')).toContainText(/Games found: \d{4}/);
    await expect(page.getByTestId('game-card').first()).toBeVisible();
  } finally {
    await backend.clearFaults();
  }
});

test('the lobby filters by category, vendor and text, and windows thousands of cards', async ({ page }) => {
  await page.goto(`${DEMO_ORIGIN}/m/game`);
  const count = page.getByTestId('lobby-count');
  await expect(count).toContainText(/Games found: \d{4}/);
  const total = Number((await count.textContent())?.match(/\d+/)?.[0]);
  expect(total).toBeGreaterThan(1500);

  // Only a window of the cards is in the DOM, and scrolling to the end brings the last ones in.
  const inDom = await page.getByTestId('game-card').count();
  expect(inDom).toBeGreaterThan(0);
  expect(inDom).toBeLessThan(80);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.locator(`[aria-posinset="${total}"]`)).toBeAttached();
  expect(await page.getByTestId('game-card').count()).toBeLessThan(80);
  await screenshot(page, 'home/lobby-scrolled-390');
  await page.evaluate(() => window.scrollTo(0, 0));

  // Category: a category without a public page goes through ?category=.
  await page.locator('[data-category="SLOT"]').click();
  await expect(page).toHaveURL(/\/m\/game\?category=SLOT/);
  await expect(count).toHaveText('Games found: 980');
  // Vendor.
  await page.getByTestId('lobby-vendor').selectOption('PG');
  await expect(count).toHaveText('Games found: 260');
  // Text (the shelves step aside, hidden, while a search is on).
  const found = page.getByTestId('lobby-grid').getByTestId('game-card');
  await page.getByTestId('lobby-search').fill('mahjong');
  await expect(found).toHaveCount(1);
  await expect(found).toHaveAttribute('data-game', 'mahjong');
  await expect(page.getByTestId('lobby-shelves')).toBeHidden();
  await page.getByTestId('lobby-search').fill('no such game');
  await expect(page.getByTestId('lobby-empty')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(count).toHaveText('Games found: 980');
  await screenshot(page, 'home/lobby-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await screenshot(page, 'home/lobby-1440');

  // A public category page fixes the category.
  await page.goto(`${DEMO_ORIGIN}/m/crash`);
  await expect(count).toHaveText('Games found: 30');
});

test('a URL banner to /m/inviteFriends navigates inside the app (D24)', async ({ page }) => {
  await openHome(page);
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
  await page.locator('[data-banner="BN2"]').click();
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/inviteFriends`);
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});

test('a P banner opens the promotion (D22); a G banner sends a guest to /m/login (D23)', async ({ page }) => {
  await openHome(page);
  await page.locator('[data-banner="BN1"]').click();
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/activity?id=PROMO1`);
  await page.goBack();
  await expect(page.getByTestId('banner')).toHaveCount(5);
  await page.locator('[data-banner="BN4"]').click();
  await expect(page).toHaveURL(/\/m\/login(\?|$)/);
});
