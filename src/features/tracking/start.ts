/**
 * Tracking at start-up: the entry's parameters are kept, the pixels wait for an interactive first screen, the
 * first events are recorded (firstOpen, a2hsFirstOpen, viewContent), the affiliate of an affiliate sub-domain is
 * looked up, the performance beacon is armed, fullscreen follows the first tap, and the cashier bridge listens.
 */
import type { ApiBridge } from '../../platform/api/bridge';
// The app's modules themselves, not their entries: those bring screens this feature's rules must not load.
import { requestBackgroundSync, whenInteractive } from '../../platform/pwa/register';
import { whenMerchantKnown, whenRuntimeConfig } from '../../platform/session/merchant';
import { readSession } from '../../platform/session/session-store';
import { inSeparateTasks } from '../../platform/yield-to-main';
import { liveRow } from '../../data/page-store';
import { CURRENT } from '../../data/schema';
import { browserClientEnvironment, isHomeScreenLaunch } from '../environment';
import { lookUpAffiliate } from './affiliate';
import { startPerfBeacon } from './beacon/perf-beacon';
import { storeEvent } from './store-event';
import { listenToCashier } from './cashier-bridge';
import type { SessionEntry } from './rules/entry-params';
import { requestFullscreenOnFirstTap, wantsFullscreen } from './fullscreen';
import { browserLoadScript, createPixelAdapter, type PixelProvider } from './pixels/adapter';
import { recordA2hsFirstOpen, recordFirstDepositArrival, recordFirstOpen, recordViewContent, setTrackingRuntime } from './record';

const logFailure = (error: unknown) => console.error('Could not record a tracking event', error);

function startPixels(api: ApiBridge) {
  let provider: PixelProvider = 'vendor';
  let apiBase = '';
  const pixels = createPixelAdapter({
    getStored: (key) => localStorage.getItem(key),
    get provider() {
      return provider;
    },
    get apiBase() {
      return apiBase;
    },
    win: window as unknown as Record<string, unknown>,
    loadScript: browserLoadScript,
    loadVendors: () =>
      import('./pixels/vendors').then(({ PIXEL_VENDORS, conversionFor }) => ({ list: PIXEL_VENDORS, conversionFor })),
    whenInteractive: (callback) =>
      void whenRuntimeConfig()
        .then((config) => {
          provider = config?.pixelProvider === 'local' ? 'local' : 'vendor';
          apiBase = config?.apiBase ?? '';
          return whenInteractive();
        })
        .then(callback),
  });
  setTrackingRuntime({
    channels: () => pixels.channels(),
    store: (event, onceKey) => storeEvent(api, event, onceKey),
    recorded: (eventName, eventValue) => {
      pixels.convert(eventName, eventValue);
      void api.flushOutbox();
      // Should the tab close first, the service worker's Background Sync delivers it.
      void requestBackgroundSync();
    },
  });
  pixels.start();
}

/** firstDepositArrival (Q89): once per customer, when the member's totalDepositSuccessCount is 1 or more. */
function watchDepositArrival(): void {
  liveRow('memberState', CURRENT).subscribe({
    next: (row) => {
      const session = readSession();
      const count = row?.value.totalDepositSuccessCount ?? 0;
      if (session?.id && count >= 1)
        void recordFirstDepositArrival({ id: session.id, name: session.userName }, count).catch(logFailure);
    },
    error: logFailure,
  });
}

/**
 * Everything but the entry's parameters, which startTracking keeps before this chunk loads; each part in a task of its
 * own, as the first screen is still rendering around them.
 */
export function startTrackingEffects(api: ApiBridge, entry: SessionEntry): Promise<void> {
  const env = browserClientEnvironment();
  return inSeparateTasks([
    () => startPixels(api),
    () => {
      if (wantsFullscreen(env, entry.fullscreenOff === true)) requestFullscreenOnFirstTap();
      listenToCashier(() => readSession()?.id);
    },
    () =>
      void Promise.all([recordFirstOpen(), recordA2hsFirstOpen(isHomeScreenLaunch(env)), recordViewContent()]).catch(logFailure),
    () => {
      watchDepositArrival();
      void whenMerchantKnown().then((merchant) => {
        if (!merchant) return;
        void lookUpAffiliate({
          hostname: location.hostname,
          search: location.search,
          local: localStorage,
          session: sessionStorage,
          lookup: (domain) => api.call('affiliate', { domain }, { silent: true }),
        }).catch(logFailure);
      });
    },
    () =>
      startPerfBeacon({
        merchant: () => whenRuntimeConfig().then((config) => config?.merchantCode ?? null),
        sendViaWorker: async (merchant, value) => (await api.call('collect', { merchant, value }, { silent: true })).ok,
      }),
  ]);
}
