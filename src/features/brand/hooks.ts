/** The brand as screens need it, read from the site settings in Dexie (stale-while-revalidate, never from the HTML). */
import { useMemo } from 'react';
import { useSiteSettings } from '../../data/hooks';
import { brandTheme, type BrandTheme } from './brand-theme';

/** The merchant's theme, or undefined until the settings are in Dexie. */
export function useBrandTheme(): BrandTheme | undefined {
  const settings = useSiteSettings();
  return useMemo(() => (settings ? brandTheme(settings, location.href) : undefined), [settings]);
}

/** The template's login_prompt_text for the login screen (E49); '' when the merchant has none. */
export function useLoginPromptText(): string {
  return useSiteSettings()?.mobileTemplate?.login_prompt_text ?? '';
}

/** The template fields that style the download and app surfaces (E48, Q78): app_desc is the text, the colour and
 * background are the CSS variables --app-desc-color and --app-background set by the theme. */
export function useAppSurface(): { description: string; color: string; background: string } {
  const template = useSiteSettings()?.mobileTemplate;
  return {
    description: template?.app_desc ?? '',
    color: template?.app_desc_font_color ?? '',
    background: template?.app_background ?? '',
  };
}
