/** Reads the page's own environment; keeps homescreen=1 of the entry URL for the rest of the tab. */
import {
  HOMESCREEN_FLAG_KEY,
  homescreenParamSet,
  privateModeFromSignals,
  type ClientEnvironment,
  type PrivateModeSignals,
} from './rules';

function readHomescreenEntry(search: string): boolean {
  try {
    if (homescreenParamSet(search)) sessionStorage.setItem(HOMESCREEN_FLAG_KEY, '1');
    return sessionStorage.getItem(HOMESCREEN_FLAG_KEY) === '1';
  } catch {
    return homescreenParamSet(search);
  }
}

/** The page's own environment (keeps homescreen=1 for the tab as a side effect). */
export function browserClientEnvironment(): ClientEnvironment {
  const nav = navigator as Navigator & { standalone?: boolean };
  const telegram = (globalThis as { Telegram?: { WebApp?: { initData?: string } } }).Telegram;
  return {
    userAgent: nav.userAgent,
    search: location.search,
    displayStandalone: typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches,
    navigatorStandalone: nav.standalone,
    maxTouchPoints: nav.maxTouchPoints,
    homescreenEntry: readHomescreenEntry(location.search),
    telegramInitData: telegram?.WebApp?.initData || undefined,
  };
}

/** Whether the tab browses privately, where the browser lets it be told (undefined where it cannot). */
export async function detectPrivateMode(): Promise<boolean | undefined> {
  const signals: PrivateModeSignals = { userAgent: navigator.userAgent, serviceWorker: 'serviceWorker' in navigator };
  const storage = navigator.storage as StorageManager | undefined;
  try {
    const estimate = await storage?.estimate();
    if (estimate?.quota !== undefined) signals.quota = estimate.quota;
  } catch {
    // No estimate: the quota signal stays unknown.
  }
  const memory = (performance as Performance & { memory?: { jsHeapSizeLimit?: number } }).memory;
  if (memory?.jsHeapSizeLimit) signals.heapLimit = memory.jsHeapSizeLimit;
  if (/Safari\//.test(signals.userAgent) && !/Chrome\//.test(signals.userAgent) && storage?.getDirectory) {
    signals.opfsRefused = await storage.getDirectory().then(
      () => false,
      () => true,
    );
  }
  return privateModeFromSignals(signals);
}

/** How many of the merchant's related native apps are installed (navigator.getInstalledRelatedApps; 0 where absent). */
export async function installedRelatedAppCount(): Promise<number> {
  const nav = navigator as Navigator & { getInstalledRelatedApps?: () => Promise<unknown[]> };
  if (typeof nav.getInstalledRelatedApps !== 'function') return 0;
  try {
    return (await nav.getInstalledRelatedApps()).length;
  } catch {
    return 0;
  }
}
