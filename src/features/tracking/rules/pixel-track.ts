/**
 * pixelTrack of the register payload (spec §3; ACCEPTANCE F12, Q85): 28 camelCase keys read from localStorage keys of
 * the same names, the _fbc and _fbp cookies and the entry query. The whole object is omitted when every entry is
 * empty. The entry query wins over cookies, cookies over localStorage.
 */
import { readCookie } from '../../../shared/cookies';

export const PIXEL_TRACK_KEYS = [
  'tid',
  'fbPixelId',
  'gtmId',
  'gtagId',
  'tiktokPixelId',
  'kwaiPixelBaseCode',
  'kwaiPixelId',
  'kwaiClickId',
  'kw',
  'voluumCid',
  'propellerVisitorId',
  'kadamId',
  'tfTracker',
  'rtCid',
  'okspIds',
  'obclid',
  'phx',
  'mgs',
  'devilsClickId',
  'macanClickId',
  'fbc',
  'fbp',
  'twclid',
  'twitterPixelId',
  'utmSource',
  'appsflyerId',
  'adjustId',
  'bigoPixelId',
] as const;
export type PixelTrackKey = (typeof PIXEL_TRACK_KEYS)[number];
export type PixelTrack = Partial<Record<PixelTrackKey, string>>;

/** Entry query parameter → pixelTrack key. */
export const PIXEL_QUERY_PARAMS: Readonly<Record<string, PixelTrackKey>> = {
  tid: 'tid',
  kw: 'kw',
  cid: 'voluumCid',
  twclid: 'twclid',
  utm_source: 'utmSource',
  obclid: 'obclid',
  kwaiclid: 'kwaiClickId',
};

/** Cookie name → pixelTrack key. */
export const PIXEL_COOKIES: Readonly<Record<string, PixelTrackKey>> = { _fbc: 'fbc', _fbp: 'fbp' };

export interface PixelSources {
  /** localStorage.getItem (or any lookup by key). */
  getStored: (key: string) => string | null | undefined;
  /** document.cookie */
  cookies: string;
  /** location.search of the entry (or a stored copy of it). */
  search: string;
}

/** The pixelTrack object, or undefined when every entry is empty. */
export function buildPixelTrack(sources: PixelSources): PixelTrack | undefined {
  const track: PixelTrack = {};
  for (const key of PIXEL_TRACK_KEYS) {
    let value: string | null | undefined;
    try {
      value = sources.getStored(key);
    } catch {
      value = undefined;
    }
    if (value) track[key] = value;
  }
  for (const [cookie, key] of Object.entries(PIXEL_COOKIES)) {
    const value = readCookie(sources.cookies, cookie);
    if (value) track[key] = value;
  }
  const query = new URLSearchParams(sources.search);
  for (const [param, key] of Object.entries(PIXEL_QUERY_PARAMS)) {
    const value = query.get(param);
    if (value) track[key] = value;
  }
  return Object.keys(track).length > 0 ? track : undefined;
}
