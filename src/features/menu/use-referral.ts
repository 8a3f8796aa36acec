/**
 * The REFERRAL behaviour outside the menu grid (the download bar's referral variant, E17): the same four-way rule as
 * the REFERRAL entry (D32–D35), carried out the same way. A tap that comes before the rule's inputs are known (the
 * member's type right after an entry with a token, the merchant's referral switch) is carried out once they are,
 * so an agent who taps at once still reaches agent registration; if they are still unknown after REFERRAL_WAIT_MS,
 * it is carried out with what is known.
 */
import { useEffect, useRef } from 'react';
import { usePromoAvailability } from '../../data/hooks';
import { useSession } from '../../platform/session';
import { menuRole, referralAction } from './rules';
import { useMenuActivation } from './use-activate';
import { useMemberType } from './use-member-type';

const REFERRAL_WAIT_MS = 3_000;

export function useReferralTap(): () => void {
  const session = useSession();
  const promo = usePromoAvailability();
  const activate = useMenuActivation();
  const type = useMemberType();
  const known = promo !== undefined && (!session?.token || type !== undefined);
  const action = referralAction({
    role: menuRole(Boolean(session?.token), type),
    referralEnabled: promo?.REFERRAL?.enabled === true,
  });
  const latest = useRef(() => activate(action));
  const waiting = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    latest.current = () => activate(action);
    if (!known || waiting.current === null) return;
    clearTimeout(waiting.current);
    waiting.current = null;
    latest.current();
  });
  useEffect(() => () => void (waiting.current !== null && clearTimeout(waiting.current)), []);

  return () => {
    if (known) return latest.current();
    if (waiting.current !== null) return;
    waiting.current = setTimeout(() => {
      waiting.current = null;
      latest.current();
    }, REFERRAL_WAIT_MS);
  };
}
