/**
 * Language codes (what the backend and storage use: 'EN', 'PT-BR') and the locales they map to (what Lingui,
 * the catalogs and `<html lang>` use: 'en', 'pt-BR'). Pure: no DOM, no storage.
 *
 * The app languages are the 28 supported codes (SPEC §3, ACCEPTANCE K77) plus AR, which the environment map
 * has although the supported list omits it (ACCEPTANCE Q104).
 */
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES } from '../shared/constants';
import { languageKey } from './upfront-language';

export const APP_LANGUAGES = [...SUPPORTED_LANGUAGES, 'AR'] as const;
export type LanguageCode = (typeof APP_LANGUAGES)[number];

/** The environment languages (ACCEPTANCE K76): every UI string must be translated into these. */
export const ENVIRONMENT_LANGUAGES = [
  'EN',
  'CN',
  'TW',
  'RU',
  'TH',
  'VI',
  'JA',
  'PT',
  'ES',
  'AR',
] as const satisfies readonly LanguageCode[];

export type TextDirection = 'ltr' | 'rtl';

/**
 * The environment map (ACCEPTANCE G39), plus UR-LA, which is Urdu in Latin script (Q104), and TY, which is Tagalog
 * for the Philippine market the merchants serve (README "Languages"), so its locale is tl.
 */
const LOCALE_OVERRIDES: Partial<Record<LanguageCode, string>> = {
  CN: 'zh-CN',
  TW: 'zh-TW',
  'UR-LA': 'ur-Latn',
  TY: 'tl',
};

/** Right to left: Arabic and Urdu in Arabic script (Q104). Roman Urdu (UR-LA) reads left to right. */
const RTL_LANGUAGES: ReadonlySet<LanguageCode> = new Set<LanguageCode>(['AR', 'UR']);

/** Each language's name in itself, as the chooser lists it. */
export const NATIVE_NAMES: Readonly<Record<LanguageCode, string>> = {
  CN: '简体中文',
  EN: 'English',
  ES: 'Español',
  HI: 'हिन्दी',
  ID: 'Bahasa Indonesia',
  JA: '日本語',
  KM: 'ខ្មែរ',
  KO: '한국어',
  MY: 'မြန်မာ',
  TA: 'தமிழ்',
  TH: 'ไทย',
  TW: '繁體中文',
  VI: 'Tiếng Việt',
  TY: 'Tagalog',
  UR: 'اردو',
  PT: 'Português',
  'PT-BR': 'Português (Brasil)',
  MS: 'Bahasa Melayu',
  BN: 'বাংলা',
  TR: 'Türkçe',
  FR: 'Français',
  NE: 'नेपाली',
  'UR-LA': 'Roman Urdu',
  TE: 'తెలుగు',
  RU: 'Русский',
  SW: 'Kiswahili',
  KK: 'Қазақ тілі',
  LO: 'ລາວ',
  AR: 'العربية',
};

const APP_LANGUAGE_SET: ReadonlySet<string> = new Set(APP_LANGUAGES);

export const DEFAULT_APP_LANGUAGE: LanguageCode = DEFAULT_LANGUAGE;

/** 'pt-br', ' th ', 'pt_BR' → 'PT-BR', 'TH'; anything that is no app language → undefined. */
export function normalizeLanguage(code: unknown): LanguageCode | undefined {
  if (typeof code !== 'string') return undefined;
  const key = languageKey(code);
  return APP_LANGUAGE_SET.has(key) ? (key as LanguageCode) : undefined;
}

export function isAppLanguage(code: unknown): code is LanguageCode {
  return typeof code === 'string' && APP_LANGUAGE_SET.has(code);
}

/**
 * The locale of a language: the environment map (EN en, CN zh-CN, TW zh-TW, …), else the code as a BCP 47 tag
 * with a lower-case language and an upper-case region (PT-BR pt-BR, ID id, TY ty).
 */
export function localeOf(code: LanguageCode): string {
  const override = LOCALE_OVERRIDES[code];
  if (override) return override;
  const [language = '', region] = code.split('-');
  return region ? `${language.toLowerCase()}-${region.toUpperCase()}` : language.toLowerCase();
}

export function dirOf(code: LanguageCode): TextDirection {
  return RTL_LANGUAGES.has(code) ? 'rtl' : 'ltr';
}

/** Every locale the app has a catalog for, in APP_LANGUAGES order (lingui.config.ts uses it). */
export const APP_LOCALES: readonly string[] = APP_LANGUAGES.map(localeOf);

export const SOURCE_LOCALE = localeOf(DEFAULT_APP_LANGUAGE);

/** The language of a locale, the reverse of localeOf. */
export function languageOfLocale(locale: string): LanguageCode | undefined {
  const index = APP_LOCALES.indexOf(locale);
  return index < 0 ? undefined : APP_LANGUAGES[index];
}

/** The first candidate that is an app language, else EN (SPEC §5; ACCEPTANCE Q103 gives the order of sources). */
export function firstAppLanguage(...candidates: unknown[]): LanguageCode {
  for (const candidate of candidates) {
    const code = normalizeLanguage(candidate);
    if (code) return code;
  }
  return DEFAULT_APP_LANGUAGE;
}

/** The stored language if supported, else the merchant default if supported, else EN (ACCEPTANCE G38). */
export function resolveLanguage(stored: unknown, merchantDefault: unknown): LanguageCode {
  return firstAppLanguage(stored, merchantDefault);
}
