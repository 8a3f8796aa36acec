/**
 * The app shell's routes in Chromium (ACCEPTANCE A1–A16, A19, A21, A27–A31, Q13): every route of spec §2 renders
 * its frame and title, the guard redirects guests, tracking parameters survive in-app navigation, and the robots
 * meta follows the rules.
 */
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { PRESERVED_QUERY_PARAMS } from '../../src/shared/constants';
import { ROUTES, documentTitle } from '../../src/platform/routing/route-table';
import { isGuardedPath } from '../../src/platform/routing/guard';
import { DEMO_ORIGIN, qa } from './support/qa';
import { memberToken, pageErrors, pathAndQuery } from './routing-support';
import { readStore } from './support/idb';
import { screenshot } from './support/screenshots';
import { lastStatusId, startupHandled } from './support/settle';

test.beforeEach(async ({ request }) => {
  await qa(request).reset();
});

/** The member's side data is in Dexie: member info, then the session's state written after every member call answered. */
async function memberSideDataLoaded(page: Page): Promise<boolean> {
  const [info] = await readStore<{ updatedAt: number }>(page, 'memberInfo');
  const [state] = await readStore<{ updatedAt: number }>(page, 'memberState');
  return info !== undefined && state !== undefined && state.updatedAt >= info.updatedAt;
}

/** The current screen's main heading (home's is in its hero). */
const heading = (page: Page) => page.locator('main#main h1');

async function robots(page: Page): Promise<string | null> {
  return page.locator('meta[name="robots"]').getAttribute('content');
}

test('every public route renders its frame, title and navigation, and survives a hard reload (A1–A7, A9, A14, A16)', async ({
  page,
  request,
}) => {
  // One page walks every public route with a hard reload each: its budget grows with the route table.
  test.setTimeout(180_000);
  const errors = pageErrors(page);
  const { merchantName } = await qa(request).settings('DEMO');
  const publicRoutes = ROUTES.filter((route) => !isGuardedPath(route.path) && route.screen !== 'feedback');
  expect(publicRoutes).toHaveLength(22);

  for (const route of publicRoutes) {
    const response = await page.goto(`${DEMO_ORIGIN}${route.path}`);
    expect(response?.status(), route.path).toBe(200);
    expect(response?.headers()['content-type'], route.path).toContain('text/html');
    await expect(heading(page), route.path).toBeVisible();
    await expect(page, route.path).toHaveTitle(documentTitle(route.title, merchantName, 'Home'));
    expect(new URL(page.url()).pathname, `${route.path} is not redirected`).toBe(route.path);
    await expect(page.getByRole('banner')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveCount(4);
    if (route.tab) await expect(nav.getByTestId(`nav-${route.tab}`)).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
  }

  // Home is the home screen on all four of its paths, and the category pages are the game area.
  for (const path of ['/m/', '/m/index', '/m/index.html']) {
    await page.goto(`${DEMO_ORIGIN}${path}`);
    await expect(page.getByTestId('home-hero'), path).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(path);
  }
  await page.goto(`${DEMO_ORIGIN}/m/crash`);
  await expect(heading(page)).toHaveText('Crash games');
  await expect(
    page.getByRole('navigation', { name: 'Game categories' }).getByRole('link', { name: 'Crash games' }),
  ).toHaveAttribute('aria-current', 'page');
  await page.reload();
  await expect(heading(page)).toHaveText('Crash games');
  expect(new URL(page.url()).pathname).toBe('/m/crash');
  await page.goto(`${DEMO_ORIGIN}/m/register.html`);
  await expect(heading(page)).toHaveText('Create account');
  await page.reload();
  await expect(heading(page)).toHaveText('Create account');
  expect(errors).toEqual([]);
});

test('screens other than home load as their own chunks, on demand', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto(`${DEMO_ORIGIN}/m/home`);
  await expect(page.getByTestId('home-hero')).toBeVisible();
  expect(scripts.filter((path) => /(Login|Register|Game|MemberHome)Screen/.test(path))).toEqual([]);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Games' }).click();
  await expect(heading(page)).toHaveText('Games');
  expect(scripts.some((path) => path.includes('GameScreen'))).toBe(true);
});

test('an unknown /m/ path is replaced by /m/home with the tracking parameters kept (Q13)', async ({ page }) => {
  await page.goto(`${DEMO_ORIGIN}/m/game`);
  await expect(heading(page)).toHaveText('Games');
  const before = await page.evaluate(() => history.length);
  await page.goto(`${DEMO_ORIGIN}/m/xyz?gclid=G&foo=1`);
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/home?gclid=G`);
  await expect(page.getByTestId('home-hero')).toBeVisible();
  expect(await page.evaluate(() => history.length)).toBe(before + 1);
  await page.goBack();
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/game`);
});

test('a guest on a guarded route ends at /m/login with go=<original>, replacing the entry (A8, A12, A13, A19, Q14)', async ({
  page,
}) => {
  for (const original of [
    '/m/member/home',
    '/m/changePsw',
    '/m/agentRegister',
    '/m/launchGame?vendor=PG&code=G1',
    '/m/MEMBER/home',
  ]) {
    await page.goto(`${DEMO_ORIGIN}${original}`);
    await expect(page, original).toHaveURL(/\/m\/login\?/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/m/login');
    expect(url.searchParams.get('go'), original).toBe(original);
    await expect(heading(page)).toHaveText('Log in');
  }
  // replace: the guarded page leaves no history entry, so Back skips it.
  await page.goto(`${DEMO_ORIGIN}/m/home`);
  const start = await page.evaluate(() => history.length);
  await page.goto(`${DEMO_ORIGIN}/m/changePsw`);
  await expect(heading(page)).toHaveText('Log in');
  expect(await page.evaluate(() => history.length)).toBe(start + 1);
  await page.goBack();
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/home`);
});

test('a trial launch, /m/inviteFriends and the other public routes need no token (A9, A19, D20)', async ({ page, request }) => {
  for (const path of ['/m/inviteFriends', '/m/home', '/m/index', '/m/game', '/m/activity?id=PROMO1', '/m/sports']) {
    const before = await lastStatusId(request);
    await page.goto(`${DEMO_ORIGIN}${path}`);
    await expect(heading(page), path).toBeVisible();
    await startupHandled(request, before);
    expect(pathAndQuery(page), path).toBe(path);
  }
  // A guest's trial is not sent to /m/login: it launches the game.
  await page.goto(`${DEMO_ORIGIN}/m/launchGame?vendor=PG&code=mahjong&playType=trial`);
  await page.waitForURL(/\/__emu\/game\/mahjong/);
});

test('/m/feedback sends a guest to /m/home and keeps a member (A15)', async ({ page, request }) => {
  await page.goto(`${DEMO_ORIGIN}/m/feedback?gclid=G`);
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/home?gclid=G`);
  await expect(page.getByTestId('home-hero')).toBeVisible();

  const token = await memberToken(page.context(), request);
  await page.goto(`${DEMO_ORIGIN}/m/feedback?token=${encodeURIComponent(token)}`);
  await expect(heading(page)).toHaveText('Feedback');
  // The token was accepted: the member's side data is loaded (a refused one would have sent the member home).
  await expect.poll(() => memberSideDataLoaded(page)).toBe(true);
  expect(pathAndQuery(page)).toBe('/m/feedback');
});

test('backUrl or redirectUrl suppresses the login redirect; the page asks for a login itself (A21, Q7)', async ({
  page,
  request,
}) => {
  for (const query of ['backUrl=https%3A%2F%2Fwww.demo.test%2Fm%2Fhome', 'redirectUrl=https%3A%2F%2Fwww.demo.test%2Fm%2Fhome']) {
    const before = await lastStatusId(request);
    await page.goto(`${DEMO_ORIGIN}/m/member/home?${query}`);
    await expect(page.getByTestId('sign-in-prompt')).toBeVisible();
    await startupHandled(request, before);
    expect(new URL(page.url()).pathname).toBe('/m/member/home');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  // The prompt's login link brings the member back here afterwards.
  const login = page.getByTestId('sign-in-prompt').getByRole('link', { name: 'Log in' });
  const href = new URL((await login.getAttribute('href')) ?? '', DEMO_ORIGIN);
  expect(href.pathname).toBe('/m/login');
  expect(href.searchParams.get('go')).toBe('/m/member/home?redirectUrl=https%3A%2F%2Fwww.demo.test%2Fm%2Fhome');
  await login.click();
  await expect(heading(page)).toHaveText('Log in');
});

test('three in-app navigations keep all 14 tracking parameters and drop the others (A27)', async ({ page }) => {
  const values: Record<string, string> = {
    affiliateCode: 'a1',
    referralCode: 'r1',
    r: 'r2',
    inApp: '1',
    fullscreen: '0',
    from: 'x',
    fbclid: 'F',
    gclid: 'G',
    ttclid: 'T',
    kwaiclid: 'K',
    bbg: 'B',
    isBgeTest: '1',
    cid: 'C',
    kw: 'W',
  };
  expect(Object.keys(values).sort()).toEqual([...PRESERVED_QUERY_PARAMS].sort());
  await page.goto(`${DEMO_ORIGIN}/m/home?${new URLSearchParams({ ...values, foo: '1' })}`);
  await expect(page.getByTestId('home-hero')).toBeVisible();
  const before = await page.evaluate(() => history.length);

  const expectTracking = (path: string) => {
    const url = new URL(page.url());
    expect(url.pathname).toBe(path);
    for (const [name, value] of Object.entries(values)) expect(url.searchParams.get(name), `${path} ${name}`).toBe(value);
    expect(url.searchParams.has('foo'), `${path} foo`).toBe(false);
  };

  await page.getByTestId('home-guest').getByRole('link', { name: 'Log in' }).click();
  await expect(heading(page)).toHaveText('Log in');
  expectTracking('/m/login');
  // (The login screen's 'Create an account' opens the registration modal in place, so the next step is a tab.)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Promotions' }).click();
  await expect(heading(page)).toHaveText('Promotions');
  expectTracking('/m/activity');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Games' }).click();
  await expect(heading(page)).toHaveText('Games');
  expectTracking('/m/game');
  await page.getByRole('navigation', { name: 'Game categories' }).getByRole('link', { name: 'Fishing' }).click();
  await expect(heading(page)).toHaveText('Fishing');
  expectTracking('/m/fish');
  // In-app navigation is client-side: one history entry per step, no reload.
  expect(await page.evaluate(() => history.length)).toBe(before + 4);
  await page.goBack();
  await expect(heading(page)).toHaveText('Games');
});

test('tracking parameters stored earlier in the tab are re-appended (A28, Q18)', async ({ page }) => {
  await page.goto(`${DEMO_ORIGIN}/m/home?gclid=G`);
  await expect(page.getByTestId('home-hero')).toBeVisible();
  await page.goto(`${DEMO_ORIGIN}/m/game`);
  await expect(heading(page)).toHaveText('Games');
  expect(new URL(page.url()).search).toBe('');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' }).click();
  await expect(heading(page)).toHaveText('Log in');
  expect(new URL(page.url()).searchParams.get('gclid')).toBe('G');

  // Another tab of the same browser has its own store.
  const other = await page.context().newPage();
  await other.goto(`${DEMO_ORIGIN}/m/game`);
  await other.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' }).click();
  await expect(other.locator('main#main h1')).toHaveText('Log in');
  expect(new URL(other.url()).searchParams.has('gclid')).toBe(false);
});

test('robots meta: index,follow only on the listed pages, on localhost, at most two segments deep (A29–A31)', async ({
  page,
  request,
}) => {
  for (const path of ['/m/sports', '/m/news', '/m/', '/m/home', '/m/login', '/m/register']) {
    await page.goto(`${DEMO_ORIGIN}${path}`);
    await expect(heading(page), path).toBeVisible();
    await expect.poll(() => robots(page), path).toBe('index,follow');
    await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute('href', `${DEMO_ORIGIN}${path}`);
  }
  for (const path of ['/m/game', '/m/activity?id=PROMO1', '/m/register.html', '/m/index', '/m/inviteFriends']) {
    await page.goto(`${DEMO_ORIGIN}${path}`);
    await expect(heading(page), path).toBeVisible();
    await expect.poll(() => robots(page), path).toBe('noindex,nofollow');
    await expect(page.locator('link[rel="canonical"]'), path).toHaveCount(0);
  }
  // In-app navigation updates it too.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await expect.poll(() => robots(page)).toBe('index,follow');

  const token = await memberToken(page.context(), request);
  await page.goto(`${DEMO_ORIGIN}/m/member/home?token=${encodeURIComponent(token)}`);
  await expect(heading(page)).toHaveText('My account');
  await expect.poll(() => robots(page)).toBe('noindex,nofollow');
});

test('a path three segments deep is noindex while it is the address (A31), then home per Q13', async ({ page }) => {
  // Records the robots meta at the moment the shell replaces the address.
  await page.addInitScript(() => {
    const seen: { from: string; robots: string | null }[] = [];
    (window as unknown as { __replaced: typeof seen }).__replaced = seen;
    const replace = history.replaceState.bind(history);
    history.replaceState = (...args: Parameters<History['replaceState']>) => {
      seen.push({
        from: location.pathname,
        robots: document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? null,
      });
      replace(...args);
    };
  });
  const response = await page.goto(`${DEMO_ORIGIN}/m/sports/football`);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/home`);
  const seen = await page.evaluate(() => (window as unknown as { __replaced: { from: string; robots: string }[] }).__replaced);
  expect(seen).toContainEqual({ from: '/m/sports/football', robots: 'noindex,nofollow' });
  await expect.poll(() => robots(page)).toBe('index,follow');
});

test('keyboard: a skip link leads to the screen heading, and the bottom navigation is reachable (accessibility)', async ({
  page,
}) => {
  await page.goto(`${DEMO_ORIGIN}/m/sports`);
  // Seen: a first visit's splash holds the page, and nothing behind it takes the focus, for at least 1.2 s.
  await expect(heading(page)).toBeVisible();
  await expect(heading(page)).toHaveText('Sports');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(heading(page)).toBeFocused();
  expect(new URL(page.url()).hash).toBe('');

  // After an in-app navigation the new screen's heading takes the focus.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Promotions' }).focus();
  await page.keyboard.press('Enter');
  await expect(heading(page)).toHaveText('Promotions');
  await expect(heading(page)).toBeFocused();
});

test('screenshots of the frames at 390×844', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${DEMO_ORIGIN}/m/home`);
  await expect(page.getByTestId('home-hero')).toBeVisible();
  await expect(page.getByTestId('brand-name')).toBeVisible();
  await screenshot(page, 'routing/home-390');
  await page.goto(`${DEMO_ORIGIN}/m/live`);
  await expect(heading(page)).toHaveText('Live casino');
  await screenshot(page, 'routing/live-390');
  const token = await memberToken(page.context(), request);
  await page.goto(`${DEMO_ORIGIN}/m/member/home?token=${encodeURIComponent(token)}`);
  await expect(page.getByTestId('vip-card')).toBeVisible();
  await screenshot(page, 'routing/member-390');
  // The tab's session goes before the launch page opens: loaded with it, the page would start the member's launch,
  // and a session cleared under that launch sends the tab to the login screen instead.
  await page.evaluate(() => sessionStorage.clear());
  await page.goto(`${DEMO_ORIGIN}/m/launchGame?vendor=PG&code=G1&backUrl=https%3A%2F%2Fwww.demo.test%2Fm%2Fhome`);
  await expect(page.getByTestId('sign-in-prompt')).toBeVisible();
  await screenshot(page, 'routing/launch-guest-390');
});

test('six screens in a row read the settings from the shared store: one settings call and one whitelabel call (G4)', async ({
  page,
  request,
}) => {
  await qa(request).clearRequests();
  await page.goto(`${DEMO_ORIGIN}/m/home`);
  await startupHandled(request);
  const screens: [string, string][] = [
    ['/m/game', 'Games'],
    ['/m/activity', 'Promotions'],
    ['/m/news', 'News'],
    ['/m/download', 'Download the app'],
    ['/m/login', 'Log in'],
    ['/m/register', 'Create account'],
  ];
  for (const [path, title] of screens) {
    // In-app navigation, as the app's links do it.
    await page.evaluate((to) => history.pushState(null, '', to), path);
    await expect(page, path).toHaveTitle(`${title} · Lucky Star Casino`);
  }
  expect(await qa(request).requests('/wps/system/settings')).toHaveLength(1);
  expect(await qa(request).requests('/wps/system/whitelabel')).toHaveLength(1);
});
