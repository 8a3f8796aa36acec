/**
 * English left on a page shown in another language (issue 17): every visible text, document title and accessible
 * text (aria-label, alt, title, placeholder) is read, names are set apart, and a word of three or more Latin letters
 * is a leak when it is an English word (the English catalog's, or a common one) that neither the language's own
 * catalog nor its month and weekday names (the browser's Intl) use. Names are what the page marks translate="no"
 * (brand, game, vendor, team and member names) and text in another language than the page's (the language chooser's
 * native names); a name inside a label ("Free play: Mahjong Ways") is set apart by the same text shown as a name on
 * the page.
 */
import type { Page } from '@playwright/test';
import { localeOf, normalizeLanguage } from '../../../src/i18n/locales';
import { catalogSource } from './catalog-source';

/** Words of any English sentence, which an untranslated content text (a banner, a ticker line) always carries. */
const COMMON_ENGLISH = `the and for from with your you are our this that these those now new all more get has have will
  can not any every each day days week weekend here there what when where which who how why about into onto out off
  over under up down just only also too very most much many some other than then them they their there was were been
  being is it its one two three first last next back before after again today tomorrow yesterday monday tuesday
  wednesday thursday friday saturday sunday mon tue wed thu fri sat sun jan feb mar apr may jun jul aug sep oct nov dec
  welcome bonus deposit play player players win wins winner winners live slots games game scheduled maintenance free
  friend friends invite reward rewards daily cashback offer offers partner promotion promotions double earn bet bets
  faster exclusive download app`;

const catalogs = new Map<string, Set<string>>();

function wordsOf(text: string): string[] {
  return (text.match(/\p{L}+/gu) ?? []).filter((word) => /^[A-Za-z]{3,}$/.test(word)).map((word) => word.toLowerCase());
}

/** The words of a language's messages (msgid for English, msgstr for the others), placeholders left out. */
function catalogWords(locale: string, field: 'msgid' | 'msgstr'): Set<string> {
  const key = `${locale}|${field}`;
  let words = catalogs.get(key);
  if (!words) {
    const po = catalogSource(locale);
    const texts = [...po.matchAll(new RegExp(`^${field} "(.*)"$`, 'gm'))].map((match) => match[1]!.replace(/\{[^}]*\}/g, ' '));
    words = new Set(texts.flatMap(wordsOf));
    catalogs.set(key, words);
  }
  return words;
}

const englishWords = () => new Set([...catalogWords('en', 'msgid'), ...wordsOf(COMMON_ENGLISH)]);

interface PageTexts {
  texts: string[];
  names: string[];
  /** The month and weekday names the browser's Intl gives the page's language (Tagalog's "Mar" is Martes, not March). */
  dateNames: string[];
}

function readPageTexts(): PageTexts {
  const pageLang = document.documentElement.lang.toLowerCase();
  const isName = (element: Element) => {
    if (element.closest('[translate="no"]')) return true;
    const lang = element.closest('[lang]')?.getAttribute('lang')?.toLowerCase();
    return lang !== undefined && lang !== pageLang;
  };
  const isShown = (element: Element) => {
    if (element.closest('script, style, template, [hidden], [aria-hidden="true"], [inert]')) return false;
    const style = getComputedStyle(element);
    return style.display !== 'none' && style.visibility !== 'hidden' && element.getClientRects().length > 0;
  };
  const texts = [document.title];
  const names: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const parent = walker.currentNode.parentElement;
    const text = walker.currentNode.textContent?.trim();
    if (!parent || !text || parent.closest('script, style, template')) continue;
    if (isName(parent)) names.push(text);
    else if (isShown(parent)) texts.push(text);
  }
  for (const element of document.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
    if (!isShown(element) || isName(element)) continue;
    for (const attribute of ['aria-label', 'alt', 'title', 'placeholder']) {
      const value = element.getAttribute(attribute)?.trim();
      if (value) texts.push(value);
    }
  }
  const dateNames: string[] = [];
  for (const style of ['short', 'long'] as const) {
    const months = new Intl.DateTimeFormat(pageLang, { month: style, timeZone: 'UTC' });
    const weekdays = new Intl.DateTimeFormat(pageLang, { weekday: style, timeZone: 'UTC' });
    for (let month = 0; month < 12; month += 1) dateNames.push(months.format(Date.UTC(2024, month, 15)));
    for (let day = 0; day < 7; day += 1) dateNames.push(weekdays.format(Date.UTC(2024, 0, 1 + day)));
  }
  return { texts, names, dateNames };
}

/** The English words the page shows in language (an app code: VI, AR, KM, TY…), each with the text it is in. */
export async function englishLeaks(page: Page, language: string): Promise<string[]> {
  const code = normalizeLanguage(language);
  if (!code) throw new Error(`No app language ${language}`);
  const locale = localeOf(code);
  const own = catalogWords(locale, 'msgstr');
  const english = englishWords();
  const { texts, names, dateNames } = await page.evaluate(readPageTexts);
  const dates = new Set(dateNames.flatMap(wordsOf));
  const longestFirst = [...new Set(names)].sort((a, b) => b.length - a.length);
  const leaks = new Set<string>();
  for (const text of texts) {
    const unnamed = longestFirst.reduce((rest, name) => rest.split(name).join(' '), text);
    for (const word of wordsOf(unnamed))
      if (english.has(word) && !own.has(word) && !dates.has(word)) leaks.add(`"${word}" in "${text.slice(0, 80)}"`);
  }
  return [...leaks];
}
