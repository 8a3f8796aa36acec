/**
 * The fallback ping URL (spec §7, ACCEPTANCE F31): GET /wps/system/test/ping?events=<URL-encoded JSON array of
 * the event objects>. Batches are sized on the full URL, which must stay under EVENT_PING_URL_MAX_BYTES.
 */
import { endpoints } from '../../shared/contract';
import type { TrackingEvent } from '../../shared/contract';
import { EVENT_PING_URL_MAX_BYTES } from '../../shared/constants';
import { OUTBOX_PING_MAX_EVENTS } from './constants';

/** '[' and ']' encode to 3 characters each, and so does every ',' between two events. */
const ENCODED_BRACKETS = 6;
const ENCODED_COMMA = 3;

export function pingUrlPrefix(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${endpoints.ping.path}?events=`;
}

export function buildPingUrl(baseUrl: string, events: readonly TrackingEvent[]): string {
  return pingUrlPrefix(baseUrl) + encodeURIComponent(JSON.stringify(events));
}

/** The encoded length of one event inside the array (the URL is ASCII after encoding, so characters are bytes). */
export function encodedEventLength(event: TrackingEvent): number {
  return encodeURIComponent(JSON.stringify(event)).length;
}

/**
 * Grows a batch one event at a time while the URL stays strictly under the limit (and the batch within
 * OUTBOX_PING_MAX_EVENTS). Gives the same length as buildPingUrl without building it.
 */
export class PingBatchSizer {
  private length: number;
  private count = 0;

  constructor(
    baseUrl: string,
    private readonly maxBytes = EVENT_PING_URL_MAX_BYTES,
  ) {
    this.length = pingUrlPrefix(baseUrl).length + ENCODED_BRACKETS;
  }

  /** The URL length with this event added. */
  lengthWith(event: TrackingEvent): number {
    return this.length + encodedEventLength(event) + (this.count > 0 ? ENCODED_COMMA : 0);
  }

  fits(event: TrackingEvent): boolean {
    return this.count < OUTBOX_PING_MAX_EVENTS && this.lengthWith(event) < this.maxBytes;
  }

  add(event: TrackingEvent): void {
    this.length = this.lengthWith(event);
    this.count += 1;
  }
}
