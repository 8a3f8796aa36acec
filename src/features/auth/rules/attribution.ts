/** Stored attribution (spec §3 reg_info; ACCEPTANCE F1–F3, Q29) as the register payload needs it. */

export const REG_INFO_KEY = 'reg_info';

export interface StoredAttribution {
  affiliateCode?: string;
  referralCode?: string;
  originalDomain?: string;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Parses localStorage reg_info; anything malformed counts as no attribution. */
export function parseRegInfo(raw: string | null | undefined): StoredAttribution | undefined {
  if (!raw) return undefined;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const record = parsed as Record<string, unknown>;
    const attribution: StoredAttribution = {};
    const affiliateCode = text(record.affiliateCode);
    const referralCode = text(record.referralCode);
    const originalDomain = text(record.originalDomain);
    if (affiliateCode) attribution.affiliateCode = affiliateCode;
    if (referralCode) attribution.referralCode = referralCode;
    if (originalDomain) attribution.originalDomain = originalDomain;
    return Object.keys(attribution).length > 0 ? attribution : undefined;
  } catch {
    return undefined;
  }
}

export function readRegInfo(storage: Pick<Storage, 'getItem'>): StoredAttribution | undefined {
  try {
    return parseRegInfo(storage.getItem(REG_INFO_KEY));
  } catch {
    return undefined;
  }
}

/** The `domain` field (Q29): reg_info.originalDomain when an affiliate is stored, otherwise the page's host name. */
export function attributionDomain(attribution: StoredAttribution | undefined, hostname: string): string {
  return attribution?.affiliateCode && attribution.originalDomain ? attribution.originalDomain : hostname;
}
