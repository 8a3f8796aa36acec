/**
 * Search-engine indexing meta (spec §2; ACCEPTANCE A29–A31, Q19): index,follow only on the public pages plus
 * /m/, /m/home, /m/login and /m/register, on hosts starting with www or localhost, for paths at most two segments
 * deep; noindex,nofollow everywhere else.
 */
import {
  INDEXABLE_HOST_PREFIXES,
  INDEXABLE_MAX_PATH_SEGMENTS,
  INDEXABLE_PATHS,
  ROBOTS_INDEX,
  ROBOTS_NOINDEX,
} from '../../shared/constants';
import { isOneOf, normalizePath, pathSegmentCount } from './app-path';

export interface PageAddress {
  hostname: string;
  pathname: string;
}

export function isIndexableHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return INDEXABLE_HOST_PREFIXES.some((prefix) => host.startsWith(prefix));
}

export function isIndexablePage({ hostname, pathname }: PageAddress): boolean {
  return (
    isIndexableHost(hostname) &&
    pathSegmentCount(normalizePath(pathname)) <= INDEXABLE_MAX_PATH_SEGMENTS &&
    isOneOf(pathname, INDEXABLE_PATHS)
  );
}

export function robotsContent(address: PageAddress): typeof ROBOTS_INDEX | typeof ROBOTS_NOINDEX {
  return isIndexablePage(address) ? ROBOTS_INDEX : ROBOTS_NOINDEX;
}
