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
const placeholders = (text) =>
  [...String(text).matchAll(/\{([^{}]+)\}/g)]
    .map((match) => match[1])
    .sort()
    .join(',');

/** The placeholders of a translation that are not wrapped in first-strong isolation marks. */
const unisolated = (text) =>
  [...String(text).matchAll(/(.?)\{[^{}]+\}(.?)/gu)]
    .filter(([, before, after]) => before !== '\u2068' || after !== '\u2069')
    .map(([match]) => match);

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
