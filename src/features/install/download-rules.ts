/**
 * The download bar, the download popup and the app upgrade popup (spec §2 Screens, §4 Download bar, §5, §9;
 * ACCEPTANCE E16–E30, Q68–Q71), as functions of the environment, the download setting and the session.
 */
import {
  APP_DIRECT_DOWNLOAD_MIN_VERSION,
  DEFAULT_DOWNLOAD_REDIRECT_PATH,
  DOWNLOAD_POPUP_APK_KEY,
  DOWNLOAD_POPUP_IOS_LITE_KEY,
  HIDE_DOWNLOAD_BAR_VALUE,
  SAME_WINDOW_DOWNLOAD_EXTENSIONS,
} from '../../shared/constants';
import type { DownloadSetting } from '../../shared/contract';
import {
  appPlatform,
  iosSupportsPwa,
  isInstalledPwa,
  isIos,
  isIosWebClip,
  isOfficialApp,
  officialAppVersion,
  type ClientEnvironment,
} from '../environment';

export type DownloadLinkKey = DownloadSetting['links'][number]['resourceType'];
/** downLinkObj: the setting's links keyed by resource type (E26). */
export type DownLinkObj = Partial<Record<DownloadLinkKey, string>>;

export function downLinkObj(setting: Pick<DownloadSetting, 'links'> | undefined): DownLinkObj {
  const links: DownLinkObj = {};
  for (const link of setting?.links ?? []) if (link.url && !links[link.resourceType]) links[link.resourceType] = link.url;
  return links;
}

/** The bar's link for this platform: the App Store (or .ipa) link on iOS, else the iOS lite profile; the apk on Android. */
export function platformLink(env: ClientEnvironment, links: DownLinkObj): string | undefined {
  const platform = appPlatform(env);
  if (platform === 'ios') return links.IOS ?? links.MOBILECONFIG;
  if (platform === 'android') return links.Android;
  return undefined;
}

/** The popup's link (K29): the iOS lite key on iOS, the apk key on Android. */
export function popupLink(env: ClientEnvironment, links: DownLinkObj): string | undefined {
  const platform = appPlatform(env);
  if (platform === 'ios') return links[DOWNLOAD_POPUP_IOS_LITE_KEY] ?? links.IOS;
  if (platform === 'android') return links[DOWNLOAD_POPUP_APK_KEY];
  return undefined;
}

/** .mobileconfig, .apk and .ipa open in the same window; any other link in a new one (E27). */
export function opensInSameWindow(url: string): boolean {
  const path = url.split(/[?#]/)[0]?.toLowerCase() ?? '';
  return SAME_WINDOW_DOWNLOAD_EXTENSIONS.some((extension) => path.endsWith(extension));
}

/** Session flags of the bar: hideDownloadBar (Q68), closed by the member, and app window shown (E21). */
export const HIDE_DOWNLOAD_BAR_KEY = 'hideDownloadBar';
export const DOWNLOAD_BAR_CLOSED_KEY = 'downloadBarClosed';
export const APP_WINDOW_SHOWN_KEY = 'appWindowShown';
export const DOWNLOAD_POPUP_CLOSED_KEY = 'downloadPopupClosed';

/** The entry query hideDownloadBar=1 sets the session flag (apps that embed the site). */
export function hideDownloadBarFromEntry(search: string): boolean {
  return new URLSearchParams(search).get(HIDE_DOWNLOAD_BAR_KEY) === HIDE_DOWNLOAD_BAR_VALUE;
}

export interface DownloadAudience {
  loggedIn: boolean;
  /** The member's VIP rank (clubLabel.rankLevel), null without a label. */
  vipRank: number | null;
}

/** What the download bar and the download popup decide on; each has its own closed-in-this-session flag (Q70). */
export interface DownloadOfferInput extends DownloadAudience {
  env: ClientEnvironment;
  setting: DownloadSetting | undefined;
  /** sessionStorage hideDownloadBar is '1'. */
  hideDownloadBar: boolean;
  /** Closed by the member in this session. */
  closed: boolean;
  /** navigator.getInstalledRelatedApps found the merchant's app. */
  relatedAppInstalled: boolean;
}

export type DownloadBarHidden =
  'noSetting' | 'app' | 'hideDownloadBar' | 'closed' | 'webClipWithoutIosLink' | 'iosWithoutPwa' | 'noLink' | 'login' | 'vipRank';

/** Why the bar is hidden, or null when it shows. The first rule that applies is the reason. */
export function downloadBarHidden(input: DownloadOfferInput): DownloadBarHidden | null {
  const { env, setting } = input;
  if (!setting) return 'noSetting';
  if (isOfficialApp(env) || isInstalledPwa(env) || input.relatedAppInstalled) return 'app';
  if (input.hideDownloadBar) return 'hideDownloadBar';
  if (input.closed) return 'closed';
  const links = downLinkObj(setting);
  if (isIosWebClip(env) && !links.IOS) return 'webClipWithoutIosLink';
  if (setting.mode === 'PWA' && isIos(env) && !iosSupportsPwa(env)) return 'iosWithoutPwa';
  if (!platformLink(env, links)) return 'noLink';
  return audienceRefused(setting, input);
}

/** How the bar last came out on this device (localStorage), so a repeat visit reserves its room only when it shows. */
export const DOWNLOAD_BAR_LAST_KEY = 'downloadBarLast';
export type DownloadBarOutcome = 'shown' | 'hidden';

/**
 * Whether to keep the bar's room at the top before the setting and the overlays' turn are known, so its arrival
 * does not push the page down (CLS): only on a phone where nothing known now hides it, and not when it stayed hidden
 * on this device's last visit.
 */
export function downloadBarExpected(
  input: Pick<DownloadOfferInput, 'env' | 'hideDownloadBar' | 'closed'>,
  last: DownloadBarOutcome | null,
): boolean {
  const { env } = input;
  if (isOfficialApp(env) || isInstalledPwa(env) || input.hideDownloadBar || input.closed) return false;
  return appPlatform(env) !== 'desktop' && last !== 'hidden';
}

/** requiredLogin needs a session; a minimum VIP rank needs a member of at least that rank (E24, E25). */
export function audienceRefused(setting: DownloadSetting, audience: DownloadAudience): 'login' | 'vipRank' | null {
  if (setting.requiredLogin && !audience.loggedIn) return 'login';
  if (setting.minVipRank > 0 && (!audience.loggedIn || (audience.vipRank ?? 0) < setting.minVipRank)) return 'vipRank';
  return null;
}

/** The popup's link when it may show (E28, Q70), else undefined. */
export function downloadPopupTarget(input: DownloadOfferInput): string | undefined {
  const { env, setting } = input;
  if (!setting || input.closed || input.hideDownloadBar) return undefined;
  if (isOfficialApp(env) || isInstalledPwa(env) || isIosWebClip(env) || input.relatedAppInstalled) return undefined;
  if (audienceRefused(setting, input)) return undefined;
  return popupLink(env, downLinkObj(setting));
}

/** Numeric comparison of dotted versions ("2.4.10" > "2.4.9"); missing parts count as 0. */
export function compareVersions(a: string, b: string): number {
  const left = a.split('.').map((part) => Number.parseInt(part, 10) || 0);
  const right = b.split('.').map((part) => Number.parseInt(part, 10) || 0);
  for (let index = 0; index < Math.max(left.length, right.length); index++) {
    const difference = (left[index] ?? 0) - (right[index] ?? 0);
    if (difference !== 0) return Math.sign(difference);
  }
  return 0;
}

/** Inside the official app, below the setting's latest version (Q71). */
export function upgradeNeeded(env: ClientEnvironment, setting: DownloadSetting | undefined): boolean {
  const version = officialAppVersion(env);
  if (!setting?.latestAppVersion || !version || !isOfficialApp(env)) return false;
  return compareVersions(version, setting.latestAppVersion) < 0;
}

export type UpgradeTarget = { kind: 'download'; url: string } | { kind: 'redirect'; url: string };

/** From 2.4.72 the app downloads its platform link directly; older apps (or no link) open the redirect page (E30). */
export function upgradeTarget(env: ClientEnvironment, setting: DownloadSetting): UpgradeTarget {
  const version = officialAppVersion(env);
  const link = platformLink(env, downLinkObj(setting));
  if (version && link && compareVersions(version, APP_DIRECT_DOWNLOAD_MIN_VERSION) >= 0) return { kind: 'download', url: link };
  return { kind: 'redirect', url: setting.redirectUrl || DEFAULT_DOWNLOAD_REDIRECT_PATH };
}
