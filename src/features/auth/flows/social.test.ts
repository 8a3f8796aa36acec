/** Social login against a fake API (spec §4 Social login; C79, C85, C86, C88, C96, C98, C99, C101, C103, C104). */
import { describe, expect, it } from 'vitest';
import { err, MEMBER1_INFO, MEMBER1_LOGIN, ok, socialSetup } from '../../../../tests/unit/support/auth-helpers';
import { TELEGRAM_AUTH_KEY, LINE_SESSION_TOKEN_KEY } from '../social/pending-identity';
import { autoRegisterAllowed, lineCredentialLogin, registerSocialIdentity, socialLogin } from './social';
import type { RegisterEnvironment } from './register';

const REGISTERED = { token: 'rt', id: '', customerId: 'C9', userName: 'line123', customerName: 'n', customerType: 0 };
const ENV: RegisterEnvironment = {
  settings: { mobilePassword: false, smsTemplate: 'SMS_REG_DEMO', captchaEnabled: false },
  registerMethod: 'H5',
  href: 'https://www.demo.test/m/login?affiliateCode=a1&token=secret',
  hostname: 'www.demo.test',
  tid: 'T1',
  attribution: { affiliateCode: 'a1', referralCode: 'r1', originalDomain: 'landing.demo.test' },
};
const LINE = { channel: 'line', lineSessionToken: 'LST', name: 'Lin', picture: 'https://img/p.png' } as const;
const TELEGRAM = { channel: 'telegram', telegramAuth: '{"id":"1001","hash":"h"}' } as const;

const setup = (switches: Record<string, boolean> = {}, autoRegister = false) => socialSetup(ENV, { switches, autoRegister });

describe('social login', () => {
  it('logs a LINE identity in with its session token and goes to the go target (C79, C96)', async () => {
    const { deps, api, context, navigated } = setup();
    api.answer('loginLine', ok(MEMBER1_LOGIN)).answer('memberInfo', ok(MEMBER1_INFO)).always('saveMemberInfoByAuthKey', ok({}));
    const outcome = await socialLogin(deps, context, LINE);
    expect(api.called('loginLine')[0]?.payload).toEqual({
      lineSessionToken: 'LST',
      loginDeviceId: 'd'.repeat(36),
      device: 'MOBILE',
    });
    expect(outcome).toMatchObject({ kind: 'navigate', to: '/m/game' });
    expect(navigated).toEqual(['/m/game']);
    expect(deps.session.get()?.token).toBe('tok');
  });

  it('saves the LINE name and picture by the auth key after a LINE login (C101, Q47)', async () => {
    const { deps, api, context } = setup();
    api.answer('loginLine', ok(MEMBER1_LOGIN)).answer('memberInfo', ok(MEMBER1_INFO)).always('saveMemberInfoByAuthKey', ok({}));
    await socialLogin(deps, context, LINE);
    expect(api.called('saveMemberInfoByAuthKey')[0]?.payload).toEqual({
      authKey: 'LST',
      name: 'Lin',
      picture: 'https://img/p.png',
    });
  });

  it('sends the Telegram login with all 8 fields, holding the auth until it succeeds (C102, C103)', async () => {
    const { deps, api, context, storage } = setup();
    const held: (string | null)[] = [];
    api
      .answer('loginTelegram', () => {
        held.push(storage.getItem(TELEGRAM_AUTH_KEY));
        return ok(MEMBER1_LOGIN);
      })
      .answer('memberInfo', ok(MEMBER1_INFO));
    await socialLogin(deps, context, TELEGRAM);
    expect(api.called('loginTelegram')[0]?.payload).toEqual({
      registerUrl: 'https://www.demo.test/m/login?affiliateCode=a1',
      affiliateCode: 'a1',
      domain: 'landing.demo.test',
      referralCode: 'r1',
      telegramAuth: TELEGRAM.telegramAuth,
      loginDeviceId: 'd'.repeat(36),
      device: 'MOBILE',
      linkId: 'T1',
    });
    expect(held).toEqual([TELEGRAM.telegramAuth]);
    expect(storage.getItem(TELEGRAM_AUTH_KEY)).toBeNull();
    expect(api.called('saveMemberInfoByAuthKey')).toHaveLength(0);
  });

  it('line_invalid_token drops the stored LINE token and alerts (C97, C98)', async () => {
    const { deps, api, context, storage } = setup();
    const held: (string | null)[] = [];
    api.answer('loginLine', () => {
      held.push(storage.getItem(LINE_SESSION_TOKEN_KEY));
      return err('line_invalid_token', { message: 'LINE token invalid' });
    });
    const outcome = await socialLogin(deps, context, LINE);
    expect(outcome).toMatchObject({ kind: 'error', action: { kind: 'alert', message: 'LINE token invalid' } });
    expect(held).toEqual(['LST']);
    expect(storage.getItem(LINE_SESSION_TOKEN_KEY)).toBeNull();
    expect(deps.session.get()).toBeNull();
  });

  it('telegram_validate_failed alerts and drops the held Telegram auth (C104)', async () => {
    const { deps, api, context, storage } = setup();
    api.answer('loginTelegram', err('telegram_validate_failed', { message: 'Telegram data invalid' }));
    const outcome = await socialLogin(deps, context, TELEGRAM);
    expect(outcome).toMatchObject({ kind: 'error', action: { kind: 'alert' } });
    expect(storage.getItem(TELEGRAM_AUTH_KEY)).toBeNull();
  });

  it('a new identity registers at once when auto-register, FIREBASECREATEACC3 and not SSOMANUALREG3 all hold (C85, C99)', async () => {
    const { deps, api, context, navigated } = setup({ FIREBASECREATEACC3: true }, true);
    api
      .answer('loginLine', err('not.exists.user'))
      .answer('registerAutoUsername', ok(REGISTERED))
      .answer('memberInfo', ok(MEMBER1_INFO))
      .always('saveMemberInfoByAuthKey', ok({}));
    const outcome = await socialLogin(deps, context, LINE);
    expect(api.called('registerAutoUsername')[0]?.payload).toMatchObject({
      lineSessionToken: 'LST',
      login: true,
      smsTemplate: 'SMS_REG_DEMO',
      registerMethod: 'H5',
      registerUrl: 'https://www.demo.test/m/login?affiliateCode=a1',
      loginDeviceId: 'd'.repeat(36),
      affiliateCode: 'a1',
      linkId: 'T1',
    });
    // A new account lands on /m/home, whatever the go target (C99).
    expect(outcome).toMatchObject({ kind: 'navigate', to: '/m/home' });
    expect(navigated).toEqual(['/m/home']);
    expect(api.called('saveMemberInfoByAuthKey')).toHaveLength(1);
    expect(context.pending.get()).toBeNull();
  });

  it.each([
    ['auto-register off', { FIREBASECREATEACC3: true }, false],
    ['FIREBASECREATEACC3 off', {}, true],
    ['SSOMANUALREG3 on', { FIREBASECREATEACC3: true, SSOMANUALREG3: true }, true],
  ])('a new identity opens the choice when %s, keeping the identity (C86)', async (_name, switches, autoRegister) => {
    const { deps, api, context } = setup(switches, autoRegister);
    api.answer('loginTelegram', err('not.exists.user'));
    const outcome = await socialLogin(deps, context, TELEGRAM);
    expect(outcome).toEqual({ kind: 'choose', identity: TELEGRAM });
    expect(context.pending.get()).toEqual(TELEGRAM);
    expect(api.called('registerAutoUsername')).toHaveLength(0);
  });

  it('the choice\'s "Register new" makes the account from the identity (C88)', async () => {
    const { deps, api, context } = setup();
    api.answer('registerAutoUsername', ok(REGISTERED)).answer('memberInfo', ok(MEMBER1_INFO));
    const outcome = await registerSocialIdentity(deps, context, TELEGRAM);
    expect(api.called('registerAutoUsername')[0]?.payload).toMatchObject({ telegramAuth: TELEGRAM.telegramAuth, login: true });
    expect(outcome).toMatchObject({ kind: 'navigate', to: '/m/home' });
  });

  it('exchanges a LINE code with its redirect URI, then logs in (C96)', async () => {
    const { deps, api, context } = setup();
    api
      .answer('verifyLineCode', ok({ lineSessionToken: 'LST', name: 'Lin', picture: '' }))
      .answer('loginLine', ok(MEMBER1_LOGIN))
      .answer('memberInfo', ok(MEMBER1_INFO))
      .always('saveMemberInfoByAuthKey', ok({}));
    await lineCredentialLogin(deps, context, { code: 'C1', redirectUri: 'https://www.demo.test/m/login' });
    expect(api.called('verifyLineCode')[0]?.payload).toEqual({ code: 'C1', redirectUri: 'https://www.demo.test/m/login' });
    expect(api.called('loginLine')[0]?.payload).toMatchObject({ lineSessionToken: 'LST' });
  });

  it('exchanges the access token LIFF holds in the LINE app, then logs in and keeps the LINE value (C97)', async () => {
    const { deps, api, context } = setup();
    api
      .answer('verifyLineCode', ok({ lineSessionToken: 'LST-liff', name: 'Lin', picture: 'https://p.test/l.png' }))
      .answer('loginLine', ok(MEMBER1_LOGIN))
      .answer('memberInfo', ok(MEMBER1_INFO))
      .always('saveMemberInfoByAuthKey', ok({}));
    await lineCredentialLogin(deps, context, { accessToken: 'AT-line-bound' });
    expect(api.called('verifyLineCode')[0]?.payload).toEqual({ accessToken: 'AT-line-bound' });
    expect(api.called('loginLine')[0]?.payload).toMatchObject({ lineSessionToken: 'LST-liff' });
    expect(api.called('saveMemberInfoByAuthKey')[0]?.payload).toEqual({
      authKey: 'LST-liff',
      name: 'Lin',
      picture: 'https://p.test/l.png',
    });
  });

  it('a refused LINE code is an error and no login is tried', async () => {
    const { deps, api, context } = setup();
    api.answer('verifyLineCode', err('line_invalid_token', { message: 'invalid code' }));
    const outcome = await lineCredentialLogin(deps, context, { code: 'used', redirectUri: 'https://www.demo.test/m/login' });
    expect(outcome).toMatchObject({ kind: 'error' });
    expect(api.called('loginLine')).toHaveLength(0);
  });

  it('a second social login while one runs is ignored (§4 processing)', async () => {
    const { deps, api, context } = setup();
    api.answer('loginLine', ok(MEMBER1_LOGIN)).answer('memberInfo', ok(MEMBER1_INFO)).always('saveMemberInfoByAuthKey', ok({}));
    const [first, second] = await Promise.all([socialLogin(deps, context, LINE), socialLogin(deps, context, LINE)]);
    expect(first.kind).toBe('navigate');
    expect(second).toEqual({ kind: 'ignored' });
    expect(api.called('loginLine')).toHaveLength(1);
  });

  it('auto-register needs all three conditions (C85, G27, G28)', () => {
    expect(autoRegisterAllowed({ switches: { FIREBASECREATEACC3: true } }, true)).toBe(true);
    expect(autoRegisterAllowed({ switches: { FIREBASECREATEACC3: true } }, false)).toBe(false);
    expect(autoRegisterAllowed({ switches: {} }, true)).toBe(false);
    expect(autoRegisterAllowed({ switches: { FIREBASECREATEACC3: true, SSOMANUALREG3: true } }, true)).toBe(false);
  });
});
