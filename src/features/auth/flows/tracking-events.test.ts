/** registerSubmit, register and login are told to tracking by the auth flows (spec §9; ACCEPTANCE F24, F25). */
import { describe, expect, it } from 'vitest';
import { login } from './login';
import { register, type RegisterEnvironment } from './register';
import { err, makeDeps, MEMBER1_LOGIN, ok } from '../../../../tests/unit/support/auth-helpers';

const INFO = { id: 'C1', account: 'newuser1', type: 0, language: 'EN', clubLabel: null };
const env: RegisterEnvironment = {
  settings: { mobilePassword: false, smsTemplate: '', captchaEnabled: false },
  registerMethod: 'H5',
  href: 'https://www.demo.test/m/register',
  hostname: 'www.demo.test',
};
const REG = {
  token: 'rt',
  id: '',
  customerId: 'C1',
  userName: 'newuser1',
  customerName: 'New User',
  customerType: 0,
  firstTimeLogin: false,
};

function tracked() {
  const events: [string, unknown][] = [];
  return { events, track: (name: string, customer?: unknown) => void events.push([name, customer]) };
}

describe('auth tracking events', () => {
  it('F24 sends registerSubmit on submit and register with the customer on success', async () => {
    const { deps, api } = makeDeps();
    const { events, track } = tracked();
    api.answer('register', ok(REG)).always('memberInfo', ok(INFO));
    await register({ ...deps, track }, env, { form: { kind: 'username', username: 'newuser1', password: 'Secret#1' } });
    expect(events).toEqual([
      ['registerSubmit', undefined],
      ['register', { customerId: 'C1', customerName: 'New User' }],
    ]);
  });

  it('F24 sends no register event when the registration fails', async () => {
    const { deps, api } = makeDeps();
    const { events, track } = tracked();
    api.answer('register', err('username.exists'));
    await register({ ...deps, track }, env, { form: { kind: 'username', username: 'member1', password: 'p' } });
    expect(events.map(([name]) => name)).toEqual(['registerSubmit']);
  });

  it('F25 sends login with the customer on success only', async () => {
    const { deps, api } = makeDeps();
    const { events, track } = tracked();
    api
      .answer('login', ok({ ...MEMBER1_LOGIN, token: 't' }))
      .always('memberInfo', ok({ ...INFO, id: 'DEMO-member1', account: 'member1' }));
    await login({ ...deps, track }, { type: 'username', username: 'member1', password: 'Passw0rd!' });
    expect(events).toEqual([['login', { customerId: 'DEMO-member1', customerName: 'member1' }]]);

    const failed = makeDeps();
    const second = tracked();
    failed.api.answer('login', err('login.cred.err'));
    await login({ ...failed.deps, track: second.track }, { type: 'username', username: 'member1', password: 'bad' });
    expect(second.events).toEqual([]);
  });
});
