/** The page's settings answer held back until the test lets it go: a first visit with nothing local to show yet. */
import type { Page } from '@playwright/test';

/** Holds every /wps/system/settings answer of the page; returns the function that lets them through. */
export async function holdSettings(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === '/wps/system/settings',
    async (route) => {
      await held;
      await route.continue();
    },
  );
  return release;
}
