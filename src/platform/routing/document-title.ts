/**
 * The document title of the current screen (ACCEPTANCE A16): '<screen> · <merchant>', the merchant's name alone
 * on home. The brand theme also writes the title when the settings change; while a screen is mounted its title
 * is put back whenever something else replaces it.
 */
import { useEffect } from 'react';
import { useSiteSettings } from '../../data/hooks';
import { documentTitle } from './route-table';

/** screenTitle: the screen's title in the member's language ('' on home); homeTitle: home's, without a merchant name. */
export function useDocumentTitle(screenTitle: string, homeTitle: string): string {
  const merchantName = useSiteSettings()?.merchantName;
  const title = documentTitle(screenTitle, merchantName, homeTitle);

  useEffect(() => {
    const apply = () => {
      if (document.title !== title) document.title = title;
    };
    apply();
    const head = document.head;
    const observer = new MutationObserver(apply);
    observer.observe(head, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [title]);

  return title;
}
