/**
 * The session on entry and the go parameter in Chromium (ACCEPTANCE A17, A18, A20, A22, A23, Q14, Q17, Q24): a query
 * token becomes the session and leaves the address bar, a Maya sessionId is exchanged and replaced by /m/home, and
 * a member on the login screen continues to a safe go target only.
 */
import { expect, test } from './support/test';
import { DEMO_ORIGIN, qa } from './support/qa';
import { memberToken, pageErrors, pathAndQuery, sessionInfo } from './routing-support';

test.beforeEach(async ({ request }) => {
  await qa(request).reset();
});

test('a query token is stored as the session and leaves the address bar; the guard lets it in (A20, A22)', async ({
  page,
  request,
}) => {
  const token = await memberToken(page.context(), request);
  await page.goto(`${DEMO_ORIGIN}/m/member/home?token=${encodeURIComponent(token)}&gclid=G`);
  await expect(page.locator('main#main h1')).toHaveText('My account');
  await expect(page.getByTestId('vip-card')).toBeVisible();
  expect(pathAndQuery(page)).toBe('/m/member/home?gclid=G');
  const info = await sessionInfo(page);
  expect(info?.token).toBe(token);
  expect(info?.spanId).not.toBe('');
  await expect.poll(async () => (await sessionInfo(page))?.merchantCode).toBe('DEMO');

  // The stored session alone keeps the member in, across a reload of the tab.
  await page.reload();
  await expect(page.getByTestId('vip-card')).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/m/member/home');
  await page.goto(`${DEMO_ORIGIN}/m/changePsw`);
  await expect(page.locator('main#main h1')).toHaveText('Change password');
  // The bottom navigation now offers the account instead of the login.
  await expect(page.getByTestId('nav-member')).toHaveText('Account');

  // A new tab has no session (sessionStorage belongs to its tab).
  const other = await page.context().newPage();
  await other.goto(`${DEMO_ORIGIN}/m/member/home`);
  await expect(other).toHaveURL(/\/m\/login\?go=/);
});

test('query tokens is an alias of token, its first non-empty entry counts (A20, Q17)', async ({ page, request }) => {
  const token = await memberToken(page.context(), request);
  await page.goto(`${DEMO_ORIGIN}/m/member/home?tokens=${encodeURIComponent(`,${token},other`)}`);
  await expect(page.getByTestId('vip-card')).toBeVisible();
  expect(pathAndQuery(page)).toBe('/m/member/home');
  expect((await sessionInfo(page))?.token).toBe(token);
});

test('a garbage token does not crash the app, also one no header can carry (A20)', async ({ page }) => {
  const errors = pageErrors(page);
  // The second decodes to invalid UTF-8 ('\uFFFD('): fetch refuses it in a header, which must not read as offline.
  for (const garbage of ['garbage', '%C3%28']) {
    await page.goto(`${DEMO_ORIGIN}/m/member/home?token=${garbage}`);
    await expect(page.locator('main#main h1')).toBeVisible();
    expect(new URL(page.url()).searchParams.has('token')).toBe(false);
    // The first authorised call fails and the session ends (C69): the app has dealt with the garbage token.
    await expect(page.getByRole('alertdialog')).toContainText('please login');
    await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/login`);
    expect(await sessionInfo(page)).toBeNull();
  }
  expect(errors).toEqual([]);
});

test('a member on /m/login continues to an accepted go target, else to /m/home (A17, A18)', async ({ page, request }) => {
  const token = await memberToken(page.context(), request);
  // The guard's redirect names the target; logging in (here: arriving with a token) continues to it.
  await page.goto(`${DEMO_ORIGIN}/m/launchGame?vendor=PG&code=G1`);
  await expect(page).toHaveURL(/\/m\/login\?go=/);
  await page.goto(`${page.url()}&token=${encodeURIComponent(token)}`);
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/launchGame?vendor=PG&code=G1`);
  // The launch screen runs (G1 is no game, so it ends on its failure card).
  await expect(page.getByTestId('launch-status')).toBeVisible();

  for (const [go, landing] of [
    ['%2Fm%2Fgame', '/m/game'],
    ['%2Fm%2Fmember%2Fhome', '/m/member/home'],
    ['', '/m/home'],
    ['https%3A%2F%2Fevil.test%2Fm%2Fx', '/m/home'],
    ['%2F%2Fevil.test%2Fm%2Fx', '/m/home'],
    ['%2Fhome', '/m/home'],
    ['%2Fm', '/m/home'],
    ['javascript%3Aalert(1)', '/m/home'],
    ['%252F%252Fevil.test', '/m/home'],
    ['%2F%5Cevil.test', '/m/home'],
    ['%2Fm%2F..%2Fhome', '/m/home'],
  ] as const) {
    await page.goto(`${DEMO_ORIGIN}/m/login${go ? `?go=${go}` : ''}`);
    await expect(page, go).toHaveURL(`${DEMO_ORIGIN}${landing}`);
  }
  // The register entry follows the same rule.
  await page.goto(`${DEMO_ORIGIN}/m/register?go=%2Fm%2Fgame&gclid=G`);
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/game?gclid=G`);
});

test('a Maya sessionId is exchanged, then replaced by /m/home without it, gclid kept, no new history entry (A23)', async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('firstHistoryLength')) sessionStorage.setItem('firstHistoryLength', String(history.length));
  });
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  await page.goto(`${DEMO_ORIGIN}/m/game?sessionId=maya-ok&env=UAT&gclid=G`);
  await expect(page).toHaveURL(/\/m\/home\?/);
  const url = new URL(page.url());
  expect(url.pathname).toBe('/m/home');
  expect(url.searchParams.has('sessionId')).toBe(false);
  expect(url.searchParams.get('gclid')).toBe('G');
  expect(url.searchParams.get('env')).toBe('UAT');
  await expect(page.getByTestId('home-account')).toBeVisible();
  expect((await sessionInfo(page))?.token).toMatch(/\S{16,}/);
  expect((await sessionInfo(page))?.merchantCode).toBe('DEMO');

  const first = Number(await page.evaluate(() => sessionStorage.getItem('firstHistoryLength')));
  expect(await page.evaluate(() => history.length)).toBe(first);
  // Back never shows an address with sessionId: there is no entry to go back to inside the app.
  await page.goBack().catch(() => undefined);
  expect(page.url()).not.toContain('sessionId');

  const calls = await qa(request).requests('/wps/session/login/maya');
  expect(calls).toHaveLength(1);
  expect(JSON.stringify(calls[0])).toContain('maya-ok');
  expect(visited.filter((address) => address.includes('sessionId')).length).toBeLessThanOrEqual(1);
});

test('a refused Maya sessionId leaves the member a guest where they were, without the sessionId', async ({ page }) => {
  const errors = pageErrors(page);
  await page.goto(`${DEMO_ORIGIN}/m/game?sessionId=maya-bad&gclid=G`);
  await expect(page).toHaveURL(`${DEMO_ORIGIN}/m/game?gclid=G`);
  await expect(page.locator('main#main h1')).toHaveText('Games');
  expect(await sessionInfo(page)).toBeNull();
  expect(errors).toEqual([]);
});
