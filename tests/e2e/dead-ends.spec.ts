/**
 * No dead end in the demo (issue 17): on DEMO and VNL, a member taps every menu entry, every banner and every
 * download option, and each leads to a screen of the app, a page this machine serves or a file that downloads.
 * Any page load that fails (a host that does not resolve, a refused connection, a browser error page) or answers an
 * error status fails the test.
 */
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { memberToken } from './routing-support';
import { DEMO_ORIGIN, VNL_ORIGIN, qa } from './support/qa';

// What the seed gives member1 on DEMO and on VNL alike: the entries, the banners and the download options.
const MENU_TYPES = ['VIP', 'MISSION', 'SIGNIN', 'SAVIOR', 'PROMOCODE', 'REFERRAL', 'APP', 'SERVICE'];
const BANNERS = 5;
const DOWNLOAD_KINDS = ['android', 'ios', 'iosProfile'];

/** Every page load of the context that failed or answered an error status. */
function watchPageLoads(context: BrowserContext): string[] {
  const problems: string[] = [];
  context.on('requestfailed', (request) => {
    const error = request.failure()?.errorText ?? '';
    // ERR_ABORTED is a load that became a download, or was replaced by the next navigation.
    if (request.isNavigationRequest() && error !== 'net::ERR_ABORTED') problems.push(`${request.url()}: ${error}`);
  });
  context.on('response', (response) => {
    if (response.request().isNavigationRequest() && response.status() >= 400)
      problems.push(`${response.url()}: HTTP ${response.status()}`);
  });
  return problems;
}

/**
 * What a tap led to: a new page (closed again once loaded), a finished download, another address in this tab, or a
 * dialog.
 */
async function tap(page: Page, target: Locator): Promise<string> {
  const before = page.url();
  const timeout = 20_000;
  const outcomes = [
    page
      .context()
      .waitForEvent('page', { timeout })
      .then(async (popup) => {
        await popup.waitForLoadState('load');
        const url = popup.url();
        await popup.close();
        return `page ${url}`;
      }),
    page.waitForEvent('download', { timeout }).then(async (download) => {
      expect(await download.failure(), download.url()).toBeNull();
      return `download ${download.url()}`;
    }),
    page.waitForURL((url) => url.href !== before, { timeout, waitUntil: 'commit' }).then(() => `screen ${page.url()}`),
    page
      .getByRole('alertdialog')
      .waitFor({ timeout })
      .then(async () => `dialog "${await page.getByRole('alertdialog').innerText()}"`),
  ];
  // The outcomes that did not happen time out after the test has moved on (a download also ends the address wait).
  for (const outcome of outcomes) outcome.catch(() => undefined);
  await target.click();
  return Promise.any(outcomes).catch(() => 'nowhere');
}

/**
 * Taps target and says where it led. When that was another address in this tab, the screen or page is there (an
 * address the app does not know would end on home, a dead end too), and the member goes back to where they tapped.
 */
async function visit(page: Page, label: string, target: Locator): Promise<string> {
  const from = page.url();
  let outcome = `${label}: ${await tap(page, target)}`;
  expect(outcome).not.toMatch(/: nowhere$/);
  if (outcome.includes(': dialog ')) {
    // A notice is no dead end when it offers a way on (its first button; the last confirms and closes).
    const buttons = page.getByRole('alertdialog').getByRole('button');
    expect(await buttons.count(), `${outcome} offers only OK`).toBeGreaterThan(1);
    outcome += ` → ${await tap(page, buttons.first())}`;
  }
  if (!outcome.includes(' screen ')) return outcome;
  await page.waitForLoadState('load');
  const url = new URL(page.url());
  expect(url.protocol, outcome).toMatch(/^https?:$/);
  expect(url.pathname, outcome).not.toBe('/m/home');
  await expect(page.locator('body')).not.toBeEmpty();
  await page.goBack();
  await expect(page).toHaveURL(from);
  return outcome;
}

for (const { merchant, origin } of [
  { merchant: 'DEMO', origin: DEMO_ORIGIN },
  { merchant: 'VNL', origin: VNL_ORIGIN },
]) {
  test(`${merchant}: every menu entry, banner and download option leads somewhere on this machine (issue 17)`, async ({
    page,
    context,
    request,
  }) => {
    // About 20 taps, each waiting for a page, a download or a screen.
    test.setTimeout(240_000);
    await qa(request).reset();
    const problems = watchPageLoads(context);
    const token = await memberToken(context, request, 'member1', merchant);
    await page.goto(`${origin}/m/home?token=${token}`);
    const grid = page.getByTestId('home-menu').first();
    await expect
      .poll(() => grid.locator('[data-menu-type]').evaluateAll((tiles) => tiles.map((tile) => tile.dataset.menuType)))
      .toEqual(MENU_TYPES);
    const banners = page.getByTestId('banner');
    const outcomes: string[] = [];

    for (const type of MENU_TYPES) outcomes.push(await visit(page, type, grid.locator(`[data-menu-type="${type}"]`)));
    for (let index = 0; index < BANNERS; index++) {
      await expect(banners).toHaveCount(BANNERS);
      outcomes.push(await visit(page, `banner ${index + 1}`, banners.nth(index)));
    }
    await page.goto(`${origin}/m/download`);
    for (const kind of DOWNLOAD_KINDS)
      outcomes.push(await visit(page, `download ${kind}`, page.locator(`[data-testid="download-option"][data-kind="${kind}"]`)));

    expect(problems, outcomes.join('\n')).toEqual([]);
    // Every kind of place was reached: pages of this machine, screens of the app and files.
    expect(outcomes.join('\n')).toMatch(/: page /);
    expect(outcomes.join('\n')).toMatch(/: screen /);
    expect(outcomes.join('\n')).toMatch(/: download /);
  });
}
