/** Which languages the chooser offers (ACCEPTANCE Q102, G37, Q104). Pure. */
import { SUPPORTED_LANGUAGES } from '../../shared/constants';
import { APP_LANGUAGES, normalizeLanguage, type LanguageCode } from '../../i18n/locales';

/**
 * The merchant's allowed languages (settings.languages) that the app has, in the merchant's order, without
 * duplicates. A merchant that allows every supported language (or sets none) gets AR as well: the app supports it
 * as a 29th language although the supported list omits it (Q104), so no merchant setting can list it as such.
 * The language in force is always offered, first when the merchant does not allow it, so the select never shows a
 * value it has no option for.
 */
export function chooserLanguages(allowed: readonly string[] | undefined, current: LanguageCode): LanguageCode[] {
  const listed = [...new Set((allowed ?? []).map(normalizeLanguage).filter((code): code is LanguageCode => code !== undefined))];
  const allowsAll = SUPPORTED_LANGUAGES.every((code) => listed.includes(code));
  const offered =
    listed.length === 0 ? [...APP_LANGUAGES] : allowsAll && !listed.includes('AR') ? [...listed, 'AR' as const] : listed;
  return offered.includes(current) ? offered : [current, ...offered];
}
