/**
 * What says the start-up language before any data is read (ACCEPTANCE Q103's first two sources), kept apart from the
 * catalogs so that the page's first script can read it too (platform/start-preloads.ts): the member's stored choice,
 * the page's query, and the normal form of a code.
 */

/** Where the member's explicit choice is kept (localStorage). */
export const LANGUAGE_STORAGE_KEY = 'language';

/** The language the page's query asks for: lang, else language. */
export function queryLanguage(search: string): string | null {
  const query = new URLSearchParams(search);
  return query.get('lang') ?? query.get('language');
}

/** A language code in its normal form, 'pt_br ' → 'PT-BR'; whether it is an app language is for ./locales.ts to say. */
export function languageKey(code: string): string {
  return code.trim().replace(/_/g, '-').toUpperCase();
}
