/**
 * What the page's first script (src/boot.ts) asks for while the app's entry is still downloading: the entry route's
 * screen chunks, and the catalogs of the start-up language when it is known up front. On a first visit to /m/login in
 * Thai the screen's chunks, then the Thai catalogs, would otherwise be asked for only once the entry has arrived and
 * run. The build writes every lazy screen's and every language's files into index.html as a JSON block
 * (scripts/start-preloads.mjs); the imports then find them in the page, and Vite's preload helper adds no link of its
 * own for a script already linked.
 */
import { LANGUAGE_STORAGE_KEY, languageKey, queryLanguage } from '../i18n/upfront-language';
import { normalizePath } from './routing/app-path';
import { webStorage } from './web-storage';

export const START_PRELOADS_ID = 'start-preloads';

/**
 * What the build writes: the site's base, each route's (normal form) index into screens, each screen's files, each
 * app language's (normal form) catalog files.
 */
export interface StartPreloads {
  base: string;
  routes: Record<string, number>;
  screens: string[][];
  languages: Record<string, string[]>;
}

/** Where the start-up language comes from before any data is read (i18n/runtime.ts has the same order). */
export interface UpfrontLanguage {
  /** The member's stored choice, if any. */
  stored: string | null;
  /** The page's query. */
  search: string;
}

type Table = Partial<StartPreloads>;

/** The page's table; null when it is missing or broken. */
export function readStartPreloads(text: string | null | undefined): Table | null {
  if (!text) return null;
  try {
    const parsed = JSON.parse(text) as unknown;
    return typeof parsed === 'object' && parsed !== null ? (parsed as Table) : null;
  } catch {
    return null;
  }
}

const entryOf = <T>(record: Record<string, T> | undefined, key: string): T | undefined =>
  typeof record === 'object' && record !== null && Object.hasOwn(record, key) ? record[key] : undefined;

const urlsOf = (table: Table, files: unknown): string[] =>
  Array.isArray(files) && typeof table.base === 'string'
    ? files.filter((file): file is string => typeof file === 'string').map((file) => `${table.base}${file}`)
    : [];

/** The URLs of the files of the screen at pathname; none for home or an unknown path. */
export function screenChunksOf(table: Table | null, pathname: string): string[] {
  if (!table) return [];
  const index = entryOf(table.routes, normalizePath(pathname));
  return typeof index === 'number' ? urlsOf(table, table.screens?.[index]) : [];
}

/**
 * The URLs of the start-up language's catalogs: the stored choice's, else the query's, each counted only when it is
 * an app language (the table lists every one); none for the bundled source language or when neither says.
 */
export function languageCatalogsOf(table: Table | null, { stored, search }: UpfrontLanguage): string[] {
  if (!table) return [];
  for (const candidate of [stored, queryLanguage(search)]) {
    const files = typeof candidate === 'string' ? entryOf(table.languages, languageKey(candidate)) : undefined;
    if (files) return urlsOf(table, files);
  }
  return [];
}

/**
 * Links the entry route's screen files and the start-up language's catalogs: scripts as module preloads, stylesheets
 * as preloads.
 */
export function preloadStart(
  doc: Document = document,
  { pathname, search }: Pick<Location, 'pathname' | 'search'> = location,
  stored: string | null = webStorage('localStorage')?.getItem(LANGUAGE_STORAGE_KEY) ?? null,
): void {
  const table = readStartPreloads(doc.getElementById(START_PRELOADS_ID)?.textContent);
  for (const href of [...screenChunksOf(table, pathname), ...languageCatalogsOf(table, { stored, search })]) {
    const link = doc.createElement('link');
    if (href.endsWith('.css')) {
      link.rel = 'preload';
      link.setAttribute('as', 'style');
    } else {
      link.rel = 'modulepreload';
    }
    // As the imports will ask: in CORS mode, so that their requests find these.
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
}
