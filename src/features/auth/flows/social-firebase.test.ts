/** Firebase social login (Google) against a fake API (spec §4 Social login; C76, C85, C86, Q44). */
import { describe, expect, it } from 'vitest';
import { err, MEMBER1_INFO, MEMBER1_LOGIN, MemoryStorage, ok, socialSetup } from '../../../../tests/unit/support/auth-helpers';
import { FIREBASE_IDENTITY_KEY, pendingIdentityStore, socialRegistration } from '../social/pending-identity';
import { firebaseLogin, firebaseLoginRequest, registerSocialIdentity } from './social';
import type { RegisterEnvironment } from './register';

const REGISTERED = { token: 'rt', id: '', customerId: 'C9', userName: 'g123', customerName: 'n', customerType: 0 };
const ENV: RegisterEnvironment = {
  settings: { mobilePassword: false, smsTemplate: 'SMS_REG_DEMO', captchaEnabled: false },
  registerMethod: 'H5',
  href: 'https://www.demo.test/m/login',
  hostname: 'www.demo.test',
  tid: undefined,
  attribution: undefined,
};
const GOOGLE = { channel: 'GOOGLE', idToken: 'header.claims.' } as const;

const setup = (switches: Record<string, boolean> = {}, autoRegister = false) => socialSetup(ENV, { switches, autoRegister });

describe('firebase login (Google)', () => {
  it('logs in with type firebase, channel GOOGLE and the Firebase id token, to the go target (C76, Q44)', async () => {
    const { deps, api, context, navigated, storage } = setup();
    context.pending.set({ channel: 'firebase', firebaseChannel: 'GOOGLE', firebaseIdToken: GOOGLE.idToken });
    api.answer('login', ok(MEMBER1_LOGIN)).answer('memberInfo', ok(MEMBER1_INFO));
    const outcome = await firebaseLogin(deps, context, GOOGLE);
    expect(api.called('login')[0]?.payload).toEqual({
      type: 'firebase',
      firebaseChannel: 'GOOGLE',
      firebaseIdToken: 'header.claims.',
      loginDeviceId: 'd'.repeat(36),
      isOfficialAppLogin: false,
      device: 'MOBILE',
    });
    expect(outcome).toMatchObject({ kind: 'navigate', to: '/m/game' });
    expect(navigated).toEqual(['/m/game']);
    expect(storage.getItem(FIREBASE_IDENTITY_KEY)).toBeNull();
    expect(api.called('saveMemberInfoByAuthKey')).toHaveLength(0);
  });

  it('bind_customer_required offers the choice and holds the identity (C86)', async () => {
    const { deps, api, context } = setup();
    api.answer('login', err('bind_customer_required', { value: { firebaseChannel: 'GOOGLE' } }));
    const outcome = await firebaseLogin(deps, context, GOOGLE);
    const identity = { channel: 'firebase', firebaseChannel: 'GOOGLE', firebaseIdToken: 'header.claims.' };
    expect(outcome).toEqual({ kind: 'choose', identity });
    expect(context.pending.get()).toEqual(identity);
    expect(deps.session.get()).toBeNull();
  });

  it('bind_customer_required registers at once under auto-register, with firebaseChannel2 and firebaseIdToken2 (C85)', async () => {
    const { deps, api, context, navigated } = setup({ FIREBASECREATEACC3: true }, true);
    api
      .answer('login', err('bind_customer_required'))
      .answer('registerAutoUsername', ok(REGISTERED))
      .answer('memberInfo', ok(MEMBER1_INFO));
    const outcome = await firebaseLogin(deps, context, GOOGLE);
    expect(api.called('registerAutoUsername')[0]?.payload).toMatchObject({
      firebaseChannel2: 'GOOGLE',
      firebaseIdToken2: 'header.claims.',
      login: true,
    });
    expect(outcome).toMatchObject({ kind: 'navigate', to: '/m/home' });
    expect(navigated).toEqual(['/m/home']);
  });

  it('the choice\'s "Register new" registers the Google identity (C88)', async () => {
    const { deps, api, context } = setup();
    api.answer('registerAutoUsername', ok(REGISTERED)).answer('memberInfo', ok(MEMBER1_INFO));
    await registerSocialIdentity(deps, context, { channel: 'firebase', firebaseChannel: 'GOOGLE', firebaseIdToken: 'T' });
    expect(api.called('registerAutoUsername')[0]?.payload).toMatchObject({ firebaseChannel2: 'GOOGLE', firebaseIdToken2: 'T' });
  });

  it('a refused Firebase token is an error alert and no session (login_cred_err)', async () => {
    const { deps, api, context } = setup();
    api.answer('login', err('login_cred_err', { message: 'The firebase id token is invalid or expired' }));
    const outcome = await firebaseLogin(deps, context, GOOGLE);
    expect(outcome).toMatchObject({ kind: 'error' });
    expect(deps.session.get()).toBeNull();
  });

  it('builds the login body and the registration fields of a Firebase identity', () => {
    expect(
      firebaseLoginRequest({ firebaseChannel: 'GOOGLE', firebaseIdToken: 'T' }, { deviceId: 'D', officialApp: true }),
    ).toEqual({
      type: 'firebase',
      firebaseChannel: 'GOOGLE',
      firebaseIdToken: 'T',
      loginDeviceId: 'D',
      isOfficialAppLogin: true,
      device: 'MOBILE',
    });
    expect(socialRegistration({ channel: 'firebase', firebaseChannel: 'GOOGLE', firebaseIdToken: 'T' })).toEqual({
      firebaseChannel2: 'GOOGLE',
      firebaseIdToken2: 'T',
    });
  });

  it('the pending store keeps one identity: a Firebase one replaces LINE, and a broken stored one reads as none', () => {
    const storage = new MemoryStorage();
    const pending = pendingIdentityStore(storage);
    pending.set({ channel: 'line', lineSessionToken: 'L', name: '', picture: '' });
    pending.set({ channel: 'firebase', firebaseChannel: 'GOOGLE', firebaseIdToken: 'T' });
    expect(pending.get()).toEqual({ channel: 'firebase', firebaseChannel: 'GOOGLE', firebaseIdToken: 'T' });
    pending.clear();
    expect(pending.get()).toBeNull();
    storage.setItem(FIREBASE_IDENTITY_KEY, '{"firebaseChannel":"MYSPACE","firebaseIdToken":"T"}');
    expect(pending.get()).toBeNull();
    storage.setItem(FIREBASE_IDENTITY_KEY, 'not json');
    expect(pending.get()).toBeNull();
  });
});
