/**
 * Menu entries, VIP card, invite friends and agent registration end to end (ACCEPTANCE A8, A13, D27–D38, D45, D46,
 * D54–D56, G2, G33): guests, member1, agents and VIP members on the seeded DEMO merchant, with the QA surface changing the
 * menu, the promotions and the promo-code flag.
 */
import { type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { expect, quietOverlays, test } from './support/test';
import type { MenuEntry, MenuType, PromoAvailability, SiteSettings } from '../../src/shared/contract';

import { memberToken, sessionInfo } from './routing-support';
import { readStore } from './support/idb';
import { DEMO_ORIGIN, qa } from './support/qa';
import { screenshot } from './support/screenshots';

const ANDROID_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const GUEST_TYPES: MenuType[] = ['VIP', 'MISSION', 'SIGNIN', 'SAVIOR', 'REFERRAL', 'APP', 'SERVICE'];
const MEMBER_TYPES: MenuType[] = ['VIP', 'MISSION', 'SIGNIN', 'SAVIOR', 'PROMOCODE', 'REFERRAL', 'APP', 'SERVICE'];
const AGENT_TYPES: MenuType[] = ['VIP', 'AGENT', 'MISSION', 'SIGNIN', 'SAVIOR', 'PROMOCODE', 'REFERRAL', 'APP', 'SERVICE'];

/** The seeded menu with some entries changed (arrays replace as a whole in a settings patch). */
async function patchMenu(request: APIRequestContext, change: (entry: MenuEntry) => Partial<MenuEntry> | null) {
  const menu = (await qa(request).settings('DEMO')).menu.map((entry) => ({ ...entry, ...(change(entry) ?? {}) }));
  await qa(request).patchSettings('DEMO', { menu });
}

const grid = (page: Page) => page.getByTestId('home-menu').first();
const entry = (page: Page, type: MenuType): Locator => grid(page).locator(`[data-menu-type="${type}"]`);

async function menuTypes(page: Page): Promise<string[]> {
  return grid(page)
    .locator('[data-menu-type]')
    .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-menu-type') ?? ''));
}

/** Opens /m/home as a guest or, with a user, logged in through ?token=. */
async function openHome(page: Page, context: BrowserContext, request: APIRequestContext, user?: string, path = '/m/home') {
  const token = user ? await memberToken(context, request, user) : null;
  const separator = path.includes('?') ? '&' : '?';
  await page.goto(`${DEMO_ORIGIN}${path}${token ? `${separator}token=${token}` : ''}`);
  await expect(grid(page)).toBeVisible();
  return token;
}

/** The grid has settled for a logged-in member: promo-dependent entries and the promo-code entry are there. */
async function expectTypes(page: Page, types: MenuType[]) {
  await expect.poll(() => menuTypes(page)).toEqual(types);
}

/** Marks the document, so a later check can tell an SPA navigation from a page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __menuMark: number }).__menuMark = 1));
}
const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __menuMark?: number }).__menuMark === 1);

test.beforeEach(async ({ request }) => {
  await qa(request).reset();
});

test.describe('who sees which entry', () => {
  test('a guest sees the guest entries: no AGENT, no PROMOCODE (D27, D36, D37)', async ({ page, context, request }) => {
    await openHome(page, context, request);
    await expectTypes(page, GUEST_TYPES);
    for (const type of GUEST_TYPES) await expect(entry(page, type)).toHaveAccessibleName(/\S/);
    await expect(grid(page)).toHaveRole('navigation');
    await screenshot(page, 'menu/home-guest-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'menu/home-guest-1280');
  });

  test('member1 sees every entry but AGENT, PROMOCODE included (D27, D36, D38)', async ({ page, context, request }) => {
    await openHome(page, context, request, 'member1');
    await expectTypes(page, MEMBER_TYPES);
    await screenshot(page, 'menu/home-member1-390');
  });

  test('agent1 and agent2 also get AGENT (D36)', async ({ page, context, request }) => {
    await openHome(page, context, request, 'agent1');
    await expectTypes(page, AGENT_TYPES);
    const page2 = await context.newPage();
    await openHome(page2, context, request, 'agent2');
    await expectTypes(page2, AGENT_TYPES);
  });

  test('vip1 does not get AGENT; an unknown type in the configuration is ignored (D27, D36)', async ({
    page,
    context,
    request,
  }) => {
    const menu = (await qa(request).settings('DEMO')).menu;
    await qa(request).patchSettings('DEMO', {
      menu: [{ type: 'LOTTERY', path: '/m/x', showGuest: true, showMember: true }, ...menu],
    });
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));
    await openHome(page, context, request, 'vip1');
    await expectTypes(page, MEMBER_TYPES);
    await expect(grid(page).locator('[data-menu-type="LOTTERY"]')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('showGuest=false hides an entry from guests only; showMember=false from members (D37)', async ({
    page,
    context,
    request,
  }) => {
    await patchMenu(request, (item) =>
      item.type === 'MISSION' ? { showGuest: false } : item.type === 'VIP' ? { showMember: false } : null,
    );
    await openHome(page, context, request);
    await expectTypes(
      page,
      GUEST_TYPES.filter((type) => type !== 'MISSION'),
    );
    await openHome(page, context, request, 'member1');
    await expectTypes(
      page,
      MEMBER_TYPES.filter((type) => type !== 'VIP'),
    );
  });

  test('PROMOCODE follows promoCodeEnable and then its path (D38)', async ({ page, context, request }) => {
    await qa(request).patchSettings('DEMO', { promoCodeEnable: false });
    await openHome(page, context, request, 'member1');
    await expectTypes(
      page,
      MEMBER_TYPES.filter((type) => type !== 'PROMOCODE'),
    );
    await expect
      .poll(async () => (await qa(request).requests('/wps/relay/PROMOFE_getPromoCodeEnable')).length)
      .toBeGreaterThan(0);

    await qa(request).patchSettings('DEMO', { promoCodeEnable: true });
    await openHome(page, context, request, 'member1');
    await expectTypes(page, MEMBER_TYPES);
    await markDocument(page);
    await entry(page, 'PROMOCODE').click();
    await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/activity`);
    expect(await sameDocument(page)).toBe(true);
  });

  test('each promo-availability key hides its entry; REFERRAL off keeps the entry (G33, D43)', async ({
    page,
    context,
    request,
  }) => {
    const keys = [
      ['VIP', 'VIP'],
      ['MISSION', 'MISSION'],
      ['LOGIN', 'SIGNIN'],
      ['SAVIOR', 'SAVIOR'],
      ['APP_DOWNLOAD', 'APP'],
      ['REFERRAL', null],
    ] as const;
    for (const [key, type] of keys) {
      await qa(request).patchSettings('DEMO', { promoAvailability: { [key]: { enabled: false } } });
      await openHome(page, context, request);
      await expectTypes(
        page,
        GUEST_TYPES.filter((shown) => shown !== type),
      );
      await qa(request).patchSettings('DEMO', { promoAvailability: { [key]: { enabled: true } } });
    }
    const calls = await qa(request).requests('/wps/relay/MCSFE_getMerchantAvailablePromotions');
    expect(calls.length).toBeGreaterThan(0);
  });

  test('the merchant map hides an entry type (menuVisibility, G17)', async ({ page, context, request }) => {
    await qa(request).whitelabel('DEMO', { menuVisibility: { REFERRAL: false } });
    await openHome(page, context, request);
    await expectTypes(
      page,
      GUEST_TYPES.filter((type) => type !== 'REFERRAL'),
    );
  });
});

test.describe('APP and the environment (D29, D30)', () => {
  test('a plain browser shows APP; homescreen=1 hides it unless showInHomescreen', async ({ page, context, request }) => {
    await openHome(page, context, request);
    await expectTypes(page, GUEST_TYPES);

    const page2 = await context.newPage();
    await openHome(page2, context, request, undefined, '/m/home?homescreen=1');
    await expectTypes(
      page2,
      GUEST_TYPES.filter((type) => type !== 'APP'),
    );

    await patchMenu(request, (item) => (item.type === 'APP' ? { showInHomescreen: true } : null));
    const page3 = await context.newPage();
    await openHome(page3, context, request, undefined, '/m/home?homescreen=1');
    await expectTypes(page3, GUEST_TYPES);
  });

  test('inside the app (inApp=1) or an installed PWA APP is hidden', async ({ page, context, request, browser }) => {
    await openHome(page, context, request, undefined, '/m/home?inApp=1');
    await expectTypes(
      page,
      GUEST_TYPES.filter((type) => type !== 'APP'),
    );

    const standalone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    await quietOverlays(standalone);
    await standalone.addInitScript(() => {
      const original = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query.includes('display-mode: standalone')
          ? ({ ...original(query), matches: true, media: query } as MediaQueryList)
          : original(query);
    });
    const pwa = await standalone.newPage();
    await openHome(pwa, standalone, request);
    await expectTypes(
      pwa,
      GUEST_TYPES.filter((type) => type !== 'APP'),
    );
    await standalone.close();
  });

  test('APP with a path navigates there', async ({ page, context, request }) => {
    await patchMenu(request, (item) => (item.type === 'APP' ? { path: '/m/download' } : null));
    await openHome(page, context, request);
    await markDocument(page);
    await entry(page, 'APP').click();
    await expect(page).toHaveURL(/\/m\/download$/);
    expect(await sameDocument(page)).toBe(true);
  });

  test('APP without a path on Android downloads the apk in the same window and tracks downloadApp', async ({
    browser,
    request,
  }) => {
    const android = await browser.newContext({ userAgent: ANDROID_UA, viewport: { width: 390, height: 844 } });
    await quietOverlays(android);
    const page = await android.newPage();
    const apk = `${DEMO_ORIGIN}/download/demo.apk`;
    await page.goto(`${DEMO_ORIGIN}/m/home`);
    await expect(entry(page, 'APP')).toBeVisible();
    // The download links arrive with the install sync; once the grid has them, APP is a download button, no longer a
    // link to the download page.
    await expect
      .poll(async () => (await qa(request).requests('/wps/relay/WPSCORE_getDownloadSetting')).length)
      .toBeGreaterThan(0);
    await expect(entry(page, 'APP')).toHaveRole('button');
    const popups: Page[] = [];
    android.on('page', (opened) => popups.push(opened));
    // The backend serves the demo's placeholder APK: the browser downloads it and the page stays.
    const download = page.waitForEvent('download');
    await entry(page, 'APP').click();
    expect((await download).url()).toBe(apk);
    expect(popups).toEqual([]);
    await expect
      .poll(async () => (await qa(request).events()).filter((event) => event.eventName === 'downloadApp'))
      .toEqual([expect.objectContaining({ eventValue: expect.objectContaining({ url: apk }) })]);
    await android.close();
  });
});

test.describe('path, resource and service (D28, D31)', () => {
  test('a path navigates inside the app; a resource opens in a new page', async ({ page, context, request }) => {
    await openHome(page, context, request, 'member1');
    await expectTypes(page, MEMBER_TYPES);
    const [popup] = await Promise.all([context.waitForEvent('page'), entry(page, 'SIGNIN').click()]);
    await expect.poll(() => popup.url()).toBe(`${DEMO_ORIGIN}/__emu/page/signin?merchant=DEMO`);
    await expect(popup.getByTestId('emu-page-title')).toHaveText('Daily sign-in');
    await popup.close();

    await markDocument(page);
    await entry(page, 'MISSION').click();
    await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/activity`);
    expect(await sameDocument(page)).toBe(true);
  });

  test('SERVICE opens the customer service of its csType (LIVECHAT)', async ({ page, context, request }) => {
    await openHome(page, context, request, 'member1');
    const [popup] = await Promise.all([context.waitForEvent('page'), entry(page, 'SERVICE').click()]);
    await expect.poll(() => popup.url()).toBe(`${DEMO_ORIGIN}/__emu/cs/livechat?merchant=DEMO&name=member1`);
    await expect(popup.getByTestId('emu-chat-user')).toHaveText('member1');
  });
});

test.describe('REFERRAL (D32–D35)', () => {
  for (const user of ['agent1', 'agent2']) {
    test(`${user} goes to agent registration (D32, A8)`, async ({ page, context, request }) => {
      await openHome(page, context, request, user);
      await expectTypes(page, AGENT_TYPES);
      await entry(page, 'REFERRAL').click();
      await expect(page).toHaveURL(/\/m\/agentRegister$/);
      await expect(page.getByTestId('agent-register')).toBeVisible();
    });
  }

  test('member1 and a guest go to invite friends when referral is on (D33)', async ({ page, context, request }) => {
    await openHome(page, context, request);
    await entry(page, 'REFERRAL').click();
    await expect(page).toHaveURL(/\/m\/inviteFriends$/);
    await expect(page.getByTestId('invite-guest')).toBeVisible();

    await openHome(page, context, request, 'member1');
    await expectTypes(page, MEMBER_TYPES);
    await entry(page, 'REFERRAL').click();
    await expect(page).toHaveURL(/\/m\/inviteFriends$/);
    await expect(page.getByTestId('referral-link')).toHaveValue(/MEMBER1REF/);
  });

  test('referral off: a guest gets "coming soon" and stays (D35)', async ({ page, context, request }) => {
    await qa(request).patchSettings('DEMO', { promoAvailability: { REFERRAL: { enabled: false } } });
    await openHome(page, context, request);
    await expectTypes(page, GUEST_TYPES);
    // The promotions' availability, with REFERRAL off, is stored: the tap decides on it.
    await expect
      .poll(async () => (await readStore<{ value: PromoAvailability }>(page, 'promoAvailability'))[0]?.value.REFERRAL.enabled)
      .toBe(false);
    await entry(page, 'REFERRAL').click();
    await expect(page.getByTestId('toast')).toHaveText(/coming soon/i);
    await expect(page).toHaveURL(/\/m\/home$/);
    await screenshot(page, 'menu/referral-coming-soon');
  });

  test('referral off: member1 gets the default customer service (D34)', async ({ page, context, request }) => {
    await qa(request).patchSettings('DEMO', { promoAvailability: { REFERRAL: { enabled: false } } });
    await openHome(page, context, request, 'member1');
    await expectTypes(page, MEMBER_TYPES);
    const [popup] = await Promise.all([context.waitForEvent('page'), entry(page, 'REFERRAL').click()]);
    await expect.poll(() => popup.url()).toMatch(new RegExp(`^${DEMO_ORIGIN}/__emu/cs/default\\?`));
    await expect(page).toHaveURL(/\/m\/home/);
  });
});

test.describe('member home and VIP (A13, D45, D46, D56)', () => {
  async function memberHome(page: Page, context: BrowserContext, request: APIRequestContext, user: string) {
    const token = await memberToken(context, request, user);
    await page.goto(`${DEMO_ORIGIN}/m/member/home?token=${token}`);
    await expect(page.getByTestId('member-account')).toHaveText(user);
  }

  test('vip1: account, label Gold, rank 3, 75% and the benefit block', async ({ page, context, request }) => {
    await memberHome(page, context, request, 'vip1');
    await expect(page.getByTestId('vip-label')).toHaveText('Gold');
    await expect(page.getByTestId('vip-rank')).toHaveText('Rank 3');
    const bar = page.getByRole('progressbar', { name: 'VIP progress' });
    await expect(bar).toHaveAttribute('aria-valuenow', '75');
    await expect(bar).toHaveAttribute('aria-valuemin', '0');
    await expect(bar).toHaveAttribute('aria-valuemax', '100');
    await expect(page.getByTestId('vip-progress-value')).toHaveText('75%');
    await expect(page.getByTestId('vip-benefits')).toBeVisible();
    // The rank scale has vipRankLevel (5) ranks, vip1's third marked (G16).
    const scale = page.getByRole('list', { name: 'VIP ranks' }).getByRole('listitem');
    await expect(scale).toHaveText(['1', '2', '3', '4', '5']);
    await expect(scale.nth(2)).toHaveAttribute('aria-current', 'step');
    await expect(grid(page)).toBeVisible();
    await expectTypes(page, MEMBER_TYPES);
    await screenshot(page, 'menu/member-home-vip1-390');
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'menu/member-home-vip1-1280');
  });

  test('the store holds the settings, promoCodeEnable, showVipBenefit, downLinkObj, vipRankLevel and hasVip, each from its source (G1, G2)', async ({
    page,
    context,
    request,
  }) => {
    await memberHome(page, context, request, 'vip1');
    const settings = (await qa(request).settings('DEMO')) as SiteSettings & { promoCodeEnable: boolean };
    // The diagnostics screen's view of the store (the QA environment opens it).
    await page.goto(`${DEMO_ORIGIN}/m/diagnostics`);
    const store = async () =>
      JSON.parse((await page.getByTestId('diag-store').textContent()) ?? '{}') as {
        settings: string[] | null;
        promoCodeEnable: boolean | null;
        showVipBenefit: boolean | null;
        downLinkObj: Record<string, string> | null;
        vipRankLevel: number | null;
        hasVip: boolean | null;
      };
    // PROMOFE_getPromoCodeEnable (D38), stored once the session's side data has loaded; the consolidated settings (G1);
    // vip1's club label is AUTO (D46); WPSCORE_getDownloadSetting keyed by resource type (E26).
    await expect
      .poll(async () => {
        const { settings: keys, downLinkObj: links, ...values } = await store();
        return { keys, links: Object.keys(links ?? {}).sort(), ...values };
      })
      .toEqual({
        keys: expect.arrayContaining([
          'customerService',
          'domainRoute',
          'register',
          'imageCDNs',
          'sms',
          'gw',
          'resources',
          'maintenance',
          'maintenanceEnd',
          'regionRestriction',
          'ip',
          'merchantCode',
        ]),
        links: ['Android', 'AppDownloadIcon', 'IOS', 'MOBILECONFIG'],
        promoCodeEnable: settings.promoCodeEnable,
        showVipBenefit: true,
        vipRankLevel: settings.vipRankLevel,
        hasVip: settings.hasVip,
      });
  });

  test('a merchant without a VIP programme (hasVip false) shows vip1 no VIP entry, progress or scale (G16, Q97)', async ({
    page,
    context,
    request,
  }) => {
    await qa(request).patchSettings('DEMO', { settings: { hasVip: false } });
    await memberHome(page, context, request, 'vip1');
    await expect(page.getByTestId('vip-label')).toHaveText('Gold');
    await expectTypes(
      page,
      MEMBER_TYPES.filter((type) => type !== 'VIP'),
    );
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByTestId('vip-scale')).toHaveCount(0);
  });

  test('the avatar opens a picker of PROFILE_ICON_COUNT icons (9, then 12); the choice stays on the device (G14)', async ({
    page,
    context,
    request,
  }) => {
    await memberHome(page, context, request, 'member1');
    const avatar = page.getByRole('button', { name: 'Change profile icon' });
    await avatar.click();
    await expect(avatar).toHaveAttribute('aria-expanded', 'true');
    const icons = page.getByRole('group', { name: 'Profile icon' }).getByRole('radio');
    await expect(icons).toHaveCount(9);

    await qa(request).patchSettings('DEMO', { settings: { gw: { PROFILE_ICON_COUNT: 12 } } });
    await memberHome(page, context, request, 'member1');
    await avatar.click();
    await expect(icons).toHaveCount(12);
    const before = await avatar.evaluate((element) => getComputedStyle(element).backgroundColor);
    // The member taps the fifth circle (its label).
    await page.locator('.profile-icon').nth(4).click();
    await expect(page.getByRole('radio', { name: 'Profile icon 5', exact: true })).toBeChecked();
    await screenshot(page, 'menu/profile-icons-390');
    await page.getByTestId('profile-icon-close').click();
    await expect(avatar).toBeFocused();
    const chosen = await avatar.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(chosen).not.toBe(before);
    await page.reload();
    await expect(page.getByTestId('member-account')).toHaveText('member1');
    await expect.poll(() => avatar.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe(chosen);
  });

  test('vip2 (MANUAL label): Silver, rank 1, no benefit block', async ({ page, context, request }) => {
    await memberHome(page, context, request, 'vip2');
    await expect(page.getByTestId('vip-label')).toHaveText('Silver');
    await expect(page.getByTestId('vip-rank')).toHaveText('Rank 1');
    await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '20');
    await expect(page.getByTestId('vip-benefits')).toHaveCount(0);
  });

  test('member1 (no label): no progress bar but how to join the VIP club, no label, the menu', async ({
    page,
    context,
    request,
  }) => {
    await memberHome(page, context, request, 'member1');
    await expect(page.getByTestId('vip-invitation')).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByTestId('vip-label')).toHaveCount(0);
    await expect(page.getByTestId('vip-benefits')).toHaveCount(0);
    await expectTypes(page, MEMBER_TYPES);
    await screenshot(page, 'menu/member-home-member1-390');
  });

  test('guests are sent to log in from /m/member/home and /m/agentRegister (A8, A13)', async ({ page }) => {
    await page.goto(`${DEMO_ORIGIN}/m/member/home`);
    await expect(page).toHaveURL(/\/m\/login/);
    await page.goto(`${DEMO_ORIGIN}/m/agentRegister`);
    await expect(page).toHaveURL(/\/m\/login/);
  });
});

test.describe('invite friends and agent registration (D54, D55)', () => {
  test('member1 gets a link with their referral code and copies it', async ({ page, context, request }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: DEMO_ORIGIN });
    const token = await memberToken(context, request, 'member1');
    await page.goto(`${DEMO_ORIGIN}/m/inviteFriends?token=${token}`);
    const link = page.getByTestId('referral-link');
    await expect(link).toHaveValue(`${DEMO_ORIGIN}/m/register?referralCode=MEMBER1REF`);
    await expect(page.getByTestId('referral-code')).toHaveText('MEMBER1REF');
    await page.getByRole('button', { name: 'Copy' }).click();
    await expect(page.getByTestId('referral-copy-status')).toHaveText(/copied/i);
    await expect(page.getByTestId('referral-copy')).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${DEMO_ORIGIN}/m/register?referralCode=MEMBER1REF`);
    await screenshot(page, 'menu/invite-member1-390');
  });

  test('a guest gets the invitation with log in and register calls to action', async ({ page }) => {
    await page.goto(`${DEMO_ORIGIN}/m/inviteFriends`);
    await expect(page.getByTestId('invite-guest')).toBeVisible();
    await expect(page.getByTestId('referral-link')).toHaveCount(0);
    await expect(page.getByTestId('invite-login')).toHaveAttribute('href', /\/m\/login\?go=%2Fm%2FinviteFriends/);
    await page.getByTestId('invite-register').click();
    await expect(page).toHaveURL(/\/m\/register$/);
    await page.goto(`${DEMO_ORIGIN}/m/inviteFriends`);
    await screenshot(page, 'menu/invite-guest-390');
  });

  test('agent1 registers a downline member carrying AGENT1REF and stays logged in', async ({ page, context, request }) => {
    const token = await memberToken(context, request, 'agent1');
    await page.goto(`${DEMO_ORIGIN}/m/agentRegister?token=${token}`);
    await expect(page.getByTestId('agent-referral-code')).toHaveText('AGENT1REF');
    const username = `dl${Date.now().toString(36).slice(-8)}`;

    // Validation first: nothing is sent for a bad form.
    await page.getByTestId('agent-register-submit').click();
    await expect(page.getByTestId('agent-register-username')).toHaveAttribute('aria-invalid', 'true');
    expect(await qa(request).requests('/wps/member/register')).toEqual([]);

    await page.getByTestId('agent-register-username').fill(username);
    await page.getByTestId('agent-register-password').fill('Passw0rd!');
    await page.getByTestId('agent-register-confirm').fill('Passw0rd!');
    await page.getByTestId('agent-register-submit').click();
    await expect(page.getByTestId('agent-register-done')).toContainText(username);
    await screenshot(page, 'menu/agent-register-done-390');

    const [logged] = await qa(request).requests('/wps/member/register');
    expect(logged?.decryptedBody).toMatchObject({ username, referralCode: 'AGENT1REF', login: false });
    // The agent's own session is untouched.
    expect((await sessionInfo(page))?.token).toBe(token);
    await expect(page).toHaveURL(/\/m\/agentRegister/);
    // The new account exists and logs in with the password the agent chose.
    expect(await memberToken(context, request, username)).toBeTruthy();
  });

  test('a member who is not an agent is pointed to invite friends', async ({ page, context, request }) => {
    const token = await memberToken(context, request, 'member1');
    await page.goto(`${DEMO_ORIGIN}/m/agentRegister?token=${token}`);
    await expect(page.getByRole('heading', { name: 'Agent registration is for agents' })).toBeVisible();
    await expect(page.getByTestId('agent-register')).toHaveCount(0);
  });
});
