/**
 * What /m/download and /m/app offer: the merchant's download links by platform (the download setting), the
 * detected platform's first. Where the merchant's mode is PWA and the site is not installed yet, a phone gets "add to
 * home screen" before any file.
 */
import type { AppPlatform } from '../../environment';
import type { DownLinkObj } from '../download-rules';

export type DownloadOptionKind = 'homeScreen' | 'android' | 'ios' | 'iosProfile';

export interface DownloadOption {
  kind: DownloadOptionKind;
  platform: Exclude<AppPlatform, 'desktop'>;
  /** The file or store link; none for the home-screen install. */
  url?: string;
}

export function downloadOptions(links: DownLinkObj, platform: AppPlatform, offerHomeScreen: boolean): DownloadOption[] {
  const android: DownloadOption[] = links.Android ? [{ kind: 'android', platform: 'android', url: links.Android }] : [];
  const ios: DownloadOption[] = [
    ...(links.IOS ? [{ kind: 'ios' as const, platform: 'ios' as const, url: links.IOS }] : []),
    ...(links.MOBILECONFIG ? [{ kind: 'iosProfile' as const, platform: 'ios' as const, url: links.MOBILECONFIG }] : []),
  ];
  const files = platform === 'ios' ? [...ios, ...android] : [...android, ...ios];
  const homeScreen: DownloadOption[] = offerHomeScreen && platform !== 'desktop' ? [{ kind: 'homeScreen', platform }] : [];
  return [...homeScreen, ...files];
}
