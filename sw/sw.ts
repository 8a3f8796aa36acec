/**
 * The service worker, served at /m/sw.js?env=&merchant= with scope /m/ (spec §2, ACCEPTANCE E1–E4).
 * Built by scripts/build-sw.mjs: bundled as one classic script, then Workbox injects the precache manifest.
 *
 * It never skips waiting on install: a new version waits until the update dialog's Refresh posts SKIP_WAITING.
 */
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { cleanupOutdatedCaches, type PrecacheEntry } from 'workbox-precaching';
import { getDb } from '../src/data/db';
import { cacheNameDetails, swParams } from './config';
import { handleSwMessage } from './messages';
import { notificationForPush, openNotificationTarget } from './notifications';
import { registerRoutes } from './routes';
import { createSyncHandler, type SyncEventLike } from './sync';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

const params = swParams(self.location.search);
const origin = self.location.origin;

// Before anything reads a cache name: the precache and runtime caches of this merchant and env.
setCacheNameDetails(cacheNameDetails(params));
cleanupOutdatedCaches();
registerRoutes(self.__WB_MANIFEST, params, origin);

// A first install takes the open pages at once (there is no older version to disagree with); an update waits.
clientsClaim();

self.addEventListener('message', (event) => {
  const work = handleSwMessage(event.data, {
    db: getDb(),
    origin,
    skipWaiting: () => self.skipWaiting(),
    reply: (answer) => event.ports[0]?.postMessage(answer),
  });
  if (work) event.waitUntil(work.catch((error: unknown) => console.error('service worker message failed', error)));
});

const onSync = createSyncHandler({ db: getDb(), origin });
self.addEventListener('sync' as keyof ServiceWorkerGlobalScopeEventMap, (event) => onSync(event as unknown as SyncEventLike));

/** waitUntil throws on an event the worker dispatched to itself (isTrusted false); the work runs all the same. */
function keepAlive(event: ExtendableEvent, work: Promise<unknown>): void {
  const logged = work.catch((error: unknown) => console.error('service worker push handling failed', error));
  try {
    event.waitUntil(logged);
  } catch {
    // An untrusted event: nothing to extend.
  }
}

self.addEventListener('push', (event) => {
  keepAlive(
    event,
    notificationForPush(event.data, getDb(), origin).then(
      (shown) => shown && self.registration.showNotification(shown.title, shown.options),
    ),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { target?: unknown } | null;
  keepAlive(event, openNotificationTarget(self.clients, data?.target, origin));
});
