/**
 * login_verify_required as two UI steps (Q11; ACCEPTANCE C32–C34): the channels offered, the picked channel's send and
 * verify calls, the 6-digit code rule; the registration modal's open/close state (C17, C21) and the username check
 * (C22).
 */
import { describe, expect, it } from 'vitest';
import { createRegisterModalStore } from './register-modal-store';
import { isSecondFactorCode } from './ui/validation';
import { login, sendVerificationCode, verifyLogin, verifyOptions } from './flows/login';
import { usernameTaken } from './flows/register';
import { err, makeDeps, ok } from '../../../tests/unit/support/auth-helpers';

describe('verification channels', () => {
  it('lists e-mail, then SMS, then the authenticator, with their masked targets', () => {
    expect(verifyOptions({ verifyToken: 't', email: 'me***@x.test' })).toEqual([{ channel: 'email', target: 'me***@x.test' }]);
    expect(verifyOptions({ verifyToken: 't', ga: true })).toEqual([{ channel: 'ga' }]);
    expect(verifyOptions({ verifyToken: 't', sms: '917****001', email: 'a***@b', ga: true })).toEqual([
      { channel: 'email', target: 'a***@b' },
      { channel: 'sms', target: '917****001' },
      { channel: 'ga' },
    ]);
    // Nothing named: the authenticator.
    expect(verifyOptions({ verifyToken: 't' })).toEqual([{ channel: 'ga' }]);
  });

  it('sends and verifies on the channel the member picked', async () => {
    const { deps, api, timers } = makeDeps();
    api.answer('login', err('login_verify_required', { value: { email: 'a***@b', sms: '917****001', verifyToken: 'vt' } }));
    const outcome = await login(deps, { type: 'username', username: 'tfa', password: 'p' });
    if (outcome.kind !== 'verify') throw new Error(outcome.kind);
    expect(outcome.pending.channel).toBe('email');
    expect(outcome.pending.options.map((option) => option.channel)).toEqual(['email', 'sms']);

    api.answer('loginVerification', ok({}));
    await sendVerificationCode(deps, outcome.pending, 'sms');
    expect(api.called('loginVerification')[0]?.payload).toEqual({ verifyToken: 'vt', verifyType: 'sms', action: 'send' });
    timers.run(500);
    api.answer('loginVerification', err('verify.code.invalid'));
    await verifyLogin(deps, outcome.pending, '123456', 'sms');
    expect(api.called('loginVerification')[1]?.payload).toMatchObject({
      username: 'tfa',
      verifyType: 'sms',
      verifyCode: '123456',
    });
  });

  it('the authenticator needs nothing sent', async () => {
    const { deps, api } = makeDeps();
    api.answer('login', err('login_verify_required', { value: { ga: true, verifyToken: 'vt' } }));
    const outcome = await login(deps, { type: 'username', username: 'tfa_ga', password: 'p' });
    if (outcome.kind !== 'verify') throw new Error(outcome.kind);
    expect(await sendVerificationCode(deps, outcome.pending)).toEqual({ kind: 'sent' });
    expect(api.called('loginVerification')).toHaveLength(0);
  });

  it('the second factor is exactly 6 digits', () => {
    expect(isSecondFactorCode('000000')).toBe(true);
    expect(isSecondFactorCode(' 123456 ')).toBe(true);
    expect(isSecondFactorCode('12345')).toBe(false);
    expect(isSecondFactorCode('1234567')).toBe(false);
    expect(isSecondFactorCode('12a456')).toBe(false);
  });
});

describe('registration modal state', () => {
  it('opens with its go target, tells its listeners, and closes', () => {
    const store = createRegisterModalStore();
    const seen: boolean[] = [];
    const stop = store.subscribe(() => seen.push(store.get().open));
    expect(store.get()).toEqual({ open: false, goTarget: null });
    store.open('/m/game');
    expect(store.get()).toEqual({ open: true, goTarget: '/m/game' });
    store.open('/m/game');
    store.close();
    store.close();
    expect(seen).toEqual([true, false]);
    stop();
    store.open();
    expect(seen).toEqual([true, false]);
    expect(store.get()).toEqual({ open: true, goTarget: null });
  });
});

describe('username check (C22)', () => {
  it('asks the backend without a login, and says taken, free or unknown', async () => {
    const { api } = makeDeps();
    api.answer('checkUsername', ok({ exists: true }));
    expect(await usernameTaken(api, ' member1 ')).toBe(true);
    expect(api.called('checkUsername')[0]?.payload).toEqual({ username: 'member1' });
    api.answer('checkUsername', ok({ exists: false }));
    expect(await usernameTaken(api, 'freename')).toBe(false);
    api.answer('checkUsername', err('network.error'));
    expect(await usernameTaken(api, 'freename')).toBeNull();
  });
});
