/** Firebase id tokens are verified by signature and claims; unsigned emulator tokens pass only on a QA emulator setup. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import type { LoginValue } from '../../src/shared/contract';
import { firebaseIdToken, postEncrypted, startServer, type TestServer } from './helpers';
import { firebaseClaims, firebaseSigningKey, PROJECT_ID, seededProductionServer, type SigningKey } from './trust-helpers';

const NOW_MS = Date.parse('2030-01-01T00:00:00Z');
const NOW_S = NOW_MS / 1000;

const firebaseLogin = (server: TestServer, firebaseIdToken: string) =>
  postEncrypted<LoginValue>(server, '/wps/session/login', { type: 'firebase', firebaseChannel: 'GOOGLE', firebaseIdToken });

describe('firebase id tokens with QA off', () => {
  let server: TestServer;
  let key: SigningKey;
  let clock = NOW_MS;
  beforeAll(async () => {
    key = await firebaseSigningKey();
    ({ server } = await seededProductionServer({ now: () => clock, firebase: { keys: key.keys, emulator: true } }));
  }, 60_000);
  beforeEach(() => {
    clock = NOW_MS;
  });
  afterAll(() => server.close());

  it('accepts a token signed by a published key: the bound uid logs in as member1', async () => {
    const answer = await firebaseLogin(server, await key.sign(firebaseClaims('fb-bound', NOW_S)));
    expect(answer.body.value?.userName).toBe('member1');
  });

  it('refuses every forged or stale token with login.cred.err', async () => {
    const other = await firebaseSigningKey();
    const valid = firebaseClaims('fb-bound', NOW_S);
    const [header, , signature] = (await key.sign(firebaseClaims('fb-someone-else', NOW_S))).split('.');
    const swappedPayload = Buffer.from(JSON.stringify(valid)).toString('base64url');
    const hs256 = await new SignJWT(valid)
      .setProtectedHeader({ alg: 'HS256', kid: 'test-key-1' })
      .sign(new TextEncoder().encode('a-shared-secret'));
    const forged = {
      'another key under the same kid': await other.sign(valid),
      'an unsigned token, fresh and for this project': firebaseIdToken('fb-bound', 'google.com', PROJECT_ID, NOW_S),
      'another project as audience': await key.sign({ ...valid, aud: 'other-project' }),
      'another issuer': await key.sign({ ...valid, iss: 'https://securetoken.google.com/other-project' }),
      'an expired token': await key.sign({ ...valid, iat: NOW_S - 7200, auth_time: NOW_S - 7200, exp: NOW_S - 3600 }),
      'an iat in the future': await key.sign({ ...valid, iat: NOW_S + 600, exp: NOW_S + 4200 }),
      'an auth_time in the future': await key.sign({ ...valid, auth_time: NOW_S + 600 }),
      'an empty subject': await key.sign({ ...valid, sub: '' }),
      'no auth_time': await key.sign({ ...valid, auth_time: undefined }),
      'not a JWT': 'not-a-token',
      'the subject changed after signing': `${header}.${swappedPayload}.${signature}`,
      'an HS256 token under the same kid': hs256,
    };
    for (const [name, token] of Object.entries(forged)) {
      const answer = await firebaseLogin(server, token);
      expect({ name, success: answer.body.success, errorCode: answer.body.errorCode }).toEqual({
        name,
        success: false,
        errorCode: 'login.cred.err',
      });
    }
  });

  it('takes a replayed token until it expires (a bearer token, by design), then refuses it', async () => {
    const token = await key.sign(firebaseClaims('fb-bound', NOW_S));
    expect((await firebaseLogin(server, token)).body.value?.userName).toBe('member1');
    expect((await firebaseLogin(server, token)).body.value?.userName).toBe('member1');
    clock = NOW_MS + 3600_000 + 6_000;
    expect((await firebaseLogin(server, token)).body.errorCode).toBe('login.cred.err');
  });

  it('checks registration credentials the same way', async () => {
    const answer = await server.call('POST', '/wps/member/register/autoUsername', {
      body: {
        firebaseChannel2: 'GOOGLE',
        firebaseIdToken2: firebaseIdToken('fb-auto', 'google.com', PROJECT_ID, NOW_S),
        login: true,
      },
    });
    expect(answer.body.errorCode).toBe('login.cred.err');
  });
});

describe('unsigned emulator tokens', () => {
  it('pass only with QA on and the emulator configured', async () => {
    const unsigned = firebaseIdToken('fb-bound');
    const emulator = await startServer({ firebase: { emulator: true } });
    const qaOnly = await startServer();
    try {
      expect((await firebaseLogin(emulator, unsigned)).body.value?.userName).toBe('member1');
      expect((await firebaseLogin(qaOnly, unsigned)).body.errorCode).toBe('login.cred.err');
      const wrongProject = firebaseIdToken('fb-bound', 'google.com', 'other-project');
      expect((await firebaseLogin(emulator, wrongProject)).body.errorCode).toBe('login.cred.err');
    } finally {
      await Promise.all([emulator.close(), qaOnly.close()]);
    }
  });
});
