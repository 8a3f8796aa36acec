import { describe, expect, it } from 'vitest';
import {
  authResultFromFragment,
  authResultFromMessage,
  fragmentWithoutAuthResult,
  telegramAuthPageOrigin,
  telegramAuthPageUrl,
  telegramAuthPayload,
  toTelegramAuthData,
  type TelegramAuthData,
} from './telegram';

const SITE = 'http://localhost:5173';
const SETTING = { botId: '7000000001', authDomain: 'www.demo.test' };
const DATA: TelegramAuthData = {
  id: 1001,
  first_name: 'Tg',
  username: 'tg1001',
  auth_date: 1_893_456_000,
  hash: 'a'.repeat(64),
};

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const base64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const message = (result: unknown) => JSON.stringify({ event: 'auth_result', result });

describe('telegramAuthPageUrl', () => {
  it('opens Telegram’s page with the bot, the site’s origin and request_access=write', () => {
    const url = new URL(telegramAuthPageUrl('https://oauth.telegram.org/auth', SETTING, 'https://www.demo.test'));
    expect(`${url.origin}${url.pathname}`).toBe('https://oauth.telegram.org/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      bot_id: '7000000001',
      origin: 'https://www.demo.test',
      request_access: 'write',
    });
  });

  it('takes a path (the QA stand-in) on the site’s origin, adds return_to, and defaults to Telegram', () => {
    const returnTo = `${SITE}/m/login?affiliateCode=a1&tid=T1#x`;
    const url = new URL(telegramAuthPageUrl('/__emu/telegram/auth', SETTING, SITE, returnTo));
    expect(`${url.origin}${url.pathname}`).toBe(`${SITE}/__emu/telegram/auth`);
    expect(url.searchParams.get('return_to')).toBe(returnTo);
    expect(url.searchParams.get('origin')).toBe(SITE);
    expect(telegramAuthPageUrl('', SETTING, SITE)).toMatch(/^https:\/\/oauth\.telegram\.org\/auth\?bot_id=7000000001&/);
  });

  it('encodes hostile values instead of letting them change the address', () => {
    const url = new URL(
      telegramAuthPageUrl('/__emu/telegram/auth', { botId: '1&origin=https://evil.test', authDomain: '' }, SITE),
    );
    expect(url.searchParams.getAll('origin')).toEqual([SITE]);
    expect(url.searchParams.get('bot_id')).toBe('1&origin=https://evil.test');
  });

  it('names the origin the page’s messages come from', () => {
    expect(telegramAuthPageOrigin('/__emu/telegram/auth', SITE)).toBe(SITE);
    expect(telegramAuthPageOrigin('', SITE)).toBe('https://oauth.telegram.org');
    expect(telegramAuthPageOrigin('http://[bad', SITE)).toBeUndefined();
  });
});

describe('authResultFromMessage', () => {
  const from = (data: unknown, origin = SITE) => authResultFromMessage({ origin, data }, SITE);

  it('takes Telegram’s JSON message, and the same as an object', () => {
    expect(from(message(DATA))).toEqual(DATA);
    expect(from({ event: 'auth_result', result: DATA })).toEqual(DATA);
  });

  it('gives false for a cancel', () => {
    expect(from(message(false))).toBe(false);
  });

  it('ignores another origin, however right the message looks', () => {
    for (const origin of ['https://evil.test', `${SITE}/`, 'http://localhost:5174', 'null', ''])
      expect(from(message(DATA), origin), origin).toBeUndefined();
    expect(authResultFromMessage({ origin: '', data: message(DATA) }, '')).toBeUndefined();
  });

  it('ignores anything that is not an auth_result with auth data', () => {
    const ignored: unknown[] = [
      'not json',
      '{"event":"auth_result","result":',
      '',
      null,
      undefined,
      42,
      [message(DATA)],
      JSON.stringify({ event: 'resize', height: 200 }),
      JSON.stringify({ result: DATA }),
      message(true),
      message(null),
      message('false'),
      message({ ...DATA, hash: undefined }),
      message({ ...DATA, hash: 'zz'.repeat(32) }),
      message({ ...DATA, id: '1001' }),
      message({ ...DATA, id: -1 }),
      message({ ...DATA, id: 1.5 }),
      message({ ...DATA, auth_date: 'now' }),
      message({ ...DATA, first_name: undefined }),
      message({ ...DATA, username: 7 }),
      message({ ...DATA, extra: { nested: true } }),
      message({ ...DATA, extra: [1] }),
      message({ ...DATA, first_name: 'x'.repeat(5000) }),
      `{"event":"auth_result","result":${JSON.stringify(DATA).replace('{', '{"__proto__":{"polluted":1},')}}`,
      message(DATA) + ' '.repeat(10_000),
    ];
    for (const data of ignored) expect(from(data), String(data).slice(0, 80)).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('keeps fields it does not know, for the hash covers them', () => {
    const withMore = { ...DATA, last_name: 'Gram', photo_url: 'https://t.me/i/u.jpg', allows_write_to_pm: 1 };
    expect(from(message(withMore))).toEqual(withMore);
  });
});

describe('authResultFromFragment', () => {
  it('reads base64url and base64 JSON, padded or not, with or without the #', () => {
    expect(authResultFromFragment(`#tgAuthResult=${base64url(JSON.stringify(DATA))}`)).toEqual({ kind: 'auth', data: DATA });
    expect(authResultFromFragment(`#tgAuthResult=${base64(JSON.stringify(DATA))}`)).toEqual({ kind: 'auth', data: DATA });
    expect(authResultFromFragment(`tgAuthResult=${base64url(JSON.stringify(DATA))}`)).toEqual({ kind: 'auth', data: DATA });
    expect(authResultFromFragment(`#tgAuthResult=${encodeURIComponent(base64(JSON.stringify(DATA)))}`)).toEqual({
      kind: 'auth',
      data: DATA,
    });
    expect(authResultFromFragment(`#a=1&tgAuthResult=${base64url(JSON.stringify(DATA))}&b=2`)).toEqual({
      kind: 'auth',
      data: DATA,
    });
  });

  it('reads names beyond ASCII', () => {
    const data = { ...DATA, first_name: 'Ánh 🚀 テレグラム' };
    expect(authResultFromFragment(`#tgAuthResult=${base64url(JSON.stringify(data))}`)).toEqual({ kind: 'auth', data });
  });

  it('tells a cancel', () => {
    expect(authResultFromFragment('#tgAuthResult=false')).toEqual({ kind: 'cancelled' });
  });

  it('is none without tgAuthResult', () => {
    for (const hash of ['', '#', '#section', '#tgAuthResultX=1', '#a=tgAuthResult', '#TGAUTHRESULT=x'])
      expect(authResultFromFragment(hash), hash).toEqual({ kind: 'none' });
  });

  it('is invalid for anything that does not decode to auth data (C83)', () => {
    const invalid = [
      '#tgAuthResult=%%%bad',
      '#tgAuthResult=%E0%A4%A',
      '#tgAuthResult=',
      '#tgAuthResult',
      '#tgAuthResult=not*base64',
      '#tgAuthResult=abcde',
      `#tgAuthResult=${base64url('not json')}`,
      `#tgAuthResult=${base64url('{"id":1001')}`,
      `#tgAuthResult=${base64url('true')}`,
      `#tgAuthResult=${base64url('null')}`,
      `#tgAuthResult=${base64url('[1,2]')}`,
      `#tgAuthResult=${base64url(JSON.stringify({ ...DATA, hash: undefined }))}`,
      `#tgAuthResult=${base64url(JSON.stringify({ ...DATA, hash: 'short' }))}`,
      `#tgAuthResult=${base64url(JSON.stringify({ ...DATA, auth_date: undefined }))}`,
      `#tgAuthResult=${Buffer.from([0x7b, 0xff, 0xfe, 0x7d]).toString('base64url')}`,
      `#tgAuthResult=${base64url(JSON.stringify(DATA))}&tgAuthResult=false`,
      `#tgAuthResult=${'A'.repeat(100_000)}`,
      `#tgAuthResult=${'%41'.repeat(30_000)}`,
      `#tgAuthResult=${base64url(JSON.stringify({ ...DATA, first_name: 'x'.repeat(7000) }))}`,
    ];
    for (const hash of invalid) expect(authResultFromFragment(hash), hash.slice(0, 80)).toEqual({ kind: 'invalid' });
  });

  it('reads a huge fragment without tgAuthResult quickly as none', () => {
    expect(authResultFromFragment(`#${'x'.repeat(1_000_000)}`)).toEqual({ kind: 'none' });
  });
});

describe('fragmentWithoutAuthResult', () => {
  it('removes tgAuthResult and keeps the rest', () => {
    expect(fragmentWithoutAuthResult('#tgAuthResult=abc')).toBe('');
    expect(fragmentWithoutAuthResult('#tgAuthResult=%%%bad')).toBe('');
    expect(fragmentWithoutAuthResult('tgAuthResult=false')).toBe('');
    expect(fragmentWithoutAuthResult('#a=1&tgAuthResult=abc&b=2')).toBe('#a=1&b=2');
    expect(fragmentWithoutAuthResult('#section&tgAuthResult')).toBe('#section');
    expect(fragmentWithoutAuthResult('#&tgAuthResult=x&')).toBe('');
    expect(fragmentWithoutAuthResult('#section')).toBe('#section');
    expect(fragmentWithoutAuthResult('#tgAuthResultX=1')).toBe('#tgAuthResultX=1');
    expect(fragmentWithoutAuthResult('')).toBe('');
    expect(fragmentWithoutAuthResult('#')).toBe('');
  });
});

describe('telegramAuthPayload', () => {
  it('is the auth data as JSON, every field as it came', () => {
    const data = { ...DATA, photo_url: 'https://t.me/i/u.jpg', allows_write_to_pm: 1 };
    expect(JSON.parse(telegramAuthPayload(data))).toEqual(data);
    expect(telegramAuthPayload(DATA)).toBe(JSON.stringify(DATA));
  });

  it('round-trips what the fragment and the message give', () => {
    const fragment = authResultFromFragment(`#tgAuthResult=${base64url(JSON.stringify(DATA))}`);
    expect(fragment.kind === 'auth' && telegramAuthPayload(fragment.data)).toBe(JSON.stringify(DATA));
    const fromMessage = authResultFromMessage({ origin: SITE, data: message(DATA) }, SITE);
    expect(fromMessage && telegramAuthPayload(fromMessage)).toBe(JSON.stringify(DATA));
  });
});

describe('toTelegramAuthData', () => {
  it('takes only objects of numbers and strings with the required fields', () => {
    expect(toTelegramAuthData(DATA)).toEqual(DATA);
    expect(toTelegramAuthData({ ...DATA, 'bad-name': 1 })).toBeUndefined();
    expect(toTelegramAuthData({ ...DATA, n: Number.NaN })).toBeUndefined();
    expect(toTelegramAuthData({ ...DATA, flag: true })).toBeUndefined();
    expect(toTelegramAuthData(Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`f${i}`, i])))).toBeUndefined();
    expect(toTelegramAuthData('{}')).toBeUndefined();
  });
});
