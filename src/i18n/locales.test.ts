import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../shared/constants';
import {
  APP_LANGUAGES,
  APP_LOCALES,
  ENVIRONMENT_LANGUAGES,
  NATIVE_NAMES,
  dirOf,
  firstAppLanguage,
  languageOfLocale,
  localeOf,
  normalizeLanguage,
  resolveLanguage,
} from './locales';
import { applyDocumentLocale, directionOfLocale } from './document-locale';

describe('app languages (G37, Q104)', () => {
  it('are the 28 supported codes plus AR', () => {
    expect(SUPPORTED_LANGUAGES).toHaveLength(28);
    expect(APP_LANGUAGES).toHaveLength(29);
    expect(new Set(APP_LANGUAGES)).toEqual(new Set([...SUPPORTED_LANGUAGES, 'AR']));
    expect(SUPPORTED_LANGUAGES).not.toContain('AR');
  });

  it('each has a native name and a distinct locale', () => {
    for (const code of APP_LANGUAGES) expect(NATIVE_NAMES[code], code).toMatch(/\S/);
    expect(new Set(APP_LOCALES).size).toBe(29);
  });

  it('the environment languages are all app languages (K76)', () => {
    expect([...ENVIRONMENT_LANGUAGES]).toEqual(['EN', 'CN', 'TW', 'RU', 'TH', 'VI', 'JA', 'PT', 'ES', 'AR']);
    for (const code of ENVIRONMENT_LANGUAGES) expect(APP_LANGUAGES).toContain(code);
  });
});

describe('localeOf (G39)', () => {
  it.each([
    ['EN', 'en'],
    ['CN', 'zh-CN'],
    ['TW', 'zh-TW'],
    ['RU', 'ru'],
    ['TH', 'th'],
    ['VI', 'vi'],
    ['JA', 'ja'],
    ['PT', 'pt'],
    ['ES', 'es'],
    ['AR', 'ar'],
  ] as const)('maps the environment language %s to %s', (code, locale) => {
    expect(localeOf(code)).toBe(locale);
  });

  it.each([
    ['PT-BR', 'pt-BR'],
    ['UR-LA', 'ur-Latn'],
    ['ID', 'id'],
    ['HI', 'hi'],
    ['KK', 'kk'],
    ['UR', 'ur'],
  ] as const)('gives the other supported code %s the lower-case locale %s', (code, locale) => {
    expect(localeOf(code)).toBe(locale);
  });

  it('gives TY, Tagalog for the Philippine market, the locale tl (issue 17)', () => {
    expect(localeOf('TY')).toBe('tl');
    expect(NATIVE_NAMES.TY).toBe('Tagalog');
  });

  it('is reversed by languageOfLocale', () => {
    for (const code of APP_LANGUAGES) expect(languageOfLocale(localeOf(code))).toBe(code);
    expect(languageOfLocale('xx')).toBeUndefined();
  });
});

describe('dirOf (Q104)', () => {
  it('is rtl for AR and UR only; Roman Urdu reads left to right', () => {
    const rtl = APP_LANGUAGES.filter((code) => dirOf(code) === 'rtl');
    expect(rtl.sort()).toEqual(['AR', 'UR']);
    expect(dirOf('UR-LA')).toBe('ltr');
    expect(dirOf('EN')).toBe('ltr');
  });

  it('sets html lang and dir from a locale', () => {
    const root = { lang: 'en', dir: 'ltr' };
    applyDocumentLocale('ar', root);
    expect(root).toEqual({ lang: 'ar', dir: 'rtl' });
    applyDocumentLocale('ur-Latn', root);
    expect(root).toEqual({ lang: 'ur-Latn', dir: 'ltr' });
    applyDocumentLocale('th', root);
    expect(root).toEqual({ lang: 'th', dir: 'ltr' });
    expect(directionOfLocale('ur')).toBe('rtl');
    expect(directionOfLocale('unknown')).toBe('ltr');
  });

  it('leaves html lang and dir alone when they already match (a write restyles the whole document)', () => {
    const writes: string[] = [];
    const values = { lang: 'en', dir: 'ltr' };
    const root = {
      get lang() {
        return values.lang;
      },
      set lang(value: string) {
        writes.push(`lang=${value}`);
        values.lang = value;
      },
      get dir() {
        return values.dir;
      },
      set dir(value: string) {
        writes.push(`dir=${value}`);
        values.dir = value;
      },
    };
    applyDocumentLocale('en', root);
    expect(writes).toEqual([]);
    applyDocumentLocale('ur-Latn', root);
    expect(writes).toEqual(['lang=ur-Latn']);
    applyDocumentLocale('ar', root);
    expect(writes).toEqual(['lang=ur-Latn', 'lang=ar', 'dir=rtl']);
  });
});

describe('normalizeLanguage', () => {
  it('accepts app languages in any case and with an underscore', () => {
    expect(normalizeLanguage('th')).toBe('TH');
    expect(normalizeLanguage(' pt_br ')).toBe('PT-BR');
    expect(normalizeLanguage('ur-la')).toBe('UR-LA');
    expect(normalizeLanguage('AR')).toBe('AR');
  });

  it('refuses anything else', () => {
    for (const value of ['XX', '', 'EN-US', 'zh-CN', null, undefined, 12, {}]) expect(normalizeLanguage(value)).toBeUndefined();
  });
});

describe('resolveLanguage (G38, SPEC §5)', () => {
  it('keeps a supported stored language', () => {
    expect(resolveLanguage('TH', 'VI')).toBe('TH');
    expect(resolveLanguage('AR', 'EN')).toBe('AR');
  });

  it('falls back to the merchant default when the stored language is unsupported or missing', () => {
    expect(resolveLanguage('XX', 'EN')).toBe('EN');
    expect(resolveLanguage('XX', 'VI')).toBe('VI');
    expect(resolveLanguage(null, 'VI')).toBe('VI');
    expect(resolveLanguage(undefined, 'PT-BR')).toBe('PT-BR');
  });

  it('falls back to EN when the merchant default is unsupported too', () => {
    expect(resolveLanguage('XX', 'XX')).toBe('EN');
    expect(resolveLanguage(null, undefined)).toBe(DEFAULT_LANGUAGE);
  });

  it('firstAppLanguage takes the first valid source in order', () => {
    expect(firstAppLanguage('XX', null, 'ja', 'VI')).toBe('JA');
    expect(firstAppLanguage()).toBe('EN');
  });
});
