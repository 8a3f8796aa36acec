/**
 * Banner rules (spec §2 Menu/Banner, §3 Banner; ACCEPTANCE D22–D26, Q57): what a tap on a banner does.
 * P → /m/activity?id=…; G → login first, then a launch with the banner's vendor, gameType, roomId and nodeId;
 * URL → in-app for /m targets, else opened (another page of this site as it is), with token and username only on the
 * merchant's own https domains.
 */
import type { Announcement, DomainRouteEntry } from '../../../shared/contract';
import { linkDestination, ownHosts } from '../../../shared/outgoing-url';
import { encodeComponent } from '../../../shared/url';

export type BannerAction = { kind: 'navigate'; to: string } | { kind: 'open'; url: string } | { kind: 'none' };

export interface BannerContext {
  /** The session, when logged in. */
  session: { token: string; userName?: string } | null;
  /** The merchant's own domains (settings.domainRoute). */
  domains: readonly (DomainRouteEntry | string)[];
}

export const LOGIN_PATH = '/m/login';

/** Host names of the merchant's domains (the outgoing-URL module's list, under the name these rules use). */
export { ownHosts as merchantHosts };

/**
 * The URL to open for an external banner link: token and username appended (existing query kept) only when logged in
 * and the link is https on one of the merchant's hosts; otherwise the link as it is.
 */
export function externalBannerUrl(link: string, context: BannerContext): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return link;
  }
  const { session } = context;
  if (!session?.token || url.protocol !== 'https:' || !ownHosts(context.domains).has(url.hostname.toLowerCase())) return link;
  url.searchParams.set('token', session.token);
  url.searchParams.set('username', session.userName ?? '');
  return url.toString();
}

/** /m/launchGame for a G banner: code = linkage, with vendor, gameType, roomId and nodeId (D23, D26). */
export function gameBannerPath(
  banner: Partial<Pick<Announcement, 'linkage' | 'vendor' | 'gameType' | 'roomId' | 'nodeId' | 'title'>>,
): string {
  const query = new URLSearchParams();
  if (banner.vendor) query.set('vendor', banner.vendor);
  query.set('code', banner.linkage ?? '');
  if (banner.gameType) query.set('gameType', banner.gameType);
  if (banner.roomId) query.set('roomId', banner.roomId);
  if (banner.nodeId) query.set('nodeId', banner.nodeId);
  if (banner.title) query.set('title', banner.title);
  return `/m/launchGame?${query.toString()}`;
}

export function bannerAction(banner: Announcement, context: BannerContext): BannerAction {
  const linkage = banner.linkage?.trim() ?? '';
  switch (banner.linkageType) {
    case 'P':
      return linkage ? { kind: 'navigate', to: `/m/activity?id=${encodeComponent(linkage)}` } : { kind: 'none' };
    case 'G':
      if (!context.session?.token) return { kind: 'navigate', to: LOGIN_PATH };
      return linkage ? { kind: 'navigate', to: gameBannerPath(banner) } : { kind: 'none' };
    case 'URL': {
      const destination = linkDestination(linkage);
      if (destination?.kind === 'open' && !destination.url.startsWith('/'))
        return { kind: 'open', url: externalBannerUrl(destination.url, context) };
      return destination ?? { kind: 'none' };
    }
    default:
      return { kind: 'none' };
  }
}
