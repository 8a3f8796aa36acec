/** /m/member/home (guarded): the member's own area and its menu. */
import { Suspense } from 'react';
import { LogoutButton, SessionCheck } from '../../features/auth';
import { AppLink, useLoginSuppressed } from '../routing';
import { useSession } from '../session';
import { ScreenFrame } from './ScreenFrame';
import { SignInPrompt } from './parts';
import type { ScreenProps } from './types';

const MENU = [
  { to: '/m/inviteFriends', label: 'Invite friends', hint: 'Share your link and earn rewards' },
  { to: '/m/changePsw', label: 'Change password', hint: 'Keep your account secure' },
  { to: '/m/feedback', label: 'Feedback', hint: 'Tell us what to improve' },
];

export function MemberHomeScreen({ route }: ScreenProps) {
  const session = useSession();
  const suppressed = useLoginSuppressed();
  return (
    <ScreenFrame route={route}>
      {suppressed || !session ? (
        <SignInPrompt title="Sign in to see your account" message="Your balance, VIP progress and messages are waiting." />
      ) : (
        <>
          <section className="card account-card" data-testid="account-card">
            <span className="avatar" aria-hidden="true">
              {(session.userName || 'M').slice(0, 1).toUpperCase()}
            </span>
            <div>
              <h2>{session.userName || 'Your account'}</h2>
              <p>Your balance and VIP progress appear here once your account has loaded.</p>
            </div>
          </section>
          <nav className="card menu-list" aria-label="Account">
            <ul>
              {MENU.map((item) => (
                <li key={item.to}>
                  <AppLink to={item.to}>
                    <span className="menu-label">{item.label}</span>
                    <span className="menu-hint">{item.hint}</span>
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
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
