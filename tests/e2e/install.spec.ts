/**
 * Install and availability end to end (issue 6; ACCEPTANCE E5–E30, E41, E44, E45): the generated manifest per
 * merchant and Chromium's installability check, the add-to-home-screen sheet on its three paths with accept, decline
 * and installed driven by synthetic beforeinstallprompt and appinstalled events, every download-bar hide rule under
 * the UA presets, the download popup, the app upgrade popup, and the availability screens appearing and leaving as
 * the backend changes its mind.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type APIRequestContext, type Browser, type BrowserContext, type Locator, type Page, type Route } from '@playwright/test';
import { CHROMIUM_ARGS } from './support/chromium';
import { skipPopupAnnouncements } from './support/popups';
import { bareTest as test, closeNotificationPromptToday, declineInstallSheet, expect, quietOverlays } from './support/test';
import { DEMO_ORIGIN, VNL_ORIGIN, qa } from './support/qa';
import { UA } from './support/ua';
import { memberToken } from './routing-support';
import { screenshot } from './support/screenshots';
import { readStore } from './support/idb';
import { animationsFinished, installOverlaysMounted } from './support/settle';
import { A2HS_SHEET_DELAY_MS, DOWNLOAD_POPUP_DELAY_MS, OVERLAY_QUIET_MS } from '../../src/shared/constants';
import { pauseClock, stepClockUntil } from './support/clock';

/** The overlays that are not this spec's: the popup announcements (seen) and the notification prompt (closed today). */
async function skipOtherOverlays(context: BrowserContext) {
  await skipPopupAnnouncements(context);
  await closeNotificationPromptToday(context);
}

const DEMO_LINKS = {
  // The seed's links are this backend's own paths (server/routes/downloads.ts, and the App Store stand-in of server/routes/app-store.ts); the page resolves them on its origin.
  IOS: { resourceType: 'IOS', url: `${DEMO_ORIGIN}/__emu/app-store/demo` },
  MOBILECONFIG: { resourceType: 'MOBILECONFIG', url: `${DEMO_ORIGIN}/download/demo.mobileconfig` },
  Android: { resourceType: 'Android', url: `${DEMO_ORIGIN}/download/demo.apk` },
  AppDownloadIcon: { resourceType: 'AppDownloadIcon', url: '/img/brand/DEMO/icon-192.png' },
};
type LinkKey = keyof typeof DEMO_LINKS;

/** A row of Dexie's lists table (the download setting, the web manifest). */
interface ListRow {
  key: string;
  updatedAt: number;
}

const links = (...keys: LinkKey[]) => ({
  download: { links: [...keys.map((key) => DEMO_LINKS[key]), DEMO_LINKS.AppDownloadIcon] },
});

/**
 * Keeps the tests in charge of the install prompt: a real beforeinstallprompt never reaches the app, and
 * window.__offerInstall(outcome) dispatches a synthetic one whose prompt() calls are counted.
 */
async function controlInstallPrompt(context: BrowserContext) {
  await context.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    w.__prompted = 0;
    window.addEventListener('beforeinstallprompt', (event) => event.isTrusted && event.stopImmediatePropagation(), true);
    w.__offerInstall = (outcome: 'accepted' | 'dismissed') => {
      const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
      event.prompt = () => {
        w.__prompted = Number(w.__prompted) + 1;
        return Promise.resolve();
      };
      event.userChoice = Promise.resolve({ outcome, platform: 'web' });
      window.dispatchEvent(event);
    };
  });
}

/** A context with a UA preset; standalone also makes display-mode standalone match (and navigator.standalone on iOS). */
async function presetContext(browser: Browser, userAgent: string, { standalone = false, relatedApps = 0 } = {}) {
  const context = await browser.newContext({ userAgent, viewport: { width: 390, height: 844 } });
  await skipOtherOverlays(context);
  await controlInstallPrompt(context);
  await context.addInitScript(
    ({ standalone, relatedApps }) => {
      if (standalone) {
        const original = window.matchMedia.bind(window);
        window.matchMedia = (query: string) =>
          query.includes('display-mode: standalone')
            ? ({ ...original(query), matches: true, media: query } as MediaQueryList)
            : original(query);
        if (/iPhone|iPad/.test(navigator.userAgent)) Object.defineProperty(navigator, 'standalone', { value: true });
      }
      if (relatedApps > 0) {
        Object.defineProperty(navigator, 'getInstalledRelatedApps', {
          value: () => Promise.resolve(Array.from({ length: relatedApps }, () => ({ platform: 'play', id: 'com.demo.member' }))),
        });
      }
    },
    { standalone, relatedApps },
  );
  return context;
}

/** For the download bar's tests: the install sheet, which the bar makes way for (overlay turns), declined this session. */
/**
 * The bar on its own: the overlays that take turns with it (install sheet, popups, notification prompt, download
 * popup) are done for the session, so whichever is ready first cannot hold the bar back (overlays.spec.ts covers that).
 */
async function barContext(browser: Browser, userAgent: string, options: Parameters<typeof presetContext>[2] = {}) {
  const context = await presetContext(browser, userAgent, options);
  await quietOverlays(context);
  return context;
}

async function openHome(page: Page, url = `${DEMO_ORIGIN}/m/home`) {
  await page.goto(url);
  await expect(page.getByTestId('brand-name')).toBeVisible();
}

/**
 * The bar's data is in the page: the download setting call (after the settings sync) was answered and the answer
 * written to Dexie, where the bar (and the upgrade popup) read it; with `since`, written by this page's sync.
 */
async function settled(page: Page, request: APIRequestContext, since = 0) {
  await expect.poll(async () => (await qa(request).requests('/wps/relay/WPSCORE_getDownloadSetting')).length).toBeGreaterThan(0);
  await expect
    .poll(async () => (await readStore<ListRow>(page, 'lists')).find((row) => row.key === 'downloadSetting')?.updatedAt ?? 0)
    .toBeGreaterThan(since);
}

/** A new tab with the UA preset lands on /m/home (or url): the bar shows, or stays hidden once its data is in. */
async function expectBar(
  browser: Browser,
  request: APIRequestContext,
  userAgent: string,
  bar: 'shown' | 'hidden',
  options = {},
  url?: string,
) {
  const context = await barContext(browser, userAgent, options);
  const page = await context.newPage();
  await qa(request).clearRequests();
  await openHome(page, url);
  await settled(page, request);
  if (bar === 'shown') await expect(page.getByTestId('download-bar')).toBeVisible();
  else await expect(page.getByTestId('download-bar')).toHaveCount(0);
  await context.close();
}

// The popup announcements go before the install overlays (overlay turns): these tests start with them seen.
test.beforeEach(async ({ context, request }) => {
  await skipOtherOverlays(context);
  await qa(request).reset();
});

test.describe('generated manifest', () => {
  for (const [origin, merchant, shortName] of [
    [DEMO_ORIGIN, 'DEMO', 'Lucky Star'],
    [VNL_ORIGIN, 'VNL', 'VN Lotto'],
  ] as const) {
    test(`E5/E6/E8: ${merchant} gets its manifest from the server manifest and the template, and Chromium finds it installable`, async ({
      playwright,
      request,
    }) => {
      // Chromium reports every off-the-record context as not installable: the check needs a real profile.
      const context = await playwright.chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'install-')), {
        executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
        args: CHROMIUM_ARGS,
        viewport: { width: 390, height: 844 },
      });
      try {
        await skipOtherOverlays(context);
        const page = await context.newPage();
        await page.goto(`${origin}/m/home`);
        const link = page.locator('link[rel="manifest"]');
        await expect(link).toHaveAttribute('href', /^blob:/);
        const read = () =>
          page.evaluate(async () => {
            const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')!.href;
            return (await (await fetch(href)).json()) as Record<string, unknown> & { icons: { sizes: string; src: string }[] };
          });
        // Before the server manifest is stored, the link carries one built from the site settings alone.
        await expect.poll(async () => (await read()).short_name).toBe(shortName);
        const manifest = await read();
        const settings = await qa(request).settings(merchant);
        expect(manifest).toMatchObject({
          short_name: shortName,
          name: settings.merchantName,
          display: 'standalone',
          orientation: 'portrait',
          start_url: `${origin}/m/home`,
          scope: `${origin}/m/`,
        });
        expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '256x256', '384x384', '512x512']);
        expect(manifest.icons[0]!.src).toBe(`${origin}/img/brand/${merchant}/icon-192.png`);

        const calls = (await qa(request).requests('/wps/system/manifest.json')).filter(
          (call) => call.headers['merchant'] === merchant,
        );
        expect(calls.length).toBeGreaterThan(0);
        expect(calls[0]!.query.merchantCode).toBe(merchant);
        expect(calls[0]!.query._).toMatch(/^\d{13}$/);

        const cdp = await context.newCDPSession(page);
        await expect
          .poll(
            async () =>
              ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: unknown[] }).installabilityErrors,
          )
          .toEqual([]);
        // The sheet is titled with the server's short_name; the theme colour is the manifest's.
        await expect(page.getByTestId('install-sheet')).toContainText(shortName);
        await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color as string);
      } finally {
        await context.close();
      }
    });
  }

  test('E7/E52: template.pwa supplies the icons by size, and sizes without a source are left out', async ({ page, request }) => {
    await qa(request).patchSettings('DEMO', {
      template: { pwa: JSON.stringify({ 192: '/img/brand/DEMO/icon-192.png', 512: '/img/brand/DEMO/icon-512.png' }) },
    });
    await openHome(page);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const href = document.querySelector<HTMLLinkElement>('link[rel="manifest"]')?.href;
          if (!href) return null;
          const manifest = (await (await fetch(href)).json()) as { icons: { src: string; sizes: string }[] };
          return manifest.icons.map((icon) => `${icon.sizes} ${new URL(icon.src).pathname}`);
        }),
      )
      .toEqual(['192x192 /img/brand/DEMO/icon-192.png', '512x512 /img/brand/DEMO/icon-512.png']);
  });
});

/**
 * The install sheet does not come on this page: once the overlays are in place (the sheet would have asked for its
 * turn), the page's clock (installed by the test) runs past the sheet's delay.
 */
async function expectNoSheet(page: Page, message?: string) {
  await installOverlaysMounted(page);
  await page.clock.runFor(A2HS_SHEET_DELAY_MS + 500);
  await expect(page.getByTestId('install-sheet'), message).toHaveCount(0);
}

test.describe('add-to-home-screen sheet', () => {
  test.beforeEach(async ({ context }) => {
    await controlInstallPrompt(context);
  });

  test('E9/E10: after 1 s it slides up in 250 ms, with the icon and message, Cancel and Add', async ({ page, request }) => {
    // From a settled page without the sheet the app navigates to /m/home on the page's clock, paused: the sheet asks
    // for its turn at that moment, and only the clock moves time on from there.
    await page.clock.install();
    await openHome(page, `${DEMO_ORIGIN}/m/login`);
    await settled(page, request);
    await installOverlaysMounted(page);
    await pauseClock(page);
    await page.evaluate(() => {
      history.pushState(null, '', '/m/home');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByTestId('home-hero')).toBeVisible();
    await page.clock.runFor(A2HS_SHEET_DELAY_MS - 1);
    await expect(page.getByTestId('install-sheet')).toHaveCount(0);
    await page.clock.runFor(1);
    await expect(page.getByTestId('install-sheet')).toHaveCount(1);
    await page.clock.resume();
    const sheet = page.getByTestId('install-sheet');
    await expect(sheet).toBeVisible();
    expect(await sheet.evaluate((element) => getComputedStyle(element).transitionDuration)).toBe('0.25s');
    await expect(sheet).toContainText('Add Lucky Star to your home screen');
    await expect(page.getByTestId('install-sheet-icon')).toHaveAttribute('src', '/img/brand/DEMO/icon-192.png');
    await expect(page.getByTestId('install-sheet-message')).toHaveText('Play anywhere with the Lucky Star Casino app');
    await expect(sheet.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Add' })).toBeVisible();
    await expect(sheet).toHaveClass(/is-open/);
    await animationsFinished(page);
    await screenshot(page, 'install/install-sheet-390');
  });

  test('E10: without an icon or message the sheet still has Cancel and Add', async ({ page, request }) => {
    await qa(request).patchSettings('DEMO', { template: { app_desc: '' }, download: { links: [DEMO_LINKS.Android] } });
    await openHome(page);
    const sheet = page.getByTestId('install-sheet');
    await expect(sheet).toBeVisible();
    await expect(page.getByTestId('install-sheet-message')).toHaveCount(0);
    await expect(page.getByTestId('install-sheet-icon')).toHaveCount(0);
    await expect(sheet.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Add' })).toBeVisible();
  });

  test('A26: only on /m/home and /m/index.html (and / which lands there), never elsewhere', async ({ page, request }) => {
    await page.clock.install();
    const token = await memberToken(page.context(), request);
    for (const path of ['/m/index', '/m/login', '/m/game', '/m/register', `/m/member/home?token=${encodeURIComponent(token)}`]) {
      await openHome(page, `${DEMO_ORIGIN}${path}`);
      await expectNoSheet(page, path);
    }
    await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/member/home`);
    await page.evaluate(() => sessionStorage.clear());
    for (const path of ['/m/index.html', '/']) {
      await openHome(page, `${DEMO_ORIGIN}${path}`);
      await expect(page.getByTestId('install-sheet'), path).toBeVisible();
    }
  });

  test('E12: accepted → prompt() is called and the installing notice shows for 3 s', async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    await page.evaluate(() => (window as unknown as { __offerInstall: (o: string) => void }).__offerInstall('accepted'));
    await expect(page.getByTestId('install-agree')).toBeVisible();
    // The page's time stands still from here: the notice's 3 s are counted on the page clock, not on a busy machine.
    await pauseClock(page);
    await page.getByTestId('install-agree').click();
    const notice = page.getByText('Installing the app...');
    await expect(notice).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __prompted: number }).__prompted)).toBe(1);
    await page.clock.runFor(2_900);
    await expect(notice).toBeVisible();
    await page.clock.runFor(200);
    await expect(notice).toHaveCount(0);
    await expect(page.getByTestId('install-sheet')).toHaveCount(0);
  });

  test('E13/E14: dismissed or Cancel: the session flag and the decline counter; a new session asks again', async ({
    page,
    context,
  }) => {
    await page.clock.install();
    await openHome(page);
    await page.evaluate(() => (window as unknown as { __offerInstall: (o: string) => void }).__offerInstall('dismissed'));
    await page.getByTestId('install-agree').click();
    await expect
      .poll(() => page.evaluate(() => [sessionStorage.getItem('a2hsDeclined'), localStorage.getItem('a2hsDeclineCount')]))
      .toEqual(['1', '1']);
    await page.reload();
    await expect(page.getByTestId('brand-name')).toBeVisible();
    await expectNoSheet(page);

    // A new tab is a new session: the sheet returns, and Cancel is a decline without prompt().
    const next = await context.newPage();
    await openHome(next);
    await next.getByTestId('install-cancel').click();
    await expect(next.getByTestId('install-sheet')).toHaveCount(0);
    expect(await next.evaluate(() => [sessionStorage.getItem('a2hsDeclined'), localStorage.getItem('a2hsDeclineCount')])).toEqual(
      ['1', '2'],
    );
    expect(await next.evaluate(() => (window as unknown as { __prompted: number }).__prompted)).toBe(0);
  });

  test('E15: appinstalled tracks a2hsInstalled, sets the counter to 99 and the flag; the sheet never returns', async ({
    page,
    context,
    request,
  }) => {
    await page.clock.install();
    await openHome(page);
    await expect(page.getByTestId('install-sheet')).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await expect(page.getByTestId('install-sheet')).toHaveCount(0);
    expect(await page.evaluate(() => [localStorage.getItem('a2hsDeclineCount'), localStorage.getItem('a2hsInstalled')])).toEqual([
      '99',
      '1',
    ]);
    await expect
      .poll(async () => (await qa(request).events()).filter((event) => event.eventName === 'a2hsInstalled').length)
      .toBe(1);
    const next = await context.newPage();
    await openHome(next);
    await expectNoSheet(next);
  });

  test('a sheet whose code cannot load (offline before the service worker had it) gives its turn up to the next overlay', async ({
    page,
  }) => {
    let pageAsked = 0;
    // The context's route reaches the service worker's precache too, which then never holds the view.
    await page.context().route(/\/m\/assets\/InstallSheetView-[\w-]+\.js$/, (route) => {
      if (!route.request().serviceWorker()) pageAsked += 1;
      return route.abort('internetdisconnected');
    });
    await page.clock.install();
    await openHome(page);
    // The sheet's turn came: its view was asked for, and could not load.
    await expect.poll(() => pageAsked).toBe(1);
    // Held by a sheet that never shows, the turn would keep every other overlay and the bar away for the visit.
    const next = page.locator('[data-testid="dialog"], [data-testid="download-popup"], [data-testid="download-bar"]').first();
    for (let waited = 0; waited < 2 * OVERLAY_QUIET_MS && !(await next.isVisible()); waited += 5_000) {
      await page.clock.runFor(5_000);
    }
    await expect(next).toBeVisible();
    await expect(page.getByTestId('install-sheet')).toHaveCount(0);
  });
});

test.describe('add-to-home-screen sheet, installed while it slides in', () => {
  test('E15: appinstalled between the slide-in frames keeps the sheet away', async ({ page }) => {
    // Animation frames run only when the test says so, inside a discrete event (a click): React renders what they
    // change before the call returns, so a check right after a frame sees its outcome.
    await page.addInitScript(() => {
      const frames = new Map<number, FrameRequestCallback>();
      let next = 0;
      window.requestAnimationFrame = (callback) => {
        frames.set(++next, callback);
        return next;
      };
      window.cancelAnimationFrame = (id) => void frames.delete(id);
      const run = () => {
        const due = [...frames.values()];
        frames.clear();
        due.forEach((callback) => callback(performance.now()));
      };
      (window as unknown as { __runFrame: () => void }).__runFrame = () => {
        window.addEventListener('click', run, { once: true });
        window.dispatchEvent(new Event('click'));
      };
    });
    const runFrame = () => page.evaluate(() => (window as unknown as { __runFrame: () => void }).__runFrame());
    await openHome(page);
    const sheet = page.getByTestId('install-sheet');
    await expect(sheet).toBeAttached();
    await expect(sheet).not.toHaveClass(/is-open/);
    // The first of the two slide-in frames runs; the second is pending when the app is installed.
    await runFrame();
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await expect(sheet).toHaveCount(0);
    await runFrame();
    await runFrame();
    await expect(sheet).toHaveCount(0);
  });
});

/**
 * Presses Add with the page's clock paused (installed by the test): the flow's 3 s of looking for the prompt pass
 * only as the test runs the clock, however long the machine takes in between.
 */
async function agreeOnPausedClock(page: Page) {
  const agree = page.getByTestId('install-agree');
  await expect(agree).toBeVisible();
  await pauseClock(page);
  // Dispatched: the paused clock holds requestAnimationFrame, which Playwright's stability check waits on.
  await agree.dispatchEvent('click');
}

test.describe('install guidance', () => {
  test('E11: no prompt on Android Chrome → after 20 tries at 150 ms the guidance shows and a2hsNoPrompt is set', async ({
    browser,
  }) => {
    const context = await presetContext(browser, UA.ANDROID);
    const page = await context.newPage();
    await page.clock.install();
    await openHome(page);
    await page.clock.runFor(1100);
    await agreeOnPausedClock(page);
    await page.clock.runFor(2700);
    await expect(page.getByTestId('install-guidance')).toHaveCount(0);
    await page.clock.runFor(400);
    await expect(page.getByTestId('install-guidance')).toBeVisible();
    await expect(page.getByTestId('install-guidance')).toHaveAttribute('data-kind', 'browser');
    expect(await page.evaluate(() => localStorage.getItem('a2hsNoPrompt'))).toBe('1');
    await context.close();
  });

  test('E11: a prompt that arrives while waiting is used', async ({ browser }) => {
    const context = await presetContext(browser, UA.ANDROID);
    const page = await context.newPage();
    await page.clock.install();
    await openHome(page);
    await agreeOnPausedClock(page);
    // A second into the 3 s the flow looks for the prompt (20 tries at 150 ms), the browser offers it.
    await page.clock.runFor(1000);
    await page.evaluate(() => (window as unknown as { __offerInstall: (o: string) => void }).__offerInstall('accepted'));
    // The next look, 150 ms on, finds it. The notice shows only once the flow took the prompt: no guidance after that.
    await page.clock.runFor(150);
    await expect(page.getByText('Installing the app...')).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __prompted: number }).__prompted)).toBe(1);
    await expect(page.getByTestId('install-guidance')).toHaveCount(0);
    await context.close();
  });

  for (const [name, userAgent, kind] of [
    ['iOS Safari', UA.IOS15, 'ios'],
    ['the LINE browser', UA.LINE, 'inApp'],
  ] as const) {
    test(`${name} gets step-by-step guidance at once`, async ({ browser }) => {
      const context = await presetContext(browser, userAgent);
      const page = await context.newPage();
      await openHome(page);
      await page.getByTestId('install-agree').click();
      const guidance = page.getByTestId('install-guidance');
      await expect(guidance).toBeVisible();
      await expect(guidance).toHaveAttribute('data-kind', kind);
      await expect(guidance.getByRole('listitem')).toHaveCount(3);
      await animationsFinished(page);
      await screenshot(page, `install/install-guidance-${kind}-390`);
      await guidance.getByRole('button', { name: 'Got it' }).click();
      await expect(guidance).toHaveCount(0);
      await context.close();
    });
  }
});

test.describe('download bar', () => {
  test('E16/E26/E48: an Android guest sees icon, title, 5.0 stars, the styled description, Download and ×', async ({
    browser,
    request,
  }) => {
    const context = await barContext(browser, UA.ANDROID);
    const page = await context.newPage();
    // The download setting is asked for with the start-up's data, not by the install overlays' code (in the chunk of
    // what starts after the first screen) once it has loaded: held back, that code does not hold the call back.
    const heldCode: Route[] = [];
    let holding = true;
    await page.route('**/assets/after-first-screen-*.js', (route) =>
      holding ? void heldCode.push(route) : void route.continue(),
    );
    await openHome(page);
    await expect.poll(async () => (await qa(request).requests('/wps/relay/WPSCORE_getDownloadSetting')).length).toBe(1);
    await expect.poll(() => heldCode.length).toBeGreaterThan(0);
    holding = false;
    for (const route of heldCode) await route.continue();
    const headerTop = () => page.getByTestId('brand-name').evaluate((element) => element.getBoundingClientRect().top);
    const before = await headerTop();
    const bar = page.getByTestId('download-bar');
    await expect(bar).toBeVisible();
    // The bar arrives in the room kept for it from the first paint: the header under it does not move (CLS).
    expect(await headerTop()).toBe(before);
    await expect(page.getByTestId('download-bar-icon')).toHaveAttribute('src', '/img/brand/DEMO/icon-192.png');
    await expect(page.getByTestId('download-bar-title')).toHaveText('Lucky Star');
    await expect(page.getByTestId('download-bar-rating')).toContainText('5.0');
    await expect(page.getByTestId('download-bar-rating')).toContainText('★★★★★');
    await expect(bar.getByRole('button', { name: 'Download' })).toBeVisible();
    await expect(bar.getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(page.getByTestId('download-bar-gift')).toHaveCount(0);
    const settings = await qa(request).settings('DEMO');
    const desc = page.getByTestId('download-bar-desc');
    await expect(desc).toHaveText(settings.mobileTemplate.app_desc);
    expect(await desc.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(255, 255, 255)');
    expect(await bar.evaluate((element) => element.style.backgroundImage)).toContain(
      settings.mobileTemplate.app_background.slice(0, 40),
    );

    // E26: by domain, and kept whole in Dexie as downLinkObj's source.
    const calls = await qa(request).requests('/wps/relay/WPSCORE_getDownloadSetting');
    expect(JSON.parse(calls[0]!.rawBody ?? '{}')).toEqual({ domain: 'localhost' });
    const stored = await page.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          const open = indexedDB.open('member-pwa');
          open.onsuccess = () => {
            const get = open.result.transaction('lists').objectStore('lists').get('downloadSetting');
            get.onsuccess = () =>
              resolve((get.result as { value: { links: { resourceType: string }[] } }).value.links.map((l) => l.resourceType));
          };
        }),
    );
    expect(stored).toEqual(['IOS', 'MOBILECONFIG', 'Android', 'AppDownloadIcon']);
    await expect(page.getByTestId('download-bar-icon')).toHaveJSProperty('complete', true);
    await animationsFinished(page);
    await screenshot(page, 'install/download-bar-390');

    await qa(request).patchSettings('DEMO', { download: { gift: true } });
    await page.reload();
    await expect(page.getByTestId('download-bar-gift')).toBeVisible();
    await context.close();
  });

  test('E18: only with a link for the platform', async ({ browser, request }) => {
    await qa(request).patchSettings('DEMO', links('IOS'));
    await expectBar(browser, request, UA.ANDROID, 'hidden');
    await expectBar(browser, request, UA.IOS15, 'shown');
    await expectBar(browser, request, UA.DESKTOP, 'hidden');
  });

  test('E19: hidden in the app, an installed PWA, or with the related app installed', async ({ browser, request }) => {
    await expectBar(browser, request, UA.ANDROID, 'shown');
    await expectBar(browser, request, UA.inApp('2.5.0'), 'hidden');
    await expectBar(browser, request, UA.ANDROID, 'hidden', {}, `${DEMO_ORIGIN}/m/home?inApp=1`);
    await expectBar(browser, request, UA.ANDROID, 'hidden', { standalone: true });
    await expectBar(browser, request, UA.ANDROID, 'hidden', { relatedApps: 1 });
  });

  test('E20: the session flag hideDownloadBar, also set by the entry query', async ({ browser, request }) => {
    const context = await barContext(browser, UA.ANDROID);
    const page = await context.newPage();
    await openHome(page, `${DEMO_ORIGIN}/m/home?hideDownloadBar=1`);
    await settled(page, request);
    await expect(page.getByTestId('download-bar')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('hideDownloadBar'))).toBe('1');
    const since = Date.now();
    await page.goto(`${DEMO_ORIGIN}/m/home`);
    await settled(page, request, since);
    await expect(page.getByTestId('download-bar')).toHaveCount(0);
    await context.close();
  });

  test('E21: closing hides it for the session and marks the app window shown; a new session shows it', async ({
    browser,
    request,
  }) => {
    const context = await barContext(browser, UA.ANDROID);
    const page = await context.newPage();
    await openHome(page);
    await page.getByTestId('download-bar-close').click();
    await expect(page.getByTestId('download-bar')).toHaveCount(0);
    expect(
      await page.evaluate(() => [sessionStorage.getItem('downloadBarClosed'), sessionStorage.getItem('appWindowShown')]),
    ).toEqual(['1', '1']);
    const since = Date.now();
    await page.reload();
    await expect(page.getByTestId('brand-name')).toBeVisible();
    await settled(page, request, since);
    await expect(page.getByTestId('download-bar')).toHaveCount(0);
    const next = await context.newPage();
    await openHome(next);
    await expect(next.getByTestId('download-bar')).toBeVisible();
    await context.close();
  });

  test('E22: an iOS web clip needs an IOS link', async ({ browser, request }) => {
    await qa(request).patchSettings('DEMO', links('MOBILECONFIG'));
    await expectBar(browser, request, UA.IOS15, 'hidden', { standalone: true });
    await expectBar(browser, request, UA.IOS15, 'shown');
    await qa(request).patchSettings('DEMO', links('IOS', 'MOBILECONFIG'));
    await expectBar(browser, request, UA.IOS15, 'shown', { standalone: true });
  });

  test('E23: in PWA mode, iOS below 16.4 gets no bar', async ({ browser, request }) => {
    await qa(request).patchSettings('DEMO', { download: { mode: 'PWA' } });
    await expectBar(browser, request, UA.IOS13, 'hidden');
    await expectBar(browser, request, UA.IOS164, 'shown');
  });

  test('E24/E25: requiredLogin needs a session; a minimum VIP rank needs that rank', async ({ browser, request }) => {
    // Six fresh phones, four of them logging in, each open home: about 40 s on a quiet 2-core machine.
    test.setTimeout(120_000);
    const expectBarFor = async (user: string | null, bar: 'shown' | 'hidden') => {
      const context = await barContext(browser, UA.ANDROID);
      const token = user ? await memberToken(context, request, user) : null;
      const page = await context.newPage();
      await qa(request).clearRequests();
      await openHome(page, `${DEMO_ORIGIN}/m/home${token ? `?token=${encodeURIComponent(token)}` : ''}`);
      await settled(page, request);
      // The member's rank comes with the member info, stored in Dexie once its call answered.
      if (user) {
        await expect.poll(async () => (await qa(request).requests('/wps/member/info')).length).toBeGreaterThan(0);
        await expect.poll(async () => (await readStore(page, 'memberInfo')).length).toBeGreaterThan(0);
      }
      if (bar === 'shown') await expect(page.getByTestId('download-bar'), user ?? 'guest').toBeVisible();
      else await expect(page.getByTestId('download-bar'), user ?? 'guest').toHaveCount(0);
      await context.close();
    };
    await qa(request).patchSettings('DEMO', { download: { requiredLogin: true } });
    await expectBarFor(null, 'hidden');
    await expectBarFor('member1', 'shown');

    await qa(request).patchSettings('DEMO', { download: { requiredLogin: false, minVipRank: 3 } });
    await expectBarFor('vip1', 'shown');
    await expectBarFor('vip2', 'hidden');
    await expectBarFor('member1', 'hidden');
    await expectBarFor(null, 'hidden');
  });

  test('E27: the apk downloads in the same tab; a store link opens a new page; downloadApp is tracked', async ({
    browser,
    request,
  }) => {
    // The APK and the App Store stand-in page come from the backend itself (server/routes/downloads.ts and server/routes/app-store.ts).
    const context = await barContext(browser, UA.ANDROID);
    const page = await context.newPage();
    await openHome(page);
    const pages = context.pages().length;
    const download = page.waitForEvent('download');
    await page.getByTestId('download-bar-download').click();
    expect((await download).url()).toBe(DEMO_LINKS.Android.url);
    expect(context.pages().length).toBe(pages);
    await expect
      .poll(async () => (await qa(request).events()).filter((event) => event.eventName === 'downloadApp'))
      .toEqual([expect.objectContaining({ eventValue: expect.objectContaining({ url: DEMO_LINKS.Android.url }) })]);
    await context.close();

    const ios = await barContext(browser, UA.IOS15);
    const iosPage = await ios.newPage();
    await openHome(iosPage);
    const popup = ios.waitForEvent('page');
    await iosPage.getByTestId('download-bar-download').click();
    const store = await popup;
    expect(store.url()).toBe(DEMO_LINKS.IOS.url);
    await expect(store.getByRole('heading', { level: 1 })).toHaveText('Lucky Star Casino for iPhone and iPad');
    await ios.close();
  });

  test('E17: in the referral variant the bar runs the REFERRAL behaviour: invite friends, or agent registration for an agent', async ({
    browser,
    request,
  }) => {
    await qa(request).patchSettings('DEMO', { download: { variant: 'referral' } });
    const context = await barContext(browser, UA.ANDROID);
    const page = await context.newPage();
    await openHome(page);
    await page.getByTestId('download-bar-main').click();
    await expect(page).toHaveURL(/\/m\/inviteFriends/);

    const token = await memberToken(context, request, 'agent1');
    await page.goto(`${DEMO_ORIGIN}/m/home?token=${encodeURIComponent(token)}`);
    await page.getByTestId('download-bar-main').click();
    await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/agentRegister`);
    await context.close();
  });
});

test.describe('download page', () => {
  const options = (page: Page) => page.getByTestId('download-option');

  test('/m/download and /m/app list the options by platform, the detected one first; they download like the bar, and a desktop gets a QR code of the page (issue 17)', async ({
    browser,
    request,
  }) => {
    const android = await barContext(browser, UA.ANDROID);
    const page = await android.newPage();
    await page.goto(`${DEMO_ORIGIN}/m/download`);
    await expect(options(page)).toHaveText(['Download for Android', 'Download for iPhone and iPad', 'Lite version for iPhone']);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Get the Lucky Star Casino app');
    await expect(page.getByTestId('qr-code')).toHaveCount(0);
    await screenshot(page, 'install/download-page');
    const download = page.waitForEvent('download');
    await options(page).first().click();
    expect((await download).url()).toBe(DEMO_LINKS.Android.url);
    await expect
      .poll(async () => (await qa(request).events()).filter((event) => event.eventName === 'downloadApp'))
      .toEqual([expect.objectContaining({ eventValue: expect.objectContaining({ url: DEMO_LINKS.Android.url }) })]);
    await android.close();

    const ios = await barContext(browser, UA.IOS15);
    const iosPage = await ios.newPage();
    await iosPage.goto(`${DEMO_ORIGIN}/m/app`);
    await expect(options(iosPage)).toHaveText([
      'Download for iPhone and iPad',
      'Lite version for iPhone',
      'Download for Android',
    ]);
    await ios.close();

    const desktop = await barContext(browser, UA.DESKTOP);
    const desktopPage = await desktop.newPage();
    await desktopPage.goto(`${DEMO_ORIGIN}/m/download?affiliateCode=AFF1`);
    await expect(options(desktopPage)).toHaveCount(3);
    // The code leads a phone to this very page, attribution included (qr-code.test.ts reads the code back).
    await expect(desktopPage.getByRole('img', { name: 'QR code of this page' })).toHaveAttribute(
      'data-value',
      `${DEMO_ORIGIN}/m/download?affiliateCode=AFF1`,
    );
    await desktop.close();
  });

  test('a merchant without downloads says so instead of an empty page; in PWA mode a phone is offered the home screen first', async ({
    browser,
    request,
  }) => {
    await qa(request).patchSettings('DEMO', { download: { links: [] } });
    const context = await barContext(browser, UA.ANDROID);
    const page = await context.newPage();
    await page.goto(`${DEMO_ORIGIN}/m/download`);
    await expect(page.getByTestId('download-none')).toBeVisible();
    await expect(options(page)).toHaveCount(0);

    await qa(request).patchSettings('DEMO', { download: { mode: 'PWA', links: [DEMO_LINKS.Android] } });
    const pwa = await context.newPage();
    await pwa.goto(`${DEMO_ORIGIN}/m/download`);
    await expect(options(pwa)).toHaveText(['Add to home screen', 'Download for Android']);
    await context.close();
  });
});

test.describe('download popup and app upgrade', () => {
  for (const [name, userAgent, link] of [
    ['ANDROID', UA.ANDROID, DEMO_LINKS.Android.url],
    ['IOS15', UA.IOS15, DEMO_LINKS.MOBILECONFIG.url],
  ] as const) {
    test(`E28: 20 s after landing the popup shows m_popup1 and m_popup2 and the app_download text; on ${name} it opens its link`, async ({
      browser,
      request,
    }) => {
      const context = await presetContext(browser, userAgent);
      // The install sheet goes before the download popup (overlay turns): this session has declined it.
      await declineInstallSheet(context);
      const page = await context.newPage();
      await page.clock.install();
      await openHome(page);
      // The home's content has rendered (its data came in and React committed it) before the clock stops: on a busy
      // machine the brand shows first, and a render still waiting then on a timer of React's would wait forever.
      await expect(page.getByTestId('home-games')).toBeVisible();
      // The page's time ran while it loaded; paused now, it moves to a second before 20 s after the navigation
      // started (the earliest the popup could ask), then on in steps to 5 s after (the app starts later than the
      // navigation, by the time its code takes to load: seconds on a busy machine).
      await pauseClock(page, 5_000);
      const loaded = await page.evaluate(() => performance.now());
      await page.clock.runFor(Math.max(0, DOWNLOAD_POPUP_DELAY_MS - 1_000 - loaded));
      const popup = page.getByTestId('download-popup');
      await expect(popup).toHaveCount(0);
      await stepClockUntil(page, DOWNLOAD_POPUP_DELAY_MS + 5_000, async () => (await popup.count()) > 0);
      await expect(popup).toBeVisible();
      const settings = await qa(request).settings('DEMO');
      await expect(page.getByTestId('download-popup-m_popup1')).toHaveAttribute('src', settings.resources.m_popup1!);
      await expect(page.getByTestId('download-popup-m_popup2')).toHaveAttribute('src', settings.resources.m_popup2!);
      // Side by side, each nearly half the popup wide (a grid of zero-wide tracks once drew them 1 px wide).
      const popupWidth = (await popup.boundingBox())!.width;
      const imageWidths = await popup.locator('img').evaluateAll((images) => images.map((image) => image.clientWidth));
      expect(imageWidths).toHaveLength(2);
      for (const width of imageWidths) expect(width).toBeGreaterThan(popupWidth / 3);
      await expect(popup).toContainText('Get the app');
      await expect(popup).toContainText('Download the app for faster games and exclusive bonuses.');
      const calls = await qa(request).requests('/wps/relay/MCSFE_getListAnnouncements');
      expect(calls.some((call) => JSON.parse(call.rawBody ?? '{}').category === 'app_download')).toBe(true);
      if (name === 'ANDROID') await screenshot(page, 'install/download-popup-390');
      const opened = page.waitForRequest(link);
      // Dispatched: the fake clock drives requestAnimationFrame, which Playwright's stability check waits on.
      await page.getByTestId('download-popup-download').dispatchEvent('click');
      expect((await opened).frame()).toBe(page.mainFrame());
      await expect(popup).toHaveCount(0);
      await context.close();
    });
  }

  test('E29: below the latest version the upgrade popup shows; MANDATORYAPPUPDATES3 removes its close button', async ({
    browser,
    request,
  }) => {
    const context = await presetContext(browser, UA.inApp('2.4.70'));
    const page = await context.newPage();
    await openHome(page);
    const popup = page.getByTestId('upgrade-popup');
    await expect(popup).toBeVisible();
    await page.getByTestId('upgrade-close').click();
    await expect(popup).toHaveCount(0);

    await qa(request).whitelabel('DEMO', { MANDATORYAPPUPDATES3: true });
    await page.reload();
    await expect(popup).toBeVisible();
    await expect(page.getByTestId('upgrade-close')).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.getByTestId('upgrade-layer').click({ position: { x: 5, y: 5 } });
    await expect(popup).toBeVisible();
    await screenshot(page, 'install/upgrade-mandatory-390');
    await context.close();

    const current = await presetContext(browser, UA.inApp('2.5.0'));
    const latest = await current.newPage();
    await openHome(latest);
    await settled(latest, request);
    await expect(latest.getByTestId('upgrade-popup')).toHaveCount(0);
    await current.close();
  });

  test('E30: from 2.4.72 Update downloads the apk; 2.4.71 opens the redirect page', async ({ browser }) => {
    const direct = await presetContext(browser, UA.inApp('2.4.72'));
    const page = await direct.newPage();
    await openHome(page);
    const download = page.waitForEvent('download');
    await page.getByTestId('upgrade-update').click();
    expect((await download).url()).toBe(DEMO_LINKS.Android.url);
    await direct.close();

    const old = await presetContext(browser, UA.inApp('2.4.71'));
    const oldPage = await old.newPage();
    await openHome(oldPage);
    await oldPage.getByTestId('upgrade-update').click();
    await expect(oldPage).toHaveURL(/\/m\/download$/);
    await old.close();
  });
});

const STATUS = '/wps/v2/system/status';
/** Home's data: the start-up sync asks for it (one vendor-data call) right after presenting the status check. */
const HOME_DATA = '/wps/relay/GCSGAME_newGameVendor';

/**
 * Clicks Retry while the backend still refuses, and waits until the check it started reached the backend: a change
 * made after that is not what this check sees.
 */
async function retryRefused(request: APIRequestContext, retry: Locator, checkPath: string) {
  const before = (await qa(request).requests(checkPath)).length;
  await retry.click();
  await expect.poll(async () => (await qa(request).requests(checkPath)).length).toBeGreaterThan(before);
}

test.describe('availability screens leave when the backend recovers', () => {
  test('E44: maintenance appears, and Retry after the backend recovers shows the site again', async ({ page, request }) => {
    await qa(request).patchSettings('DEMO', { maintenance: true, maintenanceEnd: '2030-01-01T00:00:00Z' });
    await page.clock.install();
    await openHome(page);
    await expect(page.getByTestId('maintenance-screen')).toBeVisible();
    await expectNoSheet(page);
    await screenshot(page, 'install/maintenance-390');
    await retryRefused(request, page.getByTestId('gate-retry'), '/wps/system/settings');
    await expect(page.getByTestId('maintenance-screen')).toBeVisible();

    await qa(request).patchSettings('DEMO', { maintenance: false });
    await page.getByTestId('gate-retry').click();
    await expect(page.getByTestId('maintenance-screen')).toHaveCount(0);
    await expect(page.getByTestId('home-hero')).toBeVisible();
  });

  test('E45: region restriction appears, and leaves on Retry once lifted', async ({ page, request }) => {
    await qa(request).patchSettings('DEMO', { regionRestriction: true, ip: '203.0.113.7' });
    await openHome(page);
    await expect(page.getByTestId('restriction-ip')).toContainText('203.0.113.7');
    await qa(request).patchSettings('DEMO', { regionRestriction: false });
    await page.getByTestId('gate-retry').click();
    await expect(page.getByTestId('restriction-screen')).toHaveCount(0);
    await expect(page.getByTestId('home-hero')).toBeVisible();
  });

  test('E41: the domain-not-available popup appears from the status check and leaves on Retry once the domain is back', async ({
    page,
    request,
  }) => {
    await qa(request).patchSettings('DEMO', { status: { unavailableDomains: ['localhost'] } });
    await openHome(page);
    const popup = page.getByTestId('domain-unavailable');
    await expect(popup).toBeVisible();
    await retryRefused(request, popup.getByRole('button', { name: 'Retry' }), STATUS);
    await expect(popup).toBeVisible();

    await qa(request).patchSettings('DEMO', { status: { unavailableDomains: [] } });
    // Each start-up sync presents its status check (the popup), then asks for home's data: all so far were presented.
    const count = async (path: string) => (await qa(request).requests(path)).length;
    await expect.poll(async () => (await count(HOME_DATA)) - (await count(STATUS))).toBe(0);
    const presented = await count(HOME_DATA);
    await popup.getByRole('button', { name: 'Retry' }).click();
    await expect(popup).toHaveCount(0);
    // The check Retry started has been presented, so the popup would be back by now.
    await expect.poll(() => count(HOME_DATA)).toBe(presented + 1);
    await expect(popup).toHaveCount(0);
  });
});
