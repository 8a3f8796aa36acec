import type { MemberInfo, RankProgress } from './contract';

/** VIP progress (spec §4): 1 when the member has no label, else completed over expected conditions. */
export function vipProgress(clubLabel: MemberInfo['clubLabel'], progress: RankProgress | undefined): number {
  if (!clubLabel) return 1;
  const total = progress?.currentProgress.totalExpectedConditions ?? 0;
  if (total <= 0) return 1;
  return Math.min(1, Math.max(0, (progress?.currentProgress.completedConditions ?? 0) / total));
}
