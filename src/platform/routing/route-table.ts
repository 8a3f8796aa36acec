/**
 * Every route of spec §2 (ACCEPTANCE A1–A16), as data: the path, the screen that renders it, its title and the
 * bottom-navigation tab it belongs to. The router renders from this table; the rules (guard, robots, update,
 * install) decide by path, so the table cannot loosen them.
 */
import { PUBLIC_PAGE_PATHS, ROUTE_BASE } from '../../shared/constants';
import { normalizePath } from './app-path';

export type ScreenKey =
  | 'home'
  | 'login'
  | 'register'
  | 'agentRegister'
  | 'inviteFriends'
  | 'activity'
  | 'launchGame'
  | 'changePassword'
  | 'memberHome'
  | 'game'
  | 'feedback'
  | 'category'
  | 'news'
  | 'download'
  | 'app';

export type NavTab = 'home' | 'game' | 'promotions' | 'member';

/** The screens' titles in English: the source texts route-titles.ts translates ('' for home). */
export type RouteTitle =
  | ''
  | 'Sports'
  | 'Live casino'
  | 'Slots'
  | 'Table games'
  | 'Fishing'
  | 'Card games'
  | 'Crash games'
  | 'Arcade'
  | 'Lottery'
  | 'Log in'
  | 'Create account'
  | 'Agent registration'
  | 'Invite friends'
  | 'Promotions'
  | 'Starting game'
  | 'Change password'
  | 'My account'
  | 'Games'
  | 'Feedback'
  | 'News'
  | 'Download the app'
  | 'Get the app';

export interface RouteEntry {
  /** The full path, under /m/. */
  path: string;
  screen: ScreenKey;
  /** The screen's title; '' for home, whose title is the merchant's name. */
  title: RouteTitle;
  tab?: NavTab;
  /** For the game-category pages: the category code of the vendor data. */
  category?: string;
}

/** The game categories with a public page (Q15), in lobby order. */
export const CATEGORY_PAGES: readonly { path: string; category: string; title: RouteTitle }[] = [
  { path: '/m/sports', category: 'SPORTS', title: 'Sports' },
  { path: '/m/live', category: 'LIVE', title: 'Live casino' },
  { path: '/m/rng', category: 'RNG', title: 'Slots' },
  { path: '/m/table', category: 'TABLE', title: 'Table games' },
  { path: '/m/fish', category: 'FISH', title: 'Fishing' },
  { path: '/m/pvp', category: 'PVP', title: 'Card games' },
  { path: '/m/crash', category: 'CRASH', title: 'Crash games' },
  { path: '/m/arcade', category: 'ARCADE', title: 'Arcade' },
  { path: '/m/elott', category: 'ELOTT', title: 'Lottery' },
];

export const ROUTES: readonly RouteEntry[] = [
  { path: '/m/', screen: 'home', title: '', tab: 'home' },
  { path: '/m/home', screen: 'home', title: '', tab: 'home' },
  { path: '/m/index', screen: 'home', title: '', tab: 'home' },
  { path: '/m/index.html', screen: 'home', title: '', tab: 'home' },
  { path: '/m/login', screen: 'login', title: 'Log in', tab: 'member' },
  { path: '/m/register', screen: 'register', title: 'Create account', tab: 'member' },
  { path: '/m/register.html', screen: 'register', title: 'Create account', tab: 'member' },
  { path: '/m/agentRegister', screen: 'agentRegister', title: 'Agent registration', tab: 'member' },
  { path: '/m/inviteFriends', screen: 'inviteFriends', title: 'Invite friends', tab: 'promotions' },
  { path: '/m/activity', screen: 'activity', title: 'Promotions', tab: 'promotions' },
  { path: '/m/launchGame', screen: 'launchGame', title: 'Starting game', tab: 'game' },
  { path: '/m/changePsw', screen: 'changePassword', title: 'Change password', tab: 'member' },
  { path: '/m/member/home', screen: 'memberHome', title: 'My account', tab: 'member' },
  { path: '/m/game', screen: 'game', title: 'Games', tab: 'game' },
  { path: '/m/feedback', screen: 'feedback', title: 'Feedback', tab: 'member' },
  ...CATEGORY_PAGES.map(({ path, category, title }) => ({
    path,
    screen: 'category' as const,
    title,
    tab: 'game' as const,
    category,
  })),
  { path: '/m/news', screen: 'news', title: 'News', tab: 'home' },
  { path: '/m/download', screen: 'download', title: 'Download the app', tab: 'home' },
  { path: '/m/app', screen: 'app', title: 'Get the app', tab: 'home' },
];

/** The table's public pages are exactly the spec's (a test holds this). */
export const TABLE_PUBLIC_PAGES = ROUTES.filter((route) => (PUBLIC_PAGE_PATHS as readonly string[]).includes(route.path));

/** The route's pattern for a router based at /m: '/m/home' → '/home', '/m/' → '/'. */
export function routerPattern(path: string): string {
  return path.slice(ROUTE_BASE.length) || '/';
}

/** The route of a pathname in the router's terms (case, escapes and a trailing slash ignored); undefined if unknown. */
export function findRoute(pathname: string): RouteEntry | undefined {
  const path = normalizePath(pathname);
  return ROUTES.find((route) => normalizePath(route.path) === path);
}

/**
 * The document title: the screen's (translated) title and the merchant's name; home is the merchant's name alone,
 * or homeTitle without one.
 */
export function documentTitle(title: string, merchantName: string | undefined, homeTitle: string): string {
  const brand = merchantName?.trim() ?? '';
  if (!title) return brand || homeTitle;
  return brand ? `${title} · ${brand}` : title;
}
