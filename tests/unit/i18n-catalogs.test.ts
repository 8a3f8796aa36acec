/** The catalogs on disk and the Lingui config agree with the language table, and the shell's texts are in them (A33). */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import linguiConfig from '../../lingui.config';
import { chooserLanguages } from '../../src/features/language/options';
import { SUPPORTED_LANGUAGES } from '../../src/shared/constants';
import { APP_LANGUAGES, APP_LOCALES, ENVIRONMENT_LANGUAGES, localeOf } from '../../src/i18n/locales';

const catalogPath = (locale: string) => `src/i18n/locales/${locale}/messages.po`;

/** msgid → msgstr of a .po file (single-line entries, as lingui extract writes them). */
function readPo(locale: string): Map<string, string> {
  const entries = new Map<string, string>();
  const pattern = /^msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/gm;
  for (const [, id, text] of readFileSync(catalogPath(locale), 'utf8').matchAll(pattern)) {
    if (id) entries.set(id, text ?? '');
  }
  return entries;
}

const SPEC_KEYS = [
  'pwa_update_title',
  'pwa_update_msg',
  'refresh',
  'loading',
  'network_offline',
  'a2hs_installing',
  'verify_first',
  'not_support_incognito',
  'label_start_game_error',
  'timeout_retry_please',
  'popup_blocked',
  'notification_request_tips',
  'coming_soon',
  'unknown_error',
];

describe('catalogs', () => {
  it('lingui.config.ts has one catalog per app language, source en', () => {
    expect(linguiConfig.sourceLocale).toBe('en');
    expect(linguiConfig.locales).toEqual([...APP_LOCALES]);
    for (const locale of APP_LOCALES) expect(existsSync(catalogPath(locale)), locale).toBe(true);
  });

  it('the EN catalog has every spec key and UI text (A33, K85, K86)', () => {
    const en = readPo('en');
    for (const key of SPEC_KEYS) expect(en.get(key), key).toMatch(/\S/);
    expect(en.get('pwa_update_title')).toBe('Update');
    expect(en.get('pwa_update_msg')).toBe('Found new version, click refresh');
    expect(en.get('refresh')).toBe('Refresh');
    expect(en.get('loading')).toBe('Please wait...');
    expect(en.get('network_offline')).toBe('network offline');
    const texts = [...en.values()];
    for (const text of [
      'Your IP address',
      'System Maintenance',
      'Access Denied',
      'Contact Us',
      'Ok',
      'Confirmation',
      'Retry',
      'End time',
      'Internet lost, please refresh the page',
      'Network Error / CORS Errors',
      'please login',
      'Notice',
    ]) {
      expect(texts, text).toContain(text);
    }
  });

  it("every environment language translates the shell's texts (the check script covers every other message)", () => {
    const source = readFileSync('src/i18n/messages.ts', 'utf8');
    const ids = [...source.matchAll(/\bid: '([^']+)'/g)].map(([, id]) => id ?? '');
    expect(ids).toEqual(expect.arrayContaining(SPEC_KEYS));
    expect(ids.length).toBeGreaterThanOrEqual(30);
    for (const code of ENVIRONMENT_LANGUAGES) {
      const catalog = readPo(localeOf(code));
      const missing = ids.filter((id) => !catalog.get(id));
      expect(missing, code).toEqual([]);
    }
  });

  it('Thai and Arabic are really translated, not copies of English', () => {
    const en = readPo('en');
    for (const locale of ['th', 'ar', 'zh-CN', 'ru']) {
      const catalog = readPo(locale);
      expect(catalog.get('refresh'), locale).not.toBe(en.get('refresh'));
      expect(catalog.get('system_maintenance'), locale).not.toBe(en.get('system_maintenance'));
    }
  });
});

describe('chooserLanguages (Q102)', () => {
  it('offers every app language when the merchant sets none', () => {
    expect(chooserLanguages(undefined, 'EN')).toEqual([...APP_LANGUAGES]);
    expect(chooserLanguages([], 'EN')).toHaveLength(29);
  });

  it('adds AR for a merchant that allows every supported language (G37: 28 codes plus AR)', () => {
    const offered = chooserLanguages([...SUPPORTED_LANGUAGES], 'EN');
    expect(offered).toHaveLength(29);
    expect(offered.at(-1)).toBe('AR');
    expect(chooserLanguages([...SUPPORTED_LANGUAGES.slice(1)], 'EN')).not.toContain('AR');
  });

  it("keeps the merchant's order, drops unknown codes and duplicates", () => {
    expect(chooserLanguages(['VI', 'EN', 'XX', 'vi', 'TH'], 'EN')).toEqual(['VI', 'EN', 'TH']);
  });

  it('always offers the language in force', () => {
    expect(chooserLanguages(['VI', 'EN'], 'AR')).toEqual(['AR', 'VI', 'EN']);
  });
});
