/**
 * Lazy locale catalogs (ARCHITECTURE "Lazy locale catalogs"): the source catalog is bundled with the shell, every
 * other one is imported the first time its locale is activated, then kept. When several switches overlap, only
 * the last one requested is activated, whatever order the imports finish in. The texts of the parts that load on use
 * are a second set of catalogs, added when the first such part loads: from then on a language is activated only with
 * both of its catalogs in.
 */
import type { I18n, Messages } from '@lingui/core';

export type CatalogImporter = () => Promise<{ messages: Messages }>;

/** Importers by locale, from an import.meta.glob of `./<folder>/<locale>/messages.po`. */
export function importersByLocale(glob: Record<string, CatalogImporter>): Record<string, CatalogImporter> {
  return Object.fromEntries(Object.entries(glob).map(([path, importer]) => [path.split('/')[2] ?? path, importer]));
}

export interface CatalogSet {
  /** Catalogs already at hand, by locale (at least the source locale's). */
  bundled: Readonly<Record<string, Messages>>;
  /** One importer per lazily loaded locale. */
  importers: Readonly<Record<string, CatalogImporter>>;
}

export interface CatalogLoaderOptions extends CatalogSet {
  i18n: I18n;
}

export interface CatalogLoader {
  /**
   * Loads (once) and activates a locale. Resolves true when the locale is active, false when a later call
   * superseded this one; rejects when the locale is unknown or its catalog failed to load (the active locale
   * is then left as it was, and a later call tries the import again).
   */
  activate(locale: string): Promise<boolean>;
  isLoaded(locale: string): boolean;
  /**
   * Adds the on-demand texts' catalogs (once; later calls add nothing): resolves once those of the active locale,
   * and of the one being switched to, are in. A failed import is logged, and the source locale's texts stand in.
   */
  addOnDemand(set: CatalogSet, sourceLocale: string): Promise<void>;
  readonly locales: readonly string[];
}

interface LoadedSet {
  load(locale: string): Promise<void>;
  has(locale: string): boolean;
}

function loadedSet(i18n: I18n, { bundled, importers }: CatalogSet): LoadedSet {
  const loaded = new Set<string>();
  const inFlight = new Map<string, Promise<void>>();
  for (const [locale, messages] of Object.entries(bundled)) {
    i18n.load(locale, messages);
    loaded.add(locale);
  }
  return {
    has: (locale) => loaded.has(locale),
    load(locale) {
      if (loaded.has(locale)) return Promise.resolve();
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
    },
  };
}

export function createCatalogLoader({ i18n, bundled, importers }: CatalogLoaderOptions): CatalogLoader {
  const sets = [loadedSet(i18n, { bundled, importers })];
  let onDemandAdded: Promise<void> | undefined;
  let latest = 0;
  let requested: string | undefined;

  return {
    async activate(locale) {
      const ticket = ++latest;
      requested = locale;
      try {
        await Promise.all(sets.map((set) => set.load(locale)));
      } catch (error) {
        if (ticket !== latest) return false;
        throw error;
      }
      if (ticket !== latest) return false;
      if (i18n.locale !== locale) i18n.activate(locale);
      return true;
    },
    isLoaded: (locale) => sets.every((set) => set.has(locale)),
    addOnDemand(set, sourceLocale) {
      if (onDemandAdded) return onDemandAdded;
      const onDemand = loadedSet(i18n, set);
      sets.push(onDemand);
      const wanted = new Set([i18n.locale, requested ?? i18n.locale]);
      onDemandAdded = Promise.all(
        [...wanted].map((locale) =>
          onDemand.load(locale).catch((error: unknown) => {
            console.error(`The texts for ${locale} could not load; English stands in`, error);
            i18n.load(locale, set.bundled[sourceLocale] ?? {});
          }),
        ),
      ).then(() => undefined);
      return onDemandAdded;
    },
    locales: [...new Set([...Object.keys(bundled), ...Object.keys(importers)])],
  };
}
