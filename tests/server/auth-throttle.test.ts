/** Login throttling (issue 4 §8): 5 failures of one account within 5 minutes answer TOO_MANY_REQUEST. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS } from '../../src/shared/constants';
import { lastSmsCode, PASSWORD, postEncrypted, startServer, type TestServer } from './helpers';

describe('login throttling', () => {
  let server: TestServer;
  let now = 1_800_000_000_000;
  beforeEach(async () => {
    now = 1_800_000_000_000;
    server = await startServer({ now: () => now });
  });
  afterEach(() => server.close());

  const attempt = (username: string, password: string) =>
    postEncrypted(server, '/wps/session/login', { username, password, type: 'username', isSms: false, device: 'MOBILE' });

  it('answers TOO_MANY_REQUEST after the limit, even for the right password, until the window has passed', async () => {
    for (let index = 0; index < LOGIN_FAILURE_LIMIT; index++) {
      expect((await attempt('member1', 'wrong')).body.errorCode).toBe('login.cred.err');
      now += 1_000;
    }
    expect((await attempt('member1', 'wrong')).body.errorCode).toBe('TOO_MANY_REQUEST');
    expect((await attempt('MEMBER1', PASSWORD)).body.errorCode).toBe('TOO_MANY_REQUEST');
    // Another account is not affected.
    expect((await attempt('agent1', PASSWORD)).body.success).toBe(true);
    now += LOGIN_FAILURE_WINDOW_MS;
    expect((await attempt('member1', PASSWORD)).body.success).toBe(true);
  });

  it('a success clears the count; fewer failures than the limit never throttle', async () => {
    for (let index = 0; index < LOGIN_FAILURE_LIMIT - 1; index++) await attempt('member1', 'wrong');
    expect((await attempt('member1', PASSWORD)).body.success).toBe(true);
    for (let index = 0; index < LOGIN_FAILURE_LIMIT - 1; index++) await attempt('member1', 'wrong');
    expect((await attempt('member1', 'wrong')).body.errorCode).toBe('login.cred.err');
    expect((await attempt('member1', 'wrong')).body.errorCode).toBe('TOO_MANY_REQUEST');
  });

  it('counts unknown accounts and wrong SMS codes too', async () => {
    for (let index = 0; index < LOGIN_FAILURE_LIMIT; index++) {
      expect((await attempt('ghost9', 'x')).body.errorCode).toBe('not.exists.user');
    }
    expect((await attempt('ghost9', 'x')).body.errorCode).toBe('TOO_MANY_REQUEST');

    const sms = (code: string) =>
      postEncrypted(server, '/wps/session/login', {
        username: '9170000001',
        password: code,
        type: 'sms',
        isSms: true,
        device: 'MOBILE',
      });
    await server.call('POST', '/wps/verification/sms/noLogin', { body: { countryDialingCode: '63', mobileNum: '9170000001' } });
    const code = await lastSmsCode(server, '9170000001');
    for (let index = 0; index < LOGIN_FAILURE_LIMIT; index++)
      expect((await sms('000001')).body.errorCode).toBe('verify.code.invalid');
    expect((await sms(code)).body.errorCode).toBe('TOO_MANY_REQUEST');
  });
});
