/** /m/register and /m/register.html: the registration entry. With a session, on to the go target (A17). */
import { useSiteSettings } from '../../data/hooks';
import { AppLink, goTargetFromQuery, Replace, useAddress } from '../routing';
import { useSession } from '../session';
import { ScreenFrame } from './ScreenFrame';
import type { ScreenProps } from './types';

export function RegisterScreen({ route }: ScreenProps) {
  const session = useSession();
  const { search } = useAddress();
  const merchantName = useSiteSettings()?.merchantName;
  if (session) return <Replace to={goTargetFromQuery(search)} />;
  return (
    <ScreenFrame route={route}>
      <section className="card intro-card" data-testid="register-intro">
        <h2>Join {merchantName ?? 'us'} in a minute</h2>
        <p>Create an account with a username or your mobile number and start playing.</p>
      </section>
      <p className="screen-aside">
        Already have an account? <AppLink to="/m/login">Log in</AppLink>
      </p>
    </ScreenFrame>
  );
}
