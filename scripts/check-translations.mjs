// The translation check (npm run i18n:check; run by npm test): brings the catalogs up to date with the code
// (`lingui extract --clean`: new messages added, obsolete ones removed), then fails when a message lacks a
// translation where one is required:
// - the source catalog (en) and the environment languages (ACCEPTANCE K76: EN CN TW RU TH VI JA PT ES AR): every message;
// - every other app language: the shell's shared texts (src/i18n/messages.ts), directly or through a fallback locale
//   set for it in lingui.config.ts (never through the default fallback, en).
// Run with tsx (node --import tsx), which loads the language list from src/i18n/locales.ts.
import { spawnSync } from 'node:child_process';
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { APP_LOCALES, ENVIRONMENT_LANGUAGES, SOURCE_LOCALE, localeOf } from '../src/i18n/locales.ts';

const SHELL_MESSAGES_FILE = 'src/i18n/messages.ts';

const extract = spawnSync('npx', ['lingui', 'extract', '--clean'], { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
if (extract.status !== 0) {
  process.stdout.write(extract.stdout ?? '');
  console.error('lingui extract failed');
  process.exit(1);
}

const config = getConfig({ cwd: process.cwd() });
const { default: _defaultFallback, ...specificFallbacks } = config.fallbackLocales ?? {};
const environmentLocales = new Set(ENVIRONMENT_LANGUAGES.map(localeOf));
const problems = [];

const missingLocales = APP_LOCALES.filter((locale) => !config.locales.includes(locale));
if (missingLocales.length > 0) problems.push(`lingui.config.ts has no catalog for: ${missingLocales.join(', ')}`);

for (const catalog of await getCatalogs(config)) {
  const source = await catalog.read(SOURCE_LOCALE);
  const shellIds = new Set(
    Object.entries(source ?? {})
      .filter(([, entry]) => entry.origin?.some(([file]) => file === SHELL_MESSAGES_FILE))
      .map(([id]) => id),
  );
  for (const locale of config.locales) {
    const { missing } = await catalog.getTranslations(locale, {
      sourceLocale: config.sourceLocale,
      fallbackLocales: specificFallbacks,
    });
    const required = locale === SOURCE_LOCALE || environmentLocales.has(locale);
    const lacking = required ? missing : missing.filter(({ id }) => shellIds.has(id));
    for (const { id, source: text } of lacking) {
      problems.push(`${locale}: no translation for "${id}"${text && text !== id ? ` (${JSON.stringify(text)})` : ''}`);
    }
  }
}

if (problems.length > 0) {
  console.error(`${problems.length} missing translation(s) in src/i18n/locales/*/messages.po:`);
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(1);
}
console.log(
  `Translations complete: ${config.locales.length} catalogs; every message in ${[...environmentLocales].join(' ')}; ` +
    `the shell's texts in all.`,
);
