/**
 * Which ad pixels the merchant configured (their ids in localStorage) and each one's tracking channel (Q88), in the
 * vendors' order. Known without the vendors' code, which loads only once a pixel is configured.
 */
import type { PixelTrackKey } from '../rules/pixel-track';

export const PIXEL_CHANNELS: readonly { idKey: PixelTrackKey; channel: string }[] = [
  { idKey: 'fbPixelId', channel: 'facebook' },
  { idKey: 'gtmId', channel: 'gtm' },
  { idKey: 'gtagId', channel: 'google' },
  { idKey: 'tiktokPixelId', channel: 'tiktok' },
  { idKey: 'kwaiPixelId', channel: 'kwai' },
  { idKey: 'bigoPixelId', channel: 'bigo' },
  { idKey: 'twitterPixelId', channel: 'twitter' },
];

export interface ConfiguredPixel {
  idKey: PixelTrackKey;
  channel: string;
  id: string;
}

export function configuredPixels(getStored: (key: string) => string | null | undefined): ConfiguredPixel[] {
  return PIXEL_CHANNELS.flatMap(({ idKey, channel }) => {
    let id: string | null | undefined;
    try {
      id = getStored(idKey);
    } catch {
      id = undefined;
    }
    return id ? [{ idKey, channel, id }] : [];
  });
}
