import { describe, expect, it, vi } from 'vitest';
import { createLanguageController, type LanguageControllerOptions } from './language-controller';
import { LANGUAGE_STORAGE_KEY } from './upfront-language';
import { memoryStorage } from '../../tests/unit/support/memory-storage';

function setup(options: Partial<LanguageControllerOptions> & { stored?: string } = {}) {
  const storage = memoryStorage(options.stored ? { [LANGUAGE_STORAGE_KEY]: options.stored } : {});
  const activated: string[] = [];
  const activateLocale = vi.fn(async (locale: string) => {
    activated.push(locale);
    return true;
  });
  const persist = vi.fn(async () => undefined);
  const controller = createLanguageController({ activateLocale, storage, persist, ...options });
  const seen: string[] = [];
  controller.subscribe((code) => seen.push(code));
  return { controller, storage, activated, activateLocale, persist, seen };
}

describe('language controller: start-up (Q103, G38)', () => {
  it('starts in EN with nothing stored and no merchant default yet', () => {
    const { controller, activated, seen } = setup();
    expect(controller.start()).toBe('EN');
    expect(activated).toEqual(['en']);
    expect(seen).toEqual(['EN']);
  });

  it('starts in the stored language, and keeps it when the merchant default arrives', async () => {
    const { controller, activated } = setup({ stored: 'TH' });
    expect(controller.start()).toBe('TH');
    controller.setSource('merchant', 'VI');
    await controller.settled();
    expect(controller.current).toBe('TH');
    expect(activated).toEqual(['th']);
  });

  it('switches to the merchant default when settings arrive and nothing is stored (VNL → VI)', async () => {
    const { controller, activated, seen } = setup();
    controller.start();
    controller.setSource('merchant', 'VI');
    await controller.settled();
    expect(controller.current).toBe('VI');
    expect(activated).toEqual(['en', 'vi']);
    expect(seen).toEqual(['EN', 'VI']);
    controller.setSource('merchant', 'VI');
    expect(activated).toEqual(['en', 'vi']);
  });

  it('ignores an unsupported stored language: merchant default, else EN', () => {
    const vnl = setup({ stored: 'XX' });
    vnl.controller.start();
    vnl.controller.setSource('merchant', 'VI');
    expect(vnl.controller.current).toBe('VI');

    const broken = setup({ stored: 'XX' });
    broken.controller.start();
    broken.controller.setSource('merchant', 'XX');
    expect(broken.controller.current).toBe('EN');
  });

  it('puts the query parameter after the stored choice and before the merchant default', () => {
    const queried = setup();
    queried.controller.start({ query: 'ja' });
    queried.controller.setSource('merchant', 'VI');
    expect(queried.controller.current).toBe('JA');

    const stored = setup({ stored: 'TH' });
    stored.controller.start({ query: 'ja' });
    expect(stored.controller.current).toBe('TH');
  });

  it('puts the member language before the merchant default', () => {
    const { controller } = setup();
    controller.start();
    controller.setSource('merchant', 'VI');
    controller.setSource('member', 'RU');
    expect(controller.current).toBe('RU');
    controller.setSource('member', undefined);
    expect(controller.current).toBe('VI');
  });

  it('keeps AR (the 29th language)', () => {
    const { controller, activated } = setup({ stored: 'AR' });
    controller.start();
    expect(controller.current).toBe('AR');
    expect(activated).toEqual(['ar']);
  });

  it('survives a storage that throws', () => {
    const storage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const onError = vi.fn();
    const { controller } = setup({ storage, onError });
    expect(controller.start()).toBe('EN');
    void controller.choose('TH');
    expect(controller.current).toBe('TH');
    expect(onError).toHaveBeenCalledTimes(1);
  });
});

describe('language controller: an explicit choice', () => {
  it('is stored, persisted, announced and activated at once', async () => {
    const { controller, storage, persist, activated, seen } = setup();
    controller.start();
    controller.setSource('merchant', 'VI');
    expect(await controller.choose('th')).toBe(true);
    expect(controller.current).toBe('TH');
    expect(storage.values.get(LANGUAGE_STORAGE_KEY)).toBe('TH');
    expect(persist).toHaveBeenCalledWith('TH');
    expect(seen).toEqual(['EN', 'VI', 'TH']);
    expect(activated.at(-1)).toBe('th');
  });

  it('then outranks a later merchant default', () => {
    const { controller } = setup();
    controller.start();
    void controller.choose('AR');
    controller.setSource('merchant', 'VI');
    expect(controller.current).toBe('AR');
  });

  it('refuses a code that is no app language, changing nothing', async () => {
    const { controller, storage, persist, seen } = setup();
    controller.start();
    expect(await controller.choose('XX')).toBe(false);
    expect(controller.current).toBe('EN');
    expect(storage.values.has(LANGUAGE_STORAGE_KEY)).toBe(false);
    expect(persist).not.toHaveBeenCalled();
    expect(seen).toEqual(['EN']);
  });

  it('reports a catalog that fails to load, and resolves false', async () => {
    const onError = vi.fn();
    const activateLocale = vi.fn(async (locale: string) => {
      if (locale === 'th') throw new Error('offline');
      return true;
    });
    const { controller } = setup({ activateLocale, onError });
    controller.start();
    expect(await controller.choose('TH')).toBe(false);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'offline' }));
  });

  it('settled() waits for the latest activation', async () => {
    let release!: () => void;
    const activateLocale = vi.fn(
      (locale: string) => new Promise<boolean>((resolve) => (locale === 'ru' ? (release = () => resolve(true)) : resolve(true))),
    );
    const { controller } = setup({ activateLocale });
    controller.start();
    void controller.choose('RU');
    let done = false;
    const settled = controller.settled().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    release();
    await settled;
    expect(done).toBe(true);
  });
});
