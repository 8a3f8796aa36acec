import { useEffect } from 'react';
import { applyBrandTheme } from './brand-theme';
import { useBrandTheme } from './hooks';

/** Applies the merchant's theme to the document whenever the settings in Dexie change; renders nothing. */
export function BrandThemeEffect() {
  const theme = useBrandTheme();
  useEffect(() => {
    if (theme) applyBrandTheme(theme);
  }, [theme]);
  return null;
}
