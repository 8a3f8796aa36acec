/**
 * The service worker's routing (ARCHITECTURE: the SW owns the app shell and runtime caching):
 * - the precached shell (index.html and hashed assets) answers its own URLs;
 * - every /m/* navigation falls back to the shell, except the API, QA, emulator and JSON paths;
 * - /m/config.json is network-first (an offline start still knows the merchant);
 * - other hashed assets (lazy locale catalogs, lazy chunks) are cache-first;
 * - images are cache-first with an expiration that gives way when the quota runs out;
 * - the performance beacon a page sends as it goes away is sent by the service worker itself: left to the browser's
 *   fallback, a beacon from a controlled page that is unloading was often lost.
 * /m/asset-manifest.json is deliberately not routed: the update check must always reach the network.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import {
  ASSET_CACHE_MAX_ENTRIES,
  CONFIG_NETWORK_TIMEOUT_SECONDS,
  IMAGE_CACHE_MAX_AGE_SECONDS,
  IMAGE_CACHE_MAX_ENTRIES,
  NAVIGATION_ALLOWLIST,
  NAVIGATION_DENYLIST,
  SHELL_URL,
  isConfigRequest,
  isLazyAssetRequest,
  runtimeCacheName,
  type SwParams,
} from './config';

const COLLECT_PATH = '/wps/system/collect';

export function registerRoutes(manifest: Array<PrecacheEntry | string>, params: SwParams, origin: string): void {
  precacheAndRoute(manifest);

  registerRoute(
    new NavigationRoute(createHandlerBoundToURL(SHELL_URL), { allowlist: NAVIGATION_ALLOWLIST, denylist: NAVIGATION_DENYLIST }),
  );

  registerRoute(({ url }) => url.origin === origin && url.pathname === COLLECT_PATH, new NetworkOnly(), 'POST');

  registerRoute(
    ({ url }) => isConfigRequest(url, origin),
    new NetworkFirst({ cacheName: runtimeCacheName('config', params), networkTimeoutSeconds: CONFIG_NETWORK_TIMEOUT_SECONDS }),
  );

  registerRoute(
    ({ url }) => isLazyAssetRequest(url, origin),
    new CacheFirst({
      cacheName: runtimeCacheName('assets', params),
      plugins: [new ExpirationPlugin({ maxEntries: ASSET_CACHE_MAX_ENTRIES, purgeOnQuotaError: true })],
    }),
  );

  registerRoute(
    ({ request }) => request.destination === 'image',
    new CacheFirst({
      cacheName: runtimeCacheName('images', params),
      plugins: [
        new ExpirationPlugin({
          maxEntries: IMAGE_CACHE_MAX_ENTRIES,
          maxAgeSeconds: IMAGE_CACHE_MAX_AGE_SECONDS,
          purgeOnQuotaError: true,
        }),
      ],
    }),
  );
}
