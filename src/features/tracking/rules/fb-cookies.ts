/**
 * The Facebook click and browser cookies (spec §3 pixelTrack, §9; ACCEPTANCE F14, Q86): with fbclid on the entry and
 * no _fbc cookie, _fbc = fb.1.<ms>.<fbclid>; with no _fbp cookie, _fbp = fb.1.<ms>.<10 random digits>. Both last 90
 * days on the top-level domain; existing cookies are never overwritten.
 */
import { FB_COOKIE_DAYS } from '../../../shared/constants';
import { persistentCookie, readCookie } from '../../../shared/cookies';

export const FBC_COOKIE = '_fbc';
export const FBP_COOKIE = '_fbp';

export interface FbCookieInput {
  /** document.cookie */
  cookies: string;
  fbclid?: string | null;
  hostname: string;
  now: number;
  secure?: boolean;
  /** [0, 1) */
  random?: () => number;
}

function randomDigits(count: number, random: () => number): string {
  let digits = String(1 + Math.floor(random() * 9));
  while (digits.length < count) digits += String(Math.floor(random() * 10));
  return digits;
}

/** The Set-Cookie strings to write (none, one or two). */
export function fbCookieWrites(input: FbCookieInput): string[] {
  const writes: string[] = [];
  const options = { days: FB_COOKIE_DAYS, hostname: input.hostname, now: input.now, secure: input.secure };
  if (input.fbclid && !readCookie(input.cookies, FBC_COOKIE))
    writes.push(persistentCookie(FBC_COOKIE, `fb.1.${input.now}.${input.fbclid}`, options));
  if (!readCookie(input.cookies, FBP_COOKIE))
    writes.push(persistentCookie(FBP_COOKIE, `fb.1.${input.now}.${randomDigits(10, input.random ?? Math.random)}`, options));
  return writes;
}
