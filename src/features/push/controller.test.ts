/** The push controller with fake timers: the 10 s delay (F41), bind then subscribe (F39), the 7-day refresh (F42),
 * provider rotation (F43), logout (F44), silent failures (F45) and a fresh grant (F40). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PUSH_SETUP_DELAY_MS, PUSH_TOKEN_REFRESH_MS } from '../../shared/constants';
import { createPushController, type PushControllerDeps, type PushStore } from './controller';
import type { PushConfig, PushProvider } from './adapter';
import type { PushBinding } from './rules/binding';

const CONFIG: PushConfig = {
  vapidKey: 'VAPID',
  topic: 'DEMO',
  firebase: { apiKey: 'k', authDomain: 'localhost', projectId: 'demo-test', appId: 'a', messagingSenderId: '1' },
};

function memoryStore(): PushStore & { state: { binding: PushBinding | null } } {
  const state = { binding: null as PushBinding | null };
  return {
    state,
    binding: () => state.binding,
    setBinding: (binding) => (state.binding = binding),
  };
}

function setup(overrides: Partial<PushControllerDeps> = {}) {
  let tokens = ['TKN', 'TKN2', 'TKN3'];
  let refresh: ((token: string) => void) | undefined;
  const provider = {
    getToken: vi.fn(async () => tokens[0] ?? ''),
    deleteToken: vi.fn(async () => {
      tokens = tokens.slice(1);
    }),
    onTokenRefresh: vi.fn((listener: (token: string) => void) => {
      refresh = listener;
      return () => undefined;
    }),
  } satisfies PushProvider;
  const calls: string[] = [];
  const relay = {
    bind: vi.fn(async (token: string) => (calls.push(`bind ${token}`), true)),
    subscribe: vi.fn(async (token: string, topic: string) => (calls.push(`subscribe ${token} ${topic}`), true)),
    unsubscribe: vi.fn(async (token: string) => (calls.push(`unsubscribe ${token}`), true)),
  };
  const store = memoryStore();
  let permission: NotificationPermission = 'granted';
  let member: string | null = null;
  const deps: PushControllerDeps = {
    permission: () => permission,
    config: async () => CONFIG,
    provider: vi.fn(async () => provider),
    relay,
    store,
    memberId: () => member,
    now: () => Date.now(),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    warn: vi.fn(),
    ...overrides,
  };
  const controller = createPushController(deps);
  return {
    controller,
    deps,
    provider,
    relay,
    calls,
    store,
    setPermission: (value: NotificationPermission) => (permission = value),
    setMember: (value: string | null) => (member = value),
    rotate: (token: string) => {
      tokens = [token];
      refresh?.(token);
    },
  };
}

describe('push controller', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2026, 2, 9, 12));
  });
  afterEach(() => vi.useRealTimers());

  it('with the permission granted, sets up 10 s after start and not before: bind, then subscribe to the merchant topic', async () => {
    const { controller, provider, calls, store } = setup();
    controller.start();
    await vi.advanceTimersByTimeAsync(PUSH_SETUP_DELAY_MS - 1);
    expect(provider.getToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(provider.getToken).toHaveBeenCalledTimes(1);
    expect(calls).toEqual(['bind TKN', 'subscribe TKN DEMO']);
    expect(store.state.binding).toMatchObject({ token: 'TKN', createdAt: Date.now(), memberId: null, active: true });
  });

  it('started late (its chunk loads after the first screen), still sets up 10 s after load', async () => {
    const { controller, provider } = setup();
    controller.start(3_000);
    await vi.advanceTimersByTimeAsync(PUSH_SETUP_DELAY_MS - 3_001);
    expect(provider.getToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(provider.getToken).toHaveBeenCalledTimes(1);
  });

  it('does nothing without the permission, and loads no provider', async () => {
    const { controller, setPermission, deps } = setup();
    setPermission('default');
    controller.start();
    await vi.advanceTimersByTimeAsync(PUSH_SETUP_DELAY_MS * 2);
    expect(deps.provider).not.toHaveBeenCalled();
  });

  it('a reload with the same token binds nothing; 6 days later neither; 7 days later a new token is bound', async () => {
    const first = setup();
    first.controller.start();
    await vi.advanceTimersByTimeAsync(PUSH_SETUP_DELAY_MS);
    const stored = first.store.state.binding;

    const again = setup();
    again.store.state.binding = stored;
    again.controller.start();
    await vi.advanceTimersByTimeAsync(PUSH_SETUP_DELAY_MS);
    expect(again.calls).toEqual([]);

    vi.setSystemTime(Date.now() + 6 * 86_400_000);
    const sixDays = setup();
    sixDays.store.state.binding = stored;
    sixDays.controller.start();
    await vi.advanceTimersByTimeAsync(PUSH_SETUP_DELAY_MS);
    expect(sixDays.provider.deleteToken).not.toHaveBeenCalled();
    expect(sixDays.calls).toEqual([]);

    vi.setSystemTime((stored?.createdAt ?? 0) + PUSH_TOKEN_REFRESH_MS + 3_600_000);
    const sevenDays = setup();
    sevenDays.store.state.binding = stored;
    sevenDays.controller.start();
    await vi.advanceTimersByTimeAsync(PUSH_SETUP_DELAY_MS);
    expect(sevenDays.provider.deleteToken).toHaveBeenCalledTimes(1);
    expect(sevenDays.calls).toEqual(['bind TKN2', 'subscribe TKN2 DEMO']);
    expect(sevenDays.store.state.binding).toMatchObject({ token: 'TKN2', createdAt: Date.now() });
  });

  it('follows a token the provider rotated', async () => {
    const { controller, calls, rotate } = setup();
    controller.start();
    await vi.advanceTimersByTimeAsync(PUSH_SETUP_DELAY_MS);
    rotate('ROTATED');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.slice(2)).toEqual(['bind ROTATED', 'subscribe ROTATED DEMO']);
  });

  it('a login binds again for the member; a logout unsubscribes everything; a guest then stays unbound', async () => {
    const { controller, calls, setMember, store } = setup();
    controller.start();
    await vi.advanceTimersByTimeAsync(PUSH_SETUP_DELAY_MS);
    setMember('m1');
    controller.sessionChanged(null, 'session-token');
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.slice(2)).toEqual(['bind TKN', 'subscribe TKN DEMO']);
    expect(store.state.binding?.memberId).toBe('m1');

    setMember(null);
    controller.sessionChanged('session-token', null);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls.slice(4)).toEqual(['unsubscribe TKN']);
    expect(store.state.binding).toMatchObject({ active: false, memberId: null });

    await controller.sync();
    expect(calls).toHaveLength(5);
  });

  it('a login before the 10 s passed waits for the set-up', async () => {
    const { controller, calls, setMember } = setup();
    controller.start();
    setMember('m1');
    controller.sessionChanged(null, 'session-token');
    await vi.advanceTimersByTimeAsync(PUSH_SETUP_DELAY_MS - 1);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['bind TKN', 'subscribe TKN DEMO']);
  });

  it('failures are silent: a failed bind stores nothing, a throwing getToken only warns', async () => {
    const failing = setup();
    failing.relay.bind.mockResolvedValueOnce(false);
    failing.controller.start();
    await vi.advanceTimersByTimeAsync(PUSH_SETUP_DELAY_MS);
    expect(failing.store.state.binding).toBeNull();
    expect(failing.relay.subscribe).not.toHaveBeenCalled();

    const throwing = setup();
    throwing.provider.getToken.mockRejectedValueOnce(new Error('messaging/token-subscribe-failed'));
    throwing.controller.start();
    await vi.advanceTimersByTimeAsync(PUSH_SETUP_DELAY_MS);
    expect(throwing.deps.warn).toHaveBeenCalled();
  });

  it('a fresh grant: set-up 10 s later, binding even a token the backend knew before', async () => {
    const { controller, calls, store } = setup();
    store.state.binding = { token: 'TKN', createdAt: Date.now(), memberId: null, topic: 'DEMO', active: true };
    controller.granted();
    await vi.advanceTimersByTimeAsync(PUSH_SETUP_DELAY_MS - 1);
    expect(calls).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual(['bind TKN', 'subscribe TKN DEMO']);
  });

  it('a grant after start replaces the start-up timer: one set-up, 10 s after the grant', async () => {
    const { controller, provider } = setup();
    controller.start(PUSH_SETUP_DELAY_MS);
    controller.granted();
    await vi.advanceTimersByTimeAsync(PUSH_SETUP_DELAY_MS - 1);
    expect(provider.getToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(provider.getToken).toHaveBeenCalledTimes(1);
  });
});
