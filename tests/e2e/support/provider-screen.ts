import type { Page } from '@playwright/test';

/**
 * What a provider's own screen decides, which the stand-ins take from their query (the account picked, a refusal, a
 * closed dialog): every request matching `pattern` goes out with these parameters set, in place of any earlier choice.
 */
export async function onProviderScreen(page: Page, pattern: string, choice: Record<string, string>): Promise<void> {
  await page.unroute(pattern);
  await page.route(pattern, async (route) => {
    const url = new URL(route.request().url());
    for (const [name, value] of Object.entries(choice)) url.searchParams.set(name, value);
    await route.continue({ url: url.href });
  });
}
