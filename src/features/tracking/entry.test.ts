import { describe, expect, it } from 'vitest';
import { applyEntry, type EntryEnvironment } from './entry';
import { fbCookieWrites } from './rules/fb-cookies';
import { mergeSessionEntry, parseSessionEntry } from './rules/entry-params';
import { PIXEL_TRACK_KEYS, buildPixelTrack } from './rules/pixel-track';

class MemoryStorage {
  readonly map = new Map<string, string>();
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, value);
  }
}

const NOW = Date.UTC(2025, 0, 1);
const DAY = 24 * 60 * 60 * 1000;

function environment(search: string, cookies: string[] = [], hostname = 'm.demo.test') {
  const local = new MemoryStorage();
  const session = new MemoryStorage();
  const jar = [...cookies];
  const env: EntryEnvironment = {
    search,
    hostname,
    local,
    session,
    cookies: { get: () => jar.map((cookie) => cookie.split(';')[0]).join('; '), set: (cookie) => void jar.push(cookie) },
    now: NOW,
    random: () => 0.5,
  };
  return { env, local, session, jar };
}

describe('parameters read on entry', () => {
  it('F1–F3 keep reg_info in localStorage across later entries without the query', () => {
    const { env, local } = environment('?affiliateCode=a1&r=R2');
    applyEntry(env);
    expect(JSON.parse(local.getItem('reg_info') ?? '')).toEqual({
      affiliateCode: 'a1',
      referralCode: 'R2',
      originalDomain: 'a1.demo.test',
    });
    applyEntry({ ...env, search: '' });
    expect(JSON.parse(local.getItem('reg_info') ?? '')).toEqual({
      affiliateCode: 'a1',
      referralCode: 'R2',
      originalDomain: 'a1.demo.test',
    });
  });

  it('F9 stores s2s_info; F5 and Q85 keep the query pixel sources under their pixelTrack names', () => {
    const { env, local } = environment('?idfa=H&gps_adid=B&tid=T1&cid=V1&utm_source=U&kwaiclid=K&obclid=O&twclid=TW&kw=KW');
    applyEntry(env);
    expect(JSON.parse(local.getItem('s2s_info') ?? '')).toEqual({ idfa: 'H', gpsAdid: 'B' });
    expect(Object.fromEntries(local.map)).toMatchObject({
      tid: 'T1',
      voluumCid: 'V1',
      utmSource: 'U',
      kwaiClickId: 'K',
      obclid: 'O',
      twclid: 'TW',
      kw: 'KW',
    });
    // A registration after navigation dropped the query still finds them (F12).
    const track = buildPixelTrack({ getStored: (key) => local.getItem(key), cookies: '', search: '' });
    expect(track).toMatchObject({ tid: 'T1', voluumCid: 'V1', utmSource: 'U', kwaiClickId: 'K' });
  });

  it('F6–F8 keep from, fullscreen=0 and the click ids for the tab', () => {
    const { env, session } = environment('?from=tg&fullscreen=0&fbclid=F&gclid=G&ttclid=T&kwaiclid=K');
    applyEntry(env);
    applyEntry({ ...env, search: '?gclid=G2' });
    expect(parseSessionEntry(session.getItem('tracking.entry'))).toEqual({
      from: 'tg',
      fullscreenOff: true,
      clickIds: { fbclid: 'F', gclid: 'G2', ttclid: 'T', kwaiclid: 'K' },
    });
    expect(mergeSessionEntry({}, new URLSearchParams('fullscreen=1'))).toEqual({});
  });

  it('F14 sets _fbc from fbclid and _fbp, 90 days on the top-level domain', () => {
    const { env, jar } = environment('?fbclid=ABC', [], 'www.demo.test');
    applyEntry(env);
    expect(jar).toHaveLength(2);
    expect(jar[0]).toContain(`_fbc=fb.1.${NOW}.ABC`);
    expect(jar[1]).toMatch(new RegExp(`^_fbp=fb\\.1\\.${NOW}\\.\\d{10};`));
    for (const cookie of jar) {
      expect(cookie).toContain(`expires=${new Date(NOW + 90 * DAY).toUTCString()}`);
      expect(cookie).toContain('max-age=7776000');
      expect(cookie).toContain('domain=.demo.test');
    }
  });

  it('F14 never overwrites existing cookies, and sets no _fbc without fbclid', () => {
    expect(fbCookieWrites({ cookies: '_fbc=old; _fbp=old2', fbclid: 'NEW', hostname: 'localhost', now: NOW })).toEqual([]);
    const writes = fbCookieWrites({ cookies: '', hostname: 'localhost', now: NOW, random: () => 0 });
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/^_fbp=fb\.1\.\d+\.1000000000; path=\/; expires=/);
    expect(writes[0]).not.toContain('domain=');
  });
});

describe('pixelTrack (F12, Q85)', () => {
  it('reads localStorage keys, the _fbc/_fbp cookies and the entry query, and is omitted when empty', () => {
    expect(buildPixelTrack({ getStored: () => null, cookies: '', search: '' })).toBeUndefined();
    const stored = new MemoryStorage();
    stored.setItem('fbPixelId', 'FB1');
    stored.setItem('tid', 'stored-tid');
    const track = buildPixelTrack({
      getStored: (key) => stored.getItem(key),
      cookies: '_fbc=fb.1.abc; _fbp=fb.1.xyz',
      search: '?tid=T9&cid=VC&utm_source=ads&kwaiclid=K1&obclid=O&kw=w&twclid=tw',
    });
    expect(track).toEqual({
      fbPixelId: 'FB1',
      tid: 'T9',
      fbc: 'fb.1.abc',
      fbp: 'fb.1.xyz',
      voluumCid: 'VC',
      utmSource: 'ads',
      kwaiClickId: 'K1',
      obclid: 'O',
      kw: 'w',
      twclid: 'tw',
    });
  });

  it('has the 28 keys of Q85, each read from localStorage', () => {
    expect(PIXEL_TRACK_KEYS).toHaveLength(28);
    const track = buildPixelTrack({ getStored: (key) => `v-${key}`, cookies: '', search: '' });
    expect(Object.keys(track ?? {})).toEqual([...PIXEL_TRACK_KEYS]);
  });
});
