import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import { APP_LOCALES, SOURCE_LOCALE } from './src/i18n/locales';

/**
 * Source locale en; one .po catalog per app language (src/i18n/locales.ts maps the spec's codes to locales).
 * The Vite plugin compiles a catalog when it is imported; a missing translation falls back to en.
 * The diagnostics screen (for testers and support) has catalogs of its own, which it loads itself: the English
 * catalog that ships with the shell does not carry its texts to every member.
 */
export default defineConfig({
  sourceLocale: SOURCE_LOCALE,
  locales: [...APP_LOCALES],
  fallbackLocales: { default: SOURCE_LOCALE },
  // Unit tests sit beside the code in src/: what they pass to i18n is not a message of the site.
  catalogs: [
    {
      path: '<rootDir>/src/i18n/locales/{locale}/messages',
      include: ['src'],
      exclude: ['**/*.test.ts', '**/*.test.tsx', '**/src/features/diagnostics/**'],
    },
    {
      path: '<rootDir>/src/features/diagnostics/locales/{locale}/messages',
      include: ['src/features/diagnostics'],
      exclude: ['**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
