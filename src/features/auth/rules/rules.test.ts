/** Pure rules of the auth feature (issue 4): device id, payload, destination, auto login, captcha, lock. */
import { describe, expect, it, vi } from 'vitest';
import { CHANGE_PASSWORD_ROUTE, HOME_ROUTE, basicSafeGoTarget, postLoginDestination } from './destination';
import { autoLoginFlagFromQuery, canAutoLogin } from './auto-login';
import { buildRegisterPayload, registerEndpoint, type RegisterContext } from './register-payload';
import {
  captchaErrorText,
  captchaLanguage,
  captchaVersion,
  needsLoginCaptcha,
  needsRegisterCaptcha,
  smsCaptchaRequirement,
} from './captcha';
import { captchaFailureText } from '../captcha/failure-text';
import {
  chooseDeviceId,
  deviceIdCookie,
  ensureDeviceId,
  generateUuid,
  isValidDeviceId,
  readCookie,
  topLevelCookieDomain,
} from '../../../platform/session/device-id';
import { configuredDefaultMobilePassword } from './default-password';
import { createProcessingLock } from './processing-lock';
import { DEFAULT_MOBILE_PASSWORD } from '../../../shared/constants';
import { endpoints } from '../../../shared/contract';
import { ManualTimers, MemoryStorage } from '../../../../tests/unit/support/auth-helpers';

const UUID = '123e4567-e89b-42d3-a456-426614174000';

describe('device id (C63, C64)', () => {
  it('is valid only at exactly 36 characters', () => {
    expect(isValidDeviceId(UUID)).toBe(true);
    expect(isValidDeviceId('abc')).toBe(false);
    expect(isValidDeviceId(`${UUID}x`)).toBe(false);
    expect(isValidDeviceId(null)).toBe(false);
  });

  it('prefers storage, then the cookie, then a new id', () => {
    const other = 'x'.repeat(36);
    expect(chooseDeviceId(UUID, other, () => 'new')).toEqual({ id: UUID, source: 'storage' });
    expect(chooseDeviceId('abc', other, () => 'new')).toEqual({ id: other, source: 'cookie' });
    expect(chooseDeviceId('abc', 'short', () => 'new')).toEqual({ id: 'new', source: 'generated' });
  });

  it('puts the cookie on the top-level domain, host-only for localhost and IPs', () => {
    expect(topLevelCookieDomain('www.demo.test')).toBe('.demo.test');
    expect(topLevelCookieDomain('m.aff1.demo.test')).toBe('.demo.test');
    expect(topLevelCookieDomain('demo.test')).toBe('.demo.test');
    expect(topLevelCookieDomain('localhost')).toBeUndefined();
    expect(topLevelCookieDomain('127.0.0.1')).toBeUndefined();
    expect(topLevelCookieDomain('[::1]')).toBeUndefined();
  });

  it('writes a 365-day cookie', () => {
    const now = Date.UTC(2026, 0, 1);
    const cookie = deviceIdCookie(UUID, 'www.demo.test', now, true);
    expect(cookie).toContain(`deviceId=${UUID}`);
    expect(cookie).toContain('domain=.demo.test');
    expect(cookie).toContain(`expires=${new Date(now + 365 * 86_400_000).toUTCString()}`);
    expect(cookie).toContain('max-age=31536000');
    expect(cookie).toContain('Secure');
    expect(deviceIdCookie(UUID, 'localhost', now)).not.toContain('domain=');
  });

  it('reads cookies by exact name', () => {
    expect(readCookie('a=1; deviceIdx=2; deviceId=abc%20d', 'deviceId')).toBe('abc d');
    expect(readCookie('a=1', 'deviceId')).toBeUndefined();
  });

  it('ensureDeviceId repairs localStorage from the cookie and refreshes the cookie', () => {
    const storage = new MemoryStorage();
    storage.setItem('deviceId', 'abc');
    const written: string[] = [];
    const id = ensureDeviceId({
      storage,
      cookies: { get: () => `deviceId=${UUID}`, set: (cookie) => written.push(cookie) },
      hostname: 'www.demo.test',
      now: () => 0,
      generate: () => 'never',
    });
    expect(id).toBe(UUID);
    expect(storage.getItem('deviceId')).toBe(UUID);
    expect(written[0]).toContain('domain=.demo.test');

    const fresh = new MemoryStorage();
    const made = ensureDeviceId({ storage: fresh, cookies: { get: () => '', set: () => undefined }, hostname: 'localhost' });
    expect(made).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(fresh.getItem('deviceId')).toBe(made);
  });

  it('generates a v4 UUID without randomUUID', () => {
    const id = generateUuid({
      getRandomValues: <T extends ArrayBufferView | null>(array: T) => crypto.getRandomValues(array as never) as T,
    });
    expect(id).toHaveLength(36);
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

describe('register payload (C1–C7, C12, C65)', () => {
  const context: RegisterContext = {
    settings: { mobilePassword: false, smsTemplate: 'SMS_REG_DEMO' },
    defaultMobilePassword: 'Default#1',
    deviceId: UUID,
    registerMethod: 'H5',
    officialApp: false,
    href: 'https://m.demo.test/m/register?tid=T9&token=secret&affiliateCode=a1',
    hostname: 'm.demo.test',
    tid: 'T9',
    attribution: { affiliateCode: 'a1', referralCode: 'R1', originalDomain: 'a1.demo.test' },
  };

  it('username registration: base endpoint with REG3, attribution, no smsTemplate, no pixelTrack when empty', () => {
    const form = { kind: 'username' as const, username: ' newuser1 ', password: 'Secret#1' };
    expect(registerEndpoint(form)).toBe('register');
    expect(endpoints[registerEndpoint(form)].moduleId).toBe('REG3');
    expect(buildRegisterPayload(form, { ...context, pixelTrack: {} })).toEqual({
      username: 'newuser1',
      password: 'Secret#1',
      login: true,
      registerMethod: 'H5',
      registerUrl: 'https://m.demo.test/m/register?tid=T9&affiliateCode=a1',
      loginDeviceId: UUID,
      isOfficialAppLogin: false,
      domain: 'a1.demo.test',
      linkId: 'T9',
      affiliateCode: 'a1',
      referralCode: 'R1',
    });
  });

  it('mobile registration with a Firebase phone sign-in: channel SMS and its token instead of a code, over a pending Firebase identity (C78)', () => {
    const form = { kind: 'mobile' as const, mobileNum: '9170000099', countryDialingCode: '63', phoneIdToken: 'phone.jwt.' };
    const payload = buildRegisterPayload(form, {
      ...context,
      social: { firebaseChannel2: 'GOOGLE', firebaseIdToken2: 'google.jwt.' },
    });
    expect(payload).toMatchObject({ mobileNum: '9170000099', firebaseChannel2: 'SMS', firebaseIdToken2: 'phone.jwt.' });
    expect(payload).not.toHaveProperty('verifyCode');
    expect(payload).not.toHaveProperty('phoneIdToken');
  });

  it('mobile registration: mobile endpoint with MOBILENUMREG3, the default password without the switch, smsTemplate', () => {
    const form = {
      kind: 'mobile' as const,
      mobileNum: '9170000099',
      countryDialingCode: '63',
      verifyCode: '123456',
      password: 'typed',
    };
    expect(endpoints[registerEndpoint(form)].moduleId).toBe('MOBILENUMREG3');
    const payload = buildRegisterPayload(form, { ...context, attribution: undefined, tid: undefined });
    expect(payload).toMatchObject({
      mobileNum: '9170000099',
      password: 'Default#1',
      smsTemplate: 'SMS_REG_DEMO',
      domain: 'm.demo.test',
    });
    expect(payload).not.toHaveProperty('username');
    expect(payload).not.toHaveProperty('affiliateCode');
    const own = buildRegisterPayload(form, { ...context, settings: { mobilePassword: true, smsTemplate: '' } });
    expect(own.password).toBe('typed');
    expect(own).not.toHaveProperty('smsTemplate');
  });

  it('adds captcha, social identity (with smsTemplate) and pixelTrack', () => {
    const payload = buildRegisterPayload(
      { kind: 'username', username: 'u1', password: 'p' },
      {
        ...context,
        captcha: { geetestChallenge: 'c', geetestSeccode: 's|jordan' },
        social: { firebaseChannel2: 'GOOGLE', firebaseIdToken2: 'tok', lineSessionToken: '' },
        pixelTrack: { fbc: 'x' },
        officialApp: true,
        registerMethod: 'APP',
      },
    );
    expect(payload).toMatchObject({
      geetestChallenge: 'c',
      geetestSeccode: 's|jordan',
      firebaseChannel2: 'GOOGLE',
      firebaseIdToken2: 'tok',
      smsTemplate: 'SMS_REG_DEMO',
      pixelTrack: { fbc: 'x' },
      isOfficialAppLogin: true,
      registerMethod: 'APP',
    });
    expect(payload).not.toHaveProperty('lineSessionToken');
  });

  it('the default password is the shared constant unless the build configures one (Q4)', () => {
    expect(configuredDefaultMobilePassword()).toBe(DEFAULT_MOBILE_PASSWORD);
    vi.stubEnv('VITE_DEFAULT_MOBILE_PASSWORD', 'Built#1');
    try {
      expect(configuredDefaultMobilePassword()).toBe('Built#1');
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe('post-login destination (C27–C30, Q33, Q34)', () => {
  const base = { loginType: 'username' as const, forceChangeSwitch: true, password: 'Secret#1', defaultPassword: 'Default#1' };
  it('goes to /m/changePsw under the three conditions only', () => {
    expect(postLoginDestination({ ...base, passwordExpired: true, goTarget: '/m/game' })).toBe(CHANGE_PASSWORD_ROUTE);
    expect(postLoginDestination({ ...base, passwordExpired: true, forceChangeSwitch: false })).toBe(HOME_ROUTE);
    expect(postLoginDestination({ ...base, password: 'Default#1' })).toBe(CHANGE_PASSWORD_ROUTE);
    expect(postLoginDestination({ ...base, loginType: 'sms', password: 'Default#1' })).toBe(HOME_ROUTE);
    expect(postLoginDestination({ ...base, loginType: 'line', password: 'Default#1' })).toBe(HOME_ROUTE);
    expect(postLoginDestination({ ...base, autoLogin: true, firstTimeLogin: true })).toBe(CHANGE_PASSWORD_ROUTE);
    expect(postLoginDestination({ ...base, autoLogin: false, firstTimeLogin: true })).toBe(HOME_ROUTE);
  });

  it('else the safe go target, else /m/home', () => {
    expect(postLoginDestination({ ...base, goTarget: '/m/game?x=1' })).toBe('/m/game?x=1');
    expect(postLoginDestination({ ...base, goTarget: 'https://evil.test/' })).toBe(HOME_ROUTE);
    expect(postLoginDestination({ ...base, goTarget: '//evil.test/m/' })).toBe(HOME_ROUTE);
    expect(postLoginDestination({ ...base, goTarget: 'x', safeGoTarget: () => '/m/vip' })).toBe('/m/vip');
    expect(basicSafeGoTarget('/m/a\\b')).toBeNull();
  });
});

describe('auto-login conditions (C39–C43, Q36)', () => {
  const base = {
    remembered: { type: 'username', merchant: 'DEMO' },
    merchantCode: 'DEMO',
    autoLoginFlag: null,
    autoLoginSwitch: true,
  };
  it('needs all four', () => {
    expect(canAutoLogin(base)).toBe(true);
    expect(canAutoLogin({ ...base, remembered: { type: 'username', merchant: 'VNL' } })).toBe(false);
    expect(canAutoLogin({ ...base, remembered: { type: 'sms', merchant: 'DEMO' } })).toBe(false);
    expect(canAutoLogin({ ...base, autoLoginFlag: '0' })).toBe(false);
    expect(canAutoLogin({ ...base, autoLoginFlag: '1' })).toBe(true);
    expect(canAutoLogin({ ...base, autoLoginSwitch: false })).toBe(false);
    expect(canAutoLogin({ ...base, remembered: null })).toBe(false);
  });
  it('autoLogin=0 in the entry query turns it off', () => {
    expect(autoLoginFlagFromQuery('?autoLogin=0')).toBe('0');
    expect(autoLoginFlagFromQuery('?autoLogin=1')).toBeUndefined();
  });
});

describe('captcha rules (C10, C11, C48–C52, C59–C61, Q39)', () => {
  it('login captcha: GEETEST3, not for SMS, firebase without username, or a present result', () => {
    const base = { loginCaptchaSwitch: true, type: 'username' as const, username: 'member1' };
    expect(needsLoginCaptcha(base)).toBe(true);
    expect(needsLoginCaptcha({ ...base, loginCaptchaSwitch: false })).toBe(false);
    expect(needsLoginCaptcha({ ...base, type: 'sms' })).toBe(false);
    expect(needsLoginCaptcha({ ...base, isSms: true })).toBe(false);
    expect(needsLoginCaptcha({ ...base, type: 'firebase', username: '' })).toBe(false);
    expect(needsLoginCaptcha({ ...base, type: 'firebase' })).toBe(true);
    expect(needsLoginCaptcha({ ...base, captcha: { geetestChallenge: 'c', geetestSeccode: 's' } })).toBe(false);
    expect(needsLoginCaptcha({ ...base, captcha: { geetestChallenge: 'c' } })).toBe(true);
    expect(needsLoginCaptcha({ ...base, captcha: { geetestValidateV4: '{}' } })).toBe(false);
  });

  it('register captcha only with its switch; SMS captcha only under v4', () => {
    expect(needsRegisterCaptcha(true)).toBe(true);
    expect(needsRegisterCaptcha(false)).toBe(false);
    expect(needsRegisterCaptcha(true, { geetestValidateV4: 'x' })).toBe(false);
    expect(smsCaptchaRequirement(false, 'v3')).toBe('none');
    expect(smsCaptchaRequirement(true, 'v4')).toBe('required');
    expect(smsCaptchaRequirement(true, 'v3')).toBe('unsupported');
    expect(smsCaptchaRequirement(true, undefined)).toBe('unsupported');
    expect(captchaVersion('V4')).toBe('v4');
    expect(captchaVersion('')).toBe('v3');
  });

  it('maps the app language to the captcha language', () => {
    expect(captchaLanguage('TW', 'v3')).toBe('zh-tw');
    expect(captchaLanguage('TW', 'v3', 'zh-HK')).toBe('zh-hk');
    expect(captchaLanguage('CN', 'v3')).toBe('zh-cn');
    expect(captchaLanguage('JA', 'v3')).toBe('ja');
    expect(captchaLanguage('RU', 'v3')).toBe('en');
    expect(captchaLanguage('PT-BR', 'v3')).toBe('en');
    expect(captchaLanguage('RU', 'v4')).toBe('ru');
    expect(captchaLanguage('PT-BR', 'v4')).toBe('pt-br');
    expect(captchaLanguage('UR-LATN', 'v4')).toBe('en');
    expect(captchaLanguage('<x>', 'v4')).toBe('en');
    for (const code of ['EN', 'CN', 'TW', 'JA', 'KO', 'ID', 'ES', 'TH', 'VI', 'TA', 'HI', 'PT-BR', 'UR-LA']) {
      for (const version of ['v3', 'v4'] as const) expect(captchaLanguage(code, version)).toMatch(/^[A-Za-z0-9-]{1,6}$/);
    }
  });

  it('formats failures', () => {
    expect(captchaErrorText({ code: '60500', msg: '' }, 'Unknown error')).toBe('[G] 60500 Unknown error');
    expect(captchaErrorText({ code: '60500', msg: 'bad' })).toBe('[G] 60500 bad');
    expect(captchaFailureText({ kind: 'closed' }, (key) => `t(${key})`)).toBe('t(verify_first)');
    expect(captchaFailureText({ kind: 'busy' })).toBe('verify geetest too fast');
    expect(captchaFailureText({ kind: 'unsupported' })).toBe('unknown_error: Geetest service not work');
    expect(captchaFailureText({ kind: 'error', code: '60500' })).toBe('[G] 60500 unknown_error');
  });
});

describe('processing lock (C8, C9, C24, C25)', () => {
  it('ignores a run while busy and releases 500 ms after the task settles', async () => {
    const timers = new ManualTimers();
    const lock = createProcessingLock(timers);
    let finish!: () => void;
    const first = lock.run(() => new Promise<string>((resolve) => (finish = () => resolve('done'))));
    expect(lock.busy).toBe(true);
    expect(await lock.run(async () => 'second')).toEqual({ ran: false });
    finish();
    expect(await first).toEqual({ ran: true, value: 'done' });
    timers.run(400);
    expect(lock.busy).toBe(true);
    expect((await lock.run(async () => 'x')).ran).toBe(false);
    timers.run(100);
    expect(lock.busy).toBe(false);
    expect(await lock.run(async () => 'third')).toEqual({ ran: true, value: 'third' });
  });

  it('releases after a failure too, and tells subscribers', async () => {
    const timers = new ManualTimers();
    const lock = createProcessingLock(timers);
    const seen: boolean[] = [];
    lock.subscribe(() => seen.push(lock.busy));
    await expect(lock.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    timers.run(500);
    expect(lock.busy).toBe(false);
    expect(seen).toEqual([true, false]);
  });
});
