/**
 * Customer service and chat end to end (ACCEPTANCE D31, D47–D53, C70, C71; Q60–Q62): the decrypted provider links
 * with each provider's user parameter, the VIP-labelled entry, CBS chat, the unread badge and the chat widget's user.
 * The providers' pages, the CBS chat room and the widget are the backend's stand-ins.
 */
import { type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './support/test';
import type { MenuEntry } from '../../src/shared/contract';
import { CS_TYPES } from '../../src/shared/constants';
import { fillLogin, PASSWORD } from './auth-support';
import { memberToken } from './routing-support';
import { DEMO_ORIGIN, qa } from './support/qa';
import type { ChatCall } from '../support/qa-client';
import { DESKTOP, screenshot, screenshotBothWidths } from './support/screenshots';

test.beforeEach(async ({ request }) => {
  await qa(request).reset();
  await qa(request).clearChatLog();
});

async function login(page: Page, user: string): Promise<void> {
  await page.goto(`${DEMO_ORIGIN}/m/login`);
  await fillLogin(page, user, PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/home`);
}

/** The member info the worker stored for the session (what the VIP label is read from). */
function storedAccount(page: Page): Promise<string | null> {
  return page.evaluate(
    () =>
      new Promise<string | null>((resolve) => {
        const open = indexedDB.open('member-pwa');
        open.onerror = () => resolve(null);
        open.onsuccess = () => {
          const db = open.result;
          const read = db.transaction('memberInfo').objectStore('memberInfo').get('current');
          read.onsuccess = () => {
            db.close();
            resolve((read.result as { value?: { account?: string } } | undefined)?.value?.account ?? null);
          };
          read.onerror = () => resolve(null);
        };
      }),
  );
}

/** Clicks something that opens a new page and returns the new page's URL. */
async function openedUrl(context: BrowserContext, click: () => Promise<void>): Promise<URL> {
  const [popup] = await Promise.all([context.waitForEvent('page'), click()]);
  await popup.waitForLoadState('domcontentloaded');
  const url = new URL(popup.url());
  await popup.close();
  return url;
}

/** One SERVICE menu entry per provider type (and the rest of the seeded menu without its SERVICE entry). */
async function serviceMenu(request: APIRequestContext): Promise<void> {
  const seeded = (await qa(request).settings('DEMO')).menu.filter((entry) => entry.type !== 'SERVICE');
  const services: MenuEntry[] = CS_TYPES.map((csType) => ({
    type: 'SERVICE',
    csType,
    showGuest: true,
    showMember: true,
    showInHomescreen: true,
  }));
  await qa(request).patchSettings('DEMO', { menu: [...seeded, ...services] });
}

const serviceTiles = (page: Page) => page.getByTestId('home-menu').first().locator('[data-menu-type="SERVICE"]');

test('vip1 reaches each provider with the user name in its parameter, and Gold where the provider takes it (D47, D49)', async ({
  page,
  context,
  request,
}) => {
  await serviceMenu(request);
  await login(page, 'vip1');
  await expect.poll(() => storedAccount(page)).toBe('vip1');
  await expect(serviceTiles(page)).toHaveCount(CS_TYPES.length);

  const expected: Record<string, Record<string, string>> = {
    'TX-CHAT': { userName: 'vip1' },
    AICAN: { name: 'vip1' },
    MIDUOKE: { uname: 'vip1' },
    // vip1's L-GOLD desk is a LIVECHAT entry (D48): it wins over the unlabelled LIVECHAT one.
    LIVECHAT: { name: 'vip1', params: 'vip=Gold', desk: 'gold' },
    COMM100: { visitorName: 'vip1' },
    COMM100VIP: { visitorName: 'vip1', vipLabel: 'Gold' },
  };
  for (const [index, csType] of CS_TYPES.entries()) {
    const url = await openedUrl(context, () => serviceTiles(page).nth(index).click());
    expect(`${url.origin}${url.pathname}`, csType).toBe(`${DEMO_ORIGIN}/__emu/cs/${csType.toLowerCase()}`);
    expect(Object.fromEntries(url.searchParams), csType).toEqual({ merchant: 'DEMO', ...expected[csType] });
  }
  // The raw encrypted path never went to the browser as a URL: every page opened was a provider page (above).
});

test('the chat entry with CBS3 off opens the provider CS: vip1 the L-GOLD entry, member1 and vip2 an unlabelled one (D31, D48, D50)', async ({
  page,
  context,
  request,
}) => {
  await qa(request).whitelabel('DEMO', { CBS3: false });
  await login(page, 'vip1');
  await expect.poll(() => storedAccount(page)).toBe('vip1');
  const gold = await openedUrl(context, () => page.getByTestId('chat-entry').click());
  expect(gold.toString()).toBe(`${DEMO_ORIGIN}/__emu/cs/livechat?merchant=DEMO&desk=gold&name=vip1&params=vip%3DGold`);

  for (const user of ['member1', 'vip2']) {
    await page.evaluate(() => sessionStorage.clear());
    await login(page, user);
    await expect.poll(() => storedAccount(page)).toBe(user);
    const url = await openedUrl(context, () => page.getByTestId('chat-entry').click());
    expect(url.toString(), user).toBe(`${DEMO_ORIGIN}/__emu/cs/default?merchant=DEMO`);
  }
  expect(await qa(request).requests('/wps/relay/CBS_launchChat')).toEqual([]);
});

test('a guest gets the provider link without any user parameter (D49) and no unread call or badge (D53)', async ({
  page,
  context,
  request,
}) => {
  await serviceMenu(request);
  await page.goto(`${DEMO_ORIGIN}/m/home`);
  await expect(serviceTiles(page)).toHaveCount(CS_TYPES.length);
  for (const [index, csType] of CS_TYPES.entries()) {
    const url = await openedUrl(context, () => serviceTiles(page).nth(index).click());
    expect(url.toString(), csType).toBe(`${DEMO_ORIGIN}/__emu/cs/${csType.toLowerCase()}?merchant=DEMO`);
  }
  // CBS3 is on, but a guest's chat is the provider's default entry.
  const url = await openedUrl(context, () => page.getByTestId('chat-entry').click());
  expect(url.toString()).toBe(`${DEMO_ORIGIN}/__emu/cs/default?merchant=DEMO`);

  await expect(page.getByTestId('chat-entry')).toHaveAccessibleName('Chat with customer service');
  await expect(page.getByTestId('chat-unread')).toHaveCount(0);
  expect(await qa(request).requests('/wps/relay/CBS_unreadCount')).toEqual([]);
  expect(await qa(request).requests('/wps/relay/CBS_launchChat')).toEqual([]);
  expect(await qa(request).chatLog()).toEqual([]);
});

test('member1 sees 3 unread after login; with CBS3 on the chat entry launches CBS chat (D50, D52, D53)', async ({
  page,
  context,
  request,
}) => {
  await login(page, 'member1');
  const chat = page.getByTestId('chat-entry');
  await expect(chat).toBeVisible();
  await expect(page.getByTestId('chat-unread')).toHaveText('3');
  await expect(chat).toHaveAccessibleName('Chat with customer service, 3 unread');
  expect((await qa(request).requests('/wps/relay/CBS_unreadCount')).length).toBeGreaterThan(0);

  await screenshot(page, 'service/home-chat-390');

  const [popup] = await Promise.all([context.waitForEvent('page'), chat.click()]);
  await expect(popup.getByTestId('emu-chat-user')).toHaveText('member1');
  const room = new URL(popup.url());
  expect(`${room.origin}${room.pathname}`).toBe(`${DEMO_ORIGIN}/__emu/chat/room`);
  const launches = await qa(request).requests('/wps/relay/CBS_launchChat');
  expect(launches.map((entry) => entry.method)).toEqual(['POST']);
  await popup.close();

  await page.setViewportSize(DESKTOP);
  await screenshot(page, 'service/home-chat-1280');
});

test('the chat widget user is set after login and cleared at logout (C70, C71)', async ({ page, request }) => {
  await login(page, 'member1');
  await expect
    .poll(() => qa(request).chatLog())
    .toEqual([expect.objectContaining({ method: 'setUser', user: 'member1', ok: true })]);
  await expect(page.getByTestId('chat-unread')).toHaveText('3');

  // In-app to the account screen (a page load would set the user again).
  await page.getByRole('link', { name: 'Go to your account' }).click();
  await page.getByTestId('logout-button').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/home`);
  await expect.poll(async () => (await qa(request).chatLog()).map((call) => call.method)).toEqual(['setUser', 'clearUser']);
  await expect(page.getByTestId('chat-entry')).toBeVisible();
  await expect(page.getByTestId('chat-unread')).toHaveCount(0);
});

test('a widget that is ready only at 2 s gets setUser at 0.5 s, 1 s and 3 s, and never again (D51)', async ({
  page,
  context,
  request,
}) => {
  await context.addCookies([
    { name: 'emu_chat', value: encodeURIComponent(JSON.stringify({ readyMs: 2_000 })), url: DEMO_ORIGIN },
  ]);
  const token = await memberToken(context, request, 'member1');
  // The page's clock moves only as the test says. Start-up is stepped 10 ms at a time until the widget script is
  // added: the set-up is scheduled in that same step, so it started at most 10 ms before `added`.
  // Installed clocks run until paused: pausing at the install time itself fails once a millisecond has passed.
  await page.clock.install({ time: new Date('2030-01-01T00:00:00Z') });
  await page.clock.pauseAt(new Date('2030-01-01T00:00:01Z'));
  await page.goto(`${DEMO_ORIGIN}/m/home?token=${token}`);
  let added = 0;
  for (let step = 0; step < 1_000 && !added; step += 1) {
    added = await page.evaluate(() => (document.querySelector('script[src$="/__emu/chat/widget.js"]') ? Date.now() : 0));
    if (!added) await page.clock.runFor(10);
  }
  expect(added, 'the chat widget script was added').toBeGreaterThan(0);
  await expect.poll(() => page.evaluate(() => typeof (window as unknown as { CBSChat?: unknown }).CBSChat)).toBe('object');
  const attempts = () =>
    page.evaluate(() =>
      ((window as unknown as { __chatEmu?: { calls: ChatCall[] } }).__chatEmu?.calls ?? []).map((call): [number, boolean] => [
        call.at,
        call.ok,
      ]),
    );

  await page.clock.runFor(489);
  expect(await attempts()).toEqual([]);
  await page.clock.runFor(11);
  const [[first] = []] = await attempts();
  expect(first! - added).toBeGreaterThanOrEqual(490);
  expect(first! - added).toBeLessThanOrEqual(500);
  expect(await attempts()).toEqual([[first, false]]);
  await page.clock.runFor(500);
  expect(await attempts()).toEqual([
    [first, false],
    [first! + 500, false],
  ]);
  await page.clock.runFor(2_000);
  await page.clock.runFor(10_000);
  // 0.5 s, 1 s and 3 s after the token: the widget (ready 2 s after it loaded) takes the third, and that is the last.
  expect(await attempts()).toEqual([
    [first, false],
    [first! + 500, false],
    [first! + 2_500, true],
  ]);
  // Posts in flight may reach the log in either order: the log is compared by the page's clock.
  await expect
    .poll(async () => (await qa(request).chatLog()).map((call) => call.at - first!).sort((a, b) => a - b))
    .toEqual([0, 500, 2_500]);
});

test('member home shows the Rewards Centre with REWCEN3 and the inbox with its unread badge with INBOX3 (G30, G31, Q62, Q99)', async ({
  page,
  context,
  request,
}) => {
  const token = await memberToken(context, request, 'member1');
  await page.goto(`${DEMO_ORIGIN}/m/member/home?token=${token}`);
  const rewards = page.getByTestId('rewards-centre-entry');
  const inbox = page.getByTestId('inbox-entry');
  await expect(rewards).toBeVisible();
  await expect(page.getByTestId('inbox-unread')).toHaveText('3');
  // Named by what it shows (label, hint, count), so speech input can say what it sees.
  await expect(inbox).toHaveAccessibleName('Inbox Messages from customer service 3 unread');
  await inbox.scrollIntoViewIfNeeded();
  await screenshotBothWidths(page, 'service/member-home-inbox');

  // The inbox is the member's CBS conversation (CBS3 is on for DEMO).
  const [popup] = await Promise.all([context.waitForEvent('page'), inbox.click()]);
  await expect(popup.getByTestId('emu-chat-user')).toHaveText('member1');
  await popup.close();

  await rewards.click();
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/activity`);

  // REWCEN3 off hides the Rewards Centre; the merchant's menu map hides the inbox although INBOX3 is on.
  await qa(request).whitelabel('DEMO', { REWCEN3: false, menuVisibility: { INBOX3: false } });
  await page.goto(`${DEMO_ORIGIN}/m/member/home`);
  await expect(page.getByTestId('vip-card')).toBeVisible();
  await expect(rewards).toHaveCount(0);
  await expect(inbox).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Change password/ })).toBeVisible();
});

test('the feedback page offers the member’s desk and each provider they may use, each opening its entry (issue 17)', async ({
  page,
  context,
}) => {
  await login(page, 'vip1');
  await expect.poll(() => storedAccount(page)).toBe('vip1');
  await page.goto(`${DEMO_ORIGIN}/m/feedback`);
  const feedback = page.getByTestId('feedback');
  await expect(feedback.getByRole('heading', { level: 2 })).toHaveText('Tell us what you think');
  // Every provider once, by its own name; the default desk is the main button, not a channel.
  await expect(feedback.getByTestId('feedback-channel')).toHaveText([
    'TX Chat',
    'AICAN',
    'MiDuoKe',
    'LiveChat',
    'Comm100',
    'Comm100 VIP',
  ]);
  await screenshot(page, 'service/feedback');

  // vip1's main channel is the L-GOLD desk (D48), with the user's parameters (D49).
  const main = await openedUrl(context, () => feedback.getByTestId('feedback-main').click());
  expect(main.toString()).toBe(`${DEMO_ORIGIN}/__emu/cs/livechat?merchant=DEMO&desk=gold&name=vip1&params=vip%3DGold`);
  const comm100 = await openedUrl(context, () => feedback.getByRole('button', { name: 'Comm100', exact: true }).click());
  expect(comm100.toString()).toBe(`${DEMO_ORIGIN}/__emu/cs/comm100?merchant=DEMO&visitorName=vip1`);
});
