/**
 * The app shell on a desktop window: the centred column 9/16 of the window height wide (A35), its debounced resize
 * (A36), the desktop feature beside it (E53) and drag-to-scroll with a mouse (A37).
 */
import { type Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_ORIGIN, qa } from './support/qa';
import { screenshot } from './support/screenshots';
import { pauseClock } from './support/clock';

async function openHome(page: Page) {
  await page.goto(`${DEMO_ORIGIN}/m/home`);
  await expect(page.getByTestId('brand-name')).toHaveText('Lucky Star Casino');
}

test.beforeEach(async ({ request }) => {
  await qa(request).reset();
});

test('A35: a centred column 9/16 of the window height wide on desktop, full width on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openHome(page);
  const box = await page.getByTestId('app-column').boundingBox();
  expect(box?.width).toBeCloseTo(607.5, 0);
  expect(box?.x).toBeCloseTo(656.25, 0);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(async () => (await page.getByTestId('app-column').boundingBox())?.width).toBe(390);
  expect((await page.getByTestId('app-column').boundingBox())?.x).toBe(0);
});

test('A36: the resize handler is debounced by 100 ms', async ({ page }) => {
  const columnWidth = () =>
    page.evaluate(() => document.querySelector('[data-testid="app-column"]')!.getBoundingClientRect().width);
  await page.clock.install();
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openHome(page);
  // Time stands still from here: only runFor moves the page's timers, whatever the machine's load.
  await pauseClock(page);
  await page.evaluate(() => {
    window.addEventListener('resize', () => ((window as unknown as { resized: boolean }).resized = true), { once: true });
  });
  await page.setViewportSize({ width: 1920, height: 800 });
  await expect.poll(() => page.evaluate(() => (window as unknown as { resized?: boolean }).resized)).toBe(true);
  await page.clock.runFor(50);
  expect(await columnWidth()).toBeCloseTo(607.5, 0);
  await page.clock.runFor(60);
  await expect.poll(columnWidth).toBeCloseTo(450, 0);
});

test('E53: the desktop feature shows beside the column on a wide screen only', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await openHome(page);
  const panel = page.getByTestId('desktop-feature');
  await expect(panel).toContainText('Scan to play on your phone.');
  const column = (await page.getByTestId('app-column').boundingBox())!;
  expect((await panel.boundingBox())!.x).toBeGreaterThan(column.x + column.width);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(panel).toHaveCount(0);
});

test('home on a wide screen: the column and the desktop feature beside it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await openHome(page);
  await expect(page.getByTestId('desktop-feature')).toBeVisible();
  await screenshot(page, 'shell/shell-home-1440');

  // A37: with a mouse, a strip scrolls by dragging (its code loads only where there is a mouse), and the drag's
  // click opens nothing.
  const strip = page.locator('.match-strip');
  await expect.poll(() => strip.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await strip.scrollIntoViewIfNeeded();
  const box = (await strip.boundingBox())!;
  const y = box.y + box.height / 2;
  const from = box.x + box.width - 40;
  await page.mouse.move(from, y);
  await page.mouse.down();
  await page.mouse.move(from - 150, y, { steps: 6 });
  await page.mouse.up();
  await expect.poll(() => strip.evaluate((element) => Math.abs(element.scrollLeft))).toBeGreaterThan(100);
  await expect(page).toHaveURL(/\/m\/home$/);
});
