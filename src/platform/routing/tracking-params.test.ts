/** Tracking parameters across in-app navigation (spec §2; ACCEPTANCE A27, A28, Q18). */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRESERVED_QUERY_PARAMS } from '../../shared/constants';
import { mergeTrackingParams, parseTrackingParams, pickTrackingParams, withTrackingParams } from './tracking-params';
import { captureTrackingParams, readStoredTrackingParams, TRACKING_PARAMS_KEY } from './tracking-store';

const ALL =
  '?affiliateCode=a1&referralCode=r1&r=r2&inApp=1&fullscreen=0&from=x&fbclid=F&gclid=G&ttclid=T&kwaiclid=K&bbg=B&isBgeTest=1&cid=C&kw=W&foo=1';

describe('pickTrackingParams', () => {
  it('takes the 14 preserved parameters and nothing else (A27)', () => {
    const picked = pickTrackingParams(ALL);
    expect(Object.keys(picked).sort()).toEqual([...PRESERVED_QUERY_PARAMS].sort());
    expect(picked).toMatchObject({ affiliateCode: 'a1', r: 'r2', fullscreen: '0', gclid: 'G', kw: 'W' });
    expect(picked).not.toHaveProperty('foo');
  });

  it('ignores empty values and other spellings', () => {
    expect(pickTrackingParams('?gclid=&GCLID=X&token=T&tid=9')).toEqual({});
  });
});

describe('withTrackingParams', () => {
  it('carries every preserved parameter to the target and drops the rest (A27)', () => {
    const url = new URL(withTrackingParams('/m/login', pickTrackingParams(ALL)), 'https://www.demo.test');
    expect(url.pathname).toBe('/m/login');
    for (const name of PRESERVED_QUERY_PARAMS) expect(url.searchParams.get(name), name).toBe(new URLSearchParams(ALL).get(name));
    expect(url.searchParams.has('foo')).toBe(false);
  });

  it("keeps the target's own query and hash; its values win", () => {
    expect(withTrackingParams('/m/activity?id=P1&gclid=own#terms', { gclid: 'G', kw: 'W' })).toBe(
      '/m/activity?id=P1&gclid=own&kw=W#terms',
    );
    expect(withTrackingParams('/m/login?go=%2Fm%2Fgame', { cid: 'C' })).toBe('/m/login?go=%2Fm%2Fgame&cid=C');
  });

  it('re-adds stored parameters the current URL lacks; the current URL wins over the store (A28, Q18)', () => {
    expect(withTrackingParams('/m/login', {}, { gclid: 'G' })).toBe('/m/login?gclid=G');
    expect(withTrackingParams('/m/login', { gclid: 'NEW' }, { gclid: 'OLD', kw: 'W' })).toBe('/m/login?gclid=NEW&kw=W');
  });

  it('leaves a target without tracking untouched, and does not touch other origins', () => {
    expect(withTrackingParams('/m/home', {}, {})).toBe('/m/home');
    // Nothing to carry: the target exactly as given, its query not rewritten.
    expect(withTrackingParams('/m/game?category=A%20B&x=1#top', {}, {})).toBe('/m/game?category=A%20B&x=1#top');
    expect(withTrackingParams('https://evil.test/x', { gclid: 'G' })).toBe('https://evil.test/x');
    expect(withTrackingParams('//evil.test/x', { gclid: 'G' })).toBe('//evil.test/x');
  });

  it('encodes values that need it', () => {
    expect(withTrackingParams('/m/game', { from: 'a b&c=d' })).toBe('/m/game?from=a+b%26c%3Dd');
    expect(new URL(withTrackingParams('/m/game', { from: 'a b&c=d' }), 'https://x.test').searchParams.get('from')).toBe(
      'a b&c=d',
    );
  });
});

describe('mergeTrackingParams and parseTrackingParams', () => {
  it('later sources win, empty values never overwrite', () => {
    expect(mergeTrackingParams({ gclid: 'A', kw: 'K' }, { gclid: 'B', kw: '' })).toEqual({ gclid: 'B', kw: 'K' });
  });

  it('reads only known names with string values from storage', () => {
    expect(parseTrackingParams('{"gclid":"G","foo":"x","kw":3}')).toEqual({ gclid: 'G' });
    expect(parseTrackingParams('not json')).toEqual({});
    expect(parseTrackingParams('[1]')).toEqual({});
    expect(parseTrackingParams(null)).toEqual({});
  });
});

describe('the tab store', () => {
  const store = new Map<string, string>();
  const fakeStorage = {
    get length() {
      return store.size;
    },
    key: (index: number) => [...store.keys()][index] ?? null,
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, String(value)),
    removeItem: (key: string) => void store.delete(key),
    clear: () => store.clear(),
  };

  afterEach(() => {
    store.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('captures parameters from each address, newer values over older ones (Q18)', () => {
    vi.stubGlobal('sessionStorage', fakeStorage);
    expect(captureTrackingParams('?gclid=G&foo=1')).toBe(true);
    expect(captureTrackingParams('')).toBe(false);
    expect(captureTrackingParams('?gclid=G')).toBe(false);
    expect(captureTrackingParams('?kw=W')).toBe(true);
    expect(captureTrackingParams('?gclid=G2')).toBe(true);
    expect(readStoredTrackingParams()).toEqual({ gclid: 'G2', kw: 'W' });
    expect(JSON.parse(store.get(TRACKING_PARAMS_KEY) ?? '{}')).toEqual({ gclid: 'G2', kw: 'W' });
  });

  it('refuses a write above the session storage limit and keeps the old store', () => {
    vi.stubGlobal('sessionStorage', fakeStorage);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    captureTrackingParams('?gclid=G');
    store.set('big', 'x'.repeat(1_572_864 - 60));
    expect(captureTrackingParams(`?kw=${'w'.repeat(100)}`)).toBe(false);
    expect(readStoredTrackingParams()).toEqual({ gclid: 'G' });
  });

  it('is empty without sessionStorage', () => {
    vi.stubGlobal('sessionStorage', undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readStoredTrackingParams()).toEqual({});
    expect(captureTrackingParams('?gclid=G')).toBe(false);
  });
});
