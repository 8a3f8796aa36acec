/**
 * The app's one i18n runtime: the global Lingui instance (the one the `t` and `msg` macros and <I18nProvider>
 * use), the lazy catalogs, the language controller, and the document kept in step with the active locale.
 * The source catalog (en) is loaded and active as soon as this module is imported, so the first render has text.
 */
import { i18n } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import { liveRow, readRow, writeRow } from '../data/page-store';
import { CURRENT, LANGUAGE_PREFERENCE_KEY } from '../data/schema';
import { createCatalogLoader, type CatalogSet } from './catalog-loader';
import { BUNDLED_CATALOGS, CATALOG_IMPORTERS } from './catalogs';
import { applyDocumentLocale } from './document-locale';
import { createLanguageController, type LanguageListener } from './language-controller';
import { normalizeLanguage, SOURCE_LOCALE, type LanguageCode } from './locales';
import { LANGUAGE_STORAGE_KEY, queryLanguage } from './upfront-language';

export { i18n };

export { LANGUAGE_PREFERENCE_KEY };

i18n.on('change', () => applyDocumentLocale(i18n.locale));

const loader = createCatalogLoader({ i18n, bundled: BUNDLED_CATALOGS, importers: CATALOG_IMPORTERS });
i18n.activate(SOURCE_LOCALE);

function browserStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The texts of the parts that load on use (on-demand-texts.ts): resolves once the active language's are in. */
export function addOnDemandTexts(set: CatalogSet): Promise<void> {
  return loader.addOnDemand(set, SOURCE_LOCALE);
}

export const languageController = createLanguageController({
  activateLocale: (locale) => loader.activate(locale),
  storage: browserStorage(),
  persist: async (code) => {
    await writeRow('preferences', { key: LANGUAGE_PREFERENCE_KEY, value: code });
  },
});

// eslint-disable-next-line no-restricted-syntax -- kept with the global Lingui instance and its controller
let started = false;

export interface StartLanguageOptions {
  /** Told every language, the start-up one included: the API worker's Language header (ACCEPTANCE B3). */
  onLanguage?: LanguageListener;
  /** Where the query parameters come from; default location.search. */
  search?: string;
}

/**
 * Resolves and applies the start-up language (stored choice, query lang/language, then EN until the merchant
 * settings are read from Dexie), then follows the merchant default as settings arrive. Returns the start-up code.
 */
export function startLanguage({ onLanguage, search = location.search }: StartLanguageOptions = {}): LanguageCode {
  if (onLanguage) languageController.subscribe(onLanguage);
  if (started) {
    onLanguage?.(languageController.current);
    return languageController.current;
  }
  started = true;
  const code = languageController.start({ query: queryLanguage(search) });

  // The Dexie copy of the choice stands in when localStorage has none (cleared, or written by another context).
  const storage = browserStorage();
  const storedChoice = () => normalizeLanguage(storage?.getItem(LANGUAGE_STORAGE_KEY));
  if (!storedChoice()) {
    void readRow('preferences', LANGUAGE_PREFERENCE_KEY)
      .then((row) => {
        if (!storedChoice() && normalizeLanguage(row?.value)) languageController.setSource('stored', row?.value);
      })
      .catch((error: unknown) => console.error('Could not read the language preference', error));
  }

  liveRow('siteSettings', CURRENT).subscribe({
    next: (row) => {
      if (row) languageController.setSource('merchant', row.value.defaultLanguage);
    },
    error: (error: unknown) => console.error('Could not read the merchant language', error),
  });
  return code;
}

/** The member picked a language: stored (localStorage and Dexie) and applied at once. */
export function chooseLanguage(code: string): Promise<boolean> {
  return languageController.choose(code);
}

const subscribe = (listener: () => void) => languageController.subscribe(listener);
const snapshot = () => languageController.current;

/** The language in force, re-rendering on every change. */
export function useLanguage(): LanguageCode {
  return useSyncExternalStore(subscribe, snapshot);
}
