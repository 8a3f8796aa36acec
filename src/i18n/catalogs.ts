/**
 * The catalogs as Vite builds them: the source locale's (en) is bundled with the shell; every other locale is a
 * separate chunk imported on first use (vite.config.ts names them assets/i18n-<locale>-<hash>.js, so the service
 * worker can leave them out of the precache), through the table in ./catalog-importers. The Lingui Vite plugin compiles
 * each .po file on import.
 */
import type { Messages } from '@lingui/core';
import type { CatalogImporter } from './catalog-loader';
import { messages as sourceMessages } from './locales/en/messages.po';
import { APP_LOCALES, SOURCE_LOCALE } from './locales';

export const BUNDLED_CATALOGS: Record<string, Messages> = { [SOURCE_LOCALE]: sourceMessages };

export const CATALOG_IMPORTERS: Record<string, CatalogImporter> = Object.fromEntries(
  APP_LOCALES.filter((locale) => locale !== SOURCE_LOCALE).map((locale) => [
    locale,
    () => import('./catalog-importers').then(({ importCatalog }) => importCatalog(locale)),
  ]),
);
