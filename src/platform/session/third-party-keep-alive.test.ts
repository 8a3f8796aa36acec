/** The third-party session keep-alive on fake timers (spec §4 Third-party session; ACCEPTANCE C107, K40, Q8, Q43). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { THIRD_PARTY_KEEP_ALIVE_MS } from '../../shared/constants';
import type { FailureContext } from '../../shared/errors/catalogue';
import { failure, success, type ApiError, type ApiResult } from '../../shared/errors/result';
import { createSessionStore, type NewSession, type SessionStore } from './tab-session/session-store';
import { keepAliveEnv, keepThirdPartySessionAlive } from './third-party-keep-alive';
import { memoryStorage } from '../../../tests/unit/support/memory-storage';

const PLAIN: NewSession = {
  id: '7',
  token: 'tok-plain',
  merchantCode: 'DEMO',
  userName: 'member1',
  type: 0,
  firstTimeLogin: false,
};
const MAYA: NewSession = {
  ...PLAIN,
  token: 'tok-maya',
  userName: 'maya1',
  thirdPartyUserInfo: { userId: 'maya-user-1', displayName: 'Maya Tester', env: 'UAT' },
  env: 'UAT',
};

const notLoggedIn: ApiError = { code: 'CUSTOMER_NOT_LOGIN', status: 401, message: 'customer not login', path: '/wps/relay' };

describe('third-party session keep-alive (C107)', () => {
  let store: SessionStore;
  let refresh: ReturnType<typeof vi.fn<(env: string) => Promise<ApiResult<unknown>>>>;
  let presentFailure: ReturnType<typeof vi.fn<(error: ApiError, context: FailureContext) => unknown>>;
  let stop: () => void;

  const start = () => {
    stop = keepThirdPartySessionAlive({ store, refresh, presentFailure });
  };

  beforeEach(() => {
    vi.useFakeTimers();
    store = createSessionStore({ storage: memoryStorage(), newSpanId: () => 'span' });
    refresh = vi.fn(async () => success({}));
    presentFailure = vi.fn();
  });

  afterEach(() => {
    stop?.();
    vi.useRealTimers();
  });

  it('is 90,000 ms (K40)', () => {
    expect(THIRD_PARTY_KEEP_ALIVE_MS).toBe(90_000);
  });

  it('calls refreshMayaTokens {env} every 90 s while a Maya session is stored: 3 calls in 270 s, none at once', () => {
    start();
    store.start(MAYA);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(89_999);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(180_000);
    expect(refresh.mock.calls).toEqual([['UAT'], ['UAT'], ['UAT']]);
  });

  it('runs on injected timers, with the constant as its interval', () => {
    const setInterval = vi.fn(() => 'handle');
    const clearInterval = vi.fn();
    store.start(MAYA);
    stop = keepThirdPartySessionAlive({ store, refresh, presentFailure, timers: { setInterval, clearInterval } });
    expect(setInterval).toHaveBeenCalledTimes(1);
    expect(setInterval).toHaveBeenCalledWith(expect.any(Function), THIRD_PARTY_KEEP_ALIVE_MS);
    store.clear();
    expect(clearInterval).toHaveBeenCalledWith('handle');
  });

  it('resumes for a Maya session already in the tab (a reload)', () => {
    store.start(MAYA);
    start();
    vi.advanceTimersByTime(90_000);
    expect(refresh).toHaveBeenCalledWith('UAT');
  });

  it('stops at logout (the session info cleared) and at expiry (sessionStorage cleared) (Q43)', () => {
    start();
    store.start(MAYA);
    vi.advanceTimersByTime(180_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    store.clear();
    vi.advanceTimersByTime(900_000);
    expect(refresh).toHaveBeenCalledTimes(2);

    store.start(MAYA);
    vi.advanceTimersByTime(90_000);
    expect(refresh).toHaveBeenCalledTimes(3);
    store.clearAll();
    vi.advanceTimersByTime(900_000);
    expect(refresh).toHaveBeenCalledTimes(3);
  });

  it('never runs for a plain login, nor for a session without an environment', () => {
    start();
    store.start(PLAIN);
    vi.advanceTimersByTime(900_000);
    store.start({ ...MAYA, env: '' });
    vi.advanceTimersByTime(900_000);
    expect(refresh).not.toHaveBeenCalled();
    expect(keepAliveEnv(store.get())).toBeNull();
  });

  it('stops when a plain login replaces the Maya session, and starts again for a new Maya session', () => {
    start();
    store.start(MAYA);
    vi.advanceTimersByTime(60_000);
    store.start(PLAIN);
    vi.advanceTimersByTime(900_000);
    expect(refresh).not.toHaveBeenCalled();
    store.start({ ...MAYA, token: 'tok-maya-2', env: 'PROD' });
    vi.advanceTimersByTime(90_000);
    expect(refresh.mock.calls).toEqual([['PROD']]);
  });

  it('keeps its cadence through a renewal of the same session (member info), and stops when stopped', () => {
    start();
    store.start(MAYA);
    vi.advanceTimersByTime(60_000);
    store.update({ userName: 'renamed' });
    vi.advanceTimersByTime(30_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    stop();
    vi.advanceTimersByTime(900_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('keeps its failures quiet (network, business, rate limit): no alert, the timer runs on', async () => {
    refresh
      .mockResolvedValueOnce(failure({ code: 'network.error', path: '/wps/relay' }))
      .mockResolvedValueOnce(failure({ code: 'qa.err', status: 200, message: 'Boom', path: '/wps/relay' }))
      .mockResolvedValueOnce(failure({ code: 'TOO_MANY_REQUEST', status: 200, path: '/wps/relay' }));
    start();
    store.start(MAYA);
    await vi.advanceTimersByTimeAsync(270_000);
    expect(refresh).toHaveBeenCalledTimes(3);
    expect(presentFailure).not.toHaveBeenCalled();
  });

  it('presents a failure the catalogue calls a logout, for the session still in the tab only', async () => {
    refresh.mockResolvedValue(failure(notLoggedIn));
    start();
    store.start(MAYA);
    await vi.advanceTimersByTimeAsync(90_000);
    expect(presentFailure).toHaveBeenCalledExactlyOnceWith(notLoggedIn, { call: 'refreshMayaTokens' });

    // The member logged out while the call was on its way: nothing to say about a session already gone.
    presentFailure.mockClear();
    let answer: (result: ApiResult<unknown>) => void = () => undefined;
    refresh.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    vi.advanceTimersByTime(90_000);
    store.clear();
    answer(failure(notLoggedIn));
    await vi.advanceTimersByTimeAsync(0);
    expect(presentFailure).not.toHaveBeenCalled();
  });
});
