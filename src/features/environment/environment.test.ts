/** Every predicate of the environment module (issue 6 item 7), with the UA presets of ACCEPTANCE 0.3 as input. */
import { describe, expect, it } from 'vitest';
import {
  appPlatform,
  detectRegisterMethod,
  iosSupportsPwa,
  iosVersion,
  isAndroid,
  isHomeScreenLaunch,
  isInAppBrowser,
  isInstalledPwa,
  isIos,
  isIosSafari,
  isIosWebClip,
  isLineBrowser,
  isOfficialApp,
  isStandalone,
  isTelegramMiniApp,
  officialAppVersion,
  privateModeFromSignals,
  type ClientEnvironment,
} from '.';
import { UA } from '../../../tests/e2e/support/ua';

const env = (userAgent: string, extra: Partial<ClientEnvironment> = {}): ClientEnvironment => ({
  userAgent,
  search: '',
  displayStandalone: false,
  ...extra,
});

describe('official app', () => {
  it('is told by the WLApp/<version> token or inApp=1, and gives its version', () => {
    expect(isOfficialApp(env(UA.inApp('2.4.70')))).toBe(true);
    expect(isOfficialApp(env(UA.ANDROID, { search: '?inApp=1' }))).toBe(true);
    expect(isOfficialApp(env(UA.ANDROID, { search: '?inApp=0' }))).toBe(false);
    expect(officialAppVersion(env(UA.inApp('2.4.72')))).toBe('2.4.72');
    expect(officialAppVersion(env(UA.ANDROID))).toBeNull();
  });
});

describe('platform', () => {
  it('tells iOS (iPadOS by its touch points), its version, Android and desktop', () => {
    expect(isIos(env(UA.IOS15))).toBe(true);
    expect(isIos(env(UA.MAC_SAFARI))).toBe(false);
    expect(isIos(env(UA.MAC_SAFARI, { maxTouchPoints: 5 }))).toBe(true);
    expect(iosVersion(env(UA.IOS164))).toEqual([16, 4]);
    expect(iosVersion(env(UA.IOS13))).toEqual([13, 7]);
    expect(iosVersion(env(UA.ANDROID))).toBeNull();
    expect(isAndroid(env(UA.ANDROID))).toBe(true);
    expect(isAndroid(env(UA.IOS15))).toBe(false);
    expect(appPlatform(env(UA.IOS15))).toBe('ios');
    expect(appPlatform(env(UA.ANDROID))).toBe('android');
    expect(appPlatform(env(UA.DESKTOP))).toBe('desktop');
  });

  it('iOS runs web apps from Safari at 16.4 and later only (Q69)', () => {
    expect(isIosSafari(env(UA.IOS15))).toBe(true);
    expect(isIosSafari(env(UA.IOS17_CHROME))).toBe(false);
    expect(isIosSafari(env(UA.LINE))).toBe(false);
    expect(isIosSafari(env(UA.ANDROID))).toBe(false);
    expect(iosSupportsPwa(env(UA.IOS164))).toBe(true);
    expect(iosSupportsPwa(env(UA.IOS15))).toBe(false);
    expect(iosSupportsPwa(env(UA.IOS13))).toBe(false);
    expect(iosSupportsPwa(env(UA.IOS17_CHROME))).toBe(false);
    expect(iosSupportsPwa(env(UA.ANDROID))).toBe(false);
  });
});

describe('browsers inside other apps', () => {
  it('LINE, Telegram mini-apps and social in-app browsers', () => {
    expect(isLineBrowser(env(UA.LINE))).toBe(true);
    expect(isLineBrowser(env(UA.IOS164))).toBe(false);
    expect(isTelegramMiniApp(env(UA.ANDROID, { telegramInitData: 'query_id=1&hash=x' }))).toBe(true);
    expect(isTelegramMiniApp(env(UA.ANDROID))).toBe(false);
    expect(isInAppBrowser(env(UA.LINE))).toBe(true);
    expect(isInAppBrowser(env(UA.FACEBOOK))).toBe(true);
    expect(isInAppBrowser(env(UA.ANDROID, { telegramInitData: 'x' }))).toBe(true);
    expect(isInAppBrowser(env(UA.ANDROID))).toBe(false);
    expect(isInAppBrowser(env(UA.inApp('2.5.0')))).toBe(false);
  });
});

describe('installed and home-screen launches', () => {
  it('standalone display or navigator.standalone; an installed PWA outside iOS, a web clip on iOS', () => {
    const pwa = env(UA.ANDROID, { displayStandalone: true });
    const clip = env(UA.IOS15, { displayStandalone: true, navigatorStandalone: true });
    expect(isStandalone(pwa)).toBe(true);
    expect(isStandalone(env(UA.IOS15, { navigatorStandalone: true }))).toBe(true);
    expect(isStandalone(env(UA.ANDROID))).toBe(false);
    expect(isInstalledPwa(pwa)).toBe(true);
    expect(isInstalledPwa(clip)).toBe(false);
    expect(isIosWebClip(clip)).toBe(true);
    expect(isIosWebClip(pwa)).toBe(false);
  });

  it('a home-screen launch is standalone or homescreen=1 on the entry (kept for the tab)', () => {
    expect(isHomeScreenLaunch(env(UA.ANDROID, { search: '?homescreen=1' }))).toBe(true);
    expect(isHomeScreenLaunch(env(UA.ANDROID, { homescreenEntry: true }))).toBe(true);
    // Q81: any non-empty value but '0'.
    expect(isHomeScreenLaunch(env(UA.ANDROID, { search: '?homescreen=yes' }))).toBe(true);
    expect(isHomeScreenLaunch(env(UA.ANDROID, { search: '?homescreen=0' }))).toBe(false);
    expect(isHomeScreenLaunch(env(UA.ANDROID, { search: '?homescreen=' }))).toBe(false);
    expect(isHomeScreenLaunch(env(UA.ANDROID, { displayStandalone: true }))).toBe(true);
    expect(isHomeScreenLaunch(env(UA.ANDROID))).toBe(false);
  });

  it('the register method follows the environment', () => {
    expect(detectRegisterMethod(env(UA.inApp('2.5.0')))).toBe('APP');
    expect(detectRegisterMethod(env(UA.IOS15, { navigatorStandalone: true }))).toBe('WEBCLIP');
    expect(detectRegisterMethod(env(UA.IOS15))).toBe('H5');
    expect(detectRegisterMethod(env(UA.ANDROID, { displayStandalone: true }))).toBe('PWA');
    expect(detectRegisterMethod(env(UA.DESKTOP))).toBe('H5');
  });
});

describe('private mode, where it can be told', () => {
  it('Firefox: no service worker container', () => {
    expect(privateModeFromSignals({ userAgent: UA.FIREFOX, serviceWorker: false })).toBe(true);
    expect(privateModeFromSignals({ userAgent: UA.FIREFOX, serviceWorker: true })).toBe(false);
  });

  it('Chromium: a quota under twice the heap limit', () => {
    const heapLimit = 4_294_705_152;
    expect(privateModeFromSignals({ userAgent: UA.ANDROID, serviceWorker: true, quota: 1_000_000_000, heapLimit })).toBe(true);
    expect(privateModeFromSignals({ userAgent: UA.ANDROID, serviceWorker: true, quota: 60_000_000_000, heapLimit })).toBe(false);
    expect(privateModeFromSignals({ userAgent: UA.ANDROID, serviceWorker: true, quota: 1_000 })).toBeUndefined();
  });

  it('Safari: the origin-private file system refused', () => {
    expect(privateModeFromSignals({ userAgent: UA.IOS164, serviceWorker: true, opfsRefused: true })).toBe(true);
    expect(privateModeFromSignals({ userAgent: UA.IOS164, serviceWorker: true, opfsRefused: false })).toBe(false);
    expect(privateModeFromSignals({ userAgent: UA.IOS164, serviceWorker: true })).toBeUndefined();
  });
});
