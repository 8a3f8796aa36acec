/**
 * Walks the routes of SPEC §2 in one page, as a member moving around the site does: one load, then in-app
 * navigations, each checked once the screen has settled and again after scrolling to the bottom.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { localeOf, normalizeLanguage } from '../../../src/i18n/locales';
import { ROUTES } from '../../../src/platform/routing/route-table';
import { memberToken } from '../routing-support';
import { DEMO_ORIGIN, VNL_ORIGIN } from './qa';

/**
 * Every screen of SPEC §2's routes, by one path each (the app's route table; aliases such as /m/index.html render
 * the same screen), but /m/launchGame, which leaves for the game.
 */
export const WALKED_ROUTES = ROUTES.filter(
  (route, index) =>
    route.screen !== 'launchGame' &&
    ROUTES.findIndex((other) => other.screen === route.screen && other.category === route.category) === index,
).map((route) => route.path);

export type Merchant = 'DEMO' | 'VNL';
export type Role = 'guest' | 'member';

export interface Walk {
  merchant: Merchant;
  role: Role;
  /** The member's account (member1, or an agent for the agent's screens). */
  account?: string;
  /** The language code of the chooser (EN, VI, AR…). */
  language: string;
}

export const walkLabel = ({ merchant, role, account, language }: Walk) =>
  `${merchant} ${role === 'member' ? (account ?? 'member1') : role} ${language}`;

/** Opens home as the walk's guest or member, in its language, and waits for the first screen. */
export async function startWalk(page: Page, request: APIRequestContext, walk: Walk): Promise<void> {
  const url = new URL('/m/home', walk.merchant === 'VNL' ? VNL_ORIGIN : DEMO_ORIGIN);
  if (walk.role === 'member')
    url.searchParams.set('token', await memberToken(page.context(), request, walk.account ?? 'member1', walk.merchant));
  await page.goto(url.toString());
  await expect(page.getByTestId('splash')).toHaveCount(0);
  const chooser = page.getByTestId('language-chooser');
  await chooser.selectOption(walk.language);
  const code = normalizeLanguage(walk.language);
  await expect(page.locator('html')).toHaveAttribute('lang', code ? localeOf(code) : walk.language);
}

/** Navigates in the app, as its links do, and waits until the screen has settled. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => {
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settle(page);
}

/** Nothing loading, no placeholder left, fonts in, transitions (a dialog rising) over, and a frame painted since. */
export async function settle(page: Page): Promise<void> {
  await expect(page.getByTestId('splash')).toHaveCount(0);
  await expect(page.locator('main#main')).toHaveCount(1);
  await expect(page.locator('[aria-busy="true"], [class*="skeleton"]')).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

export async function scrollToBottom(page: Page): Promise<void> {
  await page.evaluate(async () => {
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}
