/** Registration URL and conditions, the old-shell cleanup, and the offline toast's timing. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_TOAST_MS } from '../../shared/constants';
import { isCurrentShell, isInAppOrLineBrowser, removeOldShells, type RegistrationInfo } from './old-shell';
import { registerServiceWorker, serviceWorkerUrl } from './register';
import { startOfflineToast } from './offline-toast-controller';

const ORIGIN = 'https://www.demo.test';
const CHROME = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36';
const LINE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/13.1.0';
const APP = `${CHROME} WLApp/2.4.72`;

describe('service-worker registration (ACCEPTANCE E1)', () => {
  it('builds /m/sw.js?env=&merchant=', () => {
    expect(serviceWorkerUrl({ env: 'qa', merchantCode: 'DEMO' })).toBe('/m/sw.js?env=qa&merchant=DEMO');
    expect(serviceWorkerUrl({ env: 'prod test', merchantCode: 'A&B' })).toBe('/m/sw.js?env=prod+test&merchant=A%26B');
  });

  it('registers with scope /m/ once the merchant is known and the page is interactive', async () => {
    const register = vi.fn(async (url: string, options: { scope: string }) => ({ url, scope: options.scope }));
    let interactive!: () => void;
    const pending = registerServiceWorker({
      container: { register },
      secure: true,
      config: async () => ({ env: 'qa', merchantCode: 'VNL' }),
      interactive: () => new Promise<void>((resolve) => (interactive = resolve)),
    });
    await Promise.resolve();
    expect(register).not.toHaveBeenCalled();
    interactive();
    expect(await pending).toEqual({ url: '/m/sw.js?env=qa&merchant=VNL', scope: '/m/' });
  });

  it('does nothing outside a secure context or without service workers, and swallows a failed registration', async () => {
    const register = vi.fn(async () => {
      throw new Error('SecurityError');
    });
    const config = async () => ({ env: 'qa', merchantCode: 'DEMO' });
    const interactive = async () => undefined;
    expect(await registerServiceWorker({ container: { register }, secure: false, config, interactive })).toBeUndefined();
    expect(register).not.toHaveBeenCalled();
    expect(await registerServiceWorker({ container: undefined, secure: true, config, interactive })).toBeUndefined();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(await registerServiceWorker({ container: { register }, secure: true, config, interactive })).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

function registration(scope: string, scriptURL: string | null): RegistrationInfo & { unregister: ReturnType<typeof vi.fn> } {
  return {
    scope,
    active: scriptURL ? { scriptURL } : null,
    waiting: null,
    installing: null,
    unregister: vi.fn(async () => true),
  };
}

describe('old-shell cleanup (ACCEPTANCE E36, Q73)', () => {
  it('applies inside an app (WLApp/ or inApp=1) and the LINE browser only', () => {
    expect(isInAppOrLineBrowser(APP, '')).toBe(true);
    expect(isInAppOrLineBrowser(LINE, '')).toBe(true);
    expect(isInAppOrLineBrowser(CHROME, '?inApp=1&x=2')).toBe(true);
    expect(isInAppOrLineBrowser(CHROME, '?inApp=0')).toBe(false);
    expect(isInAppOrLineBrowser(CHROME, '')).toBe(false);
    expect(isInAppOrLineBrowser('Mozilla/5.0 Online/1.0', '')).toBe(false);
  });

  it('knows this shell by scope /m/ and script /m/sw.js, whatever the query', () => {
    expect(isCurrentShell(registration(`${ORIGIN}/m/`, `${ORIGIN}/m/sw.js?env=qa&merchant=DEMO`), ORIGIN)).toBe(true);
    expect(isCurrentShell(registration(`${ORIGIN}/`, `${ORIGIN}/old/sw.js`), ORIGIN)).toBe(false);
    expect(isCurrentShell(registration(`${ORIGIN}/m/`, `${ORIGIN}/m/service-worker.js`), ORIGIN)).toBe(false);
    expect(isCurrentShell(registration(`${ORIGIN}/`, `${ORIGIN}/m/sw.js`), ORIGIN)).toBe(false);
  });

  it('unregisters old shells under LINE and keeps them in a plain browser', async () => {
    const old = registration(`${ORIGIN}/`, `${ORIGIN}/old/sw.js`);
    const ours = registration(`${ORIGIN}/m/`, `${ORIGIN}/m/sw.js?env=qa&merchant=DEMO`);
    const getRegistrations = async () => [old, ours];
    expect(await removeOldShells({ userAgent: CHROME, search: '', origin: ORIGIN, getRegistrations })).toBe(0);
    expect(old.unregister).not.toHaveBeenCalled();
    expect(await removeOldShells({ userAgent: LINE, search: '', origin: ORIGIN, getRegistrations })).toBe(1);
    expect(old.unregister).toHaveBeenCalledTimes(1);
    expect(ours.unregister).not.toHaveBeenCalled();
  });

  it('counts only what was really removed, and survives a failing getRegistrations', async () => {
    const stubborn = registration(`${ORIGIN}/`, `${ORIGIN}/old/sw.js`);
    stubborn.unregister.mockRejectedValue(new Error('no'));
    expect(await removeOldShells({ userAgent: APP, search: '', origin: ORIGIN, getRegistrations: async () => [stubborn] })).toBe(
      0,
    );
    const failing = async () => Promise.reject(new Error('InvalidStateError'));
    expect(await removeOldShells({ userAgent: APP, search: '', origin: ORIGIN, getRegistrations: failing })).toBe(0);
  });
});

describe('offline toast (ACCEPTANCE E37, Q74)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function start(secure: boolean) {
    const target = new EventTarget();
    const changes: boolean[] = [];
    const stop = startOfflineToast({
      target,
      secure,
      onChange: (visible) => changes.push(visible),
      setTimeout: (callback, ms) => setTimeout(callback, ms),
      clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    });
    return { target, changes, stop };
  }

  it('shows on offline for 1.5 s on a secure origin', () => {
    const { target, changes } = start(true);
    target.dispatchEvent(new Event('offline'));
    expect(changes).toEqual([true]);
    vi.advanceTimersByTime(OFFLINE_TOAST_MS - 1);
    expect(changes).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(changes).toEqual([true, false]);
  });

  it('restarts its 1.5 s on a second drop, hides when back online, and stops listening when stopped', () => {
    const { target, changes, stop } = start(true);
    target.dispatchEvent(new Event('offline'));
    vi.advanceTimersByTime(1_000);
    target.dispatchEvent(new Event('offline'));
    vi.advanceTimersByTime(1_000);
    expect(changes).toEqual([true, true]);
    vi.advanceTimersByTime(500);
    expect(changes).toEqual([true, true, false]);
    target.dispatchEvent(new Event('offline'));
    target.dispatchEvent(new Event('online'));
    expect(changes).toEqual([true, true, false, true, false]);
    target.dispatchEvent(new Event('online'));
    stop();
    target.dispatchEvent(new Event('offline'));
    expect(changes).toHaveLength(5);
  });

  it('shows nothing on plain http', () => {
    const { target, changes } = start(false);
    target.dispatchEvent(new Event('offline'));
    vi.advanceTimersByTime(OFFLINE_TOAST_MS);
    expect(changes).toEqual([]);
  });
});
