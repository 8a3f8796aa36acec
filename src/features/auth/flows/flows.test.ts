/** The auth flows against a fake API (spec §4 Login and Registration; C8–C45, C47–C52, C73). */
import { describe, expect, it } from 'vitest';
import { autoLogin, login, sendVerificationCode, verifyLogin } from './login';
import { changePassword } from './password';
import { expireSession, logout } from './logout';
import { register, type RegisterEnvironment } from './register';
import { sendSmsCode } from './sms-code';
import { err, makeDeps, MEMBER1_INFO, MEMBER1_LOGIN, MemoryStorage, ok } from '../../../../tests/unit/support/auth-helpers';
import { FIREBASE_IDENTITY_KEY, pendingIdentityStore, socialRegistration } from '../social/pending-identity';

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('login', () => {
  it('sends the login request, stores the session, hands the token to the worker, renews and navigates (C23, C26)', async () => {
    const { deps, api, navigated } = makeDeps();
    api.answer('login', ok(MEMBER1_LOGIN)).answer('memberInfo', ok({ ...MEMBER1_INFO, account: 'Member1' }));
    const outcome = await login(deps, { type: 'username', username: ' member1 ', password: 'Passw0rd!', goTarget: '/m/game' });
    expect(api.called('login')[0]?.payload).toEqual({
      username: 'member1',
      password: 'Passw0rd!',
      type: 'username',
      isSms: false,
      loginDeviceId: 'd'.repeat(36),
      isOfficialAppLogin: false,
      device: 'MOBILE',
    });
    expect(api.calls.map((call) => call.name)).toEqual(['login', 'memberInfo']);
    expect(outcome).toMatchObject({ kind: 'navigate', to: '/m/game', firstTimeLogin: false, flags: { updatePassword: false } });
    expect(deps.session.get()).toMatchObject({
      token: 'tok',
      userName: 'Member1',
      merchantCode: 'DEMO',
      type: 0,
      spanId: 'span-1',
    });
    expect(navigated).toEqual(['/m/game']);
  });

  it('SMS login sends type sms, isSms true, the code as password, and never shows a captcha (C47, C50)', async () => {
    const { deps, api, captcha } = makeDeps({ switches: { GEETEST3: true } });
    api.answer('login', ok(MEMBER1_LOGIN)).always('memberInfo', ok(MEMBER1_INFO));
    await login(deps, { type: 'sms', username: '9170000001', password: '123456', countryDialingCode: '63', remember: true });
    expect(api.called('login')[0]?.payload).toMatchObject({
      type: 'sms',
      isSms: true,
      username: '9170000001',
      password: '123456',
    });
    expect(captcha.verifies).toBe(0);
    expect(deps.remember.peek()).toEqual({ type: 'sms', account: '9170000001', merchant: 'DEMO' });
  });

  it('with GEETEST3 a captcha comes first and its result is sent; a supplied result skips it (C49, C52)', async () => {
    const { deps, api, captcha } = makeDeps({ switches: { GEETEST3: true } });
    api.always('login', ok(MEMBER1_LOGIN)).always('memberInfo', ok(MEMBER1_INFO));
    await login(deps, { type: 'username', username: 'member1', password: 'p' });
    expect(captcha.verifies).toBe(1);
    expect(api.called('login')[0]?.payload).toMatchObject({ geetestChallenge: 'ch', geetestSeccode: 'sec|jordan' });

    const supplied = makeDeps({ switches: { GEETEST3: true } });
    supplied.api.always('login', ok(MEMBER1_LOGIN)).always('memberInfo', ok(MEMBER1_INFO));
    await login(supplied.deps, {
      type: 'username',
      username: 'member1',
      password: 'p',
      captcha: { geetestChallenge: 'c', geetestSeccode: 's' },
    });
    expect(supplied.captcha.verifies).toBe(0);
    expect(supplied.api.called('login')[0]?.payload).toMatchObject({ geetestChallenge: 'c', geetestSeccode: 's' });
  });

  it('a closed or busy captcha sends nothing (C58, C59)', async () => {
    const { deps, api, captcha } = makeDeps({ switches: { GEETEST3: true } });
    captcha.outcomes.push({ ok: false, failure: { kind: 'closed' } });
    expect(await login(deps, { type: 'username', username: 'member1', password: 'p' })).toEqual({
      kind: 'captcha',
      failure: { kind: 'closed' },
    });
    expect(api.calls).toHaveLength(0);
  });

  it('is ignored while processing and released 500 ms after finishing (C24, C25)', async () => {
    const { deps, api, timers } = makeDeps();
    let release!: () => void;
    api.always('login', () => new Promise((resolve) => (release = () => resolve(err('qa.err', { message: 'boom' })))));
    const first = login(deps, { type: 'username', username: 'member1', password: 'p' });
    await flush();
    expect(await login(deps, { type: 'username', username: 'member1', password: 'p' })).toEqual({ kind: 'ignored' });
    release();
    expect((await first).kind).toBe('error');
    timers.run(400);
    expect(await login(deps, { type: 'username', username: 'member1', password: 'p' })).toEqual({ kind: 'ignored' });
    timers.run(100);
    const third = login(deps, { type: 'username', username: 'member1', password: 'p' });
    await flush();
    release();
    await third;
    expect(api.called('login')).toHaveLength(2);
  });

  it('goes to /m/changePsw on an expired password with the switch, or the default password (C27, C28)', async () => {
    const { deps, api } = makeDeps();
    api.always('memberInfo', ok(MEMBER1_INFO));
    api.answer('login', ok({ ...MEMBER1_LOGIN, passwordExpired: true }));
    expect(await login(deps, { type: 'username', username: 'expired1', password: 'p', goTarget: '/m/game' })).toMatchObject({
      to: '/m/changePsw',
    });
    api.answer('login', ok(MEMBER1_LOGIN));
    expect(
      await login({ ...deps, lock: makeDeps().deps.lock }, { type: 'username', username: 'default1', password: 'Default#1' }),
    ).toMatchObject({
      to: '/m/changePsw',
    });
    api.answer('login', ok(MEMBER1_LOGIN));
    expect(
      await login({ ...deps, lock: makeDeps().deps.lock }, { type: 'sms', username: '9170000002', password: 'Default#1' }),
    ).toMatchObject({
      to: '/m/home',
    });
  });

  it('a failure answers the catalogue action, forgets the remembered login and reloads the captcha (C31, C36)', async () => {
    const { deps, api, captcha } = makeDeps({ switches: { GEETEST3: true } });
    await deps.remember.save({ type: 'username', account: 'member1', password: 'old', merchant: 'DEMO' });
    api.answer('login', err('login.cred.err', { message: 'Incorrect username or password' }));
    const outcome = await login(deps, { type: 'username', username: 'member1', password: 'bad' });
    expect(outcome).toMatchObject({
      kind: 'error',
      action: { kind: 'alert', message: 'Incorrect username or password' },
      clearCaptchaInput: true,
    });
    expect(deps.remember.peek()).toBeNull();
    expect(captcha.resets).toBe(1);
    expect(deps.session.get()).toBeNull();
  });

  it('login_verify_required opens the verification; send and verify complete the login (C32, C33, Q11)', async () => {
    const { deps, api } = makeDeps();
    api.answer('login', err('login_verify_required', { value: { sms: '917****001', verifyToken: 'vt' } }));
    const outcome = await login(deps, { type: 'username', username: 'tfa_sms', password: 'p', remember: true });
    expect(outcome.kind).toBe('verify');
    if (outcome.kind !== 'verify') return;
    expect(outcome.pending).toMatchObject({ channel: 'sms', target: '917****001' });
    expect(deps.session.get()).toBeNull();

    api.answer('loginVerification', ok({}));
    expect(await sendVerificationCode(deps, outcome.pending)).toEqual({ kind: 'sent' });
    expect(api.called('loginVerification')[0]?.payload).toEqual({ verifyToken: 'vt', verifyType: 'sms', action: 'send' });

    const fresh = makeDeps();
    const verifyDeps = { ...deps, lock: fresh.deps.lock };
    api.answer('loginVerification', err('verify.code.invalid', { message: 'Invalid verification code' }));
    expect(await verifyLogin(verifyDeps, outcome.pending, '111111')).toMatchObject({ kind: 'error', action: { kind: 'alert' } });
    fresh.timers.run(500);
    api.answer('loginVerification', ok(MEMBER1_LOGIN)).answer('memberInfo', ok(MEMBER1_INFO));
    expect(await verifyLogin(verifyDeps, outcome.pending, ' 000000 ')).toMatchObject({ kind: 'navigate', to: '/m/home' });
    // The original login payload plus the verification fields (Q11).
    expect(api.called('loginVerification')[2]?.payload).toEqual({
      username: 'tfa_sms',
      password: 'p',
      type: 'username',
      isSms: false,
      loginDeviceId: deps.deviceId,
      isOfficialAppLogin: false,
      device: 'MOBILE',
      verifyToken: 'vt',
      verifyType: 'sms',
      verifyCode: '000000',
    });
    expect(deps.remember.peek()).toMatchObject({ account: 'tfa_sms' });
  });

  it('token_ip_different on the renewal turns auto login off (C45)', async () => {
    const { deps, api, localStorage } = makeDeps();
    api.answer('login', ok(MEMBER1_LOGIN)).answer('memberInfo', err('token_ip_different'));
    const outcome = await login(deps, { type: 'username', username: 'member1', password: 'p' });
    expect(outcome).toMatchObject({ kind: 'navigate', renewError: { code: 'token_ip_different' } });
    expect(localStorage.getItem('autoLogin')).toBe('0');
  });
});

describe('auto login', () => {
  it('logs in with the remembered login when every condition holds; first login goes to /m/changePsw (C29, C39)', async () => {
    const { deps, api } = makeDeps();
    await deps.remember.save({ type: 'username', account: 'first1', password: 'Passw0rd!', merchant: 'DEMO' });
    api.answer('login', ok({ ...MEMBER1_LOGIN, firstTimeLogin: true })).answer('memberInfo', ok(MEMBER1_INFO));
    expect(await autoLogin(deps)).toMatchObject({ kind: 'navigate', to: '/m/changePsw' });
    expect(api.called('login')[0]?.payload).toMatchObject({ username: 'first1', password: 'Passw0rd!', type: 'username' });
    expect(deps.remember.peek()).not.toBeNull();
  });

  it('is skipped for another merchant, SMS, autoLogin 0, the switch off, or a live session (C40–C43)', async () => {
    const cases: [string, (d: ReturnType<typeof makeDeps>) => Promise<void>][] = [
      [
        'merchant',
        async ({ deps }) => void (await deps.remember.save({ type: 'username', account: 'm', password: 'p', merchant: 'VNL' })),
      ],
      [
        'sms',
        async ({ deps }) => void (await deps.remember.save({ type: 'sms', account: '917', password: 'p', merchant: 'DEMO' })),
      ],
      [
        'flag',
        async ({ deps, localStorage }) => {
          await deps.remember.save({ type: 'username', account: 'm', password: 'p', merchant: 'DEMO' });
          localStorage.setItem('autoLogin', '0');
        },
      ],
      [
        'switch',
        async ({ deps }) => {
          await deps.remember.save({ type: 'username', account: 'm', password: 'p', merchant: 'DEMO' });
          deps.switches = {};
        },
      ],
    ];
    for (const [, prepare] of cases) {
      const made = makeDeps();
      await prepare(made);
      expect(await autoLogin(made.deps)).toEqual({ kind: 'skipped' });
      expect(made.api.calls).toHaveLength(0);
    }
  });

  it('removes the remembered login on login.cred.err and not.exists.user only (C44)', async () => {
    for (const [code, kept] of [
      ['login.cred.err', false],
      ['not.exists.user', false],
      ['qa.other', true],
    ] as const) {
      const { deps, api } = makeDeps();
      await deps.remember.save({ type: 'username', account: 'member1', password: 'p', merchant: 'DEMO' });
      api.answer('login', err(code, { message: 'm' }));
      const outcome = await autoLogin(deps);
      expect(outcome).toMatchObject({ kind: 'error', action: { kind: kept ? 'alert' : 'forgetCredentials' } });
      expect(deps.remember.peek() !== null).toBe(kept);
    }
  });
});

describe('register', () => {
  const env: RegisterEnvironment = {
    settings: { mobilePassword: false, smsTemplate: 'SMS_REG_DEMO', captchaEnabled: false },
    registerMethod: 'H5',
    href: 'https://www.demo.test/m/register?token=x',
    hostname: 'www.demo.test',
  };
  const REG = {
    token: 'rt',
    id: '',
    customerId: 'C1',
    userName: 'newuser1',
    customerName: 'n',
    customerType: 0,
    firstTimeLogin: true,
  };

  it('registers by username, stores the session, remembers, renews and lands on the go target (C1, C13, C15–C17)', async () => {
    const { deps, api } = makeDeps();
    let cleared = 0;
    api.answer('register', ok(REG)).answer('memberInfo', ok({ ...MEMBER1_INFO, id: 'C1', account: 'newuser1' }));
    const outcome = await register({ ...deps, clearPendingSocial: () => cleared++ }, env, {
      form: { kind: 'username', username: 'newuser1', password: 'Secret#1' },
      remember: true,
      goTarget: '/m/vip',
    });
    expect(api.called('register')[0]?.payload).toMatchObject({
      username: 'newuser1',
      login: true,
      registerUrl: 'https://www.demo.test/m/register',
    });
    expect(outcome).toMatchObject({ kind: 'navigate', to: '/m/vip', firstTimeLogin: true });
    expect(deps.session.get()).toMatchObject({ id: 'C1', token: 'rt', firstTimeLogin: true });
    expect(deps.remember.peek()).toEqual({ type: 'username', account: 'newuser1', merchant: 'DEMO' });
    expect(cleared).toBe(1);
  });

  it('registers by mobile with the default password on the mobile endpoint (C2, C3)', async () => {
    const { deps, api } = makeDeps();
    api.answer('registerMobile', ok(REG)).always('memberInfo', ok(MEMBER1_INFO));
    await register(deps, env, {
      form: { kind: 'mobile', mobileNum: '9170000099', countryDialingCode: '63', verifyCode: '123456' },
    });
    expect(api.called('registerMobile')[0]?.payload).toMatchObject({
      mobileNum: '9170000099',
      password: 'Default#1',
      smsTemplate: 'SMS_REG_DEMO',
    });
  });

  it('fetches a captcha only with register captcha on, and reloads it after a failure (C10, C11, C18, C20)', async () => {
    const { deps, api, captcha } = makeDeps();
    api.answer('register', err('username.exists', { message: 'Username taken' }));
    const outcome = await register(
      deps,
      { ...env, settings: { ...env.settings, captchaEnabled: true } },
      {
        form: { kind: 'username', username: 'member1', password: 'p' },
      },
    );
    expect(captcha.verifies).toBe(1);
    expect(api.called('register')[0]?.payload).toMatchObject({ geetestChallenge: 'ch', geetestSeccode: 'sec|jordan' });
    expect(outcome).toMatchObject({
      kind: 'error',
      action: { kind: 'alert', message: 'Username taken' },
      clearCaptchaInput: true,
    });
    expect(captcha.resets).toBe(1);

    const off = makeDeps();
    off.api.answer('register', ok(REG)).always('memberInfo', ok(MEMBER1_INFO));
    await register(off.deps, env, { form: { kind: 'username', username: 'u', password: 'p' } });
    expect(off.captcha.verifies).toBe(0);
  });

  it('adds the pending social identity only under FIREBASECREATEACC3; line_invalid_token clears it (C12, C19)', async () => {
    const social = { lineSessionToken: 'lst' };
    const off = makeDeps();
    off.api.answer('register', ok(REG)).always('memberInfo', ok(MEMBER1_INFO));
    await register(off.deps, env, { form: { kind: 'username', username: 'u', password: 'p' }, social });
    expect(off.api.called('register')[0]?.payload).not.toHaveProperty('lineSessionToken');

    const on = makeDeps({ switches: { FIREBASECREATEACC3: true } });
    let clearedLine = 0;
    on.api.answer('register', err('line_invalid_token', { message: 'bad' }));
    await register({ ...on.deps, clearLineSessionToken: () => clearedLine++ }, env, {
      form: { kind: 'username', username: 'u', password: 'p' },
      social,
    });
    expect(on.api.called('register')[0]?.payload).toMatchObject({ lineSessionToken: 'lst', smsTemplate: 'SMS_REG_DEMO' });
    expect(clearedLine).toBe(1);
  });

  it('a firebase-assisted registration sends the identity, and success resets the stored firebase arguments (C12, C14)', async () => {
    const storage = new MemoryStorage();
    const pending = pendingIdentityStore(storage);
    pending.set({ channel: 'firebase', firebaseChannel: 'GOOGLE', firebaseIdToken: 'fb.token.' });
    const { deps, api } = makeDeps({ switches: { FIREBASECREATEACC3: true } });
    api.answer('register', ok(REG)).always('memberInfo', ok(MEMBER1_INFO));
    await register({ ...deps, clearPendingSocial: pending.clear }, env, {
      form: { kind: 'username', username: 'u', password: 'p' },
      social: socialRegistration(pending.get()),
    });
    expect(api.called('register')[0]?.payload).toMatchObject({ firebaseChannel2: 'GOOGLE', firebaseIdToken2: 'fb.token.' });
    expect(storage.getItem(FIREBASE_IDENTITY_KEY)).toBeNull();
    expect(pending.get()).toBeNull();
  });

  it('is ignored while processing (C8)', async () => {
    const { deps, api } = makeDeps();
    let release!: () => void;
    api.always('register', () => new Promise((resolve) => (release = () => resolve(err('qa.err')))));
    const first = register(deps, env, { form: { kind: 'username', username: 'u', password: 'p' } });
    await flush();
    expect(await register(deps, env, { form: { kind: 'username', username: 'u', password: 'p' } })).toEqual({ kind: 'ignored' });
    release();
    await first;
    expect(api.called('register')).toHaveLength(1);
  });
});

describe('SMS code, password change, logout', () => {
  it('sends the SMS code; GEETESTVCODE3 needs v4 (C46, C48)', async () => {
    const { deps, api, captcha } = makeDeps();
    api.always('smsNoLogin', ok({}));
    expect(await sendSmsCode(deps, { mobileNum: '9170000001', countryDialingCode: '63' })).toEqual({ kind: 'sent' });
    expect(api.called('smsNoLogin')[0]?.payload).toEqual({ countryDialingCode: '63', mobileNum: '9170000001' });

    expect(
      await sendSmsCode(
        { ...deps, switches: { GEETESTVCODE3: true }, geetestVersion: 'v3' },
        { mobileNum: '1', countryDialingCode: '63' },
      ),
    ).toEqual({
      kind: 'captcha',
      failure: { kind: 'unsupported' },
    });
    expect(api.called('smsNoLogin')).toHaveLength(1);

    captcha.outcomes.push({ ok: true, fields: { geetestValidateV4: '{"pass_token":"p"}' } });
    await sendSmsCode(
      { ...deps, switches: { GEETESTVCODE3: true }, geetestVersion: 'v4' },
      { mobileNum: '1', countryDialingCode: '63' },
    );
    expect(api.called('smsNoLogin')[1]?.payload).toMatchObject({ geetestValidateV4: '{"pass_token":"p"}' });
  });

  it('changes the password, updates the remembered one and continues to /m/home (C73)', async () => {
    const { deps, api } = makeDeps();
    deps.session.start({ id: 'x', token: 't', merchantCode: 'DEMO', userName: 'expired1', type: 0, firstTimeLogin: true });
    await deps.remember.save({ type: 'username', account: 'expired1', password: 'old', merchant: 'DEMO' });
    api.answer('passwordChange', ok({}));
    expect(await changePassword(deps, { oldPassword: 'old', newPassword: 'New#1234' })).toMatchObject({
      kind: 'navigate',
      to: '/m/home',
    });
    expect((await deps.remember.load())?.password).toBe('New#1234');
    expect(deps.session.get()?.firstTimeLogin).toBe(false);
  });

  it('logout calls the backend and clears the session (the worker follows it); expiry clears all (C69, C72)', async () => {
    const { deps, api, sessionStorage } = makeDeps();
    api.always('logout', ok({}));
    deps.session.start({ id: 'x', token: 't', merchantCode: 'DEMO', userName: 'u', type: 0, firstTimeLogin: false });
    logout(deps);
    expect(api.called('logout')).toHaveLength(1);
    expect(deps.session.get()).toBeNull();
    sessionStorage.setItem('other', '1');
    expect(expireSession(deps)).toEqual({ alert: 'please login', to: '/m/login' });
    expect(sessionStorage.length).toBe(0);
  });
});
