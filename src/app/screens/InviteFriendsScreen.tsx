/**
 * /m/inviteFriends: public, no token needed (A9). A member gets their invite link with Copy and Share (D54, Q63); a
 * guest gets the invitation and a call to log in or register.
 */
import { useLingui } from '@lingui/react/macro';
import { useMemberInfo } from '../../data/hooks';
import { ReferralLinkCard } from '../../features/referral';
import { AppLink, loginRedirectTarget, useAddress } from '../../platform/routing';
import { useSession } from '../../platform/session';
import { ScreenFrame } from './ScreenFrame';
import type { ScreenProps } from './types';

function InviteSteps() {
  const { t } = useLingui();
  return (
    <section className="card" aria-labelledby="invite-steps-title">
      <h2 id="invite-steps-title">{t`How it works`}</h2>
      <ol className="invite-steps">
        <li>{t`Share your invite link or code with friends.`}</li>
        <li>{t`They create an account with it.`}</li>
        <li>{t`When they play, you both collect rewards.`}</li>
      </ol>
    </section>
  );
}

function GuestInvite() {
  const { t } = useLingui();
  const { pathname, search } = useAddress();
  return (
    <section className="card sign-in-prompt" data-testid="invite-guest">
      <h2>{t`Get your own invite link`}</h2>
      <p>{t`Log in or create an account to get a personal link to share with your friends.`}</p>
      <div className="actions">
        <AppLink to={loginRedirectTarget(pathname, search)} className="button primary" data-testid="invite-login">
          {t`Log in`}
        </AppLink>
        <AppLink to="/m/register" className="button secondary" data-testid="invite-register">
          {t`Create account`}
        </AppLink>
      </div>
    </section>
  );
}

function MemberInvite() {
  const { t } = useLingui();
  const member = useMemberInfo();
  if (member === undefined)
    return <section className="card screen-skeleton-card" aria-busy="true" aria-label={t`Loading your invite link`} />;
  if (!member.referralCode)
    return (
      <section className="card notice" role="status">
        <p>{t`Your invite link is not available yet. Please try again later.`}</p>
      </section>
    );
  return <ReferralLinkCard referralCode={member.referralCode} />;
}

export function InviteFriendsScreen({ route }: ScreenProps) {
  const { t } = useLingui();
  const session = useSession();
  return (
    <ScreenFrame route={route}>
      <section className="card invite-hero">
        <h2>{t`Invite friends, earn together`}</h2>
        <p>{t`Share your invite link. When your friends join and play, you both get rewards.`}</p>
      </section>
      {session?.token ? <MemberInvite /> : <GuestInvite />}
      <InviteSteps />
    </ScreenFrame>
  );
}
