/**
 * /m/member/home (guarded, A13): the member's card (account, VIP label, rank, progress, benefits), their menu, and
 * their shortcuts.
 */
import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { useFeatureSwitches, useMemberState } from '../../data/hooks';
import { LogoutButton, SessionCheck } from '../../features/auth';
import { HomeMenu } from '../../features/menu';
import { openChat, unreadBadge } from '../../features/service';
import { VipCard } from '../../features/vip';
import { isMenuKeyVisible, isSwitchOn } from '../../platform/feature-switches';
import { AppLink, useLoginSuppressed } from '../../platform/routing';
import { useApi, useSession } from '../../platform/session';
import { ScreenFrame } from './ScreenFrame';
import { SignInPrompt } from './ScreenParts';
import type { ScreenProps } from './types';

/** The spec names no rewards screen: the Rewards Centre opens the promotions and their bonuses (Q99). */
const REWARDS_CENTRE_PATH = '/m/activity';

/**
 * The member's shortcuts: the Rewards Centre (REWCEN3) and the inbox with its unread badge (INBOX3), each also
 * subject to the merchant's menu map (G30, G31, Q62, Q99), then the account's own pages.
 */
function AccountLinks() {
  const { t } = useLingui();
  const api = useApi();
  const switches = useFeatureSwitches();
  const unread = unreadBadge(useMemberState()?.unreadCount);
  const links = [
    { to: '/m/changePsw', label: t`Change password`, hint: t`Keep your account secure` },
    { to: '/m/feedback', label: t`Feedback`, hint: t`Tell us what to improve` },
  ];
  // The inbox is the member's customer-service conversation: CBS chat with CBS3, else the provider.
  const onInbox = () =>
    void openChat(api, { cbs: isSwitchOn(switches, 'CBS3'), loggedIn: true }).catch((error: unknown) =>
      console.error('Could not open the inbox', error),
    );
  return (
    <nav className="card menu-list" aria-label={t`Account`}>
      <ul>
        {isMenuKeyVisible(switches, 'REWCEN3') ? (
          <li>
            <AppLink to={REWARDS_CENTRE_PATH} data-testid="rewards-centre-entry">
              <span className="menu-label">{t`Rewards Centre`}</span>
              <span className="menu-hint">{t`Promotions and bonuses waiting for you`}</span>
            </AppLink>
          </li>
        ) : null}
        {isMenuKeyVisible(switches, 'INBOX3') ? (
          <li>
            <button type="button" className="menu-row" onClick={onInbox} data-testid="inbox-entry">
              <span className="menu-label">{t`Inbox`}</span>
              <span className="menu-hint">{t`Messages from customer service`}</span>
              {unread ? (
                <>
                  <span className="count-badge menu-badge" aria-hidden="true" data-testid="inbox-unread">
                    {unread}
                  </span>
                  <span className="visually-hidden">{t`${unread} unread`}</span>
                </>
              ) : null}
            </button>
          </li>
        ) : null}
        {links.map((item) => (
          <li key={item.to}>
            <AppLink to={item.to}>
              <span className="menu-label">{item.label}</span>
              <span className="menu-hint">{item.hint}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function MemberHomeScreen({ route }: ScreenProps) {
  const { t } = useLingui();
  const session = useSession();
  const suppressed = useLoginSuppressed();
  return (
    <ScreenFrame route={route}>
      {suppressed || !session ? (
        <SignInPrompt title={t`Sign in to see your account`} message={t`Your VIP progress, rewards and messages are waiting.`} />
      ) : (
        <>
          <VipCard fallbackName={session.userName} />
          <HomeMenu heading={t`For you`} />
          <AccountLinks />
          {/* The session is checked against the backend (an expired one logs out to /m/login, C69); then Log out. */}
          <Suspense fallback={null}>
            <SessionCheck token={session.token} />
            <LogoutButton />
          </Suspense>
        </>
      )}
    </ScreenFrame>
  );
}
