import { useEffect } from 'react';
import { useSiteSettings } from '../../data/hooks';
import { applyBrandTheme } from './brand-theme';

/** The top bar with the merchant's logo and name, read from Dexie (never written into the HTML). */
export function BrandHeader() {
  const settings = useSiteSettings();

  useEffect(() => {
    if (settings) applyBrandTheme(settings);
  }, [settings]);

  return (
    <header className="brand-header" data-testid="brand-header">
      {settings ? (
        <>
          <img className="brand-logo" src={settings.brand.logo} alt="" width={36} height={36} data-testid="brand-logo" />
          <span className="brand-name" data-testid="brand-name">
            {settings.merchantName}
          </span>
        </>
      ) : (
        <span className="brand-skeleton" aria-busy="true" aria-label="Loading" />
      )}
    </header>
  );
}
