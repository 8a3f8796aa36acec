/**
 * The page's push controller, wired to the API worker's relay calls, the tab's session and the merchant's settings in
 * Dexie. ./start loads it once the permission is granted (at start-up, or when the member allows) or a token was bound
 * before; the provider (Firebase Messaging, or the local one in QA) loads on the first token set-up.
 */
import type { ApiBridge } from '../../platform/api/bridge';
import { webStorage } from '../../platform/web-storage';
import { whenRuntimeConfig } from '../../platform/session/merchant';
import { readSession, subscribeSession } from '../../platform/session/session-store';
import { liveRow } from '../../data/page-store';
import { CURRENT } from '../../data/schema';
import type { SiteSettings } from '../../shared/contract';
import { safeLinkUrl } from '../../shared/outgoing-url';
import { loadPushProvider, type PushConfig } from './adapter';
import { createPushController, type PushController } from './controller';
import { pushConfigFrom } from './rules/config';
import type { PermissionState } from './rules/prompt';
import { createPushStore } from './storage';

const SHELL_SCOPE = '/m/';

/** The site settings once Dexie holds them (the worker writes them at start-up). */
function whenSiteSettings(): Promise<SiteSettings> {
  return new Promise((resolve) => {
    const subscription = liveRow('siteSettings', CURRENT).subscribe({
      next: (row) => {
        if (!row?.value) return;
        queueMicrotask(() => subscription.unsubscribe());
        resolve(row.value);
      },
      error: (error: unknown) => console.warn('Could not read the site settings', error),
    });
  });
}

async function serviceWorkerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration(SHELL_SCOPE).catch(() => undefined);
}

/** Hands the service worker the merchant's icon for notifications that carry none (STORE_DATA, E3). */
async function storeNotificationIcon(settings: SiteSettings | undefined): Promise<void> {
  const iconUrl = safeLinkUrl(settings?.mobileTemplate?.apple_touch_icon, location.origin);
  if (!iconUrl) return;
  // On a first visit the worker may still be installing when the bind ends: wait until it is active.
  if (!(await serviceWorkerRegistration())) return;
  const registration = await navigator.serviceWorker.ready;
  registration.active?.postMessage({ type: 'STORE_DATA', iconUrl });
}

/** The controller for this page, following the tab's session; started by the caller. */
export function createPagePushController(api: ApiBridge, permission: () => PermissionState): PushController {
  let settings: SiteSettings | undefined;
  const relayCall = async (result: Promise<{ ok: boolean }>) => (await result).ok;
  const controller = createPushController({
    permission,
    config: async (): Promise<PushConfig | null> => {
      const [runtime, site] = await Promise.all([whenRuntimeConfig(), whenSiteSettings()]);
      settings = site;
      return pushConfigFrom(site.sms, runtime?.merchantCode ?? site.merchantCode);
    },
    provider: async (config) => {
      const runtime = await whenRuntimeConfig();
      return loadPushProvider(runtime?.pushProvider === 'local' ? 'local' : 'firebase', config, {
        registration: serviceWorkerRegistration,
        apiBase: runtime?.apiBase ?? '',
      });
    },
    // Push-token calls are always silent (spec §8, F45).
    relay: {
      bind: (registrationToken) => relayCall(api.call('fcmBind', { registrationToken }, { silent: true })),
      subscribe: (registrationToken, topic) =>
        relayCall(api.call('fcmSubscribe', { registrationToken, topic }, { silent: true })),
      unsubscribe: (registrationToken) =>
        relayCall(api.call('fcmUnsubscribe', { registrationToken, unsubscribeAll: true }, { silent: true })),
    },
    store: createPushStore(webStorage('localStorage')),
    memberId: () => readSession()?.id ?? null,
    onBound: () => void storeNotificationIcon(settings).catch(() => undefined),
    now: () => Date.now(),
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
  });

  let token = readSession()?.token ?? null;
  subscribeSession(() => {
    const next = readSession()?.token ?? null;
    if (next === token) return;
    const previous = token;
    token = next;
    controller.sessionChanged(previous, next);
  });
  return controller;
}
