// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import type { MobileTemplate, SiteSettings } from '../../shared/contract';
import { applyBrandTheme, brandTheme, cssUrl, httpsOnly, readableOn } from './brand-theme';

const HTTPS_PAGE = 'https://www.demo.test/m/home';
const HTTP_PAGE = 'http://localhost:8080/m/home';

const template = (patch: Partial<MobileTemplate> = {}): MobileTemplate => ({
  h5_logo: '',
  app_background: '',
  app_desc: '',
  app_desc_font_color: '',
  login_prompt_text: '',
  favicon: '',
  splash: '',
  pwa: '',
  desktop_app_feature: '',
  apple_touch_icon: '',
  ...patch,
});

const settings = (patch: Partial<MobileTemplate> = {}): SiteSettings =>
  ({
    merchantName: 'Lucky Star Casino',
    brand: { primaryColor: '#c8102e', accentColor: '#ffd23f', logo: 'data:image/svg+xml,mark' },
    mobileTemplate: template(patch),
  }) as SiteSettings;

describe('https rule for template images (spec §5, E50)', () => {
  it('accepts https URLs only', () => {
    expect(httpsOnly('https://cdn.test/f.png', HTTP_PAGE)).toBe('https://cdn.test/f.png');
    expect(httpsOnly('http://cdn.test/f.png', HTTPS_PAGE)).toBeUndefined();
    expect(httpsOnly('data:image/png;base64,AAAA', HTTPS_PAGE)).toBeUndefined();
    expect(httpsOnly('', HTTPS_PAGE)).toBeUndefined();
    expect(httpsOnly(undefined, HTTPS_PAGE)).toBeUndefined();
  });

  it('judges a relative URL by the page protocol', () => {
    expect(httpsOnly('/img/f.png', HTTPS_PAGE)).toBe('/img/f.png');
    expect(httpsOnly('/img/f.png', HTTP_PAGE)).toBeUndefined();
  });
});

describe('brand theme (E47, E48, E50, E51)', () => {
  it('uses h5_logo as the header logo when set, else the brand mark', () => {
    expect(brandTheme(settings({ h5_logo: 'https://cdn.test/logo.png' }), HTTP_PAGE)).toMatchObject({
      logo: 'https://cdn.test/logo.png',
      wideLogo: true,
    });
    expect(brandTheme(settings(), HTTP_PAGE)).toMatchObject({ logo: 'data:image/svg+xml,mark', wideLogo: false });
  });

  it('keeps favicon and splash only over https; the apple-touch-icon as given', () => {
    const secure = brandTheme(
      settings({ favicon: 'https://cdn.test/f.png', splash: 'https://cdn.test/s.png', apple_touch_icon: '/img/icon-192.png' }),
      HTTP_PAGE,
    );
    expect(secure).toMatchObject({
      favicon: 'https://cdn.test/f.png',
      splash: 'https://cdn.test/s.png',
      appleTouchIcon: '/img/icon-192.png',
    });
    const plain = brandTheme(settings({ favicon: 'http://cdn.test/f.png', splash: 'http://cdn.test/s.png' }), HTTPS_PAGE);
    expect(plain.favicon).toBeUndefined();
    expect(plain.splash).toBeUndefined();
    expect(plain.appleTouchIcon).toBeUndefined();
  });

  it('exposes brand colours and the app surface fields as CSS variables', () => {
    const { vars } = brandTheme(
      settings({ app_background: 'https://cdn.test/bg.png', app_desc_font_color: '#abcdef' }),
      HTTP_PAGE,
    );
    expect(vars).toMatchObject({
      '--brand-primary': '#c8102e',
      '--brand-accent': '#ffd23f',
      '--brand-on-primary': '#ffffff',
      '--brand-on-accent': '#16181d',
      '--app-background': 'url("https://cdn.test/bg.png")',
      '--app-desc-color': '#abcdef',
    });
    expect(brandTheme(settings(), HTTP_PAGE).vars['--app-background']).toBe('none');
  });

  it('quotes CSS urls so a value cannot escape them', () => {
    expect(cssUrl('https://x.test/a".png')).toBe('url("https://x.test/a\\".png")');
  });

  it('picks readable text colours', () => {
    expect(readableOn('#000')).toBe('#ffffff');
    expect(readableOn('#ffffff')).toBe('#16181d');
    expect(readableOn('not a colour')).toBe('#ffffff');
  });
});

describe('applying the theme to the document', () => {
  beforeEach(() => {
    document.head.innerHTML =
      '<meta name="theme-color" content="#1f2430"><link rel="icon" href="/m/favicon.svg"><title>Member</title>';
    document.documentElement.removeAttribute('style');
  });

  it('sets variables, title, theme colour, favicon and apple-touch-icon', () => {
    applyBrandTheme(
      brandTheme(settings({ favicon: 'https://cdn.test/f.png', apple_touch_icon: 'https://cdn.test/t.png' }), HTTP_PAGE),
    );
    expect(document.documentElement.style.getPropertyValue('--brand-primary')).toBe('#c8102e');
    expect(document.title).toBe('Lucky Star Casino');
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe('#c8102e');
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('https://cdn.test/f.png');
    expect(document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href')).toBe('https://cdn.test/t.png');
  });

  it('keeps, and later restores, the default favicon when the template favicon is not https', () => {
    applyBrandTheme(brandTheme(settings({ favicon: 'http://cdn.test/f.png' }), HTTP_PAGE));
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/m/favicon.svg');
    applyBrandTheme(brandTheme(settings({ favicon: 'https://cdn.test/f.png' }), HTTP_PAGE));
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('https://cdn.test/f.png');
    applyBrandTheme(brandTheme(settings({ favicon: 'http://cdn.test/f.png' }), HTTP_PAGE));
    expect(document.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe('/m/favicon.svg');
    expect(document.querySelectorAll('link[rel="icon"]')).toHaveLength(1);
  });

  it('removes the apple-touch-icon when the template drops it', () => {
    applyBrandTheme(brandTheme(settings({ apple_touch_icon: '/t.png' }), HTTP_PAGE));
    applyBrandTheme(brandTheme(settings(), HTTP_PAGE));
    expect(document.querySelector('link[rel="apple-touch-icon"]')).toBeNull();
  });
});
