import { setupI18n, type Messages } from '@lingui/core';
import { describe, expect, it, vi } from 'vitest';
import { createCatalogLoader, type CatalogImporter } from './catalog-loader';

const EN: Messages = { refresh: 'Refresh' };
const TH: Messages = { refresh: 'รีเฟรช' };
const AR: Messages = { refresh: 'إعادة التحميل' };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup(importers: Record<string, CatalogImporter>) {
  const i18n = setupI18n();
  const loader = createCatalogLoader({ i18n, bundled: { en: EN }, importers });
  i18n.activate('en');
  return { i18n, loader };
}

describe('createCatalogLoader', () => {
  it('has the bundled catalog without importing anything', async () => {
    const th = vi.fn(async () => ({ messages: TH }));
    const { i18n, loader } = setup({ th });
    expect(loader.isLoaded('en')).toBe(true);
    expect(loader.isLoaded('th')).toBe(false);
    expect(await loader.activate('en')).toBe(true);
    expect(i18n._('refresh')).toBe('Refresh');
    expect(th).not.toHaveBeenCalled();
    expect(loader.locales).toEqual(['en', 'th']);
  });

  it('imports only the requested locale, once', async () => {
    const th = vi.fn(async () => ({ messages: TH }));
    const ar = vi.fn(async () => ({ messages: AR }));
    const { i18n, loader } = setup({ th, ar });

    expect(await loader.activate('th')).toBe(true);
    expect(i18n.locale).toBe('th');
    expect(i18n._('refresh')).toBe('รีเฟรช');
    expect(ar).not.toHaveBeenCalled();

    await loader.activate('en');
    await loader.activate('th');
    expect(th).toHaveBeenCalledTimes(1);
  });

  it('shares one import between overlapping requests for the same locale', async () => {
    const gate = deferred<{ messages: Messages }>();
    const th = vi.fn(() => gate.promise);
    const { loader } = setup({ th });
    const first = loader.activate('th');
    const second = loader.activate('th');
    gate.resolve({ messages: TH });
    expect(await first).toBe(false);
    expect(await second).toBe(true);
    expect(th).toHaveBeenCalledTimes(1);
  });

  it('activates the last requested locale whatever order the imports finish in', async () => {
    const thGate = deferred<{ messages: Messages }>();
    const arGate = deferred<{ messages: Messages }>();
    const { i18n, loader } = setup({ th: () => thGate.promise, ar: () => arGate.promise });

    const toTh = loader.activate('th');
    const toAr = loader.activate('ar');
    arGate.resolve({ messages: AR });
    expect(await toAr).toBe(true);
    thGate.resolve({ messages: TH });
    expect(await toTh).toBe(false);
    expect(i18n.locale).toBe('ar');
    expect(loader.isLoaded('th')).toBe(true);
  });

  it('a switch back to a loaded locale wins over a pending import', async () => {
    const thGate = deferred<{ messages: Messages }>();
    const { i18n, loader } = setup({ th: () => thGate.promise });
    const toTh = loader.activate('th');
    expect(await loader.activate('en')).toBe(true);
    thGate.resolve({ messages: TH });
    expect(await toTh).toBe(false);
    expect(i18n.locale).toBe('en');
  });

  it('keeps the active locale when an import fails, and retries on the next request', async () => {
    const th = vi.fn<CatalogImporter>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ messages: TH });
    const { i18n, loader } = setup({ th });

    await expect(loader.activate('th')).rejects.toThrow('offline');
    expect(i18n.locale).toBe('en');
    expect(loader.isLoaded('th')).toBe(false);

    expect(await loader.activate('th')).toBe(true);
    expect(i18n.locale).toBe('th');
    expect(th).toHaveBeenCalledTimes(2);
  });

  it('rejects a locale it has no catalog for', async () => {
    const { i18n, loader } = setup({});
    await expect(loader.activate('xx')).rejects.toThrow('No catalog for locale "xx"');
    expect(i18n.locale).toBe('en');
  });
});

describe('the on-demand texts', () => {
  const LOGIN_EN: Messages = { login: 'Log in' };
  const LOGIN_TH: Messages = { login: 'เข้าสู่ระบบ' };
  const LOGIN_AR: Messages = { login: 'تسجيل الدخول' };

  it('are added with those of the active locale; a later switch waits for both catalogs of the new one', async () => {
    const th = vi.fn(async () => ({ messages: TH }));
    const loginTh = vi.fn(async () => ({ messages: LOGIN_TH }));
    const arGate = deferred<{ messages: Messages }>();
    const { i18n, loader } = setup({ th, ar: async () => ({ messages: AR }) });
    await loader.activate('th');

    await loader.addOnDemand({ bundled: { en: LOGIN_EN }, importers: { th: loginTh, ar: () => arGate.promise } }, 'en');
    expect(i18n._('login')).toBe('เข้าสู่ระบบ');
    expect(loginTh).toHaveBeenCalledOnce();

    const toAr = loader.activate('ar');
    await Promise.resolve();
    expect(i18n.locale).toBe('th');
    expect(loader.isLoaded('ar')).toBe(false);
    arGate.resolve({ messages: LOGIN_AR });
    expect(await toAr).toBe(true);
    expect([i18n._('refresh'), i18n._('login')]).toEqual(['إعادة التحميل', 'تسجيل الدخول']);
  });

  it('are added once, for the locale being switched to as well', async () => {
    const thGate = deferred<{ messages: Messages }>();
    const loginTh = vi.fn(async () => ({ messages: LOGIN_TH }));
    const { i18n, loader } = setup({ th: () => thGate.promise });
    const toTh = loader.activate('th');

    const set = { bundled: { en: LOGIN_EN }, importers: { th: loginTh } };
    const added = loader.addOnDemand(set, 'en');
    expect(loader.addOnDemand(set, 'en')).toBe(added);
    await added;
    expect(loginTh).toHaveBeenCalledOnce();
    expect(i18n._('login')).toBe('Log in');
    thGate.resolve({ messages: TH });
    expect(await toTh).toBe(true);
    expect(i18n._('login')).toBe('เข้าสู่ระบบ');
  });

  it('that fail to load leave English in their place, and are asked for again on the next switch', async () => {
    const loginTh = vi
      .fn<CatalogImporter>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ messages: LOGIN_TH });
    const { i18n, loader } = setup({ th: async () => ({ messages: TH }) });
    await loader.activate('th');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    await loader.addOnDemand({ bundled: { en: LOGIN_EN }, importers: { th: loginTh } }, 'en');
    expect(i18n._('login')).toBe('Log in');
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();

    await loader.activate('en');
    expect(await loader.activate('th')).toBe(true);
    expect(i18n._('login')).toBe('เข้าสู่ระบบ');
  });
});
