/**
 * The page records tracking events straight into the Dexie outbox (it survives a worker that dies with
 * its tab), then asks the API worker to flush. Once-rules live here: firstOpen once per device (across
 * tabs), viewContent once per browser session (a tab, across reloads).
 */
import { getDb } from '../../data/db';
import { enqueue, type NewTrackingEvent } from '../../data/outbox';
import type { TrackingEventName } from '../../shared/constants';

export interface TrackingContext {
  domain: string;
  affiliateCode: string;
  tid?: string;
  pwaType: 'H5' | 'PWA';
}

const FIRST_OPEN_KEY = 'tracking.firstOpen';
const VIEW_CONTENT_SESSION_KEY = 'tracking.viewContent';

function newEvent(eventName: TrackingEventName, context: TrackingContext, value: Record<string, unknown> = {}): NewTrackingEvent {
  return {
    domain: context.domain,
    affiliateCode: context.affiliateCode,
    eventName,
    eventValue: { ...value, tid: context.tid ?? '', pwaType: context.pwaType },
  };
}

export async function recordEvent(
  eventName: TrackingEventName,
  context: TrackingContext,
  value?: Record<string, unknown>,
): Promise<void> {
  await enqueue(getDb(), newEvent(eventName, context, value));
}

/** firstOpen: once per device. The flag and the event are written in one transaction, so two tabs cannot both record it. */
export async function recordFirstOpen(context: TrackingContext): Promise<boolean> {
  const db = getDb();
  return db.transaction('rw', [db.preferences, db.outbox, db.outboxMeta], async () => {
    if (await db.preferences.get(FIRST_OPEN_KEY)) return false;
    await db.preferences.put({ key: FIRST_OPEN_KEY, value: Date.now() });
    await enqueue(db, newEvent('firstOpen', context));
    return true;
  });
}

/** viewContent: once per browser session (sessionStorage is per tab and survives reloads). */
export async function recordViewContent(context: TrackingContext, storage: Storage = sessionStorage): Promise<boolean> {
  if (storage.getItem(VIEW_CONTENT_SESSION_KEY)) return false;
  storage.setItem(VIEW_CONTENT_SESSION_KEY, '1');
  try {
    await recordEvent('viewContent', context);
    return true;
  } catch (error) {
    storage.removeItem(VIEW_CONTENT_SESSION_KEY);
    throw error;
  }
}

export function currentTrackingContext(): TrackingContext {
  const standalone = window.matchMedia?.('(display-mode: standalone)').matches ?? false;
  return {
    domain: location.hostname,
    affiliateCode: '',
    tid: new URLSearchParams(location.search).get('tid') ?? undefined,
    pwaType: standalone ? 'PWA' : 'H5',
  };
}
