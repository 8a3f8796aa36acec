/**
 * Telegram Login, as pure rules (spec §4 Social login, §7; ACCEPTANCE C80, C82, C83, C102, C103): the auth page the
 * popup (or the redirect) opens, with the bot of WPSCORE_getTelegramLoginSetting; the result Telegram hands back —
 * a message to the opener, JSON.stringify({event: 'auth_result', result}), or the fragment #tgAuthResult=<base64 JSON>
 * after a redirect, false when the member cancelled —; and what the login sends as telegramAuth.
 * Nothing here reads the window: the caller passes the origin, the message and the fragment in.
 */
import { TELEGRAM_AUTH_URL } from '../../../shared/constants';

/** The fragment parameter Telegram's redirect carries the result in. */
export const TELEGRAM_AUTH_RESULT_PARAM = 'tgAuthResult';

/**
 * Telegram's signed Login Widget data. Every field is signed (the hash covers them all), so fields this page does not
 * know are kept as they came and sent on unchanged.
 */
export interface TelegramAuthData {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  photo_url?: string;
  auth_date: number;
  hash: string;
  [field: string]: string | number | undefined;
}

export type TelegramFragmentResult =
  /** No tgAuthResult in the fragment. */
  | { kind: 'none' }
  | { kind: 'auth'; data: TelegramAuthData }
  /** #tgAuthResult=false: the member pressed Cancel. */
  | { kind: 'cancelled' }
  /** A tgAuthResult that does not decode to auth data (C83: a console warning, nothing else). */
  | { kind: 'invalid' };

/** Longer results are refused before any decoding: Telegram's data is a few hundred characters. */
const MAX_RESULT_CHARS = 8 * 1024;
const MAX_FIELDS = 32;
const MAX_FIELD_CHARS = 2048;
const FIELD_NAME = /^[a-z][a-z0-9_]{0,63}$/;
const HASH = /^[0-9a-f]{64}$/i;

/** The Telegram bot the merchant logs in with (WPSCORE_getTelegramLoginSetting). */
export interface TelegramLoginSetting {
  botId: string;
  authDomain: string;
}

/**
 * The auth page for the site at `origin`: `<base>?bot_id&origin&request_access=write[&return_to]`, as the Login
 * Widget opens it. `base` is the runtime config's telegramAuthUrl (a path is taken on the site's origin); none or ''
 * means Telegram's own page (TELEGRAM_AUTH_URL). With returnTo, Telegram redirects there instead of answering an opener.
 */
export function telegramAuthPageUrl(
  base: string | undefined,
  setting: TelegramLoginSetting,
  origin: string,
  returnTo?: string,
): string {
  const url = new URL(base || TELEGRAM_AUTH_URL, origin);
  url.searchParams.set('bot_id', setting.botId);
  url.searchParams.set('origin', origin);
  url.searchParams.set('request_access', 'write');
  if (returnTo !== undefined) url.searchParams.set('return_to', returnTo);
  return url.href;
}

/** The origin the auth page's messages come from (what authResultFromMessage expects); undefined for a bad base. */
export function telegramAuthPageOrigin(base: string | undefined, origin: string): string | undefined {
  try {
    return new URL(base || TELEGRAM_AUTH_URL, origin).origin;
  } catch {
    return undefined;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The auth data when the value has its shape (numbers and strings only, a hex hash); undefined otherwise. */
export function toTelegramAuthData(value: unknown): TelegramAuthData | undefined {
  if (!isPlainObject(value)) return undefined;
  const entries = Object.entries(value);
  if (entries.length > MAX_FIELDS) return undefined;
  for (const [name, field] of entries) {
    if (!FIELD_NAME.test(name)) return undefined;
    if (typeof field === 'string' ? field.length > MAX_FIELD_CHARS : typeof field !== 'number' || !Number.isFinite(field))
      return undefined;
  }
  const { id, first_name: firstName, auth_date: authDate, hash } = value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0) return undefined;
  if (typeof firstName !== 'string') return undefined;
  if (typeof authDate !== 'number' || !Number.isSafeInteger(authDate) || authDate <= 0) return undefined;
  if (typeof hash !== 'string' || !HASH.test(hash)) return undefined;
  for (const name of ['last_name', 'username', 'photo_url'])
    if (name in value && typeof value[name] !== 'string') return undefined;
  return Object.fromEntries(entries) as TelegramAuthData;
}

/**
 * The result of a message from the auth page (popup): the auth data, false when the member cancelled, undefined for
 * anything else — another origin, not JSON, not {event: 'auth_result'}, or a result that is not auth data.
 * Telegram posts the JSON text; an object with the same shape is taken too.
 */
export function authResultFromMessage(
  event: { origin: string; data: unknown },
  expectedOrigin: string,
): TelegramAuthData | false | undefined {
  if (!expectedOrigin || event.origin !== expectedOrigin) return undefined;
  let message: unknown = event.data;
  if (typeof message === 'string') {
    if (message.length > MAX_RESULT_CHARS) return undefined;
    try {
      message = JSON.parse(message) as unknown;
    } catch {
      return undefined;
    }
  }
  if (!isPlainObject(message) || message.event !== 'auth_result') return undefined;
  if (message.result === false) return false;
  return toTelegramAuthData(message.result);
}

/** The fragment's `name=value` parts, without the leading '#'. */
function fragmentParts(hash: string): string[] {
  const text = hash.startsWith('#') ? hash.slice(1) : hash;
  return text === '' ? [] : text.split('&');
}

function isAuthResultPart(part: string): boolean {
  const name = part.split('=', 1)[0] ?? '';
  return name === TELEGRAM_AUTH_RESULT_PARAM;
}

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Standard or URL-safe base64, padded or not, to bytes; undefined when it is not base64. */
function base64Bytes(text: string): Uint8Array | undefined {
  const body = text
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .replace(/={1,2}$/, '');
  if (!/^[A-Za-z0-9+/]*$/.test(body) || body.length % 4 === 1) return undefined;
  const bytes = new Uint8Array(Math.floor((body.length * 3) / 4));
  let buffer = 0;
  let bits = 0;
  let index = 0;
  for (const char of body) {
    buffer = (buffer << 6) | BASE64_ALPHABET.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes[index++] = (buffer >> bits) & 0xff;
    }
  }
  return bytes;
}

/** Telegram's redirect result in the address's fragment (#tgAuthResult=…), read without trusting it (C80, C83). */
export function authResultFromFragment(hash: string): TelegramFragmentResult {
  const parts = fragmentParts(hash).filter(isAuthResultPart);
  if (parts.length === 0) return { kind: 'none' };
  if (parts.length > 1) return { kind: 'invalid' };
  const raw = (parts[0] ?? '').slice(TELEGRAM_AUTH_RESULT_PARAM.length + 1);
  // Percent-encoding at most triples the text; anything longer is not Telegram's.
  if (raw.length > MAX_RESULT_CHARS * 3) return { kind: 'invalid' };
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return { kind: 'invalid' };
  }
  if (value === 'false') return { kind: 'cancelled' };
  if (value === '' || value.length > MAX_RESULT_CHARS) return { kind: 'invalid' };
  const bytes = base64Bytes(value);
  if (!bytes) return { kind: 'invalid' };
  let data: TelegramAuthData | undefined;
  try {
    data = toTelegramAuthData(JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)));
  } catch {
    return { kind: 'invalid' };
  }
  return data ? { kind: 'auth', data } : { kind: 'invalid' };
}

/** The fragment without tgAuthResult ('#…', or '' when nothing is left), for history.replaceState after reading it (C80). */
export function fragmentWithoutAuthResult(hash: string): string {
  const rest = fragmentParts(hash).filter((part) => part !== '' && !isAuthResultPart(part));
  return rest.length > 0 ? `#${rest.join('&')}` : '';
}

/** What the login sends as telegramAuth (C103): the auth data as JSON, which the backend verifies as it is. */
export function telegramAuthPayload(data: TelegramAuthData): string {
  return JSON.stringify(data);
}
