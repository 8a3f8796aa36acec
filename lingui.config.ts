import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/** Source locale en; one .po catalog per supported language (src/i18n/locales.ts maps spec codes to these). */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en'],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: '<rootDir>/src/i18n/locales/{locale}/messages', include: ['src'] }],
  format: formatter({ lineNumbers: false }),
});
