import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LOGIN_FAILURE_LIMIT } from '../../src/shared/constants';
import { lastSmsCode, login, PASSWORD, postEncrypted, startServer, type TestServer } from './helpers';

const MOBILE = '9170000001';
/** A 6-digit code that is not the one sent. */
const wrongCode = (sent: string, seed = 0) => (String(100000 + seed) === sent ? '099999' : String(100000 + seed));

describe('W16 password reset by SMS code', () => {
  let server: TestServer;
  beforeEach(async () => {
    server = await startServer();
  });
  afterEach(() => server.close());

  const sendCode = async (mobileNum = MOBILE) => {
    const sent = await server.call('POST', '/wps/verification/sms/noLogin', { body: { countryDialingCode: '63', mobileNum } });
    expect(sent.body.success).toBe(true);
    return lastSmsCode(server, mobileNum);
  };
  const reset = (verifyCode: string, newPassword = 'Reset#123', mobileNum = MOBILE) =>
    postEncrypted(server, '/wps/member/password/reset', { countryDialingCode: '63', mobileNum, verifyCode, newPassword });
  const loginAttempt = (password: string) =>
    postEncrypted(server, '/wps/session/login', { username: 'member1', password, type: 'username', device: 'MOBILE' });

  it('needs no session, answers {}, and only the new password logs in afterwards', async () => {
    const code = await sendCode();
    const answer = await reset(code);
    expect(answer.body).toMatchObject({ success: true, value: {} });
    expect(await login(server, 'member1', 'Reset#123')).toBeTruthy();
    expect((await loginAttempt(PASSWORD)).body.errorCode).toBe('login.cred.err');
  });

  it('keeps the code usable after a wrong one, and uses it once', async () => {
    const code = await sendCode();
    expect((await reset(wrongCode(code))).body.errorCode).toBe('verify.code.invalid');
    expect((await reset(code)).body.success).toBe(true);
    expect((await reset(code, 'Again#456')).body.errorCode).toBe('verify.code.invalid');
  });

  it('checks the code before telling whether the number is registered', async () => {
    expect((await reset('123456', 'Reset#123', '9175550000')).body.errorCode).toBe('verify.code.invalid');
    const code = await sendCode('9175550000');
    expect((await reset(code, 'Reset#123', '9175550000')).body.errorCode).toBe('not.exists.user');
  });

  it('stops guessing after the failure limit, even with the right code', async () => {
    const code = await sendCode();
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i += 1) {
      expect((await reset(wrongCode(code, i))).body.errorCode).toBe('verify.code.invalid');
    }
    expect((await reset(code)).body.errorCode).toBe('TOO_MANY_REQUEST');
    expect(await login(server, 'member1', PASSWORD)).toBeTruthy();
  });

  it('lifts a lockout from wrong passwords, so the new password works at once', async () => {
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i += 1) await loginAttempt('wrong-password');
    expect((await loginAttempt(PASSWORD)).body.errorCode).toBe('TOO_MANY_REQUEST');
    expect((await reset(await sendCode())).body.success).toBe(true);
    expect(await login(server, 'member1', 'Reset#123')).toBeTruthy();
  });

  it('refuses a new password shorter than 6 characters', async () => {
    const answer = await reset(await sendCode(), '12345');
    expect(answer.body.success).toBe(false);
    expect(await login(server, 'member1', PASSWORD)).toBeTruthy();
  });
});
