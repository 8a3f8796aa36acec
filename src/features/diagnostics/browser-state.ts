/**
 * What the diagnostics screen reads from the browser rather than from the store: the service worker (its state and
 * the build it reports), the caches with their entries and sizes, and the storage estimate.
 */
import type { SwVersion } from '../../shared/build-id';
import type { CacheSummary, ServiceWorkerSummary, StorageSummary } from './rules';

const SITE_SCOPE = '/m/';
/** How long the worker may take to tell its build before the screen shows it as unknown. */
const VERSION_TIMEOUT_MS = 2_000;

function askVersion(worker: ServiceWorker): Promise<string | null> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(null), VERSION_TIMEOUT_MS);
    channel.port1.onmessage = (event: MessageEvent<SwVersion>) => {
      clearTimeout(timer);
      resolve(typeof event.data?.buildId === 'string' ? event.data.buildId : null);
    };
    worker.postMessage({ type: 'GET_VERSION' }, [channel.port2]);
  });
}

export async function readServiceWorker(): Promise<ServiceWorkerSummary> {
  if (!('serviceWorker' in navigator)) return { state: 'unsupported', buildId: null, controlling: false, waiting: false };
  const registration = await navigator.serviceWorker.getRegistration(SITE_SCOPE).catch(() => undefined);
  const active = registration?.active ?? null;
  return {
    state: active?.state ?? 'none',
    buildId: active ? await askVersion(active) : null,
    controlling: navigator.serviceWorker.controller !== null,
    waiting: Boolean(registration?.waiting),
  };
}

/** Calls back on every change of the site's service worker; returns the function that stops. */
export function followServiceWorker(onChange: () => void): () => void {
  if (!('serviceWorker' in navigator)) return () => undefined;
  const container = navigator.serviceWorker;
  let registration: ServiceWorkerRegistration | undefined;
  let stopped = false;
  const watchWorkers = () => {
    for (const worker of [registration?.installing, registration?.waiting, registration?.active]) {
      worker?.addEventListener('statechange', onChange);
    }
  };
  const onUpdateFound = () => {
    watchWorkers();
    onChange();
  };
  container.addEventListener('controllerchange', onChange);
  void container.getRegistration(SITE_SCOPE).then((found) => {
    if (stopped || !found) return;
    registration = found;
    registration.addEventListener('updatefound', onUpdateFound);
    watchWorkers();
  });
  return () => {
    stopped = true;
    container.removeEventListener('controllerchange', onChange);
    registration?.removeEventListener('updatefound', onUpdateFound);
    for (const worker of [registration?.installing, registration?.waiting, registration?.active]) {
      worker?.removeEventListener('statechange', onChange);
    }
  };
}

export async function readCaches(): Promise<CacheSummary[]> {
  if (!('caches' in window)) return [];
  const names = await caches.keys();
  return Promise.all(
    names.map(async (name) => {
      const cache = await caches.open(name);
      const requests = await cache.keys();
      let bytes = 0;
      for (const request of requests) bytes += (await (await cache.match(request))?.blob())?.size ?? 0;
      return { name, entries: requests.length, bytes };
    }),
  );
}

export async function readStorage(): Promise<StorageSummary> {
  const storage = navigator.storage as StorageManager | undefined;
  const [estimate, persisted] = await Promise.all([
    storage?.estimate?.().catch(() => undefined),
    storage?.persisted?.().catch(() => undefined),
  ]);
  return { usage: estimate?.usage ?? null, quota: estimate?.quota ?? null, persisted: persisted ?? null };
}
