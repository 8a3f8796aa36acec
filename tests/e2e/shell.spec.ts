/**
 * The app shell end to end: layout (A34; the desktop column A35, A36, E53 are in shell.desktop.spec.ts), splash (A39), the dialog family wired to the error catalogue
 * (A32, A33, B32–B34, E41, E42), maintenance and region screens (E44–E46), and the white-label template
 * (E47, E50, E51).
 */
import { type APIRequestContext, type Locator, type Page, type Route } from '@playwright/test';
import { expect, test } from './support/test';
import { SPLASH_MIN_VISIBLE_MS } from '../../src/shared/constants';
import { DEMO_ORIGIN, qa } from './support/qa';
import { holdSettings } from './support/hold-settings';
import { screenshot } from './support/screenshots';
import { lastStatusId, startupHandled, STATUS_PATH } from './support/settle';

const CLOCK_START = new Date('2030-01-01T00:00:00Z').getTime();
const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Serves https://cdn.test/* images locally (the test network is closed). */
async function serveCdn(page: Page) {
  const svg = (fill: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="48"><rect width="200" height="48" rx="10" fill="${fill}"/></svg>`;
  await page.route('https://cdn.test/**', (route) =>
    route.request().url().endsWith('.png')
      ? route.fulfill({ contentType: 'image/png', body: PNG_1PX })
      : route.fulfill({ contentType: 'image/svg+xml', body: svg('#0a7') }),
  );
}

async function openHome(page: Page) {
  await page.goto(`${DEMO_ORIGIN}/m/home`);
  await expect(page.getByTestId('brand-name')).toHaveText('Lucky Star Casino');
}

/** The start-up status answer (of a status call after `afterId`) has been presented, and the frame is on the page. */
async function settleStartup(page: Page, request: APIRequestContext, afterId = 0) {
  await startupHandled(request, afterId);
  await expect(page.getByTestId('brand-name')).toBeVisible();
}

/** Resolves when the animations running in `locator` (its entrance) have finished. */
async function animationsDone(locator: Locator) {
  await locator.evaluate((element) =>
    Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished.catch(() => undefined))),
  );
}

test.beforeEach(async ({ request }) => {
  await qa(request).reset();
});

test.describe('layout', () => {
  test('A34: the sticky container stays at the top while the content scrolls 2000 px', async ({ page }) => {
    await openHome(page);
    await page.evaluate(() => {
      const spacer = document.createElement('div');
      spacer.style.height = '4000px';
      document.querySelector('[data-testid="app-column"]')!.append(spacer);
    });
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThanOrEqual(2000);
    expect((await page.getByTestId('sticky').boundingBox())?.y).toBe(0);
  });

  test('A39: a cold load shows the splash for at least about 1200 ms; a repeat visit never does', async ({ page }) => {
    // The page's clock stands still unless the test moves it: the splash's minimum is measured on it, whatever the
    // machine's load (runFor(0) lets the page's due timers run without moving time). The settings answer is held
    // until the splash is up, so the page has nothing local to show, as on a first visit.
    const releaseSettings = await holdSettings(page);
    await page.clock.install({ time: CLOCK_START });
    // Paused ahead of the clock, which runs from install on.
    await page.clock.pauseAt(CLOCK_START + 60_000);
    await page.addInitScript(() => {
      const times: { start: number; shown?: number; hidden?: number } = { start: performance.now() };
      (window as unknown as { __splash: typeof times }).__splash = times;
      new MutationObserver(() => {
        const present = document.querySelector('[data-testid="splash"]') !== null;
        if (present && times.shown === undefined) times.shown = performance.now();
        if (!present && times.shown !== undefined && times.hidden === undefined) times.hidden = performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    const splash = () =>
      page.evaluate(() => (window as unknown as { __splash: { start: number; shown?: number; hidden?: number } }).__splash);
    const withTimeStill = <T>(read: () => Promise<T>) =>
      expect.poll(async () => {
        await page.clock.runFor(0);
        return read();
      });
    const brand = () => page.getByTestId('brand-name').allTextContents();

    await page.goto(`${DEMO_ORIGIN}/m/home`);
    await withTimeStill(async () => (await splash()).shown).toBeDefined();
    // The screen renders on beneath it, unseen.
    await expect(page.locator('#main')).toBeHidden();
    releaseSettings();
    // The settings are on the page: from now on only the minimum keeps the splash up.
    await withTimeStill(brand).toEqual(['Lucky Star Casino']);
    const { start, shown } = await splash();
    expect(await page.evaluate(() => performance.now())).toBe(shown);
    await page.clock.runFor(SPLASH_MIN_VISIBLE_MS - 1);
    await expect(page.getByTestId('splash')).toBeVisible();
    await page.clock.runFor(1);
    await expect(page.getByTestId('splash')).toHaveCount(0);
    await expect(page.locator('#main')).toBeVisible();
    const { hidden } = await splash();
    expect(hidden! - shown!).toBeGreaterThanOrEqual(SPLASH_MIN_VISIBLE_MS);
    expect(hidden! - start).toBeGreaterThanOrEqual(SPLASH_MIN_VISIBLE_MS);

    // A repeat visit shows home from Dexie at once, and no splash, also once the splash's time has passed.
    await page.reload();
    await withTimeStill(brand).toEqual(['Lucky Star Casino']);
    await page.clock.runFor(2 * SPLASH_MIN_VISIBLE_MS);
    expect((await splash()).shown).toBeUndefined();
  });

  test('a first visit asks for its screen’s chunks and its language’s catalogs while the app’s entry is on its way', async ({
    page,
  }) => {
    // The entry is held back: what is asked for meanwhile comes from the page's first script and index.html alone.
    const heldEntry: Route[] = [];
    await page.route('**/m/assets/index-*.js', (route) => void heldEntry.push(route));
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto(`${DEMO_ORIGIN}/m/LOGIN/?lang=th`, { waitUntil: 'commit' });
    await expect.poll(() => heldEntry.length).toBe(1);
    // The screen's own chunk, and the auth screens' code and stylesheet it imports.
    const screenChunks = [
      /^\/m\/assets\/LoginScreen-[\w-]+\.js$/,
      /^\/m\/assets\/auth-screens-[\w-]+\.js$/,
      /^\/m\/assets\/auth-screens-[\w-]+\.css$/,
    ];
    for (const chunk of screenChunks) {
      await expect.poll(() => asked.some((path) => chunk.test(path)), String(chunk)).toBe(true);
    }
    // Both Thai catalogs: the first screen's and the on-demand texts'.
    await expect.poll(() => asked.filter((path) => /^\/m\/assets\/i18n-th-[\w-]+\.js$/.test(path)).length).toBe(2);
    // Nothing of another screen's or another language's.
    expect(asked.filter((path) => /\/(RegisterScreen|GameScreen)-|\/i18n-(?!th-)/.test(path))).toEqual([]);
    await heldEntry[0]!.continue();
    await expect(page.getByTestId('login-form')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  });
});

test.describe('dialogs and the error catalogue', () => {
  test('A32/E42: a status failure with a server message shows a Notice with one confirm button', async ({ page, request }) => {
    await qa(request).addFault({ match: { path: STATUS_PATH }, times: 1, errorCode: 'qa.err', message: 'Boom' });
    await openHome(page);
    const dialog = page.getByRole('alertdialog', { name: 'Notice' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog).toContainText('Boom');
    const buttons = dialog.getByRole('button');
    await expect(buttons).toHaveCount(1);
    await expect(buttons).toBeFocused();
    await screenshot(page, 'shell/shell-notice-390');
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, 'shell/shell-notice-1440');

    // Focus stays inside, and the page behind is inert.
    await page.keyboard.press('Tab');
    await expect(buttons).toBeFocused();
    await expect(page.locator('#root')).toHaveAttribute('inert', '');
    await buttons.click();
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('#root')).not.toHaveAttribute('inert', '');
  });

  test('E41: domain_not_available slides up the domain popup, and no notice', async ({ page, request }) => {
    await qa(request).addFault({ match: { path: STATUS_PATH }, times: 1, errorCode: 'domain_not_available' });
    await openHome(page);
    const popup = page.getByTestId('domain-unavailable');
    await expect(popup).toBeVisible();
    expect(await popup.evaluate((element) => getComputedStyle(element).animationName)).toBe('sheet-up');
    await expect(popup.getByRole('link').first()).toHaveAttribute('href', /\/m\/home$/);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    // It cannot be dismissed: the domain is unusable.
    await page.keyboard.press('Escape');
    await expect(popup).toBeVisible();
    await animationsDone(popup);
    await screenshot(page, 'shell/shell-domain-390');
  });

  test('B33/B32: 502 and TOO_MANY_REQUEST* on the status check stay silent', async ({ page, request }) => {
    const backend = qa(request);
    await backend.addFault({ match: { path: STATUS_PATH }, times: 1, status: 502 });
    await openHome(page);
    await settleStartup(page, request);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);

    for (const errorCode of ['TOO_MANY_REQUEST', 'TOO_MANY_REQUESTS_IP']) {
      await backend.clearRequests();
      await backend.addFault({ match: { path: STATUS_PATH }, times: 1, errorCode });
      await page.reload();
      await settleStartup(page, request);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      await expect(page.getByTestId('domain-unavailable')).toHaveCount(0);
    }
  });

  test('B34/A33: no response gives one "Network Error / CORS Errors" notice whose Retry re-sends the call', async ({
    page,
    request,
  }) => {
    const backend = qa(request);
    // Every attempt is dropped (Chromium silently re-sends a GET once when a reused connection resets).
    await backend.addFault({ match: { path: STATUS_PATH }, drop: true });
    await openHome(page);
    const dialog = page.getByRole('alertdialog', { name: 'Notice' });
    await expect(dialog).toContainText('Network Error / CORS Errors');
    await expect(page.getByRole('alertdialog')).toHaveCount(1);
    await backend.clearFaults();
    const before = await lastStatusId(request);
    await dialog.getByRole('button', { name: 'Retry' }).click();
    await expect(dialog).toHaveCount(0);
    // The retried call succeeded, and its answer has been presented: no new dialog.
    await settleStartup(page, request, before);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
  });
});

test.describe('site gate', () => {
  test.use({ timezoneId: 'UTC' });

  test('E44: maintenance shows its screen with the end time and Contact Us, on every route', async ({ page, request }) => {
    const settings = await qa(request).settings('DEMO');
    await qa(request).patchSettings('DEMO', { maintenance: true, maintenanceEnd: '2030-01-01T00:00:00Z' });
    await openHome(page);
    const screen = page.getByTestId('maintenance-screen');
    await expect(screen.getByRole('heading', { name: 'System Maintenance' })).toBeVisible();
    await expect(screen).toContainText('End time');
    await expect(page.getByTestId('maintenance-end')).toHaveText(/Jan 1, 2030.*12:00.*UTC/);
    await expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      new URL(settings.customerService, DEMO_ORIGIN).href,
    );
    await screenshot(page, 'shell/shell-maintenance-390');

    await page.goto(`${DEMO_ORIGIN}/m/game`);
    await expect(page.getByTestId('maintenance-screen')).toBeVisible();
  });

  test('E45/E46: region restriction shows Access Denied, the IP and Contact Us; location is called without login', async ({
    page,
    request,
  }) => {
    await qa(request).patchSettings('DEMO', { regionRestriction: true, ip: '203.0.113.7' });
    await openHome(page);
    const screen = page.getByTestId('restriction-screen');
    await expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(screen).toContainText('Your IP address');
    await expect(page.getByTestId('restriction-ip')).toContainText('203.0.113.7');
    await expect(screen.getByRole('link', { name: 'Contact Us' })).toBeVisible();
    await screenshot(page, 'shell/shell-restriction-390');
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, 'shell/shell-restriction-1440');
    await expect.poll(async () => (await qa(request).requests('/wps/system/location')).length).toBeGreaterThan(0);
    for (const call of await qa(request).requests('/wps/system/location')) expect(call.headers['authorization']).toBeUndefined();

    await page.goto(`${DEMO_ORIGIN}/m/member/home`);
    await expect(page.getByTestId('restriction-screen')).toBeVisible();
  });
});

test.describe('white-label template', () => {
  test('E47/E50/E51: h5_logo, https favicon and apple-touch-icon; an http favicon keeps the default', async ({
    page,
    request,
  }) => {
    await serveCdn(page);
    await qa(request).patchSettings('DEMO', {
      template: {
        h5_logo: 'https://cdn.test/logo.svg',
        favicon: 'https://cdn.test/f.png',
        apple_touch_icon: 'https://cdn.test/touch.png',
      },
    });
    await openHome(page);
    await expect(page.getByTestId('brand-logo')).toHaveAttribute('src', 'https://cdn.test/logo.svg');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', 'https://cdn.test/f.png');
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', 'https://cdn.test/touch.png');

    await qa(request).patchSettings('DEMO', { template: { favicon: 'http://cdn.test/f.png', splash: 'http://cdn.test/s.png' } });
    await page.reload();
    await expect(page.getByTestId('brand-name')).toHaveText('Lucky Star Casino');
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/m/favicon.svg');
  });

  test('the merchant name and logo are not in the HTML; a screenshot of home', async ({ page, request }) => {
    const settings = await qa(request).settings('DEMO');
    const html = await (await request.get(`${DEMO_ORIGIN}/m/home`)).text();
    expect(html).not.toContain(settings.merchantName);
    expect(html).not.toContain(settings.brand.logo);

    await openHome(page);
    await expect(page.getByTestId('home-hero')).toBeVisible();
    await screenshot(page, 'shell/shell-home-390');
  });
});
