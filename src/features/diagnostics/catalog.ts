/**
 * The diagnostics screen's texts are a catalog of their own (lingui.config.ts: src/features/diagnostics/locales), so
 * the English catalog bundled with the shell does not carry them to every member. The screen loads its catalog for
 * the language in force, merged into that language's messages, before it renders, and again when the language changes.
 */
import { useEffect, useState } from 'react';
import type { Messages } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { SOURCE_LOCALE } from '../../i18n/locales';

const importers = import.meta.glob<{ messages: Messages }>('./locales/*/messages.po');
/** Locales whose diagnostics catalog is in the Lingui runtime: loaded code, the same for every page runtime. */
const loaded = new Set<string>();

function importerOf(locale: string) {
  return importers[`./locales/${locale}/messages.po`] ?? importers[`./locales/${SOURCE_LOCALE}/messages.po`];
}

/** True once the diagnostics texts of the active locale are loaded, or failed to (logged; the screen shows without them). */
export function useDiagnosticsCatalog(): boolean {
  const { i18n } = useLingui();
  const locale = i18n.locale;
  const [done, setDone] = useState<string | null>(() => (loaded.has(locale) ? locale : null));
  useEffect(() => {
    if (loaded.has(locale)) return setDone(locale);
    let current = true;
    void importerOf(locale)?.()
      .then(({ messages }) => {
        i18n.load(locale, messages);
        loaded.add(locale);
      })
      .catch((error: unknown) => console.error(`The diagnostics texts for ${locale} could not load`, error))
      .finally(() => current && setDone(locale));
    return () => {
      current = false;
    };
  }, [i18n, locale]);
  return done === locale;
}
