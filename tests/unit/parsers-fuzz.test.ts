// @vitest-environment jsdom
/**
 * Property-based fuzz of the page's pure parsers of addresses, cookies, storage and push payloads: whatever the
 * address bar, a cookie or a push brings (arbitrary unicode, malformed percent-escapes, huge or repeated parameters),
 * none of them throws, and the outgoing-URL checks never answer an address with another scheme or a host not allowed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isOneOf, normalizePath, pathSegmentCount } from '../../src/platform/routing/app-path';
import { acceptedGoTarget, goTargetFromQuery } from '../../src/platform/routing/go-target';
import { guardDecision, loginRedirectTarget, tokenFromQuery } from '../../src/platform/routing/guard';
import { parseTrackingParams, pickTrackingParams, withTrackingParams } from '../../src/platform/routing/tracking-params';
import { mayaLandingUrl, mayaLoginPayload, searchWithoutSessionId } from '../../src/platform/session/entry';
import { sanitizeHtml } from '../../src/platform/layout/sanitize';
import { launchRequestFromQuery } from '../../src/features/launch/rules/launch-request';
import { attributionFromQuery, parseRegInfo, parseS2sInfo, s2sFromQuery } from '../../src/features/tracking/rules/attribution';
import { mergeSessionEntry, parseSessionEntry, pixelSourcesFromQuery } from '../../src/features/tracking/rules/entry-params';
import { readCookie } from '../../src/shared/cookies';
import { safeExternalUrl, safeLinkUrl, safeSitePath, safeSiteUrl } from '../../src/shared/outgoing-url';
import { parsePushMessage } from '../../src/shared/push-message';
import { stripCredentials } from '../../src/shared/url';

const RUNS = { numRuns: 150 };
const ORIGIN = 'https://www.demo.test';
const OWN_DOMAINS = [{ domain: 'www.demo.test', type: 'main', priority: 1 }, 'm.demo.test'];

/** Pieces an address is made of, with the escapes and separators that break naive decoders. */
const piece = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom('%', '%E0', '%C3%28', '%FF', '%2F', '%5C', '%00', '%%', '%e0%a4%a', '%uD800', '\uD800', '\uDFFF'),
  fc.constantFrom('/', '//', '\\', '?', '#', '&', '=', '@', ':', '.', '..', ' ', '\t', '\n', '\u0000', '+'),
  fc.constantFrom('/m/', 'https://', 'http:', 'javascript:', 'data:', '//evil.test', 'www.demo.test', 'go=', 'token='),
);
const mangled = fc.array(piece, { maxLength: 16 }).map((parts) => parts.join(''));
/** A query with repeated and huge parameters. */
const query = fc
  .tuple(
    fc.array(fc.tuple(fc.oneof(mangled, fc.constantFrom('go', 'token', 'backUrl', 'affiliateCode', 'gclid')), mangled), {
      maxLength: 12,
    }),
    fc.oneof({ arbitrary: fc.constant(0), weight: 5 }, { arbitrary: fc.integer({ min: 1, max: 2_000 }), weight: 1 }),
  )
  .map(([pairs, repeat]) => {
    const text = pairs.map(([name, value]) => `${name}=${value}`).join('&');
    return `?${text}${repeat ? `&x=${'%E0'.repeat(repeat)}&${'go=%&'.repeat(Math.min(repeat, 500))}` : ''}`;
  });
const address = fc.tuple(mangled, query, mangled).map(([path, search, hash]) => `/${path}${search}#${hash}`);

/** Query text as URLSearchParams would hand it out, i.e. decoded once (the shape go and backUrl arrive in). */
const anyInput = fc.oneof(mangled, address, fc.webUrl({ withQueryParameters: true, withFragments: true }));

function allowedSiteHost(result: string): boolean {
  const url = new URL(result);
  return (
    ['http:', 'https:'].includes(url.protocol) &&
    ['www.demo.test', 'm.demo.test'].includes(url.hostname) &&
    url.username === '' &&
    url.password === ''
  );
}

describe('the landing address', () => {
  it('routing, session and tracking parsers never throw on a mangled address', () => {
    fc.assert(
      fc.property(mangled, query, address, (path, search, full) => {
        normalizePath(path);
        normalizePath(full);
        isOneOf(path, ['/m/home']);
        pathSegmentCount(path);
        tokenFromQuery(search);
        loginRedirectTarget(`/${path}`, search);
        guardDecision({ pathname: `/${path}`, search, storedToken: null });
        pickTrackingParams(search);
        withTrackingParams(full, pickTrackingParams(search));
        searchWithoutSessionId(search);
        mayaLandingUrl(search);
        mayaLoginPayload(search, { href: `${ORIGIN}${full}`, hostname: 'www.demo.test', deviceId: 'd' });
        launchRequestFromQuery(search);
        const params = new URLSearchParams(search);
        pixelSourcesFromQuery(params);
        mergeSessionEntry({}, params);
        attributionFromQuery(params);
        s2sFromQuery(params);
        stripCredentials(full);
        stripCredentials(`${ORIGIN}${full}`);
      }),
      RUNS,
    );
  });

  it('stripCredentials leaves no token, tokens or authorization parameter a URL parser would read', () => {
    fc.assert(
      fc.property(query, (search) => {
        const stripped = new URL(stripCredentials(`${ORIGIN}/m/home${search}`));
        for (const name of stripped.searchParams.keys())
          expect(['token', 'tokens', 'authorization']).not.toContain(name.toLowerCase());
      }),
      RUNS,
    );
  });
});

describe('stored and received text', () => {
  it('the cookie reader, storage records and push payloads never throw', () => {
    fc.assert(
      fc.property(mangled, fc.json(), fc.jsonValue(), (text, json, value) => {
        readCookie(text, 'fbc');
        readCookie(`fbc=${text}; a=%E0; =; ;;`, 'fbc');
        for (const raw of [text, json]) {
          parseTrackingParams(raw);
          parseSessionEntry(raw);
          parseRegInfo(raw);
          parseS2sInfo(raw);
        }
        parsePushMessage(value);
        parsePushMessage({ notification: value, data: value, fcmOptions: value });
      }),
      RUNS,
    );
  });

  it('the sanitizer never throws and keeps no event handler or script', () => {
    const markup = fc
      .array(fc.oneof(piece, fc.constantFrom('<a href="', '<img src=', ' onerror=', '<script>', '<svg', '>', '"')), {
        maxLength: 20,
      })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(markup, (html) => {
        const container = document.createElement('div');
        container.innerHTML = sanitizeHtml(html);
        expect(container.querySelector('script, svg, iframe, object, embed')).toBeNull();
        for (const element of container.querySelectorAll('*'))
          for (const attribute of element.attributes) expect(attribute.name).not.toMatch(/^on/i);
      }),
      { numRuns: 150 },
    );
  });
});

describe('the outgoing-URL checks', () => {
  it('never throw, and answer only http(s) addresses on allowed hosts', () => {
    fc.assert(
      fc.property(anyInput, (text) => {
        const site = safeSiteUrl(text, { origin: ORIGIN, ownDomains: OWN_DOMAINS });
        if (site !== null) expect(allowedSiteHost(site), site).toBe(true);
        const external = safeExternalUrl(text);
        if (external !== null) {
          const url = new URL(external);
          expect(['http:', 'https:']).toContain(url.protocol);
          expect(url.username + url.password).toBe('');
        }
        const link = safeLinkUrl(text, ORIGIN);
        if (link !== null) expect(['http:', 'https:']).toContain(new URL(link).protocol);
        const path = safeSitePath(text);
        if (path !== null) expect(new URL(path, ORIGIN).origin).toBe(ORIGIN);
      }),
      { numRuns: 1_000 },
    );
  });

  it('the go check answers only /m/ paths of this site', () => {
    fc.assert(
      fc.property(anyInput, query, (text, search) => {
        for (const target of [acceptedGoTarget(text), goTargetFromQuery(search)]) {
          if (target === null) continue;
          expect(target.startsWith('/m/')).toBe(true);
          const url = new URL(target, ORIGIN);
          expect(url.origin).toBe(ORIGIN);
          expect(url.pathname.startsWith('/m/')).toBe(true);
        }
      }),
      { numRuns: 1_000 },
    );
  });
});
