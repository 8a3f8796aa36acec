/**
 * /m/register and /m/register.html: the registration form of the auth feature. A member who already had a session
 * when the screen opened continues to the go target (A17); a registration made here navigates through its flow.
 */
import { Suspense, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useSiteSettings } from '../../data/hooks';
import { RegistrationForm } from '../../features/auth';
import { goTargetFromQuery, Replace, useAddress } from '../routing';
import { useSession } from '../session';
import { ScreenFrame } from './ScreenFrame';
import type { ScreenProps } from './types';

export function RegisterScreen({ route }: ScreenProps) {
  const { t } = useLingui();
  const session = useSession();
  const [hadSession] = useState(() => !!session);
  const { search } = useAddress();
  const merchantName = useSiteSettings()?.merchantName;
  if (session && hadSession) return <Replace to={goTargetFromQuery(search)} />;
  return (
    <ScreenFrame route={route} title={t`Create account`}>
      <section className="intro-card auth-intro" data-testid="register-intro">
        <h2>{merchantName ? t`Join ${merchantName} in a minute` : t`Join us in a minute`}</h2>
        <p>{t`Create an account with a username or your mobile number and start playing.`}</p>
      </section>
      <Suspense fallback={<div className="card auth-card-placeholder" aria-busy="true" />}>
        <RegistrationForm />
      </Suspense>
    </ScreenFrame>
  );
}
