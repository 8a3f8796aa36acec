/**
 * Web push token set-up for the page (spec §3 Push registration, §8, §9; ACCEPTANCE F39, F41–F46, Q93). Set-up waits
 * 10 s after load (or after the grant); it gets the provider's token (replacing one older than 7 days), then binds it
 * (CSP_fcmBind) and subscribes it to the merchant's topic (CSP_fcmSubscribe) when the backend does not know it yet: a
 * new or rotated token, a login. A logout unsubscribes everything (CSP_fcmUnsubscribe {unsubscribeAll:true}). Every
 * failure here is silent: push is a bonus, never an error. The permission modal is ./permission-prompt's; this
 * module loads only once the permission is granted or a token was bound before.
 *
 * Time, storage, permission, the relay calls and the provider come in as dependencies, so Vitest drives the rules
 * with fake timers.
 */
import { PUSH_SETUP_DELAY_MS } from '../../shared/constants';
import type { PushConfig, PushProvider } from './adapter';
import { needsBind, tokenExpired, type PushBinding } from './rules/binding';
import type { PermissionState } from './rules/prompt';

export interface PushRelay {
  bind(registrationToken: string): Promise<boolean>;
  subscribe(registrationToken: string, topic: string): Promise<boolean>;
  unsubscribe(registrationToken: string): Promise<boolean>;
}

export interface PushStore {
  binding(): PushBinding | null;
  setBinding(binding: PushBinding): void;
}

export interface PushControllerDeps {
  permission: () => PermissionState;
  /** The merchant's push configuration, once the settings are known; null when push is not configured. */
  config: () => Promise<PushConfig | null>;
  /** Loads the provider (lazily: the first call pays for it). */
  provider: (config: PushConfig) => Promise<PushProvider>;
  relay: PushRelay;
  store: PushStore;
  /** The logged-in member's id, or null for a guest. */
  memberId: () => string | null;
  /** After a successful bind (e.g. to hand the service worker what it shows with a push). */
  onBound?: (binding: PushBinding) => void;
  now: () => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
  warn?: (message: string, error?: unknown) => void;
}

export interface PushController {
  /** At start-up: an already granted permission sets up the token 10 s after load (sinceLoadMs ago). */
  start(sinceLoadMs?: number): void;
  /** The member has just granted the permission: set-up in 10 s, binding whatever was before. */
  granted(): void;
  /** The tab's session changed: a login binds again (once set-up ran), a logout unsubscribes. */
  sessionChanged(previousToken: string | null, token: string | null): void;
  /** Runs the set-up now (used by the timer, a login and a provider refresh); resolves when done. */
  sync(options?: { granted?: boolean }): Promise<void>;
}

export function createPushController(deps: PushControllerDeps): PushController {
  const warn = deps.warn ?? ((message: string, error?: unknown) => console.warn(message, error));
  let timer: unknown;
  let setUp = false;
  let queue: Promise<void> = Promise.resolve();
  let provider: PushProvider | undefined;
  let config: PushConfig | null | undefined;

  const serial = (work: () => Promise<void>): Promise<void> => {
    queue = queue.then(work).catch((error: unknown) => warn('Push set-up failed', error));
    return queue;
  };

  async function ensureProvider(): Promise<{ provider: PushProvider; config: PushConfig } | null> {
    config ??= await deps.config();
    if (!config) return null;
    if (!provider) {
      provider = await deps.provider(config);
      provider.onTokenRefresh(() => void controller.sync());
    }
    return { provider, config };
  }

  async function setUpToken(granted: boolean): Promise<void> {
    if (deps.permission() !== 'granted') return;
    const ready = await ensureProvider();
    if (!ready) return;
    let binding = deps.store.binding();
    let token: string;
    if (tokenExpired(binding, deps.now())) {
      await ready.provider.deleteToken().catch((error: unknown) => warn('Could not delete the old push token', error));
      token = await ready.provider.getToken();
    } else token = await ready.provider.getToken();
    const memberId = deps.memberId();
    const { topic } = ready.config;
    if (!needsBind({ binding, token, memberId, topic, granted })) return;
    if (!(await deps.relay.bind(token))) return;
    const createdAt = binding && binding.token === token ? binding.createdAt : deps.now();
    binding = { token, createdAt, memberId, topic, active: true };
    deps.store.setBinding(binding);
    if (await deps.relay.subscribe(token, topic)) deps.onBound?.(binding);
  }

  async function unsubscribeAll(): Promise<void> {
    const binding = deps.store.binding();
    if (!binding?.active) return;
    if (await deps.relay.unsubscribe(binding.token)) deps.store.setBinding({ ...binding, memberId: null, active: false });
  }

  const schedule = (granted: boolean, delayMs = PUSH_SETUP_DELAY_MS) => {
    if (timer !== undefined) deps.clearTimeout(timer);
    timer = deps.setTimeout(
      () => {
        timer = undefined;
        setUp = true;
        void controller.sync({ granted });
      },
      Math.max(0, delayMs),
    );
  };

  const controller: PushController = {
    start(sinceLoadMs = 0) {
      if (deps.permission() === 'granted') schedule(false, PUSH_SETUP_DELAY_MS - sinceLoadMs);
    },
    granted() {
      schedule(true);
    },
    sessionChanged(previousToken, token) {
      if (token && token !== previousToken && setUp) void controller.sync();
      if (!token && previousToken) void serial(unsubscribeAll);
    },
    sync(options = {}) {
      return serial(() => setUpToken(options.granted === true));
    },
  };
  return controller;
}
