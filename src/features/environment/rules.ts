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

/** `homescreen` on an entry URL marks a home-screen launch: any non-empty value but '0' (Q81). */
export function homescreenParamSet(search: string): boolean {
  const value = new URLSearchParams(search).get('homescreen');
  return value !== null && value !== '' && value !== '0';
}

/** Opened from the home screen: standalone, or entered with homescreen set. */
export function isHomeScreenLaunch(env: ClientEnvironment): boolean {
  return isStandalone(env) || env.homescreenEntry === true || homescreenParamSet(env.search);
}

export function detectRegisterMethod(env: ClientEnvironment): RegisterMethod {
  if (isOfficialApp(env)) return 'APP';
  if (isIos(env)) return isStandalone(env) ? 'WEBCLIP' : 'H5';
  return env.displayStandalone ? 'PWA' : 'H5';
}

/** In-app browsers of social and chat apps: they cannot install a PWA, so they get step-by-step guidance. */
const IN_APP_BROWSER_UA = /FBAN|FBAV|FB_IAB|Instagram|MicroMessenger|KAKAOTALK|Snapchat|musical_ly|BytedanceWebview|Twitter/i;

/** LINE, Telegram's mini-app, or another app's embedded browser (not our official app). */
export function isInAppBrowser(env: Pick<ClientEnvironment, 'userAgent' | 'telegramInitData'>): boolean {
  return isLineBrowser(env) || isTelegramMiniApp(env) || IN_APP_BROWSER_UA.test(env.userAgent);
}

/** Other browsers on iOS name themselves in the UA; only Safari can add a web app before iOS 16.4. */
const IOS_OTHER_BROWSER_UA = /CriOS|FxiOS|EdgiOS|OPiOS|OPT\/|GSA\/|YaBrowser|DuckDuckGo|Brave/;

export function isIosSafari(env: Pick<ClientEnvironment, 'userAgent' | 'maxTouchPoints' | 'telegramInitData'>): boolean {
  return isIos(env) && !IOS_OTHER_BROWSER_UA.test(env.userAgent) && !isInAppBrowser(env);
}

/** iOS runs installed web apps from Safari at 16.4 and later (ACCEPTANCE Q69). */
export const IOS_PWA_MIN_VERSION: readonly [number, number] = [16, 4];

export function iosSupportsPwa(env: Pick<ClientEnvironment, 'userAgent' | 'maxTouchPoints' | 'telegramInitData'>): boolean {
  const version = iosVersion(env);
  if (!version || !isIosSafari(env)) return false;
  const [major, minor] = version;
  const [minMajor, minMinor] = IOS_PWA_MIN_VERSION;
  return major > minMajor || (major === minMajor && minor >= minMinor);
}

export type AppPlatform = 'ios' | 'android' | 'desktop';

/** The platform whose app a download offers. */
export function appPlatform(env: Pick<ClientEnvironment, 'userAgent' | 'maxTouchPoints'>): AppPlatform {
  if (isIos(env)) return 'ios';
  return isAndroid(env) ? 'android' : 'desktop';
}

/**
 * What a page can observe of private browsing. No browser says so outright: Firefox's private windows have no
 * service worker container, Chromium's incognito gives a storage quota far below the disk (about the heap limit),
 * and Safari's private mode refuses the origin-private file system.
 */
export interface PrivateModeSignals {
  userAgent: string;
  serviceWorker: boolean;
  /** navigator.storage.estimate().quota, when known. */
  quota?: number;
  /** performance.memory.jsHeapSizeLimit (Chromium only). */
  heapLimit?: number;
  /** navigator.storage.getDirectory() failed (Safari's private mode). */
  opfsRefused?: boolean;
}

/** true or false where the signals tell; undefined where this browser cannot be told. */
export function privateModeFromSignals(signals: PrivateModeSignals): boolean | undefined {
  const ua = signals.userAgent;
  if (/Firefox\//.test(ua) && !/Seamonkey/i.test(ua)) return !signals.serviceWorker;
  if (/Chrome\/|CriOS|Edg\//.test(ua) && signals.quota !== undefined && signals.heapLimit !== undefined) {
    return signals.quota < signals.heapLimit * 2;
  }
  if (/Safari\//.test(ua) && signals.opfsRefused !== undefined) return signals.opfsRefused;
  return undefined;
}
