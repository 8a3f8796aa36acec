/** The go parameter (spec §2; ACCEPTANCE A17, A18). */
import { describe, expect, it } from 'vitest';
import { acceptedGoTarget, goTargetFromQuery, safeGoTarget } from './go-target';
import { loginRedirectTarget } from './guard';

describe('safeGoTarget', () => {
  it.each([
    ['/m/game', '/m/game'],
    ['/m/member/home', '/m/member/home'],
    ['/m/activity?id=PROMO1', '/m/activity?id=PROMO1'],
    ['/m/launchGame?vendor=PG&code=G1#top', '/m/launchGame?vendor=PG&code=G1#top'],
    ['/m/sports/', '/m/sports/'],
    ['/m/a/../game', '/m/game'],
    [' /m/game ', '/m/game'],
  ])('accepts %j → %j', (go, expected) => {
    expect(safeGoTarget(go)).toBe(expected);
  });

  it.each([
    // A18's list
    'https://evil.test/m/x',
    '//evil.test/m/x',
    '/home',
    '/m',
    'javascript:alert(1)',
    '%2F%2Fevil.test',
    // and the other ways out of the site or out of /m/
    'http://localhost/m/home',
    'HTTPS://evil.test/m/x',
    '///evil.test/m/x',
    '/\\evil.test/m/x',
    '\\\\evil.test/m/x',
    '/m/\\evil.test',
    '/m/%5cevil.test',
    '/m/%5Cevil.test',
    '/m/%2F%2Fevil.test',
    '/m/%2f..%2f..%2fhome',
    '/m/../home',
    '/m/..',
    '/m/%2e%2e/home',
    '/m/./../evil',
    '/m\\..\\evil',
    '/M/game',
    'm/game',
    './m/game',
    '/m/game\n//evil.test',
    '/m/\tgame',
    '/m/%00',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox',
    '',
    '   ',
    // the entry screens would only show themselves again
    '/m/login',
    '/m/login?go=%2Fm%2Fgame',
    '/m/register',
    '/m/register.html',
  ])('rejects %j → /m/home', (go) => {
    expect(safeGoTarget(go)).toBe('/m/home');
    expect(acceptedGoTarget(go)).toBeNull();
  });

  it('defaults to /m/home without a go parameter', () => {
    expect(safeGoTarget(null)).toBe('/m/home');
    expect(safeGoTarget(undefined)).toBe('/m/home');
  });

  it('drops credentials from an accepted target', () => {
    expect(safeGoTarget('/m/game?token=T&gclid=G')).toBe('/m/game?gclid=G');
    expect(safeGoTarget('/m/game?tokens=T&authorization=A')).toBe('/m/game');
  });
});

describe('the guard and the go rule together (Q14, A17)', () => {
  it('accepts every target the guard names, however its query is encoded', () => {
    for (const [pathname, search] of [
      ['/m/member/home', ''],
      ['/m/member/home', '?redirectUrl=https%3A%2F%2Fwww.demo.test%2Fm%2Fhome'],
      ['/m/launchGame', '?vendor=PG&code=G1&backUrl=https%3A%2F%2Fx.test%2Fa%5Cb'],
      ['/m/changePsw', '?from=a%2Fb&gclid=G'],
    ] as const) {
      const go = new URL(loginRedirectTarget(pathname, search), 'https://www.demo.test').searchParams.get('go');
      expect(safeGoTarget(go), `${pathname}${search}`).toBe(`${pathname}${search}`);
    }
  });

  it('still rejects encoded slashes and backslashes in the path', () => {
    expect(safeGoTarget('/m/%2F%2Fevil.test?x=1')).toBe('/m/home');
    expect(safeGoTarget('/m/game%5C..%5C..%5Cevil?x=%2F')).toBe('/m/home');
    expect(safeGoTarget('/m/game?next=%2F%2Fevil.test')).toBe('/m/game?next=%2F%2Fevil.test');
  });
});

describe('goTargetFromQuery', () => {
  it('decodes go once, as the address bar carries it (A17)', () => {
    expect(goTargetFromQuery('?go=%2Fm%2Fgame')).toBe('/m/game');
    expect(goTargetFromQuery('?go=%2Fm%2FlaunchGame%3Fvendor%3DPG%26code%3DG1')).toBe('/m/launchGame?vendor=PG&code=G1');
    expect(goTargetFromQuery('')).toBe('/m/home');
  });

  it('rejects what decodes to another origin, and a double-encoded one stays rejected (A18)', () => {
    expect(goTargetFromQuery('?go=%2F%2Fevil.test')).toBe('/m/home');
    expect(goTargetFromQuery('?go=%252F%252Fevil.test')).toBe('/m/home');
    expect(goTargetFromQuery('?go=https%3A%2F%2Fevil.test%2Fm%2Fx')).toBe('/m/home');
    expect(goTargetFromQuery('?go=javascript%3Aalert(1)')).toBe('/m/home');
  });
});
