/**
 * Device id (spec §3, §4 Token change, §5; ACCEPTANCE C63, C64): a 36-character UUID kept in localStorage and in a
 * cookie for 365 days on the top-level domain. An invalid stored value is discarded, the cookie is tried, else a new
 * id is made.
 */
import { DEVICE_ID_COOKIE_DAYS, DEVICE_ID_LENGTH } from '../../shared/constants';
import { readCookie, topLevelCookieDomain } from '../../shared/cookies';

export const DEVICE_ID_KEY = 'deviceId';
const DAY_MS = 24 * 60 * 60 * 1000;

export function isValidDeviceId(value: string | null | undefined): value is string {
  return typeof value === 'string' && value.length === DEVICE_ID_LENGTH;
}

export { readCookie, topLevelCookieDomain } from '../../shared/cookies';

/** The Set-Cookie string document.cookie takes for the device id. */
export function deviceIdCookie(value: string, hostname: string, now: number, secure = false): string {
  const expires = new Date(now + DEVICE_ID_COOKIE_DAYS * DAY_MS).toUTCString();
  const domain = topLevelCookieDomain(hostname);
  return [
    `${DEVICE_ID_KEY}=${encodeURIComponent(value)}`,
    'path=/',
    `expires=${expires}`,
    `max-age=${DEVICE_ID_COOKIE_DAYS * 24 * 60 * 60}`,
    ...(domain ? [`domain=${domain}`] : []),
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export type DeviceIdSource = 'storage' | 'cookie' | 'generated';

/** Pure choice: the stored id when valid, else the cookie's when valid, else a generated one. */
export function chooseDeviceId(
  stored: string | null | undefined,
  cookie: string | null | undefined,
  generate: () => string,
): { id: string; source: DeviceIdSource } {
  if (isValidDeviceId(stored)) return { id: stored, source: 'storage' };
  if (isValidDeviceId(cookie)) return { id: cookie, source: 'cookie' };
  return { id: generate(), source: 'generated' };
}

/** A v4 UUID from crypto.randomUUID, or from getRandomValues where randomUUID is missing (plain-HTTP pages). */
export function generateUuid(
  crypto: Pick<Crypto, 'getRandomValues'> & { randomUUID?: () => string } = globalThis.crypto,
): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export interface DeviceIdEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** document.cookie as a property: reading gives all cookies, writing sets one. */
  cookies: { get(): string; set(cookie: string): void };
  hostname: string;
  secure?: boolean;
  now?: () => number;
  generate?: () => string;
}

/** Reads or makes the device id and writes it back to localStorage and the cookie (the cookie's expiry slides). */
export function ensureDeviceId(env: DeviceIdEnvironment): string {
  let stored: string | null;
  try {
    stored = env.storage.getItem(DEVICE_ID_KEY);
  } catch {
    stored = null;
  }
  const { id } = chooseDeviceId(stored, readCookie(env.cookies.get(), DEVICE_ID_KEY), env.generate ?? (() => generateUuid()));
  try {
    if (stored !== id) env.storage.setItem(DEVICE_ID_KEY, id);
  } catch {
    // Storage refused (private mode, quota): the cookie still carries the id.
  }
  env.cookies.set(deviceIdCookie(id, env.hostname, (env.now ?? Date.now)(), env.secure));
  return id;
}

/** ensureDeviceId against the page's own localStorage and document.cookie. */
export function browserDeviceId(): string {
  return ensureDeviceId({
    storage: localStorage,
    cookies: {
      get: () => document.cookie,
      set: (cookie) => {
        document.cookie = cookie;
      },
    },
    hostname: location.hostname,
    secure: location.protocol === 'https:',
  });
}
