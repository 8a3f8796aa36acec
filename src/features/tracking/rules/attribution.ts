/**
 * Stored attribution (spec §3): reg_info {affiliateCode, referralCode, originalDomain} and s2s_info (the nine
 * ad-attribution fields), both in localStorage. ACCEPTANCE F1–F4, F9, Q29, Q79, Q80.
 */
import { isIpAddress } from '../../../shared/cookies';

export const REG_INFO_KEY = 'reg_info';
export const S2S_INFO_KEY = 's2s_info';

export interface StoredAttribution {
  affiliateCode?: string;
  referralCode?: string;
  originalDomain?: string;
}

/** Entry query parameter → s2s_info field (spec §2 Rules, §3 Stored attribution; F9). */
export const S2S_QUERY_PARAMS = {
  ad_app_token: 'adAppToken',
  gps_adid: 'gpsAdid',
  adid: 'adid',
  af_app_id: 'afAppId',
  appsflyer_id: 'appsflyerId',
  advertising_id: 'afAdvertisingId',
  oaid: 'afOaid',
  idfa: 'idfa',
  idfv: 'idfv',
} as const;
export type S2sField = (typeof S2S_QUERY_PARAMS)[keyof typeof S2S_QUERY_PARAMS];
export type S2sInfo = Partial<Record<S2sField, string>>;
const S2S_FIELDS: readonly string[] = Object.values(S2S_QUERY_PARAMS);

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function parseObject(raw: string | null | undefined): Record<string, unknown> | undefined {
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Parses localStorage reg_info; anything malformed counts as no attribution. */
export function parseRegInfo(raw: string | null | undefined): StoredAttribution | undefined {
  const record = parseObject(raw);
  if (!record) return undefined;
  const attribution: StoredAttribution = {};
  for (const key of ['affiliateCode', 'referralCode', 'originalDomain'] as const) {
    const value = text(record[key]);
    if (value) attribution[key] = value;
  }
  return Object.keys(attribution).length > 0 ? attribution : undefined;
}

export function readRegInfo(storage: Pick<Storage, 'getItem'>): StoredAttribution | undefined {
  try {
    return parseRegInfo(storage.getItem(REG_INFO_KEY));
  } catch {
    return undefined;
  }
}

/** Parses localStorage s2s_info: only the nine known fields, only non-empty strings. */
export function parseS2sInfo(raw: string | null | undefined): S2sInfo | undefined {
  const record = parseObject(raw);
  if (!record) return undefined;
  const info: Record<string, string> = {};
  for (const field of S2S_FIELDS) {
    const value = text(record[field]);
    if (value) info[field] = value;
  }
  return Object.keys(info).length > 0 ? (info as S2sInfo) : undefined;
}

export function readS2sInfo(storage: Pick<Storage, 'getItem'>): S2sInfo | undefined {
  try {
    return parseS2sInfo(storage.getItem(S2S_INFO_KEY));
  } catch {
    return undefined;
  }
}

/** The s2s fields of an entry query, or undefined when it has none. */
export function s2sFromQuery(query: URLSearchParams): S2sInfo | undefined {
  const info: Record<string, string> = {};
  for (const [param, field] of Object.entries(S2S_QUERY_PARAMS)) {
    const value = query.get(param);
    if (value) info[field] = value;
  }
  return Object.keys(info).length > 0 ? (info as S2sInfo) : undefined;
}

/**
 * reg_info.originalDomain (Q80): the host with its first label replaced by the affiliate code for 3 or more labels
 * (m.demo.test → a1.demo.test), the code prepended for 2 labels (demo.test → a1.demo.test), the host unchanged for
 * localhost and IP addresses.
 */
export function originalDomain(hostname: string, affiliateCode: string): string {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (!affiliateCode || host === 'localhost' || host.endsWith('.localhost') || isIpAddress(host)) return host;
  const labels = host.split('.');
  if (labels.length < 2) return host;
  return [affiliateCode, ...(labels.length >= 3 ? labels.slice(1) : labels)].join('.');
}

/** affiliateCode, and referralCode or its alias r (referralCode wins, Q79), of an entry query. */
export function attributionFromQuery(query: URLSearchParams): { affiliateCode?: string; referralCode?: string } {
  const affiliateCode = text(query.get('affiliateCode'));
  const referralCode = text(query.get('referralCode')) ?? text(query.get('r'));
  return { ...(affiliateCode ? { affiliateCode } : {}), ...(referralCode ? { referralCode } : {}) };
}

/**
 * The reg_info after an entry: what the entry carries replaces the stored field; a new affiliate code recomputes
 * originalDomain for this host. Undefined when there is nothing to store.
 */
export function mergeRegInfo(
  stored: StoredAttribution | undefined,
  entry: { affiliateCode?: string; referralCode?: string; originalDomain?: string },
  hostname: string,
): StoredAttribution | undefined {
  const merged: StoredAttribution = { ...stored };
  if (entry.affiliateCode) {
    merged.affiliateCode = entry.affiliateCode;
    merged.originalDomain = entry.originalDomain ?? originalDomain(hostname, entry.affiliateCode);
  }
  if (entry.referralCode) merged.referralCode = entry.referralCode;
  return Object.keys(merged).length > 0 ? merged : undefined;
}

/**
 * A host that may be an affiliate sub-domain (F4): 3 or more labels, not an IP, and a first label other than the
 * site's own www and m. The backend has the final word (an unknown domain answers null).
 */
export function mayBeAffiliateHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  if (isIpAddress(host)) return false;
  const labels = host.split('.');
  return labels.length >= 3 && !['www', 'm'].includes(labels[0] ?? '');
}

/** The `domain` field (Q29): reg_info.originalDomain when an affiliate is stored, otherwise the page's host name. */
export function attributionDomain(attribution: StoredAttribution | undefined, hostname: string): string {
  return attribution?.affiliateCode && attribution.originalDomain ? attribution.originalDomain : hostname;
}
