/**
 * A clean start on a tester's phone (issue 19): an entry with ?no-cache unregisters this origin's service workers,
 * deletes their caches and loads the same address without the parameter, once. Dexie and the stored choices stay:
 * only what the service worker serves is made fresh.
 */

export const CLEAN_START_PARAM = 'no-cache';

export interface ServiceWorkerAccess {
  getRegistrations: () => Promise<readonly { unregister(): Promise<boolean> }[]>;
  caches: Pick<CacheStorage, 'keys' | 'delete'> | undefined;
}

export interface CleanStartDeps extends ServiceWorkerAccess {
  href: string;
  replace: (url: string) => void;
}

/** Unregisters this origin's service workers and deletes every cache they (or anything else) made. */
export async function dropServiceWorkers({ getRegistrations, caches }: ServiceWorkerAccess): Promise<void> {
  await Promise.all((await getRegistrations()).map((registration) => registration.unregister()));
  if (caches) await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
}

export function browserServiceWorkers(): ServiceWorkerAccess {
  const container = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  return {
    getRegistrations: async () => (container ? container.getRegistrations() : []),
    caches: 'caches' in window ? window.caches : undefined,
  };
}

/** True when the page is being replaced by its clean start (nothing else should start then). */
export async function cleanStartFromQuery({ href, replace, ...access }: CleanStartDeps): Promise<boolean> {
  const url = new URL(href);
  if (!url.searchParams.has(CLEAN_START_PARAM)) return false;
  url.searchParams.delete(CLEAN_START_PARAM);
  await dropServiceWorkers(access);
  replace(url.href);
  return true;
}

export function browserCleanStart(): Promise<boolean> {
  return cleanStartFromQuery({ href: location.href, replace: (url) => location.replace(url), ...browserServiceWorkers() });
}
