/**
 * The status call's `track` parameter (ACCEPTANCE E40, Q76, Q84): the stored tracking values as JSON: affiliateCode
 * and referralCode (reg_info), the entry's tid, traffic source and click ids, and the s2s_info fields.
 */
import type { S2sInfo, StoredAttribution } from './attribution';
import type { SessionEntry } from './entry-params';

export interface StoredTrackingValues {
  regInfo?: StoredAttribution;
  s2s?: S2sInfo;
  tid?: string | null;
  entry: SessionEntry;
}

/** The JSON of every non-empty stored value; undefined when there is none. */
export function statusTrack({ regInfo, s2s, tid, entry }: StoredTrackingValues): string | undefined {
  const track: Record<string, string> = {
    ...(regInfo?.affiliateCode ? { affiliateCode: regInfo.affiliateCode } : {}),
    ...(regInfo?.referralCode ? { referralCode: regInfo.referralCode } : {}),
    ...(tid ? { tid } : {}),
    ...(entry.from ? { from: entry.from } : {}),
  };
  for (const [name, value] of Object.entries({ ...entry.clickIds, ...s2s })) if (value) track[name] = value;
  return Object.keys(track).length > 0 ? JSON.stringify(track) : undefined;
}
