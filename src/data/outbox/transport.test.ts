import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { backoffDelay, buildPingUrl, classifyResponse, createEventTransport, parseRetryAfter } from '.';
import { PingBatchSizer } from './ping-url';
import type { TrackingEvent } from '../../shared/contract';
import { EVENT_PING_ABORT_MS, EVENT_PING_URL_MAX_BYTES } from '../../shared/constants';
import { BASE_URL, FakeBackend, T0, drive, useFakeClock } from '../../../tests/unit/support/outbox-helpers';

const headers = (h: Record<string, string> = {}) => new Headers(h);
const env = (body: unknown) => JSON.stringify(body);

function event(id: string, extra: Record<string, unknown> = {}): TrackingEvent {
  return { domain: 'm.demo.test', affiliateCode: 'a1', eventName: 'login', eventValue: { eventId: id, ...extra } };
}

describe('classifyResponse', () => {
  it.each([
    [200, env({ success: true, value: { accepted: 1, duplicates: 0 } }), 'ok'],
    [200, env({ success: true, value: { accepted: 0, duplicates: 1 } }), 'ok'],
    [200, env({ success: false, errorCode: 'TOO_MANY_REQUEST' }), 'retry'],
    [400, env({ success: false, errorCode: 'TOO_MANY_REQUESTS_IP' }), 'retry'],
    [408, '', 'retry'],
    [429, '', 'retry'],
    [500, env({ success: false, errorCode: 'internal.error' }), 'retry'],
    [502, '<html>bad gateway</html>', 'retry'],
    [503, '', 'retry'],
    [599, '', 'retry'],
    [414, env({ success: false, errorCode: 'uri.too.long' }), 'tooLong'],
    [431, '', 'tooLong'],
    [400, env({ success: false, errorCode: 'event.unknown' }), 'final'],
    [200, env({ success: false, errorCode: 'merchant.not.found' }), 'final'],
    [401, '', 'final'],
    [404, env({ success: false, errorCode: 'not.found' }), 'final'],
    [413, env({ success: false, errorCode: 'payload.too.large' }), 'final'],
    // Not the backend's word on the event: a captive portal's redirect, a proxy's page.
    [302, '', 'retry'],
    [0, '', 'retry'],
    [200, '<html>portal</html>', 'retry'],
  ])('%i %s → %s', (status, body, kind) => {
    expect(classifyResponse(status, body, headers(), T0).kind).toBe(kind);
  });

  it('keeps the code: the envelope errorCode, else http.<status>', () => {
    expect(classifyResponse(400, env({ success: false, errorCode: 'event.unknown' }), headers(), T0)).toEqual({
      kind: 'final',
      status: 400,
      code: 'event.unknown',
    });
    expect(classifyResponse(401, 'nope', headers(), T0)).toEqual({ kind: 'final', status: 401, code: 'http.401' });
    expect(classifyResponse(503, '', headers(), T0)).toEqual({ kind: 'retry', status: 503, code: 'http.503' });
  });

  it('reads Retry-After on a retryable answer', () => {
    expect(classifyResponse(429, '', headers({ 'Retry-After': '3' }), T0)).toMatchObject({ kind: 'retry', retryAfterMs: 3000 });
    const date = new Date(T0 + 5000).toUTCString();
    expect(classifyResponse(503, '', headers({ 'Retry-After': date }), T0)).toMatchObject({ retryAfterMs: 5000 });
    expect(classifyResponse(503, '', headers({ 'Retry-After': 'soon' }), T0)).not.toHaveProperty('retryAfterMs');
  });
});

describe('parseRetryAfter and backoffDelay', () => {
  it('parses delta-seconds and HTTP-dates; a past date is 0', () => {
    expect(parseRetryAfter('120', T0)).toBe(120_000);
    expect(parseRetryAfter(' 0 ', T0)).toBe(0);
    expect(parseRetryAfter(new Date(T0 - 60_000).toUTCString(), T0)).toBe(0);
    expect(parseRetryAfter(null, T0)).toBeUndefined();
    expect(parseRetryAfter('-1', T0)).toBeUndefined();
  });

  it('doubles from 1000 ms, plus 0 to 500 ms of jitter', () => {
    expect([1, 2, 3, 4, 5].map((r) => backoffDelay(r, () => 0))).toEqual([1000, 2000, 4000, 8000, 16000]);
    expect([1, 2, 3, 4, 5].map((r) => backoffDelay(r, () => 0.999999))).toEqual([1500, 2500, 4500, 8500, 16500]);
  });
});

describe('ping URL', () => {
  it('is the ping path with the URL-encoded JSON array of the events', () => {
    const events = [event('a', { note: 'é & ?' }), event('b')];
    const url = new URL(buildPingUrl(`${BASE_URL}/`, events));
    expect(url.origin + url.pathname).toBe(`${BASE_URL}/wps/system/test/ping`);
    expect(JSON.parse(url.searchParams.get('events')!)).toEqual(events);
  });

  it('the sizer measures exactly what buildPingUrl builds, and keeps it under 8 KB', () => {
    const sizer = new PingBatchSizer(BASE_URL);
    const batch: TrackingEvent[] = [];
    for (let i = 0; ; i += 1) {
      const next = event(`id-${i}`, { text: 'ü€'.repeat(i % 7), n: i });
      if (!sizer.fits(next)) {
        expect(buildPingUrl(BASE_URL, [...batch, next]).length).toBeGreaterThanOrEqual(EVENT_PING_URL_MAX_BYTES);
        break;
      }
      expect(sizer.lengthWith(next)).toBe(buildPingUrl(BASE_URL, [...batch, next]).length);
      sizer.add(next);
      batch.push(next);
    }
    expect(buildPingUrl(BASE_URL, batch).length).toBeLessThan(EVENT_PING_URL_MAX_BYTES);
  });

  it('holds at most 100 events (the reference backend refuses more)', () => {
    const sizer = new PingBatchSizer(BASE_URL, Number.MAX_SAFE_INTEGER);
    let n = 0;
    while (sizer.fits(event(`id-${n}`))) {
      sizer.add(event(`id-${n}`));
      n += 1;
    }
    expect(n).toBe(100);
  });
});

describe('createEventTransport', () => {
  beforeEach(useFakeClock);
  afterEach(() => {
    vi.useRealTimers();
  });

  it('POSTs the event as JSON with the Merchant and Language headers (B3), no Authorization', async () => {
    const backend = new FakeBackend();
    const transport = createEventTransport({
      fetch: backend.fetch,
      baseUrl: `${BASE_URL}/`,
      getMerchant: async () => 'DEMO',
      getLanguage: async () => 'TH',
    });
    expect(await transport.postEvent(event('x'))).toEqual({ kind: 'ok', status: 200 });
    const [call] = backend.calls;
    expect(call?.url.href).toBe(`${BASE_URL}/wps/system/event`);
    expect(call?.headers).toEqual({
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Merchant: 'DEMO',
      Language: 'TH',
    });
    expect(call?.body).toEqual(event('x'));
  });

  it('pings with GET, the Merchant header and the events query', async () => {
    const backend = new FakeBackend();
    const transport = createEventTransport({
      fetch: backend.fetch,
      baseUrl: BASE_URL,
      getLanguage: () => 'EN',
      getMerchant: () => 'DEMO',
    });
    expect((await transport.ping([event('x'), event('y')])).kind).toBe('ok');
    const [call] = backend.calls;
    expect(call?.method).toBe('GET');
    expect(call?.headers['Merchant']).toBe('DEMO');
    expect(call?.headers['Language']).toBe('EN');
    expect(call?.events.map((e) => e.eventValue.eventId)).toEqual(['x', 'y']);
  });

  it('aborts a ping after 15 s: a retryable timeout', async () => {
    const backend = new FakeBackend().failPing('hang');
    const transport = createEventTransport({
      fetch: backend.fetch,
      baseUrl: BASE_URL,
      getLanguage: () => 'EN',
      getMerchant: () => 'DEMO',
    });
    const start = Date.now();
    const outcome = await drive(transport.ping([event('x')]));
    expect(Date.now() - start).toBe(EVENT_PING_ABORT_MS);
    expect(outcome).toEqual({ kind: 'retry', status: 0, code: 'ECONNABORTED' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a network error is retryable; an answer clears the abort timer', async () => {
    const backend = new FakeBackend().failPost('network', 1);
    const transport = createEventTransport({
      fetch: backend.fetch,
      baseUrl: BASE_URL,
      getLanguage: () => 'EN',
      getMerchant: () => 'DEMO',
    });
    expect(await transport.postEvent(event('x'))).toEqual({ kind: 'retry', status: 0, code: 'network.error' });
    expect(await transport.postEvent(event('x'))).toMatchObject({ kind: 'ok' });
    expect(vi.getTimerCount()).toBe(0);
  });

  it('sends nothing while the merchant code is unknown (the backend would refuse every event for good)', async () => {
    const backend = new FakeBackend();
    const stored: { merchant?: string } = {};
    const transport = createEventTransport({
      fetch: backend.fetch,
      baseUrl: BASE_URL,
      getLanguage: () => 'EN',
      getMerchant: () => stored.merchant,
    });
    expect(await transport.canSend()).toBe(false);
    expect(await transport.postEvent(event('x'))).toEqual({ kind: 'retry', status: 0, code: 'merchant.missing' });
    expect(await transport.ping([event('x')])).toEqual({ kind: 'retry', status: 0, code: 'merchant.missing' });
    expect(backend.calls).toHaveLength(0);
    stored.merchant = 'DEMO';
    expect(await transport.canSend()).toBe(true);
  });
});
