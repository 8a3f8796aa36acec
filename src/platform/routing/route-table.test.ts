/** The route table against spec §2 (ACCEPTANCE A1–A16), and its agreement with the rules. */
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_PATHS } from '../../shared/constants';
import { normalizePath, pathSegmentCount, samePath } from './app-path';
import { isGuardedPath, isSessionOrHomePath } from './guard';
import { CATEGORY_PAGES, documentTitle, findRoute, ROUTES, routerPattern, TABLE_PUBLIC_PAGES } from './route-table';

const SPEC_ROUTES = [
  '/m/',
  '/m/home',
  '/m/index',
  '/m/index.html',
  '/m/login',
  '/m/register',
  '/m/register.html',
  '/m/agentRegister',
  '/m/inviteFriends',
  '/m/activity',
  '/m/launchGame',
  '/m/changePsw',
  '/m/member/home',
  '/m/game',
  '/m/feedback',
  ...PUBLIC_PAGE_PATHS,
];

describe('ROUTES', () => {
  it('has exactly the routes of spec §2 (A1, A16), each once', () => {
    expect(ROUTES.map((route) => route.path).sort()).toEqual([...SPEC_ROUTES].sort());
    expect(TABLE_PUBLIC_PAGES).toHaveLength(12);
  });

  it('renders home on /m/, /m/home, /m/index and /m/index.html (A2–A4), registration on both paths (A7)', () => {
    for (const path of ['/m/', '/m/home', '/m/index', '/m/index.html']) expect(findRoute(path)?.screen, path).toBe('home');
    expect(findRoute('/m/register.html')?.screen).toBe('register');
    expect(findRoute('/m/register')?.screen).toBe('register');
  });

  it('gives every screen but home a title, and the category pages the game frame with their category', () => {
    for (const route of ROUTES) {
      if (route.screen === 'home') expect(route.title).toBe('');
      else expect(route.title, route.path).not.toBe('');
    }
    for (const page of CATEGORY_PAGES)
      expect(findRoute(page.path)).toMatchObject({ screen: 'category', category: page.category, tab: 'game' });
  });

  it('agrees with the guard: only the member area is guarded (Q1), feedback has its own rule (A15)', () => {
    const guarded = ROUTES.filter((route) => isGuardedPath(route.path)).map((route) => route.path);
    expect(guarded.sort()).toEqual(['/m/agentRegister', '/m/changePsw', '/m/launchGame', '/m/member/home']);
    expect(ROUTES.filter((route) => isSessionOrHomePath(route.path)).map((route) => route.path)).toEqual(['/m/feedback']);
  });

  it('maps each path to the router pattern under /m', () => {
    expect(routerPattern('/m/home')).toBe('/home');
    expect(routerPattern('/m/')).toBe('/');
    expect(routerPattern('/m/member/home')).toBe('/member/home');
    expect(routerPattern('/m/index.html')).toBe('/index.html');
  });

  it('finds a route the way the router matches it, and nothing for unknown paths (Q13)', () => {
    expect(findRoute('/m/HOME')?.path).toBe('/m/home');
    expect(findRoute('/m/member/home/')?.path).toBe('/m/member/home');
    expect(findRoute('/m/xyz')).toBeUndefined();
    expect(findRoute('/m/sports/football')).toBeUndefined();
    expect(findRoute('/home')).toBeUndefined();
  });
});

describe('documentTitle', () => {
  it('is "<screen> · <merchant>", the merchant alone on home', () => {
    expect(documentTitle('Sports', 'Lucky Star Casino', 'Home')).toBe('Sports · Lucky Star Casino');
    expect(documentTitle('', 'Lucky Star Casino', 'Home')).toBe('Lucky Star Casino');
    expect(documentTitle('Sports', undefined, 'Home')).toBe('Sports');
    expect(documentTitle('', '  ', 'Accueil')).toBe('Accueil');
  });
});

describe('path helpers', () => {
  it('normalizePath decodes, lowercases, collapses slashes and drops a trailing slash except on /m/', () => {
    expect(normalizePath('/m/Member//Home/')).toBe('/m/member/home');
    expect(normalizePath('/m/%6Dember')).toBe('/m/member');
    expect(normalizePath('/m/%E0%A4%A')).toBe('/m/%e0%a4%a');
    expect(normalizePath('/m/')).toBe('/m/');
    expect(normalizePath('/')).toBe('/');
    expect(samePath('/m/index.html', '/m/INDEX.html')).toBe(true);
  });

  it('counts non-empty segments (Q19)', () => {
    expect(pathSegmentCount('/')).toBe(0);
    expect(pathSegmentCount('/m/')).toBe(1);
    expect(pathSegmentCount('/m/sports')).toBe(2);
    expect(pathSegmentCount('/m/sports/football')).toBe(3);
  });
});
