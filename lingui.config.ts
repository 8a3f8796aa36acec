import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { APP_LOCALES, SOURCE_LOCALE } from './src/i18n/locales';
import { ON_DEMAND_TEXT_PATHS } from './src/i18n/on-demand-paths';

/**
 * Source locale en; one .po catalog per app language (src/i18n/locales.ts maps the spec's codes to locales).
 * The Vite plugin compiles a catalog when it is imported; a missing translation falls back to en.
 * The parts that load on use (src/i18n/on-demand-paths.ts) have catalogs of their own, loaded before those parts run,
 * and so has the diagnostics screen (for testers and support), which loads its own: the English catalog that ships
 * with the shell does not carry their texts to every member. A text used in both keeps a copy in each.
 */
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];
// Lingui matches exclusions against absolute paths: a root-relative file or folder excludes nothing as it is written.
const ON_DEMAND_SOURCES = ON_DEMAND_TEXT_PATHS.flatMap((path) => [`**/${path}`, `**/${path}/**`]);

export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...APP_LOCALES],
  fallbackLocales: { default: SOURCE_LOCALE },
  // Unit tests sit beside the code in src/: what they pass to i18n is not a message of the site.
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['src'],
      exclude: [...TESTS, '**/src/features/diagnostics/**', ...ON_DEMAND_SOURCES],
    },
    {
      path: '<rootDir>/src/i18n/on-demand/{locale}/messages',
      include: [...ON_DEMAND_TEXT_PATHS],
      exclude: TESTS,
    },
    {
      path: '<rootDir>/src/features/diagnostics/locales/{locale}/messages',
      include: ['src/features/diagnostics'],
      exclude: TESTS,
    },
  ],
  format: formatter({ lineNumbers: false }),
});
