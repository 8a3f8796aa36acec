/** The Content-Security-Policy builder: sources from the merchant's settings and the runtime config, and the page's own vendors. */
import { describe, expect, it } from 'vitest';
import {
  contentSecurityPolicy,
  FIREBASE_MESSAGING_HOSTS,
  GEETEST_HOSTS,
  LIFF_API_HOSTS,
  originOfSource,
  PIXEL_SCRIPT_HOSTS,
  serializePolicy,
  staticSitePolicyInput,
  withoutMetaPolicy,
  DEFAULT_CAROUSEL_SCRIPTS,
  type PolicySettings,
} from '../../server/http/content-security-policy';
import { GEETEST_RISK_SCRIPT_URL, GEETEST_SCRIPT_URLS } from '../../src/features/auth/captcha/provider';
import { CAROUSEL_SCRIPTS } from '../../src/features/promotions/carousel/embla-loader';
import { PIXEL_VENDORS } from '../../src/features/tracking/pixels/vendors';
import { LINE_LIFF_SDK_URL } from '../../src/shared/constants';

const SETTINGS: PolicySettings = { captcha: true, firebasePush: true, imageCdns: [] };

describe('contentSecurityPolicy', () => {
  it('is the site alone for a host with no merchant', () => {
    const policy = contentSecurityPolicy({});
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'", 'blob:']);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
  });

  it('adds the vendors the production settings enable, and none of the local providers', () => {
    const vendor = contentSecurityPolicy({ runtime: { apiBase: '' }, settings: SETTINGS });
    expect(vendor['script-src']).toEqual(expect.arrayContaining([...GEETEST_HOSTS, ...PIXEL_SCRIPT_HOSTS]));
    expect(vendor['connect-src']).toEqual(expect.arrayContaining([...FIREBASE_MESSAGING_HOSTS]));

    const local = contentSecurityPolicy({
      runtime: {
        apiBase: '',
        captchaProvider: 'local',
        pixelProvider: 'local',
        pushProvider: 'local',
        chatWidgetUrl: '/__emu/chat/widget.js',
        carouselScripts: ['https://cdn-primary.test/x.js', 'https://cdn-backup.test/x.js'],
      },
      settings: SETTINGS,
    });
    expect(local['script-src']).toEqual(["'self'", 'https://cdn-primary.test', 'https://cdn-backup.test']);
    expect(local['connect-src']).toEqual(["'self'", 'blob:']);
  });

  it('leaves GeeTest and Firebase out when the settings do not configure them', () => {
    const policy = contentSecurityPolicy({
      runtime: { apiBase: '' },
      settings: { captcha: false, firebasePush: false, imageCdns: [] },
    });
    for (const host of GEETEST_HOSTS) expect(policy['script-src']).not.toContain(host);
    for (const host of FIREBASE_MESSAGING_HOSTS) expect(policy['connect-src']).not.toContain(host);
  });

  it('loads LIFF (C97) only for a merchant with a LIFF app, from the runtime config’s URL when it names one', () => {
    const liffOrigin = originOfSource(LINE_LIFF_SDK_URL);
    const off = contentSecurityPolicy({ runtime: { apiBase: '' }, settings: SETTINGS });
    expect(off['script-src']).not.toContain(liffOrigin);
    const on = contentSecurityPolicy({ runtime: { apiBase: '' }, settings: { ...SETTINGS, lineLiff: true } });
    expect(on['script-src']).toContain(liffOrigin);
    expect(on['connect-src']).toEqual(expect.arrayContaining([...LIFF_API_HOSTS]));
    const local = contentSecurityPolicy({
      runtime: { apiBase: '', lineLiffScriptUrl: '/__emu/line/liff/sdk.js' },
      settings: { ...SETTINGS, lineLiff: true },
    });
    expect(local['script-src']).not.toContain(liffOrigin);
  });

  it('takes the API origin, the chat widget, image CDNs and the merchant’s frame ancestors', () => {
    const policy = contentSecurityPolicy({
      runtime: { apiBase: 'https://api.example.com/', pixelProvider: 'local', chatWidgetUrl: 'https://chat.example.com/w.js' },
      settings: {
        ...SETTINGS,
        captcha: false,
        imageCdns: ['img.example.com', 'https://img2.example.com/path', 'javascript:alert(1)', ''],
        frameAncestors: ['https://partner.example.com'],
      },
    });
    expect(policy['connect-src']).toEqual(expect.arrayContaining(['https://api.example.com', 'https://img.example.com']));
    expect(policy['script-src']).toContain('https://chat.example.com');
    expect(policy['img-src']).toEqual(
      expect.arrayContaining(["'self'", 'data:', 'blob:', 'https://img.example.com', 'https://img2.example.com']),
    );
    expect(policy['img-src']?.join(' ')).not.toContain('javascript');
    expect(policy['frame-ancestors']).toEqual(["'self'", 'https://partner.example.com']);
  });

  it('never allows inline or eval script', () => {
    for (const input of [{}, staticSitePolicyInput({ apiOrigin: 'https://api.example.com' })]) {
      const serialized = serializePolicy(contentSecurityPolicy(input));
      expect(serialized).not.toContain('unsafe-inline');
      expect(serialized).not.toContain('unsafe-eval');
    }
  });

  it('lists every vendor script the page can load (src/ keeps the URLs; the policy must follow them)', () => {
    const staticPolicy = contentSecurityPolicy(staticSitePolicyInput());
    const urls = [
      ...Object.values(GEETEST_SCRIPT_URLS),
      GEETEST_RISK_SCRIPT_URL,
      ...CAROUSEL_SCRIPTS,
      ...PIXEL_VENDORS.map((vendor) => vendor.scriptUrl('id-1')),
      LINE_LIFF_SDK_URL,
    ];
    for (const url of urls) expect(staticPolicy['script-src'], url).toContain(originOfSource(url));
    expect([...DEFAULT_CAROUSEL_SCRIPTS]).toEqual([...CAROUSEL_SCRIPTS]);
  });
});

describe('serializePolicy and the <meta> fallback', () => {
  it('drops frame-ancestors from a <meta> policy, where browsers ignore it', () => {
    const policy = contentSecurityPolicy({});
    expect(serializePolicy(policy)).toContain("frame-ancestors 'none'");
    expect(serializePolicy(policy, { meta: true })).not.toContain('frame-ancestors');
    expect(serializePolicy(policy, { meta: true })).toMatch(/^default-src 'self'; script-src 'self'; /);
  });

  it('removes the build’s <meta> policy from a page served with the header', () => {
    const html = `<head><meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="default-src 'self'" />\n    <title>x</title>`;
    expect(withoutMetaPolicy(html)).toBe('<head><meta charset="UTF-8" />\n    <title>x</title>');
  });
});
