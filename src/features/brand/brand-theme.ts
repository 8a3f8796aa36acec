/**
 * The merchant's white-label theme (spec §3 Mobile template; ACCEPTANCE E47–E51): a pure description computed from
 * the site settings in Dexie, and its application to the document (CSS variables, title, theme colour, head links).
 * The merchant's name and logo are never in the HTML: they arrive from the API worker at run time.
 */
import type { MobileTemplate, SiteSettings } from '../../shared/contract';

export interface BrandTheme {
  title: string;
  themeColor: string;
  /** CSS custom properties set on the document element. */
  vars: Record<string, string>;
  /** The header logo: the template's h5_logo when set, else the brand mark. */
  logo: string;
  /** True when the logo is the template's (wide) logo rather than the square brand mark. */
  wideLogo: boolean;
  /** The favicon, only when served over https (E50); undefined keeps the default favicon. */
  favicon?: string;
  /** The splash image, only over https (E50). */
  splash?: string;
  appleTouchIcon?: string;
}

/** Images a template may only supply over https (spec §5): a relative URL counts by the page's own protocol. */
export function httpsOnly(url: string | undefined, pageUrl: string): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url, pageUrl).protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** A value for a CSS url() that cannot break out of its quotes. */
export function cssUrl(url: string): string {
  return `url("${url.replace(/["\\\n\r]/g, (char) => `\\${char === '\n' ? 'a ' : char === '\r' ? 'd ' : char}`)}")`;
}

/** Text colour that reads on the given #rgb/#rrggbb background (WCAG relative luminance). */
export function readableOn(hex: string): '#ffffff' | '#16181d' {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return '#ffffff';
  const digits = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join('') : match[1]!;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = parseInt(digits.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  // White wins while its contrast ratio (1.05 / (L + 0.05)) beats black's ((L + 0.05) / 0.05).
  return luminance < 0.179 ? '#ffffff' : '#16181d';
}

export function brandTheme(settings: SiteSettings, pageUrl: string): BrandTheme {
  const template: Partial<MobileTemplate> = settings.mobileTemplate ?? {};
  const { primaryColor, accentColor } = settings.brand;
  const vars: Record<string, string> = {
    '--brand-primary': primaryColor,
    '--brand-accent': accentColor,
    '--brand-on-primary': readableOn(primaryColor),
    '--brand-on-accent': readableOn(accentColor),
    '--app-background': template.app_background ? cssUrl(template.app_background) : 'none',
    '--app-desc-color': template.app_desc_font_color || 'inherit',
  };
  const theme: BrandTheme = {
    title: settings.merchantName,
    themeColor: primaryColor,
    vars,
    logo: template.h5_logo || settings.brand.logo,
    wideLogo: Boolean(template.h5_logo),
  };
  const favicon = httpsOnly(template.favicon, pageUrl);
  const splash = httpsOnly(template.splash, pageUrl);
  if (favicon) theme.favicon = favicon;
  if (splash) theme.splash = splash;
  if (template.apple_touch_icon) theme.appleTouchIcon = template.apple_touch_icon;
  return theme;
}

const DEFAULT_HREF = 'data-default-href';

/** The <link rel=...> of the head, created when missing. */
function headLink(doc: Document, rel: string): HTMLLinkElement {
  let link = doc.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = doc.createElement('link');
    link.rel = rel;
    doc.head.append(link);
  }
  return link;
}

/** Sets the favicon, or puts back the one the HTML shipped with (remembered on first use). */
function applyFavicon(doc: Document, href: string | undefined): void {
  const link = headLink(doc, 'icon');
  if (!link.hasAttribute(DEFAULT_HREF)) link.setAttribute(DEFAULT_HREF, link.getAttribute('href') ?? '');
  const next = href ?? link.getAttribute(DEFAULT_HREF) ?? '';
  if (link.getAttribute('href') !== next) link.setAttribute('href', next);
}

function applyAppleTouchIcon(doc: Document, href: string | undefined): void {
  if (!href) {
    doc.head.querySelector('link[rel="apple-touch-icon"]')?.remove();
    return;
  }
  const link = headLink(doc, 'apple-touch-icon');
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}

export function applyBrandTheme(theme: BrandTheme, doc: Document = document): void {
  const root = doc.documentElement;
  for (const [name, value] of Object.entries(theme.vars)) root.style.setProperty(name, value);
  doc.title = theme.title;
  doc.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.themeColor);
  applyFavicon(doc, theme.favicon);
  applyAppleTouchIcon(doc, theme.appleTouchIcon);
}
