import { expect, test } from './support/test';
import { DEMO_ORIGIN, VNL_ORIGIN, qa } from './support/qa';
import { screenshot, screenshotBothWidths } from './support/screenshots';

test.beforeEach(async ({ request }) => {
  await qa(request).reset();
});

test('localhost and 127.0.0.1 show two different brands, from settings fetched by the API worker', async ({ page, request }) => {
  const backend = qa(request);
  const demo = await backend.settings('DEMO');
  const vnl = await backend.settings('VNL');
  expect(demo.merchantName).not.toEqual(vnl.merchantName);

  const shell = await (await request.get(`${DEMO_ORIGIN}/m/home`)).text();
  expect(shell).not.toContain(demo.merchantName);

  // The page itself never calls /wps: the API worker does.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __wpsFromPage: string[] }).__wpsFromPage = seen;
    const pageFetch = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.includes('/wps/')) seen.push(url);
      return pageFetch(input, init);
    };
    const open = XMLHttpRequest.prototype.open;
    XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, method: string, url: string | URL, ...rest: unknown[]) {
      if (String(url).includes('/wps/')) seen.push(String(url));
      return (open as (...args: unknown[]) => void).call(this, method, url, ...rest);
    } as typeof XMLHttpRequest.prototype.open;
  });

  await page.goto(`${DEMO_ORIGIN}/m/home`);
  await expect(page.getByTestId('brand-name')).toHaveText(demo.merchantName);
  // The header logo is the template's h5_logo when set, else the brand mark (E47).
  await expect(page.getByTestId('brand-logo')).toHaveAttribute('src', demo.mobileTemplate.h5_logo || demo.brand.logo);
  await expect(page).toHaveTitle(demo.merchantName);
  expect(page.workers().length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as unknown as { __wpsFromPage: string[] }).__wpsFromPage)).toEqual([]);

  await page.goto(`${VNL_ORIGIN}/m/home`);
  await expect(page.getByTestId('brand-name')).toHaveText(vnl.merchantName);

  const settingsCalls = await backend.requests('/wps/system/settings');
  const merchants = settingsCalls.map((call) => call.headers['merchant']);
  expect(merchants).toEqual(expect.arrayContaining(['DEMO', 'VNL']));
  for (const call of settingsCalls.filter((c) => c.headers['x-real-ua'])) {
    expect(call.headers['authorization']).toBeUndefined();
  }
});

test('a reload while every /wps call fails still shows the brand from local data', async ({ page, request }) => {
  const backend = qa(request);
  const demo = await backend.settings('DEMO');

  await page.goto(`${DEMO_ORIGIN}/m/home`);
  await expect(page.getByTestId('brand-name')).toHaveText(demo.merchantName);

  await backend.addFault({ match: { path: '/wps/**' }, times: 10_000, status: 503 });
  try {
    await page.reload();
    await expect(page.getByTestId('brand-name')).toHaveText(demo.merchantName);
    await backend.addFault({ match: { path: '/wps/**' }, times: 10_000, drop: true });
    await page.reload();
    await expect(page.getByTestId('brand-name')).toHaveText(demo.merchantName);
    // The header logo is the template's h5_logo when set, else the brand mark (E47).
    await expect(page.getByTestId('brand-logo')).toHaveAttribute('src', demo.mobileTemplate.h5_logo || demo.brand.logo);
  } finally {
    await backend.clearFaults();
  }
});

test('screenshots at phone and desktop width', async ({ page }) => {
  await page.goto(`${DEMO_ORIGIN}/m/home`);
  await expect(page.getByTestId('home-hero')).toBeVisible();
  await screenshotBothWidths(page, 'brands/home-demo');
  await page.goto(`${VNL_ORIGIN}/m/home`);
  await expect(page.getByTestId('home-hero')).toBeVisible();
  await screenshot(page, 'brands/home-vnl-390');
});
