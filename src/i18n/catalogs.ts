/**
 * The catalogs as Vite builds them: the source locale's (en) is bundled with the shell; every other locale is a
 * separate chunk imported on first use (vite.config.ts names them assets/i18n-<locale>-<hash>.js, so the service
 * worker can leave them out of the precache). The Lingui Vite plugin compiles each .po file on import.
 */
import type { Messages } from '@lingui/core';
import type { CatalogImporter } from './catalog-loader';
import { messages as sourceMessages } from './locales/en/messages.po';
import { SOURCE_LOCALE } from './locales';

const lazy = import.meta.glob<{ messages: Messages }>(['./locales/*/messages.po', '!./locales/en/messages.po']);

export const BUNDLED_CATALOGS: Record<string, Messages> = { [SOURCE_LOCALE]: sourceMessages };

/** Importers by locale, from an import.meta.glob of `./<folder>/<locale>/messages.po`. */
export function importersByLocale(glob: Record<string, CatalogImporter>): Record<string, CatalogImporter> {
  return Object.fromEntries(Object.entries(glob).map(([path, importer]) => [path.split('/')[2] ?? path, importer]));
}

export const CATALOG_IMPORTERS: Record<string, CatalogImporter> = importersByLocale(lazy);
