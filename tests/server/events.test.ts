import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { EventAccepted } from '../../src/shared/contract';
import { login, startServer, type TestServer } from './helpers';

const event = (eventId: string, eventName = 'login') => ({
  domain: 'www.demo.test',
  affiliateCode: '',
  eventName,
  eventValue: { eventId, customerId: 'DEMO-member1', currency: 'PHP' },
});

describe('tracking events and beacons', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.call('DELETE', '/__qa/events');
  });

  it('W27 stores an event once and counts duplicates', async () => {
    const first = await server.call<EventAccepted>('POST', '/wps/system/event', { body: event('e-1') });
    expect(first.body.value).toEqual({ accepted: 1, duplicates: 0 });
    const again = await server.call<EventAccepted>('POST', '/wps/system/event', {
      body: event('e-1'),
      token: await login(server, 'member1'),
    });
    expect(again.body).toEqual({ success: true, value: { accepted: 0, duplicates: 1 } });
    const stored = await server.call<{ eventId: string }[]>('GET', '/__qa/events?eventName=login');
    expect(stored.body.value?.map((entry) => entry.eventId)).toEqual(['e-1']);
  });

  it('W27 refuses unknown names and a missing eventId', async () => {
    expect((await server.call('POST', '/wps/system/event', { body: event('e-2', 'purchase') })).body.errorCode).toBe(
      'event.unknown',
    );
    const noId = await server.call('POST', '/wps/system/event', { body: { ...event('x'), eventValue: { customerId: '1' } } });
    expect(noId.status).toBe(400);
    expect((await server.call<unknown[]>('GET', '/__qa/events')).body.value).toEqual([]);
  });

  it('W26 ping stores the same events, deduplicated across POST and ping', async () => {
    await server.call('POST', '/wps/system/event', { body: event('p-1') });
    const events = encodeURIComponent(JSON.stringify([event('p-1'), event('p-2', 'viewContent')]));
    const ping = await server.call<EventAccepted>('GET', `/wps/system/test/ping?events=${events}`);
    expect(ping.body.value).toEqual({ accepted: 1, duplicates: 1 });
    const again = await server.call<EventAccepted>('GET', `/wps/system/test/ping?events=${events}`);
    expect(again.body.value).toEqual({ accepted: 0, duplicates: 2 });
    const stored = await server.call<{ eventId: string; source: string }[]>('GET', '/__qa/events');
    expect(stored.body.value?.map((entry) => [entry.eventId, entry.source])).toEqual([
      ['p-1', 'post'],
      ['p-2', 'ping'],
    ]);
    const bad = await server.call(
      'GET',
      `/wps/system/test/ping?events=${encodeURIComponent(JSON.stringify([event('p-3', 'nope')]))}`,
    );
    expect(bad.body.errorCode).toBe('event.unknown');
    expect((await server.call('GET', '/wps/system/test/ping?events=%7Bbroken')).status).toBe(400);
  });

  it('W25 collect answers 204 for JSON and for a sendBeacon text/plain body', async () => {
    const json = await server.call('POST', '/wps/system/collect', { body: { merchant: 'DEMO', value: 'status;ms=42' } });
    expect(json.status).toBe(204);
    const beacon = await server.call('POST', '/wps/system/collect', {
      merchant: null,
      rawBody: JSON.stringify({ merchant: 'DEMO', value: 'perf;fcp=1;lcp=2;fs=3;visit=first' }),
      contentType: 'text/plain;charset=UTF-8',
    });
    expect(beacon.status).toBe(204);
    const beacons = await server.call<{ value: string; merchant: string }[]>('GET', '/__qa/beacons');
    expect(beacons.body.value?.map((entry) => entry.value)).toEqual(['status;ms=42', 'perf;fcp=1;lcp=2;fs=3;visit=first']);
  });
});
