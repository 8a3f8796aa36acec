/** /m/member/home (guarded, A13): the member's card (account, VIP label, rank, progress, benefits) and their menu. */
import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { LogoutButton, SessionCheck } from '../../features/auth';
import { HomeMenu } from '../../features/menu';
import { VipCard } from '../../features/vip';
import { AppLink, useLoginSuppressed } from '../routing';
import { useSession } from '../session';
import { ScreenFrame } from './ScreenFrame';
import { SignInPrompt } from './parts';
import type { ScreenProps } from './types';

function AccountLinks() {
  const { t } = useLingui();
  const links = [
    { to: '/m/changePsw', label: t`Change password`, hint: t`Keep your account secure` },
    { to: '/m/feedback', label: t`Feedback`, hint: t`Tell us what to improve` },
  ];
  return (
    <nav className="card menu-list" aria-label={t`Account`}>
      <ul>
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
        <SignInPrompt title={t`Sign in to see your account`} message={t`Your balance, VIP progress and messages are waiting.`} />
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
