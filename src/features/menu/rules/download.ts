/**
 * Which download link the APP entry starts (spec §3 Download link resource, §5; ACCEPTANCE D29, E27): iOS takes the
 * store link, else the lite profile (MOBILECONFIG); Android takes the apk. Links ending .mobileconfig, .apk or .ipa
 * open in the same window, any other in a new one.
 */
import type { DownloadSetting } from '../../../shared/contract';

export type DownloadPlatform = 'ios' | 'android' | 'desktop';
type DownloadLinks = DownloadSetting['links'];

const PLATFORM_LINK_KEYS: Record<DownloadPlatform, readonly DownloadLinks[number]['resourceType'][]> = {
  ios: ['IOS', 'MOBILECONFIG'],
  android: ['Android'],
  desktop: [],
};

const SAME_WINDOW_EXTENSIONS = ['.mobileconfig', '.apk', '.ipa'] as const;

/** The platform's download link, or undefined when the merchant has none for it (or the links are not stored yet). */
export function platformDownloadLink(links: DownloadLinks | undefined, platform: DownloadPlatform): string | undefined {
  for (const key of PLATFORM_LINK_KEYS[platform]) {
    const url = links?.find((link) => link.resourceType === key)?.url.trim();
    if (url) return url;
  }
  return undefined;
}

/** A file download (.mobileconfig, .apk, .ipa, query and fragment ignored) stays in the same window (E27). */
export function opensInSameWindow(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0]?.toLowerCase() ?? '';
  return SAME_WINDOW_EXTENSIONS.some((extension) => path.endsWith(extension));
}
