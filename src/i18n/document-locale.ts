/** Mirrors the active locale onto the document: `<html lang>` and `dir` (right to left for AR and UR). */
import { dirOf, languageOfLocale, type TextDirection } from './locales';

export interface LocaleRoot {
  lang: string;
  dir: string;
}

export function directionOfLocale(locale: string): TextDirection {
  const language = languageOfLocale(locale);
  return language ? dirOf(language) : 'ltr';
}

/** Writes only what changes: a write of `lang` or `dir` makes the browser restyle the whole document. */
export function applyDocumentLocale(locale: string, root: LocaleRoot = document.documentElement): void {
  const dir = directionOfLocale(locale);
  if (root.lang !== locale) root.lang = locale;
  if (root.dir !== dir) root.dir = dir;
}
