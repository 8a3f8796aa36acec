/**
 * The one check for every address the site opens or sends the member to (the go target, a game's way back, links
 * from the merchant's settings, the emulator's Back). Pure: the inputs are the text, this site's origin and the
 * merchant's own domains, so the page, the worker and the reference backend share it.
 *
 * - safeSitePath: a path of this site ('/…'), never '//host', '/\host' or an encoded slash that turns into one;
 * - safeExternalUrl: an absolute http(s) address without user info (any host);
 * - safeSiteUrl: a way back to the site: a site path, or an absolute address on this origin or a merchant domain;
 * - safeLinkUrl: what a link may open: a site path (made absolute) or an external address.
 * Each returns the address as the URL parser resolved it (what is checked is what is opened), or null.
 */
import { ErrorCode } from './contract/error-codes';
import type { DomainRouteEntry } from './contract/types';
import type { ApiError } from './errors/result';

/** The part of the WHATWG URL class used here (browsers, workers and Node have it; the shared project has no DOM types). */
interface ParsedUrl {
  readonly href: string;
  readonly origin: string;
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly hostname: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}
const WhatwgUrl = (globalThis as unknown as { URL: new (url: string, base?: string) => ParsedUrl }).URL;

/** Longer addresses are refused rather than parsed (the backend takes at most 4096 characters for backUrl). */
export const MAX_OUTGOING_URL_LENGTH = 4096;

/** A base no real page has: a path that resolves anywhere else named another origin. */
const PROBE_ORIGIN = 'https://outgoing-url.invalid';

/**
 * Control characters (C0, DEL, C1) and the backslash: browsers drop tabs and newlines inside an address and read a
 * backslash as a slash, so '/\t/evil.test', '/\evil.test' or 'java\tscript:' would not go where they read.
 */
// eslint-disable-next-line no-control-regex
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\\]/;

/** An absolute http(s) address spelt out in full: 'https:evil.test' and 'https:/evil.test' are not. */
const WEB_ADDRESS = /^https?:\/\/[^/]/i;

/** A merchant domain as settings give it: a host name (maybe with scheme or port) or a domainRoute entry. */
export type OwnDomain = string | DomainRouteEntry | { domain?: string | null } | null | undefined;

export interface SiteContext {
  /** This site's origin (location.origin; on the backend the public origin). */
  origin: string;
  /** The merchant's own domains (settings.domainRoute). */
  ownDomains: readonly OwnDomain[];
}

function parse(text: string, base?: string): ParsedUrl | null {
  try {
    return new WhatwgUrl(text, base);
  } catch {
    return null;
  }
}

/** The text trimmed, when it is a string of a sane length without control characters; null otherwise. */
function cleaned(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const raw = text.trim();
  if (raw === '' || raw.length > MAX_OUTGOING_URL_LENGTH || UNSAFE_CHARACTERS.test(raw)) return null;
  return raw;
}

/**
 * A path of this site, as '/path?query#hash' resolved by the URL parser (dot segments applied); null for anything
 * else: absolute and protocol-relative addresses (also '/..//host' once resolved), schemes, control characters, and
 * %2F, %5C or %00 in the path, which another decoder could turn into '//host' (in the query they are data).
 */
export function safeSitePath(text: unknown): string | null {
  const raw = cleaned(text);
  if (!raw?.startsWith('/')) return null;
  const path = raw.split(/[?#]/, 1)[0] ?? '';
  if (/%(2f|5c|00)/i.test(path)) return null;
  const url = parse(raw, PROBE_ORIGIN);
  // Dot segments can leave an empty first segment ('/..//evil.test' resolves to the path '//evil.test').
  if (!url || url.origin !== PROBE_ORIGIN || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** An absolute http(s) address with a host and no user info ('https://site.test@evil.test'); null otherwise. */
function webUrl(text: unknown): ParsedUrl | null {
  const raw = cleaned(text);
  if (!raw || !WEB_ADDRESS.test(raw)) return null;
  const url = parse(raw);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  if (url.username || url.password || !url.hostname) return null;
  return url;
}

/** An external address the site may open: absolute http(s), no user info, no control characters; else null. */
export function safeExternalUrl(text: unknown): string | null {
  return webUrl(text)?.href ?? null;
}

/** Host names of the merchant's domains, lower case, without scheme, port or path (IDN hosts in punycode). */
export function ownHosts(domains: readonly OwnDomain[]): Set<string> {
  const hosts = new Set<string>();
  for (const entry of domains) {
    const raw = (typeof entry === 'string' ? entry : (entry?.domain ?? '')).trim().toLowerCase();
    if (!raw) continue;
    const url = parse(raw.includes('://') ? raw : `https://${raw}`);
    if (url?.hostname) hosts.add(url.hostname);
  }
  return hosts;
}

/** True for an absolute address on one of the merchant's own hosts (exact host names: no look-alikes, no subdomains). */
export function isOwnHost(url: string, domains: readonly OwnDomain[]): boolean {
  const parsed = webUrl(url);
  return parsed !== null && ownHosts(domains).has(parsed.hostname);
}

/** A site path made absolute on origin; null when origin is not one. */
function onOrigin(path: string, origin: string): string | null {
  const url = parse(path, origin);
  return url && (url.protocol === 'https:' || url.protocol === 'http:') ? url.href : null;
}

/**
 * A way back to the site (a game's backUrl, redirectUrl, the emulator's Back): a site path (made absolute on
 * origin), or an absolute http(s) address on this origin or on one of the merchant's own hosts; else null.
 */
export function safeSiteUrl(text: unknown, site: SiteContext): string | null {
  const path = safeSitePath(text);
  if (path !== null) return onOrigin(path, site.origin);
  const url = webUrl(text);
  if (!url) return null;
  return url.origin === site.origin || ownHosts(site.ownDomains).has(url.hostname) ? url.href : null;
}

/** What a link from the settings may open: a site path (made absolute on origin) or an external address; else null. */
export function safeLinkUrl(text: unknown, origin: string): string | null {
  const path = safeSitePath(text);
  return path !== null ? onOrigin(path, origin) : safeExternalUrl(text);
}

/** True for a site path the app routes itself: '/m' or '/m/…' (not '//host' or '/mobile'). */
export function isInAppTarget(path: string): boolean {
  return path === '/m' || path.startsWith('/m/') || path.startsWith('/m?');
}

export type LinkDestination = { kind: 'navigate'; to: string } | { kind: 'open'; url: string };

/**
 * Where a link from the merchant's settings or content leads: a path of the app is routed inside it; any other path
 * of this site (a page the server serves) or an external address opens as a page; null when the check refuses it.
 */
export function linkDestination(text: unknown): LinkDestination | null {
  const path = safeSitePath(text);
  if (path !== null) return isInAppTarget(path) ? { kind: 'navigate', to: path } : { kind: 'open', url: path };
  const url = safeExternalUrl(text);
  return url !== null ? { kind: 'open', url } : null;
}

/** The failure a refused address is presented as, through the error catalogue, where the member pressed something. */
export function refusedUrlError(call: string): ApiError {
  return { code: ErrorCode.UNSAFE_URL, path: call };
}
