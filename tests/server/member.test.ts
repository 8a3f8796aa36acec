import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberInfo, RegisterValue } from '../../src/shared/contract';
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

const registerBase = {
  login: true,
  registerMethod: 'H5',
  registerUrl: 'https://www.demo.test/m/register?token=SECRET&tid=T9',
  loginDeviceId: 'd'.repeat(36),
};

describe('member endpoints', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ firebase: { emulator: true } });
  });
  afterAll(() => server.close());

  it('W8 registers by username with ModuleId REG3, logs in, and stores attribution', async () => {
    const body = {
      ...registerBase,
      username: 'newuser1',
      password: 'Secret#1',
      affiliateCode: 'a1',
      referralCode: 'AGENT1REF',
      linkId: 'T9',
      domain: 'a1.demo.test',
      pixelTrack: { tid: 'T9' },
    };
    const answer = await postEncrypted<RegisterValue>(server, '/wps/member/register', body, { headers: { ModuleId: 'REG3' } });
    expect(answer.body.value).toMatchObject({
      userName: 'newuser1',
      customerName: 'newuser1',
      customerType: 0,
      firstTimeLogin: false,
    });
    expect(answer.body.value?.id).toBe(answer.body.value?.customerId);
    const info = await server.call<MemberInfo>('GET', '/wps/member/info', { token: answer.body.value?.token });
    expect(info.body.value?.account).toBe('newuser1');
    const log = await server.call<{ decryptedBody: Record<string, unknown>; url: string }[]>(
      'GET',
      '/__qa/requests?path=/wps/member/register&limit=1',
    );
    expect(log.body.value?.[0]?.decryptedBody).toMatchObject({ username: 'newuser1', password: '***', affiliateCode: 'a1' });
  });

  it('W8 refuses a duplicate name, a wrong ModuleId and a plain body; login:false gives no token', async () => {
    expect(
      (
        await postEncrypted(
          server,
          '/wps/member/register',
          { ...registerBase, username: 'member1', password: 'Secret#1' },
          { headers: { ModuleId: 'REG3' } },
        )
      ).body.errorCode,
    ).toBe('username.exists');
    expect(
      (
        await postEncrypted(
          server,
          '/wps/member/register',
          { ...registerBase, username: 'other01', password: 'Secret#1' },
          { headers: { ModuleId: 'MOBILENUMREG3' } },
        )
      ).body.errorCode,
    ).toBe('module.mismatch');
    expect(
      (
        await server.call('POST', '/wps/member/register', {
          body: { ...registerBase, username: 'other01', password: 'x' },
          headers: { ModuleId: 'REG3' },
        })
      ).body.errorCode,
    ).toBe('encryption.required');
    const noLogin = await postEncrypted<RegisterValue>(
      server,
      '/wps/member/register',
      { ...registerBase, login: false, username: 'nologin1', password: 'Secret#1' },
      { headers: { ModuleId: 'REG3' } },
    );
    expect(noLogin.body.success).toBe(true);
    expect(noLogin.body.value?.token).toBeUndefined();
  });

  it('W8 requires a captcha when register.captcha.enabled is set', async () => {
    await server.call('PUT', '/__qa/merchants/BARE/settings', { body: { register: { captcha: { enabled: true } } } });
    const refused = await postEncrypted(
      server,
      '/wps/member/register',
      { ...registerBase, username: 'capuser1', password: 'Secret#1' },
      { headers: { ModuleId: 'REG3' }, merchant: 'BARE' },
    );
    expect(refused.body.errorCode).toBe('captcha.invalid');
    const settings = await server.call<{ captcha: { enabled: boolean } }>('GET', '/wps/system/registerSettings', {
      merchant: 'BARE',
    });
    expect(settings.body.value?.captcha.enabled).toBe(true);
  });

  it('W9 registers by mobile with the default password and checks the number', async () => {
    const body = {
      ...registerBase,
      mobileNum: '9170000099',
      countryDialingCode: '63',
      password: DEFAULT_PW,
      smsTemplate: 'SMS_REG_DEMO',
    };
    const answer = await postEncrypted<RegisterValue>(server, '/wps/member/register/mobile', body, {
      headers: { ModuleId: 'MOBILENUMREG3' },
    });
    expect(answer.body.value?.userName).toBe('9170000099');
    const log = await server.call<{ passwordIsDefault: boolean; decryptedBody: Record<string, unknown> }[]>(
      'GET',
      '/__qa/requests?path=/wps/member/register/mobile&limit=1',
    );
    expect(log.body.value?.[0]).toMatchObject({
      passwordIsDefault: true,
      decryptedBody: { password: '***', mobileNum: '9170000099' },
    });
    expect(
      (await postEncrypted(server, '/wps/member/register/mobile', body, { headers: { ModuleId: 'MOBILENUMREG3' } })).body
        .errorCode,
    ).toBe('mobile.exists');
    expect(
      (
        await postEncrypted(
          server,
          '/wps/member/register/mobile',
          { ...body, mobileNum: '12' },
          { headers: { ModuleId: 'MOBILENUMREG3' } },
        )
      ).body.errorCode,
    ).toBe('mobile.invalid');
  });

  it('W9 takes a Firebase phone sign-in of the same number instead of a code (C78)', async () => {
    const phoneToken = (phone: string) =>
      firebaseIdToken(`phone-${phone}`, 'phone', undefined, undefined, { phone_number: phone });
    const registerMobile = (mobileNum: string, token: string) =>
      postEncrypted<RegisterValue>(
        server,
        '/wps/member/register/mobile',
        {
          ...registerBase,
          mobileNum,
          countryDialingCode: '63',
          password: DEFAULT_PW,
          firebaseChannel2: 'SMS',
          firebaseIdToken2: token,
        },
        { headers: { ModuleId: 'MOBILENUMREG3' } },
      );
    expect((await registerMobile('9170000098', phoneToken('+639170000097'))).body.errorCode).toBe('verify.code.invalid');
    const google = firebaseIdToken('google-phone-less');
    expect((await registerMobile('9170000098', google)).body.errorCode).toBe('verify.code.invalid');
    expect((await registerMobile('9170000098', phoneToken('+639170000098'))).body.value?.userName).toBe('9170000098');
  });

  it('W10 creates an account from a social identity and binds it', async () => {
    const lineToken = (
      await server.call<{ lineSessionToken: string }>('POST', '/wps/relay/WPS3RD_verifyLineCode', {
        body: { accessToken: 'AT-line-new' },
      })
    ).body.value?.lineSessionToken;
    const answer = await server.call<RegisterValue>('POST', '/wps/member/register/autoUsername', {
      body: { ...registerBase, lineSessionToken: lineToken, smsTemplate: 'SMS_REG_DEMO' },
    });
    expect(answer.body.value?.userName).toMatch(/^line_/);
    expect(answer.body.value?.firstTimeLogin).toBe(true);
    const again = await server.call<{ userName: string }>('POST', '/wps/session/login/line', {
      body: { lineSessionToken: lineToken },
    });
    expect(again.body.value?.userName).toBe(answer.body.value?.userName);
    const firebase = await server.call<RegisterValue>('POST', '/wps/member/register/autoUsername', {
      body: { ...registerBase, firebaseChannel2: 'GOOGLE', firebaseIdToken2: firebaseIdToken('fb-auto') },
    });
    expect(firebase.body.value?.userName).toMatch(/^fb_/);
    // A phone sign-in's number becomes the new account's mobile (C78): the next SMS login finds it by that number.
    const phone = (uid: string) => firebaseIdToken(uid, 'phone', undefined, undefined, { phone_number: '+639175550000' });
    const byPhone = await server.call<RegisterValue>('POST', '/wps/member/register/autoUsername', {
      body: { ...registerBase, firebaseChannel2: 'SMS', firebaseIdToken2: phone('phone-auto') },
    });
    const sameNumber = await postEncrypted<{ userName: string }>(server, '/wps/session/login', {
      type: 'firebase',
      firebaseChannel: 'SMS',
      firebaseIdToken: phone('phone-other-device'),
    });
    expect(sameNumber.body.value?.userName).toBe(byPhone.body.value?.userName);
    const telegram = await server.call<RegisterValue>('POST', '/wps/member/register/autoUsername', {
      body: { ...registerBase, telegramAuth: telegramWidgetAuth(DEMO_BOT_TOKEN, { id: 3003, first_name: 'T' }) },
    });
    expect(telegram.body.value?.token).toBeTruthy();
    expect((await server.call('POST', '/wps/member/register/autoUsername', { body: registerBase })).body.errorCode).toBe(
      'bad.request',
    );
  });

  it('W11 checks whether a username exists', async () => {
    expect(
      (await server.call<{ exists: boolean }>('GET', '/wps/member/register/checkUsername?username=member1')).body.value,
    ).toEqual({ exists: true });
    expect(
      (await server.call<{ exists: boolean }>('GET', '/wps/member/register/checkUsername?username=free_name')).body.value,
    ).toEqual({ exists: false });
  });

  it('W12 answers the register settings', async () => {
    const answer = await server.call('GET', '/wps/system/registerSettings');
    expect(answer.body.value).toEqual({
      captcha: { enabled: false },
      mobilePassword: true,
      ssoAutoRegister: true,
      smsTemplate: 'SMS_REG_DEMO',
    });
  });

  it('W13 changes the member language and refuses unsupported ones', async () => {
    const token = await login(server, 'member1');
    expect(
      (await server.call('POST', '/wps/member/language', { body: { language: 'VI', merchantCode: 'DEMO' }, token })).body.success,
    ).toBe(true);
    expect((await server.call<MemberInfo>('GET', '/wps/member/info', { token })).body.value?.language).toBe('VI');
    expect(
      (await server.call('POST', '/wps/member/language', { body: { language: 'XX', merchantCode: 'DEMO' }, token })).body
        .errorCode,
    ).toBe('language.unsupported');
    expect((await server.call('POST', '/wps/member/language', { body: { language: 'EN', merchantCode: 'DEMO' } })).status).toBe(
      401,
    );
    await server.call('POST', '/wps/member/language', { body: { language: 'EN', merchantCode: 'DEMO' }, token });
  });

  it('W14 answers member info with the club label', async () => {
    const vip = await server.call<MemberInfo>('GET', '/wps/member/info', { token: await login(server, 'vip1') });
    expect(vip.body.value).toEqual({
      id: 'DEMO-vip1',
      account: 'vip1',
      type: 0,
      language: 'EN',
      clubLabel: { labelName: 'Gold', labelId: 'L-GOLD', type: 'AUTO', rankLevel: 3 },
      referralCode: 'VIP1REF',
    });
    const special = await server.call<MemberInfo>('GET', '/wps/member/info', { token: await login(server, 'special4') });
    expect(special.body.value).toMatchObject({ type: 4, language: 'TH', clubLabel: null });
  });

  it('W15 changes the password and clears passwordExpired', async () => {
    const token = await login(server, 'expired1');
    const same = await postEncrypted(
      server,
      '/wps/member/password/change',
      { oldPassword: PASSWORD, newPassword: PASSWORD },
      { token },
    );
    expect(same.body.errorCode).toBe('password.same');
    const wrong = await postEncrypted(
      server,
      '/wps/member/password/change',
      { oldPassword: 'nope12', newPassword: 'Newpass#1' },
      { token },
    );
    expect(wrong.body.errorCode).toBe('password.invalid');
    expect(
      (await postEncrypted(server, '/wps/member/password/change', { oldPassword: PASSWORD, newPassword: 'Newpass#1' }, { token }))
        .body.success,
    ).toBe(true);
    const again = await postEncrypted<{ passwordExpired: boolean }>(server, '/wps/session/login', {
      username: 'expired1',
      password: 'Newpass#1',
      type: 'username',
    });
    expect(again.body.value?.passwordExpired).toBe(false);
    expect(
      (await postEncrypted(server, '/wps/member/password/change', { oldPassword: PASSWORD, newPassword: 'x12345' })).status,
    ).toBe(401);
  });

  it('W16 resets a password with an SMS code, without a session', async () => {
    await server.call('POST', '/wps/verification/sms/noLogin', { body: { countryDialingCode: '63', mobileNum: '9170000003' } });
    const code = await lastSmsCode(server, '9170000003');
    const bad = await postEncrypted(server, '/wps/member/password/reset', {
      countryDialingCode: '63',
      mobileNum: '9170000003',
      verifyCode: '999999',
      newPassword: 'Reset#123',
    });
    expect(bad.body.errorCode).toBe('verify.code.invalid');
    const good = await postEncrypted(server, '/wps/member/password/reset', {
      countryDialingCode: '63',
      mobileNum: '9170000003',
      verifyCode: code,
      newPassword: 'Reset#123',
    });
    expect(good.body.success).toBe(true);
    expect(await login(server, 'default1', 'Reset#123')).toBeTruthy();
  });

  it('W17 answers the deposit settings', async () => {
    const answer = await server.call('GET', '/wps/member/deposit/settings', { token: await login(server, 'member1') });
    expect(answer.body.value).toEqual({ totalDepositSuccessCount: 2, minDeposit: 100, currency: 'PHP' });
    expect((await server.call('GET', '/wps/member/deposit/settings')).status).toBe(401);
  });
});
