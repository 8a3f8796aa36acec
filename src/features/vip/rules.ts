/** VIP card rules (spec §3 Member info, §4 VIP progress; ACCEPTANCE D45, D46, D56). */
import { VIP_BENEFIT_LABEL_TYPE } from '../../shared/constants';
import type { ClubLabel } from '../../shared/contract';

/** showVipBenefit: the member's club label is of type AUTO. */
export function showVipBenefit(clubLabel: Pick<ClubLabel, 'type'> | null | undefined): boolean {
  return clubLabel?.type === VIP_BENEFIT_LABEL_TYPE;
}

export type VipStanding = 'progress' | 'invitation' | 'none';

/**
 * What the card shows of VIP: nothing when the merchant has no VIP programme (hasVip false, G16, Q97); else the
 * progress towards the next rank for a member with a VIP level, and for one without, how to get one. (The stored
 * progress of a member without a level is 1, D45: it says nothing to the member, so the card does not show it.)
 */
export function vipStanding(clubLabel: ClubLabel | null | undefined, merchantHasVip: boolean | undefined): VipStanding {
  if (merchantHasVip === false) return 'none';
  if (clubLabel) return 'progress';
  return merchantHasVip ? 'invitation' : 'none';
}

export interface RankStep {
  rank: number;
  reached: boolean;
  current: boolean;
}

/**
 * The rank scale: vipRankLevel ranks (Q97), those up to the member's reached and theirs marked; a rank above the
 * scale counts as its top. Empty without a scale.
 */
export function rankScale(vipRankLevel: number | undefined, rank: number): RankStep[] {
  const levels = Number.isInteger(vipRankLevel) && vipRankLevel! > 0 ? vipRankLevel! : 0;
  const standing = Math.min(Math.max(0, Math.trunc(rank)), levels);
  return Array.from({ length: levels }, (_, index) => ({
    rank: index + 1,
    reached: index + 1 <= standing,
    current: index + 1 === standing,
  }));
}

/** The stored progress (0…1, 1 without a label) as a whole percentage for the bar. */
export function progressPercent(progress: number | undefined): number {
  if (progress === undefined || !Number.isFinite(progress)) return 0;
  return Math.round(Math.min(1, Math.max(0, progress)) * 100);
}
