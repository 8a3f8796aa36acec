/** The way back from a game (Q52): a given way back to this site, else the absolute /m/home of this site. */
import { HOME_PATH } from '../../../shared/constants';
import { safeSiteUrl, type OwnDomain } from '../../../shared/outgoing-url';

/**
 * backUrl when the outgoing-URL check takes it as a way back to the site (a path of this site, or an http(s) address
 * on this origin or one of the merchant's own domains), else origin + /m/home.
 */
export function launchBackUrl(given: string | undefined, origin: string, ownDomains: readonly OwnDomain[] = []): string {
  return safeSiteUrl(given, { origin, ownDomains }) ?? new URL(HOME_PATH, origin).href;
}
