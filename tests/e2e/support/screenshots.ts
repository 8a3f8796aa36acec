/**
 * Screenshots of what a member sees, for looking at the product at phone and desktop width. They go with the run's
 * other results, one file per view; Playwright creates the folders.
 */
import { expect, type Page } from '@playwright/test';
import { DESKTOP as DESKTOP_DEVICE, PHONE as PHONE_DEVICE } from '../../../playwright.config';

export const SCREENSHOTS_DIR = 'test-results/screenshots';
/** The viewports of the phone and desktop projects. */
export const PHONE = PHONE_DEVICE.viewport;
export const DESKTOP = DESKTOP_DEVICE.viewport;

/** The view as it is now, once the splash has gone: `<name>.png`. */
export async function screenshot(page: Page, name: string): Promise<void> {
  await expect(page.getByTestId('splash')).toHaveCount(0);
  await page.screenshot({ path: `${SCREENSHOTS_DIR}/${name}.png` });
}

/** The view at phone and at desktop width (`<name>-390.png`, `<name>-1280.png`), left at phone width. */
export async function screenshotBothWidths(page: Page, name: string): Promise<void> {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await screenshot(page, `${name}-${size.width}`);
  }
  await page.setViewportSize(PHONE);
}
