/**
 * enqueue: the event is in Dexie, with its eventId, before anything is sent (ARCHITECTURE "An event").
 */
import type { MemberDb, OutboxRecord } from '../db';
import type { TrackingEvent, TrackingEventValue } from '../../shared/contract';
import { TRACKING_EVENT_NAMES, type TrackingEventName } from '../../shared/constants';
import { countUnstorable, insertPending } from './store';
import { randomUuid } from './uuid';

/** An event as a screen creates it: eventId is optional (given, it makes enqueue idempotent). */
export interface NewTrackingEvent {
  domain: string;
  affiliateCode: string;
  eventName: TrackingEventName;
  eventValue: Omit<TrackingEventValue, 'eventId' | 'droppedCount'> & { eventId?: string };
}

export interface EnqueueDeps {
  now?: () => number;
  randomUUID?: () => string;
}

const EVENT_NAMES: readonly string[] = TRACKING_EVENT_NAMES;

function isQuotaError(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    ((error as { name?: unknown }).name === 'QuotaExceededError' ||
      (error as { inner?: { name?: unknown } }).inner?.name === 'QuotaExceededError')
  );
}

/**
 * Stores the event as pending and returns its record. Throws a TypeError for a name outside the 16 of spec §9
 * (ACCEPTANCE F29). Caps are enforced here (see store.ts); an event that cannot be stored at all (quota) is
 * counted as dropped before the error is rethrown.
 */
export async function enqueue(db: MemberDb, event: NewTrackingEvent, deps: EnqueueDeps = {}): Promise<OutboxRecord> {
  if (!EVENT_NAMES.includes(event.eventName)) throw new TypeError(`Unknown tracking event name: ${String(event.eventName)}`);
  const eventId = event.eventValue.eventId ?? (deps.randomUUID ?? randomUuid)();
  const { droppedCount: _ignored, ...eventValue } = event.eventValue as TrackingEventValue;
  const wire: TrackingEvent = {
    domain: event.domain,
    affiliateCode: event.affiliateCode,
    eventName: event.eventName,
    eventValue: { ...eventValue, eventId },
  };
  try {
    const { record } = await insertPending(db, wire, (deps.now ?? Date.now)());
    return record;
  } catch (error) {
    if (isQuotaError(error)) await countUnstorable(db);
    throw error;
  }
}

/**
 * Stores the event unless the flag (a preferences key) is set, setting it in the same transaction, so two tabs cannot
 * both record a once-per-device event. True when stored.
 */
export function enqueueOnce(db: MemberDb, flagKey: string, event: NewTrackingEvent, deps: EnqueueDeps = {}): Promise<boolean> {
  return db.transaction('rw', [db.preferences, db.outbox, db.outboxMeta], async () => {
    if (await db.preferences.get(flagKey)) return false;
    await db.preferences.put({ key: flagKey, value: (deps.now ?? Date.now)() });
    await enqueue(db, event, deps);
    return true;
  });
}
