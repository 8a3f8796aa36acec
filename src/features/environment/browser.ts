/** Reads the page's own environment; keeps homescreen=1 of the entry URL for the rest of the tab. */
import { HOMESCREEN_FLAG_KEY, type ClientEnvironment } from './rules';

function readHomescreenEntry(search: string): boolean {
  try {
    if (new URLSearchParams(search).get('homescreen') === '1') sessionStorage.setItem(HOMESCREEN_FLAG_KEY, '1');
    return sessionStorage.getItem(HOMESCREEN_FLAG_KEY) === '1';
  } catch {
    return new URLSearchParams(search).get('homescreen') === '1';
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
