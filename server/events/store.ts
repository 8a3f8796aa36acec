/** Tracking events, stored once per eventId, and performance/metric beacons. */
import { TRACKING_EVENT_NAMES } from '../../src/shared/constants';
import { ErrorCode, type EventAccepted, type TrackingEvent } from '../../src/shared/contract';
import type { Db } from '../db/database';
import { BizError } from '../http/errors';

export interface StoredEvent {
  eventId: string;
  merchant: string;
  domain: string;
  affiliateCode: string;
  eventName: string;
  eventValue: Record<string, unknown>;
  memberId: string | null;
  source: 'post' | 'ping';
  receivedAt: number;
}

const NAMES = new Set<string>(TRACKING_EVENT_NAMES);

/** Checks the shape the JSON schema cannot: a known event name and an eventId. */
export function validateEvent(event: unknown): TrackingEvent {
  const candidate = event as Partial<TrackingEvent> | null;
  if (typeof candidate !== 'object' || candidate === null || typeof candidate.eventName !== 'string') {
    throw new BizError(ErrorCode.BAD_REQUEST, undefined, 400, 'An event needs domain, affiliateCode, eventName and eventValue');
  }
  if (!NAMES.has(candidate.eventName))
    throw new BizError(ErrorCode.EVENT_UNKNOWN, undefined, 200, `Unknown event name ${candidate.eventName}`);
  const eventId = candidate.eventValue?.eventId;
  if (typeof eventId !== 'string' || eventId.length === 0 || eventId.length > 128) {
    throw new BizError(ErrorCode.BAD_REQUEST, undefined, 400, 'eventValue.eventId is required');
  }
  return candidate as TrackingEvent;
}

export function storeEvents(
  db: Db,
  merchant: string,
  memberId: string | null,
  events: TrackingEvent[],
  source: 'post' | 'ping',
  now: number,
): EventAccepted {
  const insert = db.prepare(
    `INSERT INTO events (event_id, merchant, domain, affiliate_code, event_name, event_value, member_id, source, received_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (event_id) DO NOTHING`,
  );
  return db.transaction(() => {
    let accepted = 0;
    for (const event of events) {
      const result = insert.run(
        event.eventValue.eventId,
        merchant,
        event.domain ?? '',
        event.affiliateCode ?? '',
        event.eventName,
        JSON.stringify(event.eventValue),
        memberId,
        source,
        now,
      );
      accepted += result.changes;
    }
    return { accepted, duplicates: events.length - accepted };
  })();
}

interface EventRow {
  event_id: string;
  merchant: string;
  domain: string;
  affiliate_code: string;
  event_name: string;
  event_value: string;
  member_id: string | null;
  source: 'post' | 'ping';
  received_at: number;
}

export function listEvents(db: Db, filter: { eventName?: string; since?: number }): StoredEvent[] {
  const rows = db
    .prepare('SELECT * FROM events WHERE (@eventName IS NULL OR event_name = @eventName) AND received_at >= @since ORDER BY id')
    .all({ eventName: filter.eventName ?? null, since: filter.since ?? 0 }) as EventRow[];
  return rows.map((row) => ({
    eventId: row.event_id,
    merchant: row.merchant,
    domain: row.domain,
    affiliateCode: row.affiliate_code,
    eventName: row.event_name,
    eventValue: JSON.parse(row.event_value) as Record<string, unknown>,
    memberId: row.member_id,
    source: row.source,
    receivedAt: row.received_at,
  }));
}

export function clearEvents(db: Db): void {
  db.prepare('DELETE FROM events').run();
}

export function storeBeacon(db: Db, merchant: string, value: string, contentType: string, now: number): void {
  db.prepare('INSERT INTO beacons (merchant, value, content_type, received_at) VALUES (?, ?, ?, ?)').run(
    merchant,
    value,
    contentType,
    now,
  );
}

export interface StoredBeacon {
  merchant: string;
  value: string;
  contentType: string;
  receivedAt: number;
}

export function listBeacons(db: Db): StoredBeacon[] {
  return (
    db.prepare('SELECT merchant, value, content_type, received_at FROM beacons ORDER BY id').all() as {
      merchant: string;
      value: string;
      content_type: string;
      received_at: number;
    }[]
  ).map((row) => ({ merchant: row.merchant, value: row.value, contentType: row.content_type, receivedAt: row.received_at }));
}
