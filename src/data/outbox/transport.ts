/**
 * The outbox's own small transport: fetch-based, so the service worker can flush without the API worker's
 * client. Event submissions need no session token; both calls carry the Merchant and Language headers (B3).
 */
import { endpoints } from '../../shared/contract';
import type { TrackingEvent } from '../../shared/contract';
import { EVENT_PING_ABORT_MS } from '../../shared/constants';
import { systemClock, type Clock } from '../clock';
import { classifyFailure, classifyResponse, type Outcome } from './classify';
import { EVENT_POST_ABORT_MS } from './constants';
import { buildPingUrl } from './ping-url';

/** The code of a request not sent because the merchant code is unknown. */
export const MERCHANT_MISSING = 'merchant.missing';

export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

export interface EventTransportOptions {
  fetch?: FetchLike;
  /** The origin (or API base) the /wps paths hang from, absolute so the ping URL is measured in full. */
  baseUrl: string;
  /** The merchant code for the Merchant header; read on every request (it may come from Dexie). */
  getMerchant: () => string | undefined | Promise<string | undefined>;
  /** The current language code for the Language header; read on every request. */
  getLanguage: () => string | undefined | Promise<string | undefined>;
  clock?: Clock;
  postAbortMs?: number;
  pingAbortMs?: number;
}

export interface EventTransport {
  /** The ping URL is sized against this base. */
  readonly baseUrl: string;
  /**
   * False while the merchant code is unknown (a service worker woken before the API worker stored it): without the
   * Merchant header the backend would refuse every event for good, so nothing is sent.
   */
  canSend(): Promise<boolean>;
  /** POST /wps/system/event with the event as the JSON body. */
  postEvent(event: TrackingEvent): Promise<Outcome>;
  /** GET /wps/system/test/ping?events=<URL-encoded JSON array>. */
  ping(events: readonly TrackingEvent[]): Promise<Outcome>;
}

export function createEventTransport(options: EventTransportOptions): EventTransport {
  const clock = options.clock ?? systemClock;
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const baseUrl = options.baseUrl.replace(/\/+$/, '');

  async function send(url: string, init: RequestInit, abortMs: number): Promise<Outcome> {
    const merchant = await options.getMerchant();
    if (!merchant) return { kind: 'retry', status: 0, code: MERCHANT_MISSING };
    const language = await options.getLanguage();
    const headers: Record<string, string> = {
      Accept: 'application/json',
      ...(init.headers as Record<string, string>),
      Merchant: merchant,
      ...(language ? { Language: language } : {}),
    };

    const controller = new AbortController();
    let timedOut = false;
    const timer = clock.setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, abortMs);
    try {
      const response = await doFetch(url, {
        ...init,
        headers,
        signal: controller.signal,
        redirect: 'manual',
        credentials: 'include',
        cache: 'no-store',
      });
      const text = await response.text();
      return classifyResponse(response.status, text, response.headers, clock.now());
    } catch {
      return classifyFailure(timedOut);
    } finally {
      clock.clearTimeout(timer);
    }
  }

  return {
    baseUrl,
    async canSend() {
      return Boolean(await options.getMerchant());
    },
    postEvent(event) {
      return send(
        baseUrl + endpoints.event.path,
        { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(event) },
        options.postAbortMs ?? EVENT_POST_ABORT_MS,
      );
    },
    ping(events) {
      return send(buildPingUrl(baseUrl, events), { method: 'GET' }, options.pingAbortMs ?? EVENT_PING_ABORT_MS);
    },
  };
}
