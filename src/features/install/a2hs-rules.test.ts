/** Add-to-home-screen rules (spec §4 Home-screen install, §9; ACCEPTANCE E9–E15, Q67), with the environment as input. */
import { describe, expect, it, vi } from 'vitest';
import {
  A2HS_COUNTER_KEY,
  A2HS_DECLINED_SESSION_KEY,
  A2HS_INSTALLED_KEY,
  awaitDeferredPrompt,
  guidanceKind,
  installMethod,
  installSheetAllowed,
  readA2hsState,
  recordDecline,
  recordInstalled,
} from './a2hs-rules';
import type { ClientEnvironment } from '../environment';
import { UA } from '../../../tests/e2e/support/ua';
import { memoryStorage } from '../../../tests/unit/support/memory-storage';

const env = (userAgent: string, extra: Partial<ClientEnvironment> = {}): ClientEnvironment => ({
  userAgent,
  search: '',
  displayStandalone: false,
  ...extra,
});
const fresh = { declinedThisSession: false, counter: 0, installed: false };

describe('where the sheet may show', () => {
  it('only on /, /m/home and /m/index.html (A26, K6)', () => {
    for (const path of ['/', '/m/home', '/m/index.html', '/m/home/'])
      expect(installSheetAllowed(path, env(UA.ANDROID), fresh)).toBe(true);
    for (const path of ['/m/', '/m/login', '/m/game', '/m/index'])
      expect(installSheetAllowed(path, env(UA.ANDROID), fresh)).toBe(false);
  });

  it('never in the official app or when already launched standalone', () => {
    expect(installSheetAllowed('/m/home', env(UA.inApp('2.5.0')), fresh)).toBe(false);
    expect(installSheetAllowed('/m/home', env(UA.ANDROID, { search: '?inApp=1' }), fresh)).toBe(false);
    expect(installSheetAllowed('/m/home', env(UA.ANDROID, { displayStandalone: true }), fresh)).toBe(false);
    expect(installSheetAllowed('/m/home', env(UA.IOS164, { navigatorStandalone: true }), fresh)).toBe(false);
  });

  it('not after a decline in this session, nor once installed (E13, E15)', () => {
    expect(installSheetAllowed('/m/home', env(UA.ANDROID), { ...fresh, declinedThisSession: true })).toBe(false);
    expect(installSheetAllowed('/m/home', env(UA.ANDROID), { ...fresh, counter: 5 })).toBe(true);
    expect(installSheetAllowed('/m/home', env(UA.ANDROID), { ...fresh, counter: 99 })).toBe(false);
    expect(installSheetAllowed('/m/home', env(UA.ANDROID), { ...fresh, installed: true })).toBe(false);
  });
});

describe('what agree does', () => {
  it('iOS and in-app browsers get guidance; other browsers wait for the prompt', () => {
    expect(installMethod(env(UA.IOS15))).toBe('guide');
    expect(installMethod(env(UA.LINE))).toBe('guide');
    expect(installMethod(env(UA.FACEBOOK))).toBe('guide');
    expect(installMethod(env(UA.ANDROID, { telegramInitData: 'x' }))).toBe('guide');
    expect(installMethod(env(UA.ANDROID))).toBe('prompt');
    expect(installMethod(env(UA.DESKTOP))).toBe('prompt');
    expect(guidanceKind(env(UA.IOS15))).toBe('ios');
    expect(guidanceKind(env(UA.LINE))).toBe('inApp');
    expect(guidanceKind(env(UA.ANDROID))).toBe('browser');
  });
});

describe('the wait for the deferred prompt (E11)', () => {
  it('tries 20 times 150 ms apart, then gives up', async () => {
    vi.useFakeTimers();
    try {
      const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
      const current = vi.fn(() => null);
      let result: unknown = 'pending';
      void awaitDeferredPrompt(current, sleep).then((value) => (result = value));
      await vi.advanceTimersByTimeAsync(2_850);
      expect(result).toBe('pending');
      await vi.advanceTimersByTimeAsync(150);
      expect(result).toBeNull();
      expect(current).toHaveBeenCalledTimes(21);
    } finally {
      vi.useRealTimers();
    }
  });

  it('returns the prompt as soon as it arrives', async () => {
    vi.useFakeTimers();
    try {
      const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
      let prompt: { id: number } | null = null;
      let result: unknown = 'pending';
      void awaitDeferredPrompt(() => prompt, sleep).then((value) => (result = value));
      await vi.advanceTimersByTimeAsync(1_000);
      prompt = { id: 1 };
      await vi.advanceTimersByTimeAsync(150);
      expect(result).toEqual({ id: 1 });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('decline and installed marks', () => {
  it('a decline sets the session flag and counts up; a new session keeps the count (E13, E14)', () => {
    const local = memoryStorage();
    const session = memoryStorage();
    expect(recordDecline(local, session)).toBe(1);
    expect(session.values.get(A2HS_DECLINED_SESSION_KEY)).toBe('1');
    expect(readA2hsState(local, session)).toEqual({ declinedThisSession: true, counter: 1, installed: false });
    const nextSession = memoryStorage();
    expect(readA2hsState(local, nextSession).declinedThisSession).toBe(false);
    expect(recordDecline(local, nextSession)).toBe(2);
    expect(local.values.get(A2HS_COUNTER_KEY)).toBe('2');
  });

  it('installed sets the counter to 99 and the local flag (E15)', () => {
    const local = memoryStorage();
    recordInstalled(local);
    expect(local.values.get(A2HS_COUNTER_KEY)).toBe('99');
    expect(local.values.get(A2HS_INSTALLED_KEY)).toBe('1');
    expect(readA2hsState(local, null)).toEqual({ declinedThisSession: false, counter: 99, installed: true });
  });

  it('works without storage (private modes that refuse it)', () => {
    expect(readA2hsState(null, null)).toEqual(fresh);
    expect(recordDecline(null, null)).toBe(1);
  });
});
