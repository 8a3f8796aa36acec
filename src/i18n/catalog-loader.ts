/**
 * Lazy locale catalogs (ARCHITECTURE "Lazy locale catalogs"): the source catalog is bundled with the shell, every
 * other one is imported the first time its locale is activated, then kept. When several switches overlap, only
 * the last one requested is activated, whatever order the imports finish in.
 */
import type { I18n, Messages } from '@lingui/core';

export type CatalogImporter = () => Promise<{ messages: Messages }>;

export interface CatalogLoaderOptions {
  i18n: I18n;
  /** Catalogs that ship with the shell, by locale (at least the source locale's). */
  bundled: Readonly<Record<string, Messages>>;
  /** One importer per lazily loaded locale. */
  importers: Readonly<Record<string, CatalogImporter>>;
}

export interface CatalogLoader {
  /**
   * Loads (once) and activates a locale. Resolves true when the locale is active, false when a later call
   * superseded this one; rejects when the locale is unknown or its catalog failed to load (the active locale
   * is then left as it was, and a later call tries the import again).
   */
  activate(locale: string): Promise<boolean>;
  isLoaded(locale: string): boolean;
  readonly locales: readonly string[];
}

export function createCatalogLoader({ i18n, bundled, importers }: CatalogLoaderOptions): CatalogLoader {
  const loaded = new Set<string>();
  const inFlight = new Map<string, Promise<void>>();
  let latest = 0;

  for (const [locale, messages] of Object.entries(bundled)) {
    i18n.load(locale, messages);
    loaded.add(locale);
  }

  function load(locale: string): Promise<void> {
    const running = inFlight.get(locale);
    if (running) return running;
    const importer = importers[locale];
    if (!importer) return Promise.reject(new Error(`No catalog for locale "${locale}"`));
    const promise = importer()
      .then(({ messages }) => {
        i18n.load(locale, messages);
        loaded.add(locale);
      })
      .finally(() => inFlight.delete(locale));
    inFlight.set(locale, promise);
    return promise;
  }

  return {
    async activate(locale) {
      const ticket = ++latest;
      if (!loaded.has(locale)) {
        try {
          await load(locale);
        } catch (error) {
          if (ticket !== latest) return false;
          throw error;
        }
      }
      if (ticket !== latest) return false;
      if (i18n.locale !== locale) i18n.activate(locale);
      return true;
    },
    isLoaded: (locale) => loaded.has(locale),
    locales: [...new Set([...Object.keys(bundled), ...Object.keys(importers)])],
  };
}
