import { useLingui } from '@lingui/react/macro';
import { useSiteSettings } from '../../data/hooks';
import { chooseLanguage, dirOf, localeOf, NATIVE_NAMES, useLanguage } from '../../i18n';
import { chooserLanguages } from './options';
import './language-chooser.css';

/**
 * The language chooser: a labelled native select (the platform's accessible picker on phones) listing the
 * merchant's languages by their own names. A choice is stored and applied at once: catalog, `<html lang dir>`,
 * and the Language header of every later API call.
 */
export function LanguageChooser() {
  const { t } = useLingui();
  const settings = useSiteSettings();
  const current = useLanguage();
  const languages = chooserLanguages(settings?.languages, current);

  return (
    <label className="language-chooser">
      <span className="language-chooser-label">{t`Language`}</span>
      <span className="language-chooser-icon" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="18" height="18" fill="none" stroke="currentColor" strokeWidth="1.8">
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
        </svg>
      </span>
      <select value={current} onChange={(event) => void chooseLanguage(event.currentTarget.value)} data-testid="language-chooser">
        {languages.map((code) => (
          <option key={code} value={code} lang={localeOf(code)} dir={dirOf(code)}>
            {NATIVE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
