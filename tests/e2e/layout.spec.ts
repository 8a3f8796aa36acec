/**
 * The layout guard over every route (issue: phone first), on a phone: DEMO and VNL, guest and member, in English,
 * Vietnamese, Arabic (right to left), Tagalog (DEMO) and Khmer (VNL). Each walk is one page moving through the
 * routes; a route fails with its name, the language and the offending element's selector. The guard's rules are in
 * support/layout-guard.ts. Outside English, each route also shows no English but names (support/english-leaks.ts).
 */
import { OVERLAY_QUIET_MS } from '../../src/shared/constants';
import type { Locator, Page } from '@playwright/test';
import { declineInstallSheet, expect, test } from './support/test';
import { DEMO_ORIGIN, qa } from './support/qa';
import { routeCarouselCdn } from './support/popups';
import { screenshot } from './support/screenshots';
import { layoutProblems } from './support/layout-guard';
import { accessibilityProblems } from './support/accessibility';
import { englishLeaks } from './support/english-leaks';
import { scrollToBottom, settle, startWalk, visit, walkLabel, WALKED_ROUTES, type Walk } from './support/route-walk';

test.beforeAll(async ({ request }) => {
  await qa(request).reset();
});

/** axe runs on DEMO (every switch on) in English and in Arabic (right to left), on every route. */
const CHECK_ACCESSIBILITY = new Set(['EN', 'AR']);

/** Members walk as member1 on DEMO and as the agent agent1 on VNL, so the agent's form is walked too. */
const WALK_LANGUAGES = { DEMO: ['EN', 'VI', 'AR', 'TY'], VNL: ['EN', 'VI', 'KM'] } as const;
const WALKS: Walk[] = (['DEMO', 'VNL'] as const).flatMap((merchant) =>
  (['guest', 'member'] as const).flatMap((role) =>
    WALK_LANGUAGES[merchant].map((language) => ({
      merchant,
      role,
      language,
      account: merchant === 'VNL' ? 'agent1' : 'member1',
    })),
  ),
);

/** axe takes most of a walk's time: those walks are split into parts (every third route each), run as tests of their own. */
const AXE_WALK_PARTS = 3;

for (const walk of WALKS) {
  const axe = walk.merchant === 'DEMO' && CHECK_ACCESSIBILITY.has(walk.language);
  const parts = axe ? AXE_WALK_PARTS : 1;
  for (let part = 0; part < parts; part++) {
    const routes = WALKED_ROUTES.filter((_, index) => index % parts === part);
    const label = `${walkLabel(walk)}${parts > 1 ? ` (part ${part + 1} of ${parts})` : ''}`;
    test(`every route fits the phone, keeps its navigation and dialogs on screen, labels uncovered, targets tappable, shows no English but names, and passes axe: ${label}`, async ({
      page,
      request,
    }) => {
      test.setTimeout(240_000);
      await startWalk(page, request, walk);
      const found: string[] = [];
      for (const route of routes) {
        await visit(page, route);
        if (walk.language !== 'EN') {
          // Content asked for again in the walk's language may still be on its way when the first route settles.
          await expect
            .poll(() => englishLeaks(page, walk.language), { message: `${walkLabel(walk)} ${route}: English shown` })
            .toEqual([]);
        }
        if (axe)
          for (const problem of await accessibilityProblems(page)) found.push(`${walkLabel(walk)} ${route}: axe ${problem}`);
        for (const moment of ['settled', 'scrolled to the bottom'] as const) {
          if (moment === 'scrolled to the bottom') await scrollToBottom(page);
          const shown = new URL(page.url()).pathname;
          for (const problem of await layoutProblems(page)) {
            found.push(
              `${walkLabel(walk)} ${route}${shown === route ? '' : ` (shown: ${shown})`}, ${moment}: ${problem.rule} ${problem.selector} (${problem.detail})`,
            );
          }
        }
      }
      expect(found).toEqual([]);
    });
  }
}

/** The overlay is up, and once its transition is over it passes the layout guard and axe; a screenshot for review. */
async function expectOverlayFits(page: Page, overlay: Locator, name: string) {
  await expect(overlay).toBeVisible();
  await settle(page);
  expect(await layoutProblems(page)).toEqual([]);
  expect(await accessibilityProblems(page)).toEqual([]);
  await screenshot(page, `layout/${name.toLowerCase()}`);
}

test.describe('the home overlays on a phone', () => {
  test.use({ quietOverlays: false });

  for (const language of ['EN', 'AR']) {
    test(`the announcement carousel and the notification prompt fit the screen and pass axe: ${language}`, async ({
      page,
      context,
    }) => {
      await routeCarouselCdn(context);
      await declineInstallSheet(context);
      await page.clock.install();
      await page.goto(`${DEMO_ORIGIN}/m/home?lang=${language}`);
      await expect(page.locator('html')).toHaveAttribute('dir', language === 'AR' ? 'rtl' : 'ltr');

      // Whichever asks first opens first (the prompt may be ready before the announcements arrive); the other takes its
      // turn once it has closed and the quiet time has passed.
      const carousel = {
        overlay: page.getByTestId('popup-announcements'),
        close: page.getByTestId('popup-close'),
        name: 'popup-carousel',
      };
      const prompt = {
        overlay: page.getByRole('alertdialog'),
        close: page.locator('[data-testid="dialog"] [data-action="cancel"]'),
        name: 'notification-prompt',
      };
      await expect(carousel.overlay.or(prompt.overlay)).toBeVisible();
      const order = (await carousel.overlay.isVisible()) ? [carousel, prompt] : [prompt, carousel];
      for (const [index, { overlay, close, name }] of order.entries()) {
        await expectOverlayFits(page, overlay, `${name}-${language}`);
        if (index === order.length - 1) break;
        await close.click();
        await expect(overlay).toHaveCount(0);
        await page.clock.runFor(OVERLAY_QUIET_MS);
      }
    });
  }
});
