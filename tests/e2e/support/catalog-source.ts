import { readFileSync } from 'node:fs';

/** A language's catalogs: the first screen's and the on-demand texts' (src/i18n/on-demand-paths.ts). */
const CATALOG_FOLDERS = ['locales', 'on-demand'];

/** The .po text of all of a language's catalogs, one after the other. */
export function catalogSource(locale: string): string {
  return CATALOG_FOLDERS.map((folder) =>
    readFileSync(new URL(`../../../src/i18n/${folder}/${locale}/messages.po`, import.meta.url), 'utf8'),
  ).join('\n');
}
