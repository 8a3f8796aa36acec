/**
 * What the service worker learns from its own URL (/m/sw.js?env=&merchant=, spec §2) and the names it derives
 * from it: every cache is namespaced by merchant and env (ACCEPTANCE E2, Q65), so two merchants registered on
 * one origin never share a cache.
 */

export interface SwParams {
  merchant: string;
  env: string;
}

/** Cache-name parts keep to letters, digits, '.', '_' and '-'; anything else becomes '_'. */
function cacheNamePart(value: string | null, fallback: string): string {
  const cleaned = (value ?? '')
    .trim()
    .slice(0, 32)
    .replace(/[^A-Za-z0-9._-]/g, '_');
  return cleaned || fallback;
}

/** The merchant and env of /m/sw.js?env=…&merchant=… ('unknown' when one is missing). */
export function swParams(search: string): SwParams {
  const query = new URLSearchParams(search);
  return { merchant: cacheNamePart(query.get('merchant'), 'unknown'), env: cacheNamePart(query.get('env'), 'unknown') };
}

export const CACHE_PREFIX = 'member-pwa';

/** Workbox's cache-name details: `<prefix>-<name>-<merchant>-<env>`. */
export function cacheNameDetails(params: SwParams): { prefix: string; suffix: string } {
  return { prefix: CACHE_PREFIX, suffix: `${params.merchant}-${params.env}` };
}

export type RuntimeCacheKind = 'images' | 'assets' | 'config';

/** The name of one of our runtime caches, in the same namespace as Workbox's precache. */
export function runtimeCacheName(kind: RuntimeCacheKind, params: SwParams): string {
  const { prefix, suffix } = cacheNameDetails(params);
  return `${prefix}-${kind}-${suffix}`;
}

/** The shell every /m/* navigation falls back to. */
export const SHELL_URL = '/m/index.html';

/** Navigations the shell must never answer: the API, QA and emulator surfaces, and the JSON the page fetches. */
export const NAVIGATION_DENYLIST: RegExp[] = [
  /^\/wps(?:\/|$)/,
  /^\/__qa(?:\/|$)/,
  /^\/__emu(?:\/|$)/,
  /^\/m\/config\.json(?:\?|$)/,
  /^\/m\/asset-manifest\.json(?:\?|$)/,
  /^\/m\/sw\.js(?:\?|$)/,
];
export const NAVIGATION_ALLOWLIST: RegExp[] = [/^\/m(?:\/|$)/];

/** /m/config.json of this origin: network-first. */
export function isConfigRequest(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname === '/m/config.json';
}

/** Hashed assets of this origin not in the precache (lazy catalogs and chunks): cache-first. */
export function isLazyAssetRequest(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.startsWith('/m/assets/');
}

/** Image cache bounds (not spec values: a phone-sized cache of game cards, logos and banners). */
export const IMAGE_CACHE_MAX_ENTRIES = 300;
export const IMAGE_CACHE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/** Lazily loaded hashed assets (the other locale catalogs, lazy chunks) seen at run time. */
export const ASSET_CACHE_MAX_ENTRIES = 100;
/** /m/config.json is network-first; past this the cached copy answers (an offline start knows its merchant). */
export const CONFIG_NETWORK_TIMEOUT_SECONDS = 5;
