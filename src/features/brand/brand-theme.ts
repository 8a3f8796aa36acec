/** Applies the merchant's brand to the document: colours as CSS variables, title and theme colour. */
import type { SiteSettings } from '../../shared/contract';

export function applyBrandTheme(settings: SiteSettings, root: HTMLElement = document.documentElement): void {
  root.style.setProperty('--brand-primary', settings.brand.primaryColor);
  root.style.setProperty('--brand-accent', settings.brand.accentColor);
  document.title = settings.merchantName;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', settings.brand.primaryColor);
}
