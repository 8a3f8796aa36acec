/** /m/agentRegister's content (A8, D55, Q64): an agent registers downline members and sees their own referral link. */
import { useLingui } from '@lingui/react/macro';
import { useMemberInfo } from '../../data/hooks';
import { isAgentType } from '../../features/menu';
import { AgentRegisterForm, ReferralLinkCard } from '../../features/referral';
import { AppLink } from '../../platform/routing';
import { EmptyState } from './ScreenParts';

export function AgentRegisterBody() {
  const { t } = useLingui();
  const member = useMemberInfo();
  if (member === undefined)
    return <section className="card screen-skeleton-card" aria-busy="true" aria-label={t`Loading your agent details`} />;
  if (!isAgentType(member.type))
    return (
      <EmptyState icon="agent" title={t`Agent registration is for agents`}>
        <p>{t`Invite your friends with your own link instead.`}</p>
        <div className="actions">
          <AppLink to="/m/inviteFriends" className="button primary">
            {t`Invite friends`}
          </AppLink>
        </div>
      </EmptyState>
    );
  if (!member.referralCode)
    return (
      <section className="card notice" role="status">
        <p>{t`Your agent code is not available yet. Please try again later.`}</p>
      </section>
    );
  return (
    <>
      <AgentRegisterForm referralCode={member.referralCode} />
      <ReferralLinkCard referralCode={member.referralCode} title={t`Your agent link`} />
    </>
  );
}
