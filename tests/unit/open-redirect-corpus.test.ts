/**
 * The open-redirect corpus against every way back to the site: the go parameter, the launch screen's backUrl and
 * redirectUrl (safeSiteUrl), the game's backUrl (launchBackUrl) and the emulator page's Back (safeBackUrl).
 */
import { describe, expect, it } from 'vitest';
import { acceptedGoTarget } from '../../src/platform/routing/go-target';
import { launchBackUrl } from '../../src/features/launch/rules/back-url';
import { safeExternalUrl, safeLinkUrl, safeSiteUrl } from '../../src/shared/outgoing-url';
import { safeBackUrl } from '../../server/games/game-page';

const ORIGIN = 'https://www.demo.test';
const OWN_DOMAINS = [
  { domain: 'www.demo.test', type: 'main', priority: 1 },
  { domain: 'm.demo.test', type: 'backup', priority: 2 },
];
const SITE = { origin: ORIGIN, ownDomains: OWN_DOMAINS };
const HOME = `${ORIGIN}/m/home`;

/** Addresses that lead off the site, or run script, however they are spelt. */
const HOSTILE = [
  '//evil.com',
  '//evil.com/m/home',
  '/\\evil.com',
  '/\\/evil.com',
  '\\\\evil.com',
  '\\/evil.com',
  '%2F%2Fevil.com',
  '/%2F/evil.com',
  '/%2f%2fevil.com',
  '/%5Cevil.com',
  '/..//evil.com',
  '/m/..//evil.com',
  '/./..//evil.com/m/home',
  'javascript:alert(1)',
  ' JaVaScRiPt:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0000javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'blob:https://www.demo.test/uuid',
  'https:evil.com',
  'https:/evil.com',
  'https:\\\\evil.com',
  'http:evil.com',
  'https://evil.com',
  'http://evil.com/m/home',
  ' https://evil.com',
  '\thttps://evil.com\n',
  '/\t/evil.com',
  '/\n/evil.com',
  'https://www.demo.test@evil.com',
  'https://www.demo.test:pw@evil.com/m/home',
  'https://evil.com#@www.demo.test',
  'https://evil.com?@www.demo.test',
  'https://evil.com\\@www.demo.test',
  'https://www.dеmo.test/m/home', // Cyrillic е
  'https://www.xn--dmo-rdd.test/m/home', // the same look-alike in punycode
  'https://xn--dmo-8cd.test/',
  'https://www.demo.test.evil.com/m/home',
  'https://evil.com/www.demo.test',
  'https://demo.test/m/home', // not one of the merchant's hosts
  'ftp://www.demo.test/m/home',
  'ws://www.demo.test/m/home',
];

/** The given address as a query value, the way it arrives in the address bar. */
const encoded = (value: string) => new URLSearchParams({ value }).get('value') ?? '';

function expectOnSite(result: string | null) {
  if (result === null) return;
  const url = new URL(result, ORIGIN);
  expect(['https:', 'http:']).toContain(url.protocol);
  expect(['www.demo.test', 'm.demo.test']).toContain(url.hostname);
  expect(url.username + url.password).toBe('');
}

describe('the go parameter', () => {
  it.each(HOSTILE)('refuses %j', (go) => {
    expect(acceptedGoTarget(encoded(go))).toBeNull();
  });

  it('accepts this site’s /m/ paths', () => {
    expect(acceptedGoTarget('/m/game')).toBe('/m/game');
    expect(acceptedGoTarget(' /m/game?tab=SLOT#top ')).toBe('/m/game?tab=SLOT#top');
    expect(acceptedGoTarget('/m/member/home?x=%2F%2Fevil.com')).toBe('/m/member/home?x=%2F%2Fevil.com');
  });

  it('refuses dot segments that climb out of /m/ and absolute addresses, even on the own domain', () => {
    expect(acceptedGoTarget('/m/../evil')).toBeNull();
    expect(acceptedGoTarget('/m/%2e%2e/evil')).toBeNull();
    expect(acceptedGoTarget(HOME)).toBeNull();
  });
});

describe.each([
  ['backUrl and redirectUrl (safeSiteUrl)', (text: string) => safeSiteUrl(text, SITE)],
  ['the game’s backUrl (launchBackUrl)', (text: string) => launchBackUrl(text, ORIGIN, OWN_DOMAINS)],
  ['the emulator’s Back (safeBackUrl)', (text: string) => safeBackUrl(text, SITE)],
])('%s', (_name, check) => {
  const refusal = (text: string) => {
    const result = check(text);
    return result === null || result === HOME || result === '/m/home' ? 'refused' : result;
  };

  it.each(HOSTILE)('refuses %j', (text) => {
    expect(refusal(text)).toBe('refused');
    expect(refusal(encoded(text))).toBe('refused');
  });

  it('accepts the own domains and this site’s paths', () => {
    expect(refusal('https://www.demo.test/m/game?tab=SLOT')).toBe('https://www.demo.test/m/game?tab=SLOT');
    expect(refusal('https://m.demo.test/m/game')).toBe('https://m.demo.test/m/game');
    expect(refusal('http://WWW.DEMO.TEST:8080/m/live')).toBe('http://www.demo.test:8080/m/live');
    expect(refusal('  https://www.demo.test/m/game\n')).toBe('https://www.demo.test/m/game');
    expect(new URL(refusal('/m/game?tab=SLOT'), ORIGIN).href).toBe(`${ORIGIN}/m/game?tab=SLOT`);
  });

  it('never answers an address off the site', () => {
    for (const text of [...HOSTILE, 'https://www.demo.test/m/x', '/m/y']) expectOnSite(check(text));
  });
});

describe('this origin counts as the site', () => {
  it('accepts the page’s own origin, whatever the merchant domains', () => {
    expect(safeSiteUrl('http://localhost:8091/m/home', { origin: 'http://localhost:8091', ownDomains: [] })).toBe(
      'http://localhost:8091/m/home',
    );
    expect(safeSiteUrl('http://localhost:8092/m/home', { origin: 'http://localhost:8091', ownDomains: [] })).toBeNull();
  });
});

describe('links the site opens (safeExternalUrl, safeLinkUrl)', () => {
  const OPENED = [
    'https://evil.com',
    'http://evil.com/m/home',
    ' https://evil.com',
    '\thttps://evil.com\n',
    'https://evil.com#@www.demo.test',
    'https://evil.com?@www.demo.test',
    'https://www.dеmo.test/m/home',
    'https://www.xn--dmo-rdd.test/m/home',
    'https://xn--dmo-8cd.test/',
    'https://www.demo.test.evil.com/m/home',
    'https://evil.com/www.demo.test',
    'https://demo.test/m/home',
  ];
  /** Any host may be opened, but only by an absolute http(s) address without user info or hidden characters. */
  const SCRIPTED = [
    ...HOSTILE.filter((text) => !OPENED.includes(text) && !/^(ftp|ws):/.test(text)),
    'https://evil.com\\@www.demo.test',
    'https://ev\til.com',
    'https://\u0085evil.com',
    'https://',
    'https:///evil.com',
  ];

  it.each(SCRIPTED)('refuses %j', (text) => {
    expect(safeExternalUrl(text)).toBeNull();
    expect(safeLinkUrl(text, ORIGIN)).toBeNull();
  });

  it.each(OPENED)('opens %j (another host, openly)', (text) => {
    expect(new URL(safeExternalUrl(text) ?? 'x:').protocol).toMatch(/^https?:$/);
  });

  it('opens any http(s) host, IDN hosts in punycode, and this site’s paths on this origin', () => {
    expect(safeExternalUrl('https://evil.com#@www.demo.test')).toBe('https://evil.com/#@www.demo.test');
    expect(safeExternalUrl('https://www.dеmo.test/')).toMatch(/^https:\/\/www\.xn--/);
    expect(safeLinkUrl('/m/download', ORIGIN)).toBe(`${ORIGIN}/m/download`);
    expect(safeLinkUrl('https://cs.test/chat?u=1', ORIGIN)).toBe('https://cs.test/chat?u=1');
  });
});
