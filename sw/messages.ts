/**
 * Messages the page posts to the service worker (spec §7 SW messages):
 * - { type: 'STORE_DATA', targetUrl?, iconUrl? }: kept in Dexie preferences for notifications (ACCEPTANCE E3);
 * - { type: 'SKIP_WAITING' }: the update dialog's Refresh activates the waiting worker;
 * - { type: 'GET_VERSION' }: the diagnostics screen asks which build this worker is; the answer goes to the message's
 *   port as { type: 'VERSION', buildId }.
 */
import type { MemberDb } from '../src/data/db';
import { BUILD_ID, type SwVersion } from '../src/shared/build-id';

export const NOTIFICATION_DATA_KEY = 'sw.notificationData';
const MAX_URL_LENGTH = 2048;

export interface NotificationData {
  targetUrl?: string;
  iconUrl?: string;
}

export type SwMessage =
  { type: 'STORE_DATA'; targetUrl?: unknown; iconUrl?: unknown } | { type: 'SKIP_WAITING' } | { type: 'GET_VERSION' };

/** A usable URL for a notification: http(s), absolute or relative to the origin; anything else is ignored. */
export function acceptableUrl(value: unknown, origin: string): string | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_URL_LENGTH) return undefined;
  try {
    const url = new URL(value, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? value : undefined;
  } catch {
    return undefined;
  }
}

export async function readNotificationData(db: MemberDb): Promise<NotificationData> {
  const row = await db.preferences.get(NOTIFICATION_DATA_KEY);
  return (row?.value as NotificationData | undefined) ?? {};
}

/** Merges the fields a STORE_DATA message carries into what is kept; returns what is kept now. */
export async function storeNotificationData(db: MemberDb, message: { targetUrl?: unknown; iconUrl?: unknown }, origin: string) {
  const targetUrl = acceptableUrl(message.targetUrl, origin);
  const iconUrl = acceptableUrl(message.iconUrl, origin);
  return db.transaction('rw', db.preferences, async () => {
    const kept = await readNotificationData(db);
    const next: NotificationData = { ...kept, ...(targetUrl ? { targetUrl } : {}), ...(iconUrl ? { iconUrl } : {}) };
    if (targetUrl || iconUrl) await db.preferences.put({ key: NOTIFICATION_DATA_KEY, value: next });
    return next;
  });
}

export interface MessageDeps {
  db: MemberDb;
  origin: string;
  skipWaiting: () => Promise<void>;
  /** Answers the message's sender (its MessagePort). */
  reply?: (answer: SwVersion) => void;
}

/** Handles one message; the returned promise (or undefined for an unknown message) goes to event.waitUntil. */
export function handleSwMessage(data: unknown, deps: MessageDeps): Promise<unknown> | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  const message = data as { type?: unknown };
  if (message.type === 'SKIP_WAITING') return deps.skipWaiting();
  if (message.type === 'GET_VERSION') {
    deps.reply?.({ type: 'VERSION', buildId: BUILD_ID });
    return Promise.resolve();
  }
  if (message.type === 'STORE_DATA')
    return storeNotificationData(deps.db, data as { targetUrl?: unknown; iconUrl?: unknown }, deps.origin);
  return undefined;
}
