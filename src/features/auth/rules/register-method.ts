/**
 * Where the member is (ACCEPTANCE C4, C5, Q28): APP inside the official app (UA token `WLApp/` or inApp=1), WEBCLIP on
 * iOS launched from the home screen (navigator.standalone or display-mode standalone), PWA with display-mode
 * standalone elsewhere, H5 otherwise. The same value is tracking's pwaType.
 */
import type { RegisterMethod } from '../../../shared/contract';

export const OFFICIAL_APP_UA_TOKEN = 'WLApp/';

export interface ClientEnvironment {
  userAgent: string;
  /** location.search of the entry (inApp=1 marks the official app). */
  search: string;
  /** matchMedia('(display-mode: standalone)').matches */
  displayStandalone: boolean;
  /** iOS Safari's navigator.standalone */
  navigatorStandalone?: boolean;
  /** navigator.maxTouchPoints, to tell iPadOS (which reports a Mac UA) from a Mac. */
  maxTouchPoints?: number;
}

export function isOfficialApp(env: Pick<ClientEnvironment, 'userAgent' | 'search'>): boolean {
  if (env.userAgent.includes(OFFICIAL_APP_UA_TOKEN)) return true;
  return new URLSearchParams(env.search).get('inApp') === '1';
}

export function isIos(env: Pick<ClientEnvironment, 'userAgent' | 'maxTouchPoints'>): boolean {
  if (/iPhone|iPad|iPod/i.test(env.userAgent)) return true;
  return /Macintosh/i.test(env.userAgent) && (env.maxTouchPoints ?? 0) > 1;
}

export function detectRegisterMethod(env: ClientEnvironment): RegisterMethod {
  if (isOfficialApp(env)) return 'APP';
  if (isIos(env)) return env.navigatorStandalone === true || env.displayStandalone ? 'WEBCLIP' : 'H5';
  return env.displayStandalone ? 'PWA' : 'H5';
}

/** The page's own environment. */
export function browserClientEnvironment(): ClientEnvironment {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    userAgent: nav.userAgent,
    search: location.search,
    displayStandalone: typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches,
    navigatorStandalone: nav.standalone,
    maxTouchPoints: nav.maxTouchPoints,
  };
}
