import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestOf, encryptPayload, publicKey, PASSWORD, startServer, type TestServer } from './helpers';
import { decryptCsPath, encryptCsPath } from '../../server/content/customer-service';

describe('encrypted submissions (ACCEPTANCE Q3)', () => {
  let server: TestServer;
  let key: string;
  beforeAll(async () => {
    server = await startServer();
    key = await publicKey(server);
  });
  afterAll(() => server.close());

  it('serves a base64 SPKI RSA-2048 key', () => {
    const der = Buffer.from(key, 'base64');
    expect(der.length).toBeGreaterThan(290);
    expect(key).toMatch(/^MIIBIjAN/);
  });

  it('decrypts a jsencrypt + crypto-js body and logs the decrypted payload with the password masked', async () => {
    const body = encryptPayload(key, { username: 'member1', password: PASSWORD, type: 'username' });
    const answer = await server.call<{ token: string }>('POST', '/wps/session/login', {
      body,
      headers: { 'X-Digest': digestOf(body.DES), 'X-RSA': body.RSA },
    });
    expect(answer.body.success).toBe(true);
    expect(answer.body.value?.token).toBeTruthy();
    const log = await server.call<{ rawBody: string; decryptedBody: Record<string, unknown> }[]>(
      'GET',
      '/__qa/requests?path=/wps/session/login',
    );
    const entry = log.body.value?.at(-1);
    expect(JSON.parse(entry?.rawBody ?? '{}')).toEqual(body);
    expect(entry?.rawBody).not.toContain(PASSWORD);
    expect(entry?.decryptedBody).toEqual({ username: 'member1', password: '***', type: 'username' });
  });

  it('uses a fresh random key per submission', () => {
    const first = encryptPayload(key, { a: 1 });
    const second = encryptPayload(key, { a: 1 });
    expect(first.RSA).not.toBe(second.RSA);
    expect(first.DES).not.toBe(second.DES);
  });

  it('rejects a digest or X-RSA mismatch with digest.mismatch', async () => {
    const body = encryptPayload(key, { username: 'member1', password: PASSWORD, type: 'username' });
    const digest = await server.call('POST', '/wps/session/login', { body, headers: { 'X-Digest': 'ab'.repeat(32) } });
    expect(digest.body).toMatchObject({ success: false, errorCode: 'digest.mismatch' });
    const rsa = await server.call('POST', '/wps/session/login', { body, headers: { 'X-RSA': 'AAAA' } });
    expect(rsa.body).toMatchObject({ success: false, errorCode: 'digest.mismatch' });
  });

  it('answers decrypt.failed for a corrupt envelope or an unknown key', async () => {
    const body = encryptPayload(key, { username: 'member1' });
    for (const broken of [
      { ...body, DES: 'bm90LWRlcw==' },
      { ...body, RSA: Buffer.alloc(256, 7).toString('base64') },
      { ...body, rsaKey: 'MIIBunknown' },
    ]) {
      const answer = await server.call('POST', '/wps/session/login', { body: broken });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'decrypt.failed' });
    }
  });

  it('refuses a plain body on an encrypted endpoint, and decrypts on any other POST', async () => {
    const plain = await server.call('POST', '/wps/session/login', {
      body: { username: 'member1', password: PASSWORD, type: 'username' },
    });
    expect(plain.body).toMatchObject({ success: false, errorCode: 'encryption.required' });
    const relay = await server.call<{ enabled: boolean }[]>('POST', '/wps/relay/MCSFE_getMerchantAvailablePromotions', {
      body: encryptPayload(key, {}),
    });
    expect(relay.body.success).toBe(true);
  });

  it('keeps a retired key valid after rotation', async () => {
    const oldBody = encryptPayload(key, { username: 'member1', password: PASSWORD, type: 'username' });
    const rotated = await server.call<{ publicKey: string }>('POST', '/__qa/rsa/rotate', { body: {} });
    expect(rotated.body.value?.publicKey).not.toBe(key);
    expect(await publicKey(server)).toBe(rotated.body.value?.publicKey);
    const answer = await server.call('POST', '/wps/session/login', { body: oldBody });
    expect(answer.body.success).toBe(true);
  });

  it('encrypts customer-service paths with the key as the last 8 characters (Q60)', () => {
    const path = encryptCsPath('https://cs.test/livechat?x=1', 'Kabcdefg');
    expect(path.endsWith('Kabcdefg')).toBe(true);
    expect(decryptCsPath(path)).toBe('https://cs.test/livechat?x=1');
  });
});
