/**
 * The REFERRAL behaviour outside the menu grid (the download bar's referral variant, E17): the same four-way rule as
 * the REFERRAL entry (D32–D35), carried out the same way.
 */
import { useMemberInfo, usePromoAvailability } from '../../data/hooks';
import { useSession } from '../../app/session';
import { menuRole, referralAction } from './rules';
import { useMenuActivation } from './use-activate';

export function useReferralTap(): () => void {
  const session = useSession();
  const member = useMemberInfo();
  const promo = usePromoAvailability();
  const activate = useMenuActivation();
  const role = menuRole(Boolean(session?.token), member?.type ?? session?.type);
  return () => activate(referralAction({ role, referralEnabled: promo?.REFERRAL?.enabled === true }));
}
