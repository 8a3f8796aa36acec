/**
 * A clean start on a tester's phone (issue 19): an entry with ?no-cache unregisters this origin's service workers,
 * deletes their caches and loads the same address without the parameter, once. Dexie and the stored choices stay:
 * only what the service worker serves is made fresh.
 */

export const CLEAN_START_PARAM = 'no-cache';

export interface CleanStartDeps {
  href: string;
  getRegistrations: () => Promise<readonly { unregister(): Promise<boolean> }[]>;
  caches: Pick<CacheStorage, 'keys' | 'delete'> | undefined;
  replace: (url: string) => void;
}

/** True when the page is being replaced by its clean start (nothing else should start then). */
export async function cleanStartFromQuery({ href, getRegistrations, caches, replace }: CleanStartDeps): Promise<boolean> {
  const url = new URL(href);
  if (!url.searchParams.has(CLEAN_START_PARAM)) return false;
  url.searchParams.delete(CLEAN_START_PARAM);
  await Promise.all((await getRegistrations()).map((registration) => registration.unregister()));
  if (caches) await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
  replace(url.href);
  return true;
}

export function browserCleanStart(): Promise<boolean> {
  const container = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  return cleanStartFromQuery({
    href: location.href,
    getRegistrations: async () => (container ? container.getRegistrations() : []),
    caches: 'caches' in window ? window.caches : undefined,
    replace: (url) => location.replace(url),
  });
}
