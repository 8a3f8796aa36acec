// The translation check (npm run i18n:check; run by npm test): brings the catalogs up to date with the code
// (`lingui extract --clean`: new messages added, obsolete ones removed), then fails when, in any of the 29 catalogs:
// - a message has no translation;
// - a translation drops or renames a {placeholder} of its source;
// - a translation is the English source itself, unless src/i18n/same-as-english.json allows it for that language
//   (names and codes, and words the language shares with English, such as "Menu" in French);
// - in a right-to-left catalog (AR, UR), a {placeholder} is not isolated between U+2068 and U+2069 (FSI … PDI): a
//   name or address put into an Arabic sentence keeps its own direction, and the full stop after it stays at the end.
// Run with tsx (node --import tsx), which loads the language list from src/i18n/locales.ts.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { APP_LOCALES, SOURCE_LOCALE } from '../src/i18n/locales.ts';
import { directionOfLocale } from '../src/i18n/document-locale.ts';

const SAME_AS_ENGLISH_FILE = 'src/i18n/same-as-english.json';

const extract = spawnSync('npx', ['lingui', 'extract', '--clean'], { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
if (extract.status !== 0) {
  process.stdout.write(extract.stdout ?? '');
  console.error('lingui extract failed');
  process.exit(1);
}

/** { "*": [texts every language may keep], "<locale>": [texts that language may keep] } */
const sameAsEnglish = JSON.parse(readFileSync(SAME_AS_ENGLISH_FILE, 'utf8'));
const allowedSame = (locale, text) => [...(sameAsEnglish['*'] ?? []), ...(sameAsEnglish[locale] ?? [])].includes(text);
/**
 * The arguments of an ICU message, in order: {name} and {name, number, …} are placeholders (with where they stand),
 * {name, plural|select|selectordinal, …} a selector whose cases are read in turn. A case's text ("# events") is the
 * translation's own words, not a placeholder, and `#` (the number) needs no isolation.
 */
function icuArguments(text) {
  const found = [];
  const closing = (from) => {
    for (let i = from, depth = 0; i < text.length; i++) {
      if (text[i] === '{') depth++;
      else if (text[i] === '}' && depth-- === 0) return i;
    }
    return text.length;
  };
  const read = (from, to) => {
    for (let i = from; i < to; i++) {
      if (text[i] !== '{') continue;
      const end = closing(i + 1);
      const [name, type = ''] = text.slice(i + 1, end).split(',');
      const kind = type.trim();
      if (!['plural', 'select', 'selectordinal'].includes(kind)) {
        found.push({ name: name.trim(), kind: 'placeholder', start: i, end });
      } else {
        found.push({ name: name.trim(), kind, start: i, end });
        // the cases: key {text} key {text} … (a plural may begin with offset:n)
        let at = i + 1 + name.length + 1 + type.length + 1;
        while (at < end) {
          const open = text.indexOf('{', at);
          if (open === -1 || open >= end) break;
          const close = closing(open + 1);
          read(open + 1, close);
          at = close + 1;
        }
      }
      i = end;
    }
  };
  read(0, text.length);
  return found;
}
const placeholders = (text) =>
  [...new Set(icuArguments(String(text)).map(({ name, kind }) => (kind === 'placeholder' ? name : `${name}:${kind}`)))]
    .sort()
    .join(',');

/** The placeholders of a translation that are not wrapped in first-strong isolation marks (a plural's # needs none). */
const unisolated = (text) =>
  icuArguments(String(text))
    .filter(({ kind }) => kind === 'placeholder')
    .filter(({ start, end }) => text[start - 1] !== '\u2068' || text[end + 1] !== '\u2069')
    .map(({ start, end }) => text.slice(start, end + 1));

const config = getConfig({ cwd: process.cwd() });
const problems = [];

const missingLocales = APP_LOCALES.filter((locale) => !config.locales.includes(locale));
if (missingLocales.length > 0) problems.push(`lingui.config.ts has no catalog for: ${missingLocales.join(', ')}`);

for (const catalog of await getCatalogs(config)) {
  const source = (await catalog.read(SOURCE_LOCALE)) ?? {};
  for (const locale of config.locales) {
    const messages = (await catalog.read(locale)) ?? {};
    for (const [id, entry] of Object.entries(source)) {
      const english = entry.message || id;
      const translation = messages[id]?.translation;
      if (!translation) {
        problems.push(`${locale}: no translation for ${JSON.stringify(english)}`);
      } else if (placeholders(translation) !== placeholders(english)) {
        problems.push(`${locale}: the placeholders of ${JSON.stringify(english)} differ in ${JSON.stringify(translation)}`);
      } else if (
        locale !== SOURCE_LOCALE &&
        translation === english &&
        /\p{L}{2}/u.test(english) &&
        !allowedSame(locale, english)
      ) {
        problems.push(`${locale}: ${JSON.stringify(english)} is left in English (or list it in ${SAME_AS_ENGLISH_FILE})`);
      } else if (directionOfLocale(locale) === 'rtl' && unisolated(translation).length > 0) {
        problems.push(`${locale}: isolate the placeholders of ${JSON.stringify(translation)} between U+2068 and U+2069`);
      }
    }
  }
}

if (problems.length > 0) {
  console.error(`${problems.length} translation problem(s) in src/i18n/locales/*/messages.po:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(`Translations complete: ${config.locales.length} catalogs, every message translated in each.`);
