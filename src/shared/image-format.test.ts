import { describe, expect, it, vi } from 'vitest';
import {
  IMAGE_FORMAT_STORAGE_KEY,
  imageFormatFor,
  iosVersion,
  mayUseAvif,
  probeAvif,
  resolveImageFormat,
  type ProbeImage,
} from './image-format';

const UA = {
  IOS13:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 13_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.2 Mobile/15E148 Safari/604.1',
  IOS14:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 14_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.0 Mobile/15E148 Safari/604.1',
  IOS15:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 15_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Mobile/15E148 Safari/604.1',
  IOS163:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_3 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.3 Mobile/15E148 Safari/604.1',
  IOS164:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.4 Mobile/15E148 Safari/604.1',
  IOS17:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  IPAD13:
    'Mozilla/5.0 (iPad; CPU OS 13_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.0 Mobile/15E148 Safari/604.1',
  IPAD_DESKTOP_17:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
  LINE_IOS12:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 12_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Safari Line/10.1.0',
  ANDROID: 'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  DESKTOP: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
};

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: vi.fn((key: string, value: string) => void values.set(key, value)),
    values,
  };
}

describe('image format rules (ACCEPTANCE E38, Q75)', () => {
  it('reads the iOS version from iPhone, iPad and desktop-mode iPad user agents', () => {
    expect(iosVersion(UA.IOS164)).toEqual({ major: 16, minor: 4 });
    expect(iosVersion(UA.IPAD13)).toEqual({ major: 13, minor: 2 });
    expect(iosVersion(UA.IPAD_DESKTOP_17, 5)).toEqual({ major: 17, minor: 1 });
    expect(iosVersion(UA.IPAD_DESKTOP_17, 0)).toBeUndefined(); // a real Mac
    expect(iosVersion(UA.ANDROID)).toBeUndefined();
  });

  it.each([
    ['IOS13', false, 'na'],
    ['IPAD13', true, 'na'],
    ['LINE_IOS12', true, 'na'],
    ['IOS14', true, 'webp'],
    ['IOS15', true, 'webp'],
    ['IOS163', true, 'webp'],
    ['IOS164', true, 'avif'],
    ['IOS164', false, 'webp'],
    ['IOS17', true, 'avif'],
    ['ANDROID', true, 'webp'],
    ['DESKTOP', true, 'webp'],
  ] as const)('%s with the probe %s → %s', (name, avif, expected) => {
    expect(imageFormatFor(UA[name], avif)).toBe(expected);
  });

  it('lets only iOS 16.4 and up try AVIF', () => {
    expect(mayUseAvif(UA.IOS163)).toBe(false);
    expect(mayUseAvif(UA.IOS164)).toBe(true);
    expect(mayUseAvif(UA.ANDROID)).toBe(false);
  });
});

describe('computed once and cached (ACCEPTANCE E39)', () => {
  it('probes on iOS 16.4, stores the result, and then neither probes nor changes on a new user agent', async () => {
    const storage = memoryStorage();
    const probe = vi.fn(async () => true);
    expect(await resolveImageFormat({ userAgent: UA.IOS164, storage, probe })).toBe('avif');
    expect(probe).toHaveBeenCalledTimes(1);
    expect(storage.values.get(IMAGE_FORMAT_STORAGE_KEY)).toBe('avif');

    expect(await resolveImageFormat({ userAgent: UA.IOS13, storage, probe })).toBe('avif');
    expect(probe).toHaveBeenCalledTimes(1);
    expect(storage.setItem).toHaveBeenCalledTimes(1);
  });

  it('never probes where AVIF is not allowed, and treats a failing probe as webp', async () => {
    const probe = vi.fn(async () => true);
    expect(await resolveImageFormat({ userAgent: UA.ANDROID, storage: memoryStorage(), probe })).toBe('webp');
    expect(await resolveImageFormat({ userAgent: UA.IOS13, storage: memoryStorage(), probe })).toBe('na');
    expect(probe).not.toHaveBeenCalled();
    const failing = vi.fn(async () => Promise.reject(new Error('decode')));
    expect(await resolveImageFormat({ userAgent: UA.IOS164, storage: memoryStorage(), probe: failing })).toBe('webp');
  });

  it('ignores a stored value that is not a format, and works without storage', async () => {
    const storage = memoryStorage({ [IMAGE_FORMAT_STORAGE_KEY]: 'jpeg' });
    expect(await resolveImageFormat({ userAgent: UA.IOS15, storage, probe: async () => true })).toBe('webp');
    expect(storage.values.get(IMAGE_FORMAT_STORAGE_KEY)).toBe('webp');
    expect(await resolveImageFormat({ userAgent: UA.IOS164, storage: null, probe: async () => true })).toBe('avif');
  });
});

describe('the AVIF probe', () => {
  const PROBE_URL = '/m/assets/avif-probe.avif';
  class FakeImage implements ProbeImage {
    width = 0;
    private listeners: Record<string, () => void> = {};
    constructor(private readonly outcome: 'load' | 'error' | 'zero' | 'silent') {}
    addEventListener(type: 'load' | 'error', listener: () => void) {
      this.listeners[type] = listener;
    }
    set src(value: string) {
      expect(value).toBe(PROBE_URL);
      queueMicrotask(() => {
        if (this.outcome === 'load') this.width = 1;
        if (this.outcome === 'load' || this.outcome === 'zero') this.listeners.load?.();
        if (this.outcome === 'error') this.listeners.error?.();
      });
    }
  }

  it('passes on a decoded image, fails on an error, a zero width, or no answer in time', async () => {
    const timers: Array<() => void> = [];
    const setTimeout = (callback: () => void) => void timers.push(callback);
    expect(await probeAvif(() => new FakeImage('load'), PROBE_URL, { setTimeout })).toBe(true);
    expect(await probeAvif(() => new FakeImage('error'), PROBE_URL, { setTimeout })).toBe(false);
    expect(await probeAvif(() => new FakeImage('zero'), PROBE_URL, { setTimeout })).toBe(false);
    const silent = probeAvif(() => new FakeImage('silent'), PROBE_URL, { setTimeout });
    timers.at(-1)?.();
    expect(await silent).toBe(false);
    expect(
      await probeAvif(() => {
        throw new Error('no Image here');
      }, PROBE_URL),
    ).toBe(false);
  });
});
