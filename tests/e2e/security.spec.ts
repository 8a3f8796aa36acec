/**
 * The site under its security headers: the Content-Security-Policy is served with the page (and the support `test`
 * fails on any violation), and an entry link's token never leaves in a Referer, not even to the site's own assets.
 */
import { expect, test } from './support/test';
import { DEMO_ORIGIN } from './support/qa';
import { memberToken } from './routing-support';

test('an entry token is not sent in any Referer, and the app still takes it as the session', async ({
  page,
  context,
  request,
}) => {
  const token = await memberToken(context, request);
  const leaks: string[] = [];
  const requests: string[] = [];
  const checks: Promise<void>[] = [];
  let watching = true;
  page.on('request', (sent) => {
    if (!watching) return;
    requests.push(sent.url());
    checks.push(
      // allHeaders: the headers as sent on the network, Referer included (a request cut short has only its own).
      sent
        .allHeaders()
        .catch(() => sent.headers())
        .then((headers) => {
          const referer = headers['referer'] ?? '';
          if (referer.includes(token) || referer.includes('token=')) leaks.push(`${sent.url()} ← ${referer}`);
        }),
    );
  });
  const response = await page.goto(`${DEMO_ORIGIN}/m/home?token=${encodeURIComponent(token)}&aff=x1`);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');
  // The token leaves the address bar once stored; other parameters stay.
  await expect(page).toHaveURL(/\/m\/home\?aff=x1$/);
  await expect
    .poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('sessionInfo') ?? 'null')?.token as string | undefined))
    .toBe(token);
  watching = false;
  expect(requests.filter((url) => url.includes('/m/assets/')).length).toBeGreaterThan(0);
  await Promise.all(checks);
  expect(leaks).toEqual([]);
});

test('source maps are not published', async ({ request }) => {
  const page = await request.get(`${DEMO_ORIGIN}/m/home`);
  const entry = /src="(\/m\/assets\/index-[^"]+\.js)"/.exec(await page.text())?.[1];
  expect(entry).toBeTruthy();
  const script = await request.get(`${DEMO_ORIGIN}${entry}`);
  expect(await script.text()).not.toContain('sourceMappingURL');
  expect((await request.get(`${DEMO_ORIGIN}${entry}.map`)).status()).toBe(404);
});
