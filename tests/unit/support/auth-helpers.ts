/**
 * Fakes for the auth feature's unit tests: an in-memory Storage, a scripted API, manual timers, member1's login and
 * member record as the backend answers them, and a social login's context.
 */
import type { EndpointName, MemberInfo } from '../../../src/shared/contract';
import type { ApiError, ApiResult } from '../../../src/shared/errors/result';
import { createProcessingLock } from '../../../src/features/auth/rules/processing-lock';
import { createRememberStore } from '../../../src/features/auth/remember/remember-store';
import { createSessionStore } from '../../../src/platform/session/tab-session/session-store';
import { type AuthApi, type AuthDeps, type CaptchaGate } from '../../../src/features/auth/flows/types';
import { type PasswordVault } from '../../../src/features/auth/remember/vaults';
import { pendingIdentityStore } from '../../../src/features/auth/social/pending-identity';
import type { SocialContext } from '../../../src/features/auth/flows/social';
import type { RegisterEnvironment } from '../../../src/features/auth/flows/register';

/** member1's login value (POST /wps/session/login). */
export const MEMBER1_LOGIN = {
  token: 'tok',
  firstTimeLogin: false,
  passwordExpired: false,
  updatePassword: false,
  id: 'DEMO-member1',
  userName: 'member1',
  customerType: 0,
};

/** member1's record (memberInfo). */
export const MEMBER1_INFO = { id: 'DEMO-member1', account: 'member1', type: 0, language: 'EN', clubLabel: null };

export class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.has(key) ? (this.map.get(key) as string) : null;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, String(value));
  }
  keys() {
    return [...this.map.keys()];
  }
  dump() {
    return [...this.map.entries()].map(([key, value]) => `${key}=${value}`).join('\n');
  }
}

export interface RecordedCall {
  name: EndpointName;
  payload: unknown;
}

type Answer = ApiResult<unknown> | ((payload: unknown) => ApiResult<unknown> | Promise<ApiResult<unknown>>);

/** An AuthApi whose answers are queued per endpoint; an unqueued call answers a default or fails the test. */
export class FakeApi implements AuthApi {
  calls: RecordedCall[] = [];
  private queues = new Map<string, Answer[]>();
  private defaults = new Map<string, Answer>();

  answer(name: EndpointName, ...answers: Answer[]) {
    this.queues.set(name, [...(this.queues.get(name) ?? []), ...answers]);
    return this;
  }
  always(name: EndpointName, answer: Answer) {
    this.defaults.set(name, answer);
    return this;
  }
  /** The member info the last successful memberInfo refresh stored. */
  storedInfo: MemberInfo | undefined;
  /** Like the worker's refresh of memberInfo: one call, its answer stored when it succeeded. */
  async refresh(
    names: readonly string[],
  ): Promise<ApiResult<{ updated: string[]; failed: { part: string; error: ApiError }[] }>> {
    if (names.join() !== 'memberInfo') throw new Error(`unexpected refresh ${names.join()}`);
    const result = (await this.call('memberInfo', {})) as ApiResult<MemberInfo>;
    if (!result.ok) return ok({ updated: [], failed: [{ part: 'memberInfo', error: result.error }] });
    this.storedInfo = result.value;
    return ok({ updated: ['memberInfo'], failed: [] });
  }
  called(name: EndpointName) {
    return this.calls.filter((call) => call.name === name);
  }
  async call(name: EndpointName, payload: unknown): Promise<never> {
    this.calls.push({ name, payload });
    const next = this.queues.get(name)?.shift() ?? this.defaults.get(name);
    if (!next) throw new Error(`unexpected call ${name}`);
    return (typeof next === 'function' ? await next(payload) : next) as never;
  }
}

export function ok<T>(value: T): ApiResult<T> {
  return { ok: true, value };
}

export function err(code: string, extra: Partial<ApiError> = {}): ApiResult<never> {
  return { ok: false, error: { code, path: '/wps/test', ...extra } };
}

/** Timers run by hand: run(ms) advances the clock and fires what is due. */
export class ManualTimers {
  now = 0;
  private seq = 0;
  private pending = new Map<number, { at: number; callback: () => void }>();
  setTimeout = (callback: () => void, ms: number): unknown => {
    const id = ++this.seq;
    this.pending.set(id, { at: this.now + ms, callback });
    return id;
  };
  clearTimeout = (handle: unknown) => {
    this.pending.delete(handle as number);
  };
  run(ms: number) {
    const target = this.now + ms;
    for (;;) {
      const due = [...this.pending.entries()].filter(([, timer]) => timer.at <= target).sort((a, b) => a[1].at - b[1].at)[0];
      if (!due) break;
      this.pending.delete(due[0]);
      this.now = due[1].at;
      due[1].callback();
    }
    this.now = target;
  }
  get size() {
    return this.pending.size;
  }
}

/** A vault that keeps passwords in memory, for flow tests (the real vaults have their own tests). */
export function memoryVault(): PasswordVault {
  const secrets = new Map<string, string>();
  return {
    kind: 'aes',
    async seal(label, password) {
      const id = `${secrets.size + 1}`;
      secrets.set(id, password);
      return { iv: `iv${id}`, ciphertext: id + label.account.length };
    },
    async open(_label, sealed) {
      return secrets.get(String(sealed.iv).slice(2)) ?? null;
    },
    async discard() {},
  };
}

export class FakeCaptcha implements CaptchaGate {
  verifies = 0;
  resets = 0;
  outcomes: Awaited<ReturnType<CaptchaGate['verify']>>[] = [];
  async verify() {
    this.verifies++;
    return this.outcomes.shift() ?? { ok: true as const, fields: { geetestChallenge: 'ch', geetestSeccode: 'sec|jordan' } };
  }
  reset() {
    this.resets++;
  }
}

export function makeDeps(overrides: Partial<AuthDeps> = {}) {
  const api = new FakeApi();
  const timers = new ManualTimers();
  const sessionStorage = new MemoryStorage();
  const localStorage = new MemoryStorage();
  const captcha = new FakeCaptcha();
  const navigated: string[] = [];
  const deps: AuthDeps = {
    api,
    session: createSessionStore({ storage: sessionStorage, newSpanId: () => 'span-1', warn: () => undefined }),
    remember: createRememberStore({ storage: localStorage, vault: memoryVault() }),
    lock: createProcessingLock(timers),
    captcha,
    merchantCode: 'DEMO',
    switches: { MOBILEAUTOLOGIN3: true, PWDEXPFORCECHANGE3: true },
    geetestVersion: 'v3',
    deviceId: 'd'.repeat(36),
    officialApp: false,
    defaultPassword: 'Default#1',
    navigate: (to) => navigated.push(to),
    storedMemberInfo: async () => api.storedInfo,
    ...overrides,
  };
  return { deps, api, timers, sessionStorage, localStorage, captcha, navigated };
}

/** A social login's deps and context on /m/login?go=/m/game, its pending identity kept in a MemoryStorage. */
export function socialSetup(
  environment: RegisterEnvironment,
  options: { switches?: Record<string, boolean>; autoRegister?: boolean } = {},
) {
  const made = makeDeps({ switches: options.switches ?? {} });
  const storage = new MemoryStorage();
  const context: SocialContext = {
    goTarget: '/m/game',
    autoRegister: options.autoRegister ?? false,
    environment,
    pending: pendingIdentityStore(storage),
  };
  return { ...made, storage, context };
}
