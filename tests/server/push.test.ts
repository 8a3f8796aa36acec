/** The FCM emulator (ACCEPTANCE 3.6), push registrations (R6–R8) and the QA push surface (3.5 POST /__qa/push). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PushMessage } from '../../src/shared/push-message';
import { login, startServer, type TestServer } from './helpers';

const INSTALLATIONS = '/__emu/fcm/installations/v1/projects/demo-test/installations';
const REGISTRATIONS = '/__emu/fcm/registrations/v1/projects/demo-test/registrations';
const API_KEY = { 'x-goog-api-key': 'demo-api-key-demo' };

interface Delivery {
  registrationToken: string;
  endpoint: string | null;
  data: PushMessage;
}

describe('push: FCM emulator and QA surface', () => {
  let server: TestServer;
  let member1: string;
  beforeAll(async () => {
    server = await startServer();
    member1 = await login(server, 'member1');
  });
  afterAll(() => server.close());

  /** An installation and a registration, as the local provider makes them. */
  async function device(fid = 'cAbCdEfGhIjKlMnOpQrStU') {
    const installation = await server.call<never>('POST', INSTALLATIONS, {
      headers: API_KEY,
      body: { fid, appId: '1:1000000004:web:demo', authVersion: 'FIS_v2', sdkVersion: 'w:local' },
    });
    const auth = (installation.body as unknown as { authToken: { token: string } }).authToken.token;
    const headers = { ...API_KEY, 'x-goog-firebase-installations-auth': `FIS_v2 ${auth}` };
    const registered = await server.call<never>('POST', REGISTRATIONS, {
      headers,
      body: { senderId: '100000000001', web: { applicationPubKey: 'BQA-DEMO-vapid-public-key', endpoint: 'https://x.test/e' } },
    });
    return { headers, token: (registered.body as unknown as { token: string }).token };
  }

  it('the QA runtime config selects the local push provider', async () => {
    const config = await server.call('GET', '/m/config.json', { headers: { Host: 'localhost' } });
    expect(config.text).toContain('"pushProvider":"local"');
  });

  it('makes an installation and a token, checks, rotates and deletes it like FCM', async () => {
    const { headers, token } = await device();
    expect(token).toMatch(/^cAbCdEfGhIjKlMnOpQrStU:APA91b/);
    const check = await server.call<never>('GET', `${REGISTRATIONS}/${encodeURIComponent(token)}`, { headers });
    expect(check.body).toEqual({ token });

    const rotated = await server.call<{ token: string }>('POST', '/__qa/push/rotate', { body: { registrationToken: token } });
    const next = rotated.body.value?.token ?? '';
    expect(next).not.toBe(token);
    const after = await server.call<never>('GET', `${REGISTRATIONS}/${encodeURIComponent(token)}`, { headers });
    expect(after.body).toEqual({ token: next });

    const listed = await server.call<{ devices: { token: string; vapidKey: string; senderId: string }[] }>(
      'GET',
      '/__qa/push/registrations',
    );
    expect(listed.body.value?.devices.filter((entry) => entry.token.startsWith('cAbCdEfGhIjKlMnOpQrStU:'))).toEqual([
      expect.objectContaining({ token: next, vapidKey: 'BQA-DEMO-vapid-public-key', senderId: '100000000001' }),
    ]);

    expect((await server.call('DELETE', `${REGISTRATIONS}/${encodeURIComponent(next)}`, { headers })).status).toBe(200);
    expect((await server.call('GET', `${REGISTRATIONS}/${encodeURIComponent(next)}`, { headers })).status).toBe(404);
  });

  it('refuses a registration without a known installation, and an installation without an API key', async () => {
    const noAuth = await server.call('POST', REGISTRATIONS, {
      headers: { ...API_KEY, 'x-goog-firebase-installations-auth': 'FIS_v2 nope' },
      body: { senderId: '1', web: { applicationPubKey: 'k', endpoint: 'e' } },
    });
    expect(noAuth.status).toBe(401);
    const noKey = await server.call('POST', INSTALLATIONS, { body: { fid: 'f', appId: 'a' } });
    expect(noKey.status).toBe(403);
  });

  it('answers an injected 503 on installations (F46), then works', async () => {
    await server.call('POST', '/__qa/faults', { body: { match: { path: INSTALLATIONS }, times: 1, status: 503 } });
    const first = await server.call('POST', INSTALLATIONS, { headers: API_KEY, body: { fid: 'f1', appId: 'a' } });
    expect(first.status).toBe(503);
    const second = await server.call('POST', INSTALLATIONS, { headers: API_KEY, body: { fid: 'f1', appId: 'a' } });
    expect(second.status).toBe(200);
  });

  it('lists the bindings and sends a test notification to a registered device in the FCM format', async () => {
    const { token } = await device('dAbCdEfGhIjKlMnOpQrStU');
    await server.call('POST', '/wps/relay/CSP_fcmBind', { body: { registrationToken: token }, token: member1 });
    await server.call('POST', '/wps/relay/CSP_fcmSubscribe', { body: { registrationToken: token, topic: 'DEMO' } });

    const listed = await server.call<{ tokens: { registrationToken: string; memberId: string | null; topics: string[] }[] }>(
      'GET',
      '/__qa/push/registrations?merchant=DEMO',
    );
    expect(listed.body.value?.tokens).toEqual([
      expect.objectContaining({ registrationToken: token, topics: ['DEMO'], memberId: expect.any(String) }),
    ]);

    const sent = await server.call<{ deliveries: Delivery[] }>('POST', '/__qa/push', {
      body: { merchant: 'DEMO', token, title: 'Bonus', body: 'A gift is waiting', target: '/m/activity?id=PROMO1' },
    });
    const [delivery] = sent.body.value?.deliveries ?? [];
    expect(delivery?.registrationToken).toBe(token);
    expect(delivery?.endpoint).toBe('https://x.test/e');
    expect(delivery?.data).toMatchObject({
      notification: { title: 'Bonus', body: 'A gift is waiting' },
      fcmOptions: { link: '/m/activity?id=PROMO1' },
      from: '100000000001',
    });
    expect((await server.call<unknown[]>('GET', '/__qa/push/sent')).body.value).toHaveLength(1);

    expect((await server.call('POST', '/__qa/push', { body: { token: 'unknown', title: 't', body: 'b' } })).status).toBe(404);
    expect((await server.call('POST', '/__qa/push', { body: { token } })).status).toBe(400);

    // After CSP_fcmUnsubscribe {unsubscribeAll:true} the device is no longer a target.
    await server.call('POST', '/wps/relay/CSP_fcmUnsubscribe', { body: { registrationToken: token, unsubscribeAll: true } });
    expect((await server.call('POST', '/__qa/push', { body: { token, title: 't', body: 'b' } })).status).toBe(404);
  });

  it('reset clears the emulator and the sent log', async () => {
    await device();
    await server.call('POST', '/__qa/reset', { body: {} });
    const listed = await server.call<{ devices: unknown[]; tokens: unknown[] }>('GET', '/__qa/push/registrations');
    expect(listed.body.value).toEqual({ devices: [], tokens: [] });
    expect((await server.call<unknown[]>('GET', '/__qa/push/sent')).body.value).toEqual([]);
  });
});
