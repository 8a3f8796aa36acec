import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import type { LoginValue, LoginVerifyRequired, MayaLoginValue } from '../../src/shared/contract';
import {
  DEFAULT_PW,
  DEMO_BOT_TOKEN,
  firebaseIdToken,
  lastSmsCode,
  login,
  PASSWORD,
  postEncrypted,
  startServer,
  telegramWidgetAuth,
  type TestServer,
} from './helpers';

describe('session endpoints', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ firebase: { emulator: true } });
  });
  afterAll(() => server.close());

  const loginBody = (username: string, password = PASSWORD) => ({
    username,
    password,
    type: 'username',
    isSms: false,
    device: 'MOBILE',
    loginDeviceId: 'd'.repeat(36),
  });

  it('W2 logs in by username and answers the login value with no-store', async () => {
    const answer = await postEncrypted<LoginValue>(server, '/wps/session/login', loginBody('member1'), {
      headers: { Device: 'MOBILE' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body.value).toMatchObject({
      firstTimeLogin: false,
      passwordExpired: false,
      updatePassword: false,
      id: 'DEMO-member1',
      userName: 'member1',
      customerType: 0,
    });
    expect(answer.body.value?.token).toMatch(/^[\w-]{20,}$/);
  });

  it('W2 reports login.cred.err, not.exists.user and the seeded flags', async () => {
    expect((await postEncrypted(server, '/wps/session/login', loginBody('member1', 'wrong'))).body.errorCode).toBe(
      'login.cred.err',
    );
    expect((await postEncrypted(server, '/wps/session/login', loginBody('nobody'))).body.errorCode).toBe('not.exists.user');
    expect(
      (await postEncrypted<LoginValue>(server, '/wps/session/login', loginBody('expired1'))).body.value?.passwordExpired,
    ).toBe(true);
    expect((await postEncrypted<LoginValue>(server, '/wps/session/login', loginBody('first1'))).body.value?.firstTimeLogin).toBe(
      true,
    );
    expect((await postEncrypted<LoginValue>(server, '/wps/session/login', loginBody('agent2'))).body.value?.customerType).toBe(2);
    expect((await postEncrypted<LoginValue>(server, '/wps/session/login', loginBody('default1', DEFAULT_PW))).body.success).toBe(
      true,
    );
  });

  it('W2 flags an Authorization header as a violation in the request log', async () => {
    const token = await login(server, 'member1');
    await postEncrypted(server, '/wps/session/login', loginBody('member1'), { token });
    const log = await server.call<{ authHeaderViolation: boolean; headers: Record<string, unknown> }[]>(
      'GET',
      '/__qa/requests?path=/wps/session/login&limit=1',
    );
    const entry = log.body.value?.[0];
    expect(entry?.authHeaderViolation).toBe(true);
    expect(entry?.headers.authorization).toBe(true);
    expect(JSON.stringify(entry)).not.toContain(token);
  });

  it('W2 + W3: tfa members need a verification; 000000 completes it and a wrong code fails', async () => {
    const expected = { tfa_email: 'email', tfa_ga: 'ga', tfa_sms: 'sms' } as const;
    for (const [account, mode] of Object.entries(expected)) {
      const answer = await postEncrypted<LoginVerifyRequired>(server, '/wps/session/login', loginBody(account));
      expect(answer.body.errorCode).toBe('login_verify_required');
      const value = answer.body.value;
      expect(value?.verifyToken).toBeTruthy();
      if (mode === 'email') expect(value?.email).toMatch(/^tf\*\*\*@demo\.test$/);
      if (mode === 'ga') expect(value?.ga).toBe(true);
      if (mode === 'sms') expect(value?.sms).toMatch(/\*{4}/);
      const wrong = await postEncrypted(server, '/wps/session/login/verification', {
        verifyToken: value?.verifyToken,
        verifyType: mode,
        verifyCode: '123456',
      });
      expect(wrong.body.errorCode).toBe('verify.code.invalid');
      const right = await postEncrypted<LoginValue>(server, '/wps/session/login/verification', {
        verifyToken: value?.verifyToken,
        verifyType: mode,
        verifyCode: '000000',
      });
      expect(right.body.value?.userName).toBe(account);
    }
    const expired = await postEncrypted(server, '/wps/session/login/verification', {
      verifyToken: 'gone',
      verifyType: 'ga',
      verifyCode: '000000',
    });
    expect(expired.body.errorCode).toBe('verify.expired');
  });

  it('W3 sends an e-mail code that then verifies', async () => {
    const answer = await postEncrypted<LoginVerifyRequired>(server, '/wps/session/login', loginBody('tfa_email'));
    const verifyToken = answer.body.value?.verifyToken;
    expect(
      (await postEncrypted(server, '/wps/session/login/verification', { verifyToken, verifyType: 'email', action: 'send' })).body
        .success,
    ).toBe(true);
    const outbox = await server.call<{ channel: string; recipient: string; code: string }[]>('GET', '/__qa/outbox');
    const mail = outbox.body.value?.filter((message) => message.channel === 'email').at(-1);
    expect(mail?.recipient).toBe('tfa.email@demo.test');
    const done = await postEncrypted<LoginValue>(server, '/wps/session/login/verification', {
      verifyToken,
      verifyType: 'email',
      verifyCode: mail?.code,
    });
    expect(done.body.value?.userName).toBe('tfa_email');
  });

  it('W2 SMS login: the code from /wps/verification/sms/noLogin logs the member in once', async () => {
    const sent = await server.call('POST', '/wps/verification/sms/noLogin', {
      body: { countryDialingCode: '63', mobileNum: '9170000001' },
    });
    expect(sent.body.success).toBe(true);
    const code = await lastSmsCode(server, '9170000001');
    const body = { username: '9170000001', password: code, type: 'sms', isSms: true, device: 'MOBILE' };
    expect((await postEncrypted<LoginValue>(server, '/wps/session/login', body)).body.value?.userName).toBe('member1');
    expect((await postEncrypted(server, '/wps/session/login', body)).body.errorCode).toBe('verify.code.invalid');
  });

  it('W2 firebase: a bound uid logs in, a new uid needs binding, and username+password binds it (Q10)', async () => {
    const bound = await postEncrypted<LoginValue>(server, '/wps/session/login', {
      type: 'firebase',
      firebaseChannel: 'GOOGLE',
      firebaseIdToken: firebaseIdToken('fb-bound'),
    });
    expect(bound.body.value?.userName).toBe('member1');
    const fresh = { type: 'firebase', firebaseChannel: 'GOOGLE', firebaseIdToken: firebaseIdToken('fb-new') };
    expect((await postEncrypted(server, '/wps/session/login', fresh)).body.errorCode).toBe('bind_customer_required');
    const binding = await postEncrypted<LoginValue>(server, '/wps/session/login', {
      ...fresh,
      username: 'agent1',
      password: PASSWORD,
    });
    expect(binding.body.value?.userName).toBe('agent1');
    expect((await postEncrypted<LoginValue>(server, '/wps/session/login', fresh)).body.value?.userName).toBe('agent1');
  });

  it('W2 firebase SMS (C78): a phone sign-in logs in the member of that number; a new number needs binding', async () => {
    const phoneToken = (uid: string, phone: string, provider = 'phone') =>
      firebaseIdToken(uid, provider, undefined, undefined, { phone_number: phone });
    const login = (firebaseIdToken: string, extra: Record<string, string> = {}) =>
      postEncrypted<LoginValue>(server, '/wps/session/login', {
        type: 'firebase',
        firebaseChannel: 'SMS',
        firebaseIdToken,
        ...extra,
      });
    expect((await login(phoneToken('phone-member1', '+639170000001'))).body.value?.userName).toBe('member1');
    // Not a phone sign-in, or a number of another country: refused, whatever the token says.
    expect((await login(phoneToken('google-user', '+639170000001', 'google.com'))).body.errorCode).toBe('login.cred.err');
    expect((await login(phoneToken('abroad', '+19170000001'))).body.errorCode).toBe('login.cred.err');
    const fresh = phoneToken('phone-new', '+639171234567');
    expect((await login(fresh)).body.errorCode).toBe('bind_customer_required');
    expect((await login(fresh, { username: 'agent1', password: PASSWORD })).body.value?.userName).toBe('agent1');
    expect((await login(fresh)).body.value?.userName).toBe('agent1');
  });

  it('W2 asks for a captcha when GEETEST3 is on, except for SMS', async () => {
    await server.call('PUT', '/__qa/merchants/VNL/whitelabel', { body: { GEETEST3: true } });
    try {
      const refused = await postEncrypted(server, '/wps/session/login', loginBody('member1'), { merchant: 'VNL' });
      expect(refused.body.errorCode).toBe('captcha.invalid');
      const challenge = await server.call<{ gt: string; challenge: string; newCaptcha: boolean }>(
        'GET',
        `/wps/captcha/geetest?t=${Date.now()}`,
        { merchant: 'VNL' },
      );
      expect(challenge.body.value).toMatchObject({ gt: 'gt-vnl-0001', newCaptcha: true });
      // The local provider solves it the way the widget would (HMAC-signed seccode, see tests/server/auth-captcha.test.ts).
      const solved = await server.call<{ geetest_seccode: string }>('POST', '/__emu/geetest/verify', {
        body: { v: 3, gt: challenge.body.value?.gt, challenge: challenge.body.value?.challenge },
      });
      const accepted = await postEncrypted<LoginValue>(
        server,
        '/wps/session/login',
        {
          ...loginBody('member1'),
          geetestChallenge: challenge.body.value?.challenge,
          geetestSeccode: solved.body.value?.geetest_seccode,
        },
        { merchant: 'VNL' },
      );
      expect(accepted.body.success).toBe(true);
      const reused = await postEncrypted(
        server,
        '/wps/session/login',
        { ...loginBody('member1'), geetestChallenge: challenge.body.value?.challenge, geetestSeccode: 'x' },
        { merchant: 'VNL' },
      );
      expect(reused.body.errorCode).toBe('captcha.invalid');
    } finally {
      await server.call('PUT', '/__qa/merchants/VNL/whitelabel', { body: { GEETEST3: false } });
    }
  });

  it('W4 Maya: maya-ok creates the member once and answers thirdPartyUserInfo; maya-bad fails', async () => {
    const body = {
      sessionId: 'maya-ok',
      env: 'UAT',
      registerUrl: 'https://www.demo.test/m/home?token=T',
      affiliateCode: 'a1',
      domain: 'a1.demo.test',
      loginDeviceId: 'x',
      device: 'MOBILE',
    };
    const first = await server.call<MayaLoginValue>('POST', '/wps/session/login/maya', { body });
    expect(first.body.value?.thirdPartyUserInfo).toEqual({ userId: 'maya-user-1', displayName: 'Maya Tester', env: 'UAT' });
    expect(first.body.value?.firstTimeLogin).toBe(true);
    const second = await server.call<MayaLoginValue>('POST', '/wps/session/login/maya', { body });
    expect(second.body.value?.id).toBe(first.body.value?.id);
    const bad = await server.call('POST', '/wps/session/login/maya', { body: { ...body, sessionId: 'maya-bad' } });
    expect(bad.body).toMatchObject({ success: false, errorCode: 'maya.session.invalid' });
    const refresh = await server.call('POST', '/wps/relay/WPS3RD_refreshMayaTokens', {
      body: { env: 'UAT' },
      token: first.body.value?.token,
    });
    expect(refresh.body.success).toBe(true);
  });

  it('W5 LINE: a code becomes a session token; bound users log in, new users get not.exists.user', async () => {
    const bound = await server.call<{ lineSessionToken: string; name: string }>('POST', '/wps/relay/WPS3RD_verifyLineCode', {
      body: { code: 'C1', redirectUri: 'https://www.demo.test/m/login' },
    });
    expect(bound.body.value?.name).toBe('Line Bound');
    const login1 = await server.call<LoginValue>('POST', '/wps/session/login/line', {
      body: { lineSessionToken: bound.body.value?.lineSessionToken, loginDeviceId: 'x', device: 'MOBILE' },
    });
    expect(login1.body.value?.userName).toBe('member1');
    const reused = await server.call('POST', '/wps/relay/WPS3RD_verifyLineCode', { body: { code: 'C1', redirectUri: 'x' } });
    expect(reused.body.errorCode).toBe('line_invalid_token');
    const fresh = await server.call<{ lineSessionToken: string }>('POST', '/wps/relay/WPS3RD_verifyLineCode', {
      body: { accessToken: 'AT-line-new' },
    });
    const unknown = await server.call('POST', '/wps/session/login/line', {
      body: { lineSessionToken: fresh.body.value?.lineSessionToken },
    });
    expect(unknown.body.errorCode).toBe('not.exists.user');
    const invalid = await server.call('POST', '/wps/session/login/line', { body: { lineSessionToken: 'nope' } });
    expect(invalid.body.errorCode).toBe('line_invalid_token');
  });

  it('W6 Telegram: checks the HMAC, logs in id 1001 and creates id 1002 on first use (Q48)', async () => {
    const known = await server.call<LoginValue>('POST', '/wps/session/login/telegram', {
      body: {
        telegramAuth: telegramWidgetAuth(DEMO_BOT_TOKEN, { id: 1001, first_name: 'Bound' }),
        affiliateCode: '',
        linkId: '',
      },
    });
    expect(known.body.value?.userName).toBe('member1');
    const created = await server.call<LoginValue>('POST', '/wps/session/login/telegram', {
      body: {
        telegramAuth: telegramWidgetAuth(DEMO_BOT_TOKEN, { id: 1002, first_name: 'New', username: 'newtg' }),
        affiliateCode: 'aff1',
        referralCode: 'AGENT1REF',
      },
    });
    expect(created.body.value?.firstTimeLogin).toBe(true);
    expect(created.body.value?.userName).toMatch(/^telegram_/);
    const forged = await server.call('POST', '/wps/session/login/telegram', {
      body: { telegramAuth: telegramWidgetAuth('1:wrong', { id: 1001, first_name: 'x' }) },
    });
    expect(forged.body.errorCode).toBe('telegram_validate_failed');
    const stale = await server.call('POST', '/wps/session/login/telegram', {
      body: { telegramAuth: telegramWidgetAuth(DEMO_BOT_TOKEN, { id: 1001, first_name: 'x' }, 1000) },
    });
    expect(stale.body.errorCode).toBe('telegram_validate_failed');
  });

  it('W6 Telegram: accepts Mini App initData signed with the WebAppData key', async () => {
    const fields: Record<string, string> = {
      auth_date: String(Math.floor(Date.now() / 1000)),
      query_id: 'Q1',
      user: JSON.stringify({ id: 1001, first_name: 'Bound' }),
    };
    const check = Object.keys(fields)
      .sort()
      .map((key) => `${key}=${fields[key]}`)
      .join('\n');
    const secret = createHmac('sha256', 'WebAppData').update(DEMO_BOT_TOKEN).digest();
    const hash = createHmac('sha256', secret).update(check).digest('hex');
    const initData = new URLSearchParams({ ...fields, hash }).toString();
    const answer = await server.call<LoginValue>('POST', '/wps/session/login/telegram', { body: { telegramAuth: initData } });
    expect(answer.body.value?.userName).toBe('member1');
    const tampered = initData.replace('Q1', 'Q2');
    expect((await server.call('POST', '/wps/session/login/telegram', { body: { telegramAuth: tampered } })).body.errorCode).toBe(
      'telegram_validate_failed',
    );
  });

  it('W7 logout invalidates the token and needs no login', async () => {
    const token = await login(server, 'member1');
    expect((await server.call('POST', '/wps/session/logout', { body: {}, token })).body.success).toBe(true);
    expect((await server.call('GET', '/wps/member/info', { token })).status).toBe(401);
    expect((await server.call('POST', '/wps/session/logout', { body: {} })).body.success).toBe(true);
  });
});

describe('session expiry', () => {
  it('slides the expiry on each use and expires after the TTL', async () => {
    let clock = Date.parse('2030-01-01T00:00:00Z');
    const server = await startServer({ sessionTtlMs: 60_000, now: () => clock });
    try {
      const token = await login(server, 'member1');
      clock += 50_000;
      expect((await server.call('GET', '/wps/member/info', { token })).status).toBe(200);
      clock += 50_000;
      expect((await server.call('GET', '/wps/member/info', { token })).status).toBe(200);
      clock += 60_001;
      const expired = await server.call('GET', '/wps/member/info', { token });
      expect(expired.status).toBe(401);
      expect(expired.body.errorCode).toBe('CUSTOMER_NOT_LOGIN');
    } finally {
      await server.close();
    }
  });
});
