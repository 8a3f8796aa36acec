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

export function applyDocumentLocale(locale: string, root: LocaleRoot = document.documentElement): void {
  root.lang = locale;
  root.dir = directionOfLocale(locale);
}
