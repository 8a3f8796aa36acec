/**
 * The affiliate of an affiliate sub-domain (spec §2 Routes, §3 Affiliate; ACCEPTANCE F4): looked up without login
 * (GET /wps/affiliate?domain=<host>) once per tab, and kept in reg_info. An affiliate code on the entry URL wins.
 */
import type { ApiResult } from '../../shared/errors/result';
import type { AffiliateValue } from '../../shared/contract';
import { mayBeAffiliateHost, mergeRegInfo, readRegInfo, REG_INFO_KEY } from './rules/attribution';

export const AFFILIATE_LOOKUP_SESSION_KEY = 'tracking.affiliateLookup';

export interface AffiliateLookupDeps {
  hostname: string;
  search: string;
  local: Pick<Storage, 'getItem' | 'setItem'>;
  session: Pick<Storage, 'getItem' | 'setItem'>;
  lookup: (domain: string) => Promise<ApiResult<AffiliateValue | null>>;
}

/** True when an affiliate was found and stored. */
export async function lookUpAffiliate(deps: AffiliateLookupDeps): Promise<boolean> {
  if (!mayBeAffiliateHost(deps.hostname) || new URLSearchParams(deps.search).get('affiliateCode')) return false;
  if (deps.session.getItem(AFFILIATE_LOOKUP_SESSION_KEY)) return false;
  const answer = await deps.lookup(deps.hostname);
  if (!answer.ok) return false;
  deps.session.setItem(AFFILIATE_LOOKUP_SESSION_KEY, '1');
  const affiliate = answer.value;
  if (!affiliate?.code) return false;
  const query = new URLSearchParams(deps.search);
  // A referral code on the entry URL wins over the affiliate's own.
  const referralCode = query.get('referralCode') || query.get('r') ? undefined : affiliate.referralCode || undefined;
  const regInfo = mergeRegInfo(
    readRegInfo(deps.local),
    { affiliateCode: affiliate.code, referralCode, originalDomain: affiliate.domain || deps.hostname },
    deps.hostname,
  );
  if (regInfo) deps.local.setItem(REG_INFO_KEY, JSON.stringify(regInfo));
  return true;
}
