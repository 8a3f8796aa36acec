import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { readStore } from './support/idb';
import { DEMO_ORIGIN, VNL_ORIGIN, qa } from './support/qa';
import type { RequestLogEntry } from '../support/qa-client';
import { screenshot } from './support/screenshots';

const html = (page: Page) => page.locator('html');
/** The language chooser, by its accessible name in the language in force. */
const chooserNamed = (page: Page, name: string) => page.getByRole('combobox', { name, exact: true });

const languageOf = (call: RequestLogEntry) => call.headers['language'];

/** Waits until no new request has reached the backend for a second (the start-up calls are done). */
async function settle(request: APIRequestContext) {
  let last = -1;
  await expect
    .poll(
      async () => {
        const count = (await qa(request).requests('/**')).length;
        const quiet = count === last;
        last = count;
        return quiet;
      },
      { intervals: [1_000] },
    )
    .toBe(true);
}

const describe = (calls: RequestLogEntry[]) => calls.map((call) => `${call.method} ${call.path} ${String(languageOf(call))}`);

/** /wps API requests (not the perf beacon) logged since the last clear, once at least one has arrived. */
async function wpsRequests(request: APIRequestContext): Promise<RequestLogEntry[]> {
  let calls: RequestLogEntry[] = [];
  await expect
    .poll(async () => {
      // The beacon may go out with sendBeacon at pagehide, which carries no headers (W25).
      calls = (await qa(request).requests('/wps/**')).filter((call) => call.path !== '/wps/system/collect');
      return calls.length;
    })
    .toBeGreaterThan(0);
  return calls;
}

test.beforeEach(async ({ request }) => {
  await qa(request).reset();
});

test('switching to TH translates the page, and every later /wps request carries Language: TH, also after a reload', async ({
  page,
  request,
}) => {
  const missing: string[] = [];
  page.on('console', (message) => {
    if (/missing|not (been )?loaded|no translation/i.test(message.text())) missing.push(message.text());
  });

  await page.goto(`${DEMO_ORIGIN}/m/home`);
  await expect(html(page)).toHaveAttribute('lang', 'en');
  const chooser = chooserNamed(page, 'Language');
  await expect(chooser).toHaveValue('EN');
  // DEMO allows every language: the 28 supported codes plus AR (G37), by their own names.
  await expect(chooser.locator('option')).toHaveCount(29);
  await expect(chooser.locator('option[value="TH"]')).toHaveText('ไทย');
  await expect(chooser.locator('option[value="AR"]')).toHaveText('العربية');

  await settle(request);
  await qa(request).clearRequests();
  await chooser.selectOption('TH');
  await expect(html(page)).toHaveAttribute('lang', 'th');
  await expect(html(page)).toHaveAttribute('dir', 'ltr');
  // The chooser's own label is now Thai.
  await expect(chooserNamed(page, 'ภาษา')).toHaveValue('TH');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('TH');

  // A later call (the console-settings refresh on becoming visible) carries the new language.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  const afterSwitch = await wpsRequests(request);
  expect(describe(afterSwitch)).toEqual(describe(afterSwitch).map((line) => line.replace(/ \S+$/, ' TH')));

  await qa(request).clearRequests();
  await page.reload();
  await expect(html(page)).toHaveAttribute('lang', 'th');
  await expect(chooserNamed(page, 'ภาษา')).toHaveValue('TH');
  const afterReload = await wpsRequests(request);
  expect(describe(afterReload)).toEqual(describe(afterReload).map((line) => line.replace(/ \S+$/, ' TH')));
  // Tracking events too, which the outbox sends with its own transport (B3).
  await page.evaluate(() =>
    window.postMessage({ type: 'wps:track', eventName: 'withdraw', value: { amount: 5, currency: 'USDT' } }, location.origin),
  );
  await expect.poll(async () => (await qa(request).requests('/wps/system/event')).length).toBeGreaterThan(0);
  expect(new Set((await qa(request).requests('/wps/system/event')).map(languageOf))).toEqual(new Set(['TH']));

  // Shell texts follow the language: the maintenance screen in Thai.
  await qa(request).patchSettings('DEMO', { settings: { maintenance: true } });
  await page.reload();
  await expect(page.getByText('ปิดปรับปรุงระบบ')).toBeVisible();
  await expect(page.getByText('System Maintenance')).toHaveCount(0);

  expect(missing).toEqual([]);
});

test('AR turns the page right to left, and the layout mirrors', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${DEMO_ORIGIN}/m/home`);
  const header = page.getByTestId('brand-header');
  const chooser = chooserNamed(page, 'Language');
  await expect(chooser).toBeVisible();
  const ltrBox = await chooser.boundingBox();

  await chooser.selectOption('AR');
  await expect(html(page)).toHaveAttribute('lang', 'ar');
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  const rtlChooser = chooserNamed(page, 'اللغة');
  await expect(rtlChooser).toHaveValue('AR');
  await expect(page.getByTestId('splash')).toHaveCount(0);

  // The chooser sits at the end of the header: the right edge in LTR, the left edge in RTL.
  const rtlBox = await rtlChooser.boundingBox();
  const headerBox = await header.boundingBox();
  expect(ltrBox && rtlBox && headerBox).toBeTruthy();
  if (ltrBox && rtlBox && headerBox) {
    expect(ltrBox.x + ltrBox.width / 2).toBeGreaterThan(headerBox.x + headerBox.width / 2);
    expect(rtlBox.x + rtlBox.width / 2).toBeLessThan(headerBox.x + headerBox.width / 2);
  }
  await screenshot(page, 'i18n/ar-390');

  await page.reload();
  await expect(html(page)).toHaveAttribute('dir', 'rtl');
  // A name inside an Arabic sentence is isolated (FSI … PDI), so it keeps its own direction.
  const welcome = await page.getByTestId('home-hero').getByRole('heading', { level: 1 }).textContent();
  expect(welcome).toContain('\u2068Lucky Star Casino\u2069');
  // A Latin game name keeps its own direction too: shortened, it loses its end, not its beginning.
  const name = page.getByTestId('game-card').first().locator('.game-tile-name');
  await expect(name).toHaveText(/^[\x20-\x7e]+$/);
  expect(await name.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
  await chooserNamed(page, 'اللغة').selectOption('EN');
  await expect(html(page)).toHaveAttribute('dir', 'ltr');
  await expect(html(page)).toHaveAttribute('lang', 'en');
});

test('VNL (127.0.0.1) starts in Vietnamese from its merchant default, its content too, and its requests say VI', async ({
  page,
  request,
}) => {
  await page.goto(`${VNL_ORIGIN}/m/home`);
  await expect(html(page)).toHaveAttribute('lang', 'vi');
  await expect(chooserNamed(page, 'Ngôn ngữ')).toHaveValue('VI');
  // The merchant's own content is in its language (issue 17): the ticker and the banners.
  await expect(page.getByTestId('marquee').getByRole('listitem').first()).toHaveText('Chào mừng bạn đến với VN Lotto Club!');
  await expect(page.getByTestId('banner').nth(1)).toHaveAccessibleName('Mời bạn bè');
  // Nothing was chosen: the merchant default is not stored as a choice.
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();

  await qa(request).clearRequests();
  await page.reload();
  await expect(html(page)).toHaveAttribute('lang', 'vi');
  // The page becoming visible again refreshes the console settings: that later request says VI. (Calls sent in the
  // first moments of the reload, before the merchant default is read from the store, may still say EN.)
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect
    .poll(
      async () => (await wpsRequests(request)).filter((call) => call.path === '/wps/system/settings').at(-1)?.headers['language'],
    )
    .toBe('VI');
});

test('choosing Tagalog on DEMO asks for the content and the settings again, in Tagalog (issue 17)', async ({ page }) => {
  await page.goto(`${DEMO_ORIGIN}/m/home`);
  const ticker = page.getByTestId('marquee').getByRole('listitem').first();
  await expect(ticker).toHaveText('Welcome to Lucky Star Casino!');
  await chooserNamed(page, 'Language').selectOption('TY');
  await expect(html(page)).toHaveAttribute('lang', 'tl');
  await expect(ticker).toHaveText('Maligayang pagdating sa Lucky Star Casino!');
  await expect(page.getByTestId('banner').nth(1)).toHaveAccessibleName('Mag-imbita ng kaibigan');
  // The settings' texts follow: the app description under the welcome.
  await expect(page.getByTestId('home-hero')).toContainText('Maglaro kahit saan gamit ang app ng Lucky Star Casino');
});

test('a stored unsupported language falls back to the merchant default (G38)', async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'XX'));
  await page.goto(`${VNL_ORIGIN}/m/home`);
  await expect(html(page)).toHaveAttribute('lang', 'vi');

  await page.goto(`${DEMO_ORIGIN}/m/home`);
  await expect(chooserNamed(page, 'Language')).toHaveValue('EN');
  await expect(html(page)).toHaveAttribute('lang', 'en');

  // A merchant whose default is unsupported too → EN.
  // VNL's cached settings still say VI; once the fresh ones (default XX) are in Dexie, the page is in EN.
  await qa(request).patchSettings('VNL', { defaultLanguage: 'XX' });
  await page.goto(`${VNL_ORIGIN}/m/home`);
  await expect
    .poll(async () => (await readStore<{ value: { defaultLanguage: string } }>(page, 'siteSettings'))[0]?.value.defaultLanguage)
    .toBe('XX');
  await expect(html(page)).toHaveAttribute('lang', 'en');
  await expect(chooserNamed(page, 'Language')).toHaveValue('EN');
});

test("the chooser offers only the merchant's languages", async ({ page, request }) => {
  await qa(request).patchSettings('DEMO', { languages: ['EN', 'TH', 'VI'] });
  await page.goto(`${DEMO_ORIGIN}/m/home`);
  const options = chooserNamed(page, 'Language').locator('option');
  await expect(options).toHaveText(['English', 'ไทย', 'Tiếng Việt']);
});
