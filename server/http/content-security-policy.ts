/**
 * The site's Content-Security-Policy, built from what the page actually loads (pure; no Fastify, no database):
 * - scripts: the site's own files ('self'), plus the vendor scripts the merchant's settings and the runtime config
 *   (/m/config.json) switch on — GeeTest (captcha and risk), the ad pixels, the chat widget, the carousel library's
 *   CDNs, Google Identity Services. No 'unsafe-inline', no 'unsafe-eval': the built site has no inline script, no inline event handler and no eval.
 * - styles: 'self' only. React's style={…} props are written through the CSSOM (element.style), which CSP does not
 *   govern, and the HTML sanitizer drops style attributes, so 'unsafe-inline' is not needed.
 * - workers: the API worker and the service worker are files of the site ('self'); no blob: workers.
 * - connections: the site's origin (the API worker's /wps/* calls and the service worker), blob: (the page's own
 *   generated data, e.g. the manifest), the API origin when it is
 *   another one, the merchant's image CDNs (the service worker caches images), and the enabled vendors' endpoints.
 * - images: the site, data: (brand marks, popup images) and blob:, the merchant's image CDNs, the enabled vendors'.
 * - object-src 'none', base-uri 'self', form-action 'self', frame-ancestors 'none' (or the merchant's own list).
 *
 * The same function gives the static fallback that ships with dist/ (every production vendor on, see
 * `staticSitePolicyInput`), for merchants who host the built site on a CDN (vite.config.ts).
 */
import type { RuntimeConfig } from '../../src/shared/contract';
import { FACEBOOK_SDK_SCRIPT_URL, GOOGLE_IDENTITY_SCRIPT_URL, LINE_LIFF_SDK_URL } from '../../src/shared/constants';

/** GeeTest v3/v4 and the risk library: the loaders (static), their JSONP/API hosts and the error monitor. */
export const GEETEST_HOSTS = [
  'https://static.geetest.com',
  'https://api.geetest.com',
  'https://gcaptcha4.geetest.com',
  'https://monitor.geetest.com',
] as const;

/** The ad pixels' scripts (src/features/tracking/pixels/vendors.ts). */
export const PIXEL_SCRIPT_HOSTS = [
  'https://connect.facebook.net',
  'https://www.googletagmanager.com',
  'https://analytics.tiktok.com',
  'https://s1.kwai.net',
  'https://api.imotech.video',
  'https://static.ads-twitter.com',
] as const;

/** Where those scripts send their beacons (fetch/sendBeacon and image pixels). */
export const PIXEL_BEACON_HOSTS = [
  'https://www.facebook.com',
  'https://connect.facebook.net',
  'https://www.googletagmanager.com',
  'https://www.google-analytics.com',
  'https://region1.google-analytics.com',
  'https://analytics.google.com',
  'https://analytics.tiktok.com',
  'https://s1.kwai.net',
  'https://api.imotech.video',
  'https://analytics.twitter.com',
  'https://t.co',
] as const;

/** The carousel library's public CDNs when the runtime config names none (src/features/promotions/carousel). */
export const DEFAULT_CAROUSEL_SCRIPTS = [
  'https://cdn.jsdelivr.net/npm/embla-carousel@8.6.0/embla-carousel.umd.js',
  'https://unpkg.com/embla-carousel@8.6.0/embla-carousel.umd.js',
] as const;

/** Firebase Messaging's token calls (the SDK itself is bundled with the site). */
export const FIREBASE_MESSAGING_HOSTS = [
  'https://firebaseinstallations.googleapis.com',
  'https://fcmregistrations.googleapis.com',
] as const;

/** Firebase Auth's sign-in calls (identity toolkit and token refresh), unless the page uses the Auth Emulator. */
export const FIREBASE_AUTH_HOSTS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'] as const;

/** Firebase's sign-in popup (Twitter, and Google without a Google session) talks to its handler through Google's gapi. */
export const FIREBASE_POPUP_SCRIPT_HOSTS = ['https://apis.google.com'] as const;
/** A Firebase project's default auth domain, for a page that does not know the merchant's (dist/ hosted alone). */
export const FIREBASE_DEFAULT_AUTH_DOMAINS = ['https://*.firebaseapp.com'] as const;
/** Firebase phone auth's invisible reCAPTCHA, as Google documents it for a CSP (scripts, then frames). */
export const RECAPTCHA_SCRIPT_SOURCES = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'] as const;
export const RECAPTCHA_FRAME_SOURCES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'] as const;
/** What the LIFF SDK calls besides its script's own origin (LINE's API and login). */
export const LIFF_API_HOSTS = ['https://api.line.me', 'https://access.line.me'] as const;
/** The Facebook SDK's calls and frames, besides its script's own origin. */
export const FACEBOOK_SDK_HOSTS = [
  'https://graph.facebook.com',
  'https://www.facebook.com',
  'https://staticxx.facebook.com',
] as const;

/** What of the runtime config decides which scripts the page loads. */
export type PolicyRuntime = Pick<
  RuntimeConfig,
  | 'apiBase'
  | 'captchaProvider'
  | 'pixelProvider'
  | 'pushProvider'
  | 'chatWidgetUrl'
  | 'carouselScripts'
  | 'googleIdentityScriptUrl'
  | 'facebookSdkScriptUrl'
  | 'lineLiffScriptUrl'
  | 'firebaseAuthEmulatorUrl'
>;

/** What of the merchant's settings decides it. */
export interface PolicySettings {
  /** GeeTest is configured (a captcha id or a risk app id). */
  captcha: boolean;
  /** The Firebase web config for push is complete. */
  firebasePush: boolean;
  /**
   * The Firebase web config for sign-in is complete: Google (Google Identity Services), Facebook (its SDK) and Twitter
   * sign in through Firebase Auth.
   */
  firebaseAuth?: boolean;
  /** The merchant has a LIFF app: inside the LINE app, LINE login loads the LIFF SDK (C97). */
  lineLiff?: boolean;
  /** SMS codes go through Firebase phone auth (the sms provider's firebase flag), behind Google's reCAPTCHA. */
  firebasePhone?: boolean;
  /** The Firebase project's auth domain, whose handler page the sign-in popup opens (none: the default domains). */
  firebaseAuthDomain?: string;
  /** Where the merchant's images come from: settings.imageCDNs and the hosts of its resources' https URLs. */
  imageCdns: readonly string[];
  /** Origins allowed to frame the site; none: 'none'. */
  frameAncestors?: readonly string[];
}

export interface PolicyInput {
  /** Undefined for a host that names no merchant: the site's own sources only. */
  runtime?: PolicyRuntime;
  settings?: PolicySettings;
}

export type Directives = Record<string, string[]>;

/** The origin of an absolute http(s) URL or of a bare host name; undefined for paths and anything else. */
export function originOfSource(value: string): string | undefined {
  const text = value.trim();
  if (!text || text.startsWith('/')) return undefined;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

function origins(values: readonly string[]): string[] {
  return values.map(originOfSource).filter((origin): origin is string => origin !== undefined);
}

/** A source list: 'self' and keywords first, then the hosts, each once. */
function sources(...parts: (readonly string[])[]): string[] {
  return [...new Set(parts.flat())];
}

export function contentSecurityPolicy({ runtime, settings }: PolicyInput): Directives {
  const script: string[] = [];
  const style: string[] = [];
  const connect: string[] = [];
  const image: string[] = [];
  const frame: string[] = [];

  if (runtime) {
    const api = origins([runtime.apiBase]);
    connect.push(...api);
    image.push(...api);
    // The local providers' scripts hang from the API origin ('' = this origin, covered by 'self').
    if (runtime.captchaProvider === 'local' || runtime.pixelProvider === 'local') script.push(...api);

    if (settings?.captcha && runtime.captchaProvider !== 'local') {
      script.push(...GEETEST_HOSTS);
      style.push(...GEETEST_HOSTS);
      connect.push(...GEETEST_HOSTS);
      image.push(...GEETEST_HOSTS);
    }
    // Pixel ids come with the visitor's entry link, not the merchant's settings: every vendor can be asked for.
    if (runtime.pixelProvider !== 'local') {
      script.push(...PIXEL_SCRIPT_HOSTS);
      connect.push(...PIXEL_BEACON_HOSTS);
      image.push(...PIXEL_BEACON_HOSTS);
    }
    if (runtime.chatWidgetUrl) {
      const widget = origins([runtime.chatWidgetUrl]);
      script.push(...widget);
      connect.push(...widget);
    }
    script.push(...origins(runtime.carouselScripts ?? DEFAULT_CAROUSEL_SCRIPTS));
    if (settings?.firebasePush && runtime.pushProvider !== 'local') connect.push(...FIREBASE_MESSAGING_HOSTS);
    if (settings?.lineLiff) {
      script.push(...origins([runtime.lineLiffScriptUrl ?? LINE_LIFF_SDK_URL]));
      connect.push(...LIFF_API_HOSTS);
    }
    if (settings?.firebaseAuth) {
      // Google Identity Services: its script, its stylesheet, its one-tap frame and its calls hang from one origin.
      const gsi = origins([runtime.googleIdentityScriptUrl ?? GOOGLE_IDENTITY_SCRIPT_URL]);
      script.push(...gsi);
      style.push(...gsi);
      connect.push(...gsi);
      frame.push(...gsi);
      const facebook = origins([runtime.facebookSdkScriptUrl ?? FACEBOOK_SDK_SCRIPT_URL]);
      script.push(...facebook);
      connect.push(...facebook, ...FACEBOOK_SDK_HOSTS);
      frame.push(...FACEBOOK_SDK_HOSTS);
      // The sign-in popup's gapi, and its frame: the emulator's, else the project's auth domain.
      script.push(...FIREBASE_POPUP_SCRIPT_HOSTS);
      if (runtime.firebaseAuthEmulatorUrl) {
        const emulator = origins([runtime.firebaseAuthEmulatorUrl]);
        connect.push(...emulator);
        frame.push(...emulator);
      } else {
        connect.push(...FIREBASE_AUTH_HOSTS);
        frame.push(...(settings.firebaseAuthDomain ? origins([settings.firebaseAuthDomain]) : FIREBASE_DEFAULT_AUTH_DOMAINS));
        // The emulator needs no reCAPTCHA: Firebase answers for it itself.
        if (settings.firebasePhone) {
          script.push(...RECAPTCHA_SCRIPT_SOURCES);
          frame.push(...RECAPTCHA_FRAME_SOURCES);
        }
      }
    }
  }
  const cdns = origins(settings?.imageCdns ?? []);
  image.push(...cdns);
  connect.push(...cdns);
  const ancestors = origins(settings?.frameAncestors ?? []);

  return {
    'default-src': ["'self'"],
    'script-src': sources(["'self'"], script),
    'style-src': sources(["'self'"], style),
    'img-src': sources(["'self'", 'data:', 'blob:'], image),
    'font-src': ["'self'", 'data:'],
    // blob: URLs are the page's own data (the generated manifest); reading one back never reaches the network.
    'connect-src': sources(["'self'", 'blob:'], connect),
    'worker-src': ["'self'"],
    // The web app manifest is made on the page from the merchant's settings (a blob: URL).
    'manifest-src': ["'self'", 'blob:'],
    'media-src': ["'self'"],
    'frame-src': sources(["'self'"], frame),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ancestors.length > 0 ? sources(["'self'"], ancestors) : ["'none'"],
  };
}

/** Directives a <meta http-equiv> policy cannot carry (the browser ignores them there). */
const HEADER_ONLY = new Set(['frame-ancestors', 'report-uri', 'sandbox']);

export function serializePolicy(directives: Directives, { meta = false }: { meta?: boolean } = {}): string {
  return Object.entries(directives)
    .filter(([name]) => !(meta && HEADER_ONLY.has(name)))
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/**
 * The policy of the emulated third-party pages this backend serves as documents (the demo game page, the chat room):
 * static HTML with an inline <style> and no script at all, as a vendor's page would be under the vendor's own policy.
 */
export const EMULATED_PAGE_POLICY = serializePolicy({
  'default-src': ["'none'"],
  'style-src': ["'unsafe-inline'"],
  'img-src': ['data:'],
  'script-src': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
});

/** No powerful feature the site does not use; notifications and push are permissions, not policy features. */
/**
 * The policy of an answer no browser runs as a page or a worker (JSON, stylesheets, raster images, fonts): it loads
 * nothing and may be framed by no one, as OWASP's REST guidance has it. The page's long policy and its
 * Permissions-Policy govern documents and workers only, and sent with each of the first visit's dozens of small
 * answers over HTTP/1.1 they were a tenth of its bytes.
 */
export const DATA_ANSWER_POLICY = "default-src 'none'; frame-ancestors 'none'";

export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'encrypted-media=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'browsing-topics=()',
].join(', ');

export const REFERRER_POLICY = 'strict-origin-when-cross-origin';
/**
 * The page keeps its own browsing context group, except for the popups it opens: a social-auth popup (Telegram Login,
 * Firebase) answers its opener by postMessage from the provider's origin, which 'same-origin' would cut off.
 */
export const CROSS_ORIGIN_OPENER_POLICY = 'same-origin-allow-popups';
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The policy for dist/ hosted without this backend: every production vendor on (GeeTest, the pixels, the public
 * carousel CDNs, Firebase Messaging, Google, Facebook and Twitter sign-in, Firebase phone codes, LIFF), the API on `apiOrigin` (none: the site's origin), the merchant's image CDNs
 * and chat widget.
 */
export function staticSitePolicyInput(
  options: { apiOrigin?: string; imageCdns?: readonly string[]; chatWidgetUrl?: string } = {},
): PolicyInput {
  return {
    runtime: { apiBase: options.apiOrigin ?? '', chatWidgetUrl: options.chatWidgetUrl },
    settings: {
      captcha: true,
      firebasePush: true,
      firebaseAuth: true,
      firebasePhone: true,
      lineLiff: true,
      imageCdns: options.imageCdns ?? [],
    },
  };
}

const META_POLICY = /<meta\s+http-equiv=["']?content-security-policy["']?[^>]*>\s*/gi;

/** The page without the build's <meta http-equiv="Content-Security-Policy"> fallback (for a backend that sends the header). */
export function withoutMetaPolicy(html: string): string {
  return html.replace(META_POLICY, '');
}
