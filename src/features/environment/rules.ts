/**
 * Where the page runs, as one snapshot and pure predicates over it (install, download, menu, launch and
 * registration rules all take the environment as input). The official app marks itself with the UA token
 * `WLApp/<version>` or `inApp=1`; a launch from the home screen is display-mode standalone, iOS's
 * navigator.standalone, or `homescreen=1` on the entry URL, kept for the tab.
 */
import type { RegisterMethod } from '../../shared/contract';

export const OFFICIAL_APP_UA_TOKEN = 'WLApp/';
/** sessionStorage key that keeps `homescreen=1` of the entry URL for the rest of the tab. */
export const HOMESCREEN_FLAG_KEY = 'entryHomescreen';

export interface ClientEnvironment {
  userAgent: string;
  /** location.search of the entry (inApp=1 marks the official app, homescreen=1 a home-screen launch). */
  search: string;
  /** matchMedia('(display-mode: standalone)').matches */
  displayStandalone: boolean;
  /** iOS Safari's navigator.standalone */
  navigatorStandalone?: boolean;
  /** navigator.maxTouchPoints, to tell iPadOS (which reports a Mac UA) from a Mac. */
  maxTouchPoints?: number;
  /** The tab was entered with homescreen=1 (kept in sessionStorage). */
  homescreenEntry?: boolean;
  /** A Telegram mini-app injects window.Telegram.WebApp with initData. */
  telegramInitData?: string;
}

export function isOfficialApp(env: Pick<ClientEnvironment, 'userAgent' | 'search'>): boolean {
  if (env.userAgent.includes(OFFICIAL_APP_UA_TOKEN)) return true;
  return new URLSearchParams(env.search).get('inApp') === '1';
}

/** The official app's version from `WLApp/<version>`, or null. */
export function officialAppVersion(env: Pick<ClientEnvironment, 'userAgent'>): string | null {
  const match = /WLApp\/([0-9][0-9.]*)/.exec(env.userAgent);
  return match?.[1] ?? null;
}

export function isIos(env: Pick<ClientEnvironment, 'userAgent' | 'maxTouchPoints'>): boolean {
  if (/iPhone|iPad|iPod/i.test(env.userAgent)) return true;
  return /Macintosh/i.test(env.userAgent) && (env.maxTouchPoints ?? 0) > 1;
}

/** iOS major and minor version ("OS 16_4" → [16, 4]), or null off iOS. */
export function iosVersion(env: Pick<ClientEnvironment, 'userAgent' | 'maxTouchPoints'>): [number, number] | null {
  if (!isIos(env)) return null;
  const match = /OS (\d+)[_.](\d+)/.exec(env.userAgent) ?? /Version\/(\d+)\.(\d+)/.exec(env.userAgent);
  return match ? [Number(match[1]), Number(match[2])] : null;
}

export function isAndroid(env: Pick<ClientEnvironment, 'userAgent'>): boolean {
  return /Android/i.test(env.userAgent);
}

export function isLineBrowser(env: Pick<ClientEnvironment, 'userAgent'>): boolean {
  return / Line\//.test(env.userAgent);
}

export function isTelegramMiniApp(env: Pick<ClientEnvironment, 'telegramInitData'>): boolean {
  return Boolean(env.telegramInitData);
}

/** Launched as an installed app: display-mode standalone, or iOS's web clip. */
export function isStandalone(env: Pick<ClientEnvironment, 'displayStandalone' | 'navigatorStandalone'>): boolean {
  return env.displayStandalone || env.navigatorStandalone === true;
}

/** An installed PWA outside iOS (iOS standalone is a web clip). */
export function isInstalledPwa(env: ClientEnvironment): boolean {
  return !isIos(env) && isStandalone(env);
}

export function isIosWebClip(env: ClientEnvironment): boolean {
  return isIos(env) && isStandalone(env);
}

/** Opened from the home screen: standalone, or entered with homescreen=1. */
export function isHomeScreenLaunch(env: ClientEnvironment): boolean {
  return isStandalone(env) || env.homescreenEntry === true || new URLSearchParams(env.search).get('homescreen') === '1';
}

export function detectRegisterMethod(env: ClientEnvironment): RegisterMethod {
  if (isOfficialApp(env)) return 'APP';
  if (isIos(env)) return isStandalone(env) ? 'WEBCLIP' : 'H5';
  return env.displayStandalone ? 'PWA' : 'H5';
}
