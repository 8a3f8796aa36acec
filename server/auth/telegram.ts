/**
 * Telegram authorisation checks (core.telegram.org): Login Widget data is an HMAC-SHA256 over the sorted
 * `key=value` lines keyed by SHA256(bot token); Mini App initData uses the key HMAC-SHA256("WebAppData", bot token).
 * The hash is compared in constant time, and auth_date must be neither older than the age limit nor in the future.
 *
 * Replays: the signed data carries no nonce or one-time element; it is a bearer credential the page may present again
 * (the widget's result is kept until the login completes, ACCEPTANCE C102), and Telegram's own guidance against
 * outdated data is the auth_date check. So the age limit is the bound on reuse, by design.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

export const TELEGRAM_AUTH_MAX_AGE_S = 24 * 60 * 60;
/** How far ahead of this server's clock Telegram's auth_date may be. */
export const TELEGRAM_AUTH_FUTURE_SKEW_S = 60;

export interface TelegramUser {
  id: string;
  firstName: string;
  username: string | undefined;
  photoUrl: string | undefined;
}

function dataCheckString(fields: Record<string, string>): string {
  return Object.keys(fields)
    .filter((key) => key !== 'hash')
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join('\n');
}

export function widgetHash(fields: Record<string, string>, botToken: string): string {
  const key = createHash('sha256').update(botToken).digest();
  return createHmac('sha256', key).update(dataCheckString(fields)).digest('hex');
}

export function webAppHash(fields: Record<string, string>, botToken: string): string {
  const key = createHmac('sha256', 'WebAppData').update(botToken).digest();
  return createHmac('sha256', key).update(dataCheckString(fields)).digest('hex');
}

/** Node's hex decoding stops at the first non-hex character, so the texts' lengths are compared too. */
function sameHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

function stringFields(record: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(record)
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key, value]) => [key, String(value)]),
  );
}

/** The widget result as JSON, as base64 JSON (#tgAuthResult), or Mini App initData (a query string). */
function parseAuth(telegramAuth: string): { fields: Record<string, string>; webApp: boolean } | undefined {
  const text = telegramAuth.trim();
  const candidates = [text];
  if (!text.startsWith('{') && !text.includes('=')) candidates.push(Buffer.from(text, 'base64').toString('utf8'));
  for (const candidate of candidates) {
    if (candidate.startsWith('{')) {
      try {
        return { fields: stringFields(JSON.parse(candidate) as Record<string, unknown>), webApp: false };
      } catch {
        return undefined;
      }
    }
  }
  if (text.includes('hash=')) return { fields: Object.fromEntries(new URLSearchParams(text)), webApp: true };
  return undefined;
}

export function verifyTelegramAuth(telegramAuth: string, botToken: string, nowMs: number): TelegramUser | undefined {
  const parsed = parseAuth(telegramAuth);
  if (!parsed?.fields.hash || !parsed.fields.auth_date) return undefined;
  const expected = parsed.webApp ? webAppHash(parsed.fields, botToken) : widgetHash(parsed.fields, botToken);
  if (!sameHex(parsed.fields.hash, expected)) return undefined;
  const age = nowMs / 1000 - Number(parsed.fields.auth_date);
  if (!Number.isFinite(age) || age > TELEGRAM_AUTH_MAX_AGE_S || age < -TELEGRAM_AUTH_FUTURE_SKEW_S) return undefined;
  if (parsed.webApp) {
    try {
      const user = JSON.parse(parsed.fields.user ?? '') as {
        id?: number;
        first_name?: string;
        username?: string;
        photo_url?: string;
      };
      if (user.id === undefined) return undefined;
      return { id: String(user.id), firstName: user.first_name ?? '', username: user.username, photoUrl: user.photo_url };
    } catch {
      return undefined;
    }
  }
  if (!parsed.fields.id) return undefined;
  return {
    id: parsed.fields.id,
    firstName: parsed.fields.first_name ?? '',
    username: parsed.fields.username,
    photoUrl: parsed.fields.photo_url,
  };
}
