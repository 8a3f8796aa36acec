/**
 * The lazy locale catalogs' importers: a chunk of its own, loaded with a language other than the source's (the boot
 * script preloads it with that language's catalogs). In the entry the table of 28 hashed file names cost every
 * first visit 0.5 KB, in English too (issue 15).
 */
import type { Messages } from '@lingui/core';
import { importersByLocale } from './catalog-loader';

const importers = importersByLocale(
  import.meta.glob<{ messages: Messages }>(['./locales/*/messages.po', '!./locales/en/messages.po']),
);

export function importCatalog(locale: string): Promise<{ messages: Messages }> {
  const importer = importers[locale];
  return importer ? importer() : Promise.reject(new Error(`No catalog for locale "${locale}"`));
}
