/** The Maya session exchange (spec §7; ACCEPTANCE C106, Q8, Q29): what it posts, what it keeps, how it is refused. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MayaLoginValue } from '../../shared/contract';
import { failure, success, type ApiError } from '../../shared/errors/result';
import type { FailurePresenterDeps } from '../dialogs/present-failure';
import type { MayaExchangeDeps } from './maya-exchange';
import { createSessionStore, type SessionStore } from './tab-session/session-store';
import { memoryStorage } from '../../../tests/unit/support/memory-storage';

// The Lingui macros are compiled away in the app; here msg() gives back its descriptor, as the compiled code does.
vi.mock('@lingui/core/macro', () => ({ msg: (descriptor: unknown) => descriptor }));

const { createFailurePresenter } = await import('../dialogs/present-failure');
const { exchangeMayaSession } = await import('./maya-exchange');

const ANSWER: MayaLoginValue = {
  id: '41',
  token: 'tok-maya',
  userName: 'maya_user_1',
  customerType: 0,
  firstTimeLogin: true,
  passwordExpired: false,
  updatePassword: false,
  thirdPartyUserInfo: { userId: 'maya-user-1', displayName: 'Maya Tester', env: 'UAT' },
};

const REFUSED: ApiError = {
  code: 'maya.session.invalid',
  status: 200,
  message: 'The Maya session is invalid',
  path: '/wps/session/login/maya',
};

describe('exchangeMayaSession (C106)', () => {
  let store: SessionStore;
  let call: ReturnType<typeof vi.fn>;
  let alerts: unknown[];
  let left: boolean[];
  let deps: MayaExchangeDeps;

  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    store = createSessionStore({ storage: memoryStorage(), newSpanId: () => 'span' });
    call = vi.fn(async () => success(ANSWER));
    alerts = [];
    left = [];
    const presenterDeps: FailurePresenterDeps = {
      dialogs: {
        showAlert: async (message) => void alerts.push(message),
        showNotice: async () => undefined,
        showNetworkNotice: async () => false,
        showDomainUnavailable: async () => undefined,
      },
      clearSession: () => store.clear(),
      navigate: () => undefined,
      isOnline: () => true,
    };
    deps = {
      api: { call } as unknown as MayaExchangeDeps['api'],
      search: '?sessionId=maya-ok&env=UAT&gclid=G',
      merchantCode: async () => 'DEMO',
      entry: () => ({
        href: 'https://m.demo.test/m/home?sessionId=maya-ok&env=UAT&gclid=G',
        hostname: 'm.demo.test',
        deviceId: 'd'.repeat(36),
        attribution: { affiliateCode: 'a1', domain: 'a1.demo.test' },
      }),
      store,
      presentFailure: createFailurePresenter(presenterDeps),
      leave: (exchanged) => void left.push(exchanged),
    };
  });

  it('posts all seven fields, the affiliate from the stored attribution when the query has none', async () => {
    await exchangeMayaSession(deps);
    expect(call).toHaveBeenCalledExactlyOnceWith('loginMaya', {
      sessionId: 'maya-ok',
      env: 'UAT',
      registerUrl: 'https://m.demo.test/m/home?sessionId=maya-ok&env=UAT&gclid=G',
      affiliateCode: 'a1',
      domain: 'a1.demo.test',
      loginDeviceId: 'd'.repeat(36),
      device: 'MOBILE',
    });
  });

  it('keeps the third-party user and its environment with the session info, then lands on /m/home', async () => {
    await expect(exchangeMayaSession(deps)).resolves.toBe(true);
    expect(store.get()).toEqual({
      spanId: 'span',
      id: '41',
      token: 'tok-maya',
      merchantCode: 'DEMO',
      userName: 'maya_user_1',
      type: 0,
      firstTimeLogin: true,
      thirdPartyUserInfo: { userId: 'maya-user-1', displayName: 'Maya Tester', env: 'UAT' },
      env: 'UAT',
    });
    expect(left).toEqual([true]);
    expect(alerts).toEqual([]);
  });

  it('keeps the environment it sent when the answer names none; none sent, none kept', async () => {
    const { env: _env, ...noEnv } = ANSWER.thirdPartyUserInfo;
    call.mockResolvedValueOnce(success({ ...ANSWER, thirdPartyUserInfo: noEnv }));
    await exchangeMayaSession(deps);
    expect(store.get()?.env).toBe('UAT');

    call.mockResolvedValueOnce(success({ ...ANSWER, thirdPartyUserInfo: { ...noEnv, env: '' } }));
    await exchangeMayaSession({ ...deps, search: '?sessionId=maya-ok' });
    expect(call).toHaveBeenLastCalledWith('loginMaya', expect.objectContaining({ env: '' }));
    expect(store.get()).not.toHaveProperty('env');
    expect(store.get()?.thirdPartyUserInfo?.userId).toBe('maya-user-1');
  });

  it('alerts a refused sessionId with the server message and stores no session', async () => {
    call.mockResolvedValueOnce(failure(REFUSED));
    await expect(exchangeMayaSession(deps)).resolves.toBe(false);
    expect(alerts).toEqual(['The Maya session is invalid']);
    expect(store.get()).toBeNull();
    expect(left).toEqual([false]);
  });

  it('sends nothing, and alerts nothing, when the merchant never became known', async () => {
    await expect(exchangeMayaSession({ ...deps, merchantCode: async () => null })).resolves.toBe(false);
    expect(call).not.toHaveBeenCalled();
    expect(alerts).toEqual([]);
    expect(store.get()).toBeNull();
    expect(left).toEqual([false]);
  });
});
