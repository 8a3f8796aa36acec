/** Cookie helpers shared by the features that keep ids in cookies (device id, the fbc and fbp ad cookies). */
import { decodeComponent, encodeComponent } from './url';

/** The value of one cookie in a document.cookie string, decoded (a malformed escape left as it came); undefined when absent. */
export function readCookie(cookieString: string, name: string): string | undefined {
  for (const part of cookieString.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() !== name) continue;
    return decodeComponent(part.slice(index + 1).trim());
  }
  return undefined;
}

export function isIpAddress(host: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.includes(':');
}

/**
 * The cookie domain for a host: `www.demo.test` → `.demo.test`; localhost, IP addresses and single-label hosts get a
 * host-only cookie (undefined). The last two labels are taken; hosts under a two-label public suffix (co.uk) would
 * need the public suffix list, which no merchant domain needs today.
 */
export function topLevelCookieDomain(hostname: string): string | undefined {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!host || host === 'localhost' || host.endsWith('.localhost') || isIpAddress(host)) return undefined;
  const labels = host.split('.');
  if (labels.length < 2) return undefined;
  return `.${labels.slice(-2).join('.')}`;
}

/** A Set-Cookie string for document.cookie: path /, expires and max-age, the top-level domain, SameSite=Lax. */
export function persistentCookie(
  name: string,
  value: string,
  options: { days: number; hostname: string; now: number; secure?: boolean },
): string {
  const seconds = options.days * 24 * 60 * 60;
  const domain = topLevelCookieDomain(options.hostname);
  return [
    `${name}=${encodeComponent(value)}`,
    'path=/',
    `expires=${new Date(options.now + seconds * 1000).toUTCString()}`,
    `max-age=${seconds}`,
    ...(domain ? [`domain=${domain}`] : []),
    'SameSite=Lax',
    ...(options.secure ? ['Secure'] : []),
  ].join('; ');
}
