/**
 * The customer-service link for a member (spec §5 CS link params; ACCEPTANCE D49, Q61): the user name, and for
 * some providers the VIP label, go into the parameter each provider type reads. Guests get no user parameters, and
 * a provider type not in the table gets none either (its parameter is unknown).
 */
import type { CS_TYPES } from '../../../shared/constants';
import { safeSitePath } from '../../../shared/outgoing-url';

/** Resolves a site path for editing its query; only the path part is kept. */
const SITE_PATH_BASE = 'https://site-path.invalid';

export type CsType = (typeof CS_TYPES)[number];

export interface ProviderParams {
  /** The query parameter that carries the user name. */
  user: string;
  /** The query parameter and value that carry the VIP label, when the provider takes one. */
  label?: (labelName: string) => [name: string, value: string];
}

/** ACCEPTANCE Q61; a merchant with other providers overrides it through buildServiceLink's params argument. */
export const CS_PROVIDER_PARAMS: Readonly<Record<CsType, ProviderParams>> = {
  'TX-CHAT': { user: 'userName' },
  AICAN: { user: 'name' },
  MIDUOKE: { user: 'uname' },
  // URLSearchParams encodes this as params=vip%3D<label>.
  LIVECHAT: { user: 'name', label: (labelName) => ['params', `vip=${labelName}`] },
  COMM100: { user: 'visitorName' },
  COMM100VIP: { user: 'visitorName', label: (labelName) => ['vipLabel', labelName] },
};

/** The providers' own names (brand names, the same in every language); an unknown type shows as it is. */
export const CS_PROVIDER_NAMES: Readonly<Record<CsType, string>> = {
  'TX-CHAT': 'TX Chat',
  AICAN: 'AICAN',
  MIDUOKE: 'MiDuoKe',
  LIVECHAT: 'LiveChat',
  COMM100: 'Comm100',
  COMM100VIP: 'Comm100 VIP',
};

export function providerName(csType: string): string {
  return (CS_PROVIDER_NAMES as Readonly<Record<string, string>>)[csType.toUpperCase()] ?? csType;
}

export interface ServiceUser {
  userName: string;
  labelName?: string | null;
}

/** url (absolute, or a path of this site) with the user's parameters set, replacing any it had; as it was for a guest. */
export function buildServiceLink(
  url: string,
  csType: string,
  user: ServiceUser | null,
  params: Readonly<Record<string, ProviderParams>> = CS_PROVIDER_PARAMS,
): string {
  const provider = params[csType.toUpperCase()];
  if (!user?.userName || !provider) return url;
  // A page of this site ('/…') keeps its form; an absolute address too; anything else is refused when opened.
  const sitePath = safeSitePath(url);
  let link: URL;
  try {
    link = sitePath !== null ? new URL(sitePath, SITE_PATH_BASE) : new URL(url);
  } catch {
    return url;
  }
  link.searchParams.set(provider.user, user.userName);
  if (provider.label && user.labelName) {
    const [name, value] = provider.label(user.labelName);
    link.searchParams.set(name, value);
  }
  return sitePath !== null ? link.href.slice(link.origin.length) : link.toString();
}
