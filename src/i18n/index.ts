/** Public entry of the i18n layer: the Lingui runtime, the language rules and the shell's shared texts. */
export {
  i18n,
  startLanguage,
  chooseLanguage,
  useLanguage,
  languageController,
  LANGUAGE_PREFERENCE_KEY,
  type StartLanguageOptions,
} from './runtime';
export {
  APP_LANGUAGES,
  ENVIRONMENT_LANGUAGES,
  NATIVE_NAMES,
  dirOf,
  localeOf,
  normalizeLanguage,
  resolveLanguage,
  type LanguageCode,
  type TextDirection,
} from './locales';
export { LANGUAGE_STORAGE_KEY } from './upfront-language';
export { shellMessages, type ShellMessageName } from './messages';
