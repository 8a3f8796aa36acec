/**
 * /m/login: the entry screen with the login form of the auth feature. A member who already had a session when the
 * screen opened continues to the go target (A17, A18); a login made here navigates through its flow.
 */
import { Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSiteSettings } from '../../data/hooks';
import { LoginForm } from '../../features/auth';
import { goTargetFromQuery, Replace, useAddress } from '../routing';
import { useSession } from '../session';
import { ScreenFrame } from './ScreenFrame';
import type { ScreenProps } from './types';

export function LoginScreen({ route }: ScreenProps) {
  const { t } = useLingui();
  const session = useSession();
  const [hadSession] = useState(() => !!session);
  const { search } = useAddress();
  const merchantName = useSiteSettings()?.merchantName;
  if (session && hadSession) return <Replace to={goTargetFromQuery(search)} />;
  return (
    <ScreenFrame route={route} title={t`Log in`}>
      <section className="intro-card auth-intro" data-testid="login-intro">
        <h2>{merchantName ? t`Welcome back to ${merchantName}` : t`Welcome back`}</h2>
        <p>{t`Sign in to see your account, your balance and your rewards.`}</p>
      </section>
      <Suspense fallback={<div className="card auth-card-placeholder" aria-busy="true" />}>
        <LoginForm />
      </Suspense>
    </ScreenFrame>
  );
}
