/** /m/login: the entry screen. A member who already has a session continues to the go target (A17, A18). */
import { useSiteSettings } from '../../data/hooks';
import { AppLink, goTargetFromQuery, Replace, useAddress } from '../routing';
import { useSession } from '../session';
import { ScreenFrame } from './ScreenFrame';
import type { ScreenProps } from './types';

export function LoginScreen({ route }: ScreenProps) {
  const session = useSession();
  const { search } = useAddress();
  const merchantName = useSiteSettings()?.merchantName;
  if (session) return <Replace to={goTargetFromQuery(search)} />;
  return (
    <ScreenFrame route={route}>
      <section className="card intro-card" data-testid="login-intro">
        <h2>Welcome back{merchantName ? ` to ${merchantName}` : ''}</h2>
        <p>Sign in to see your account, your balance and your rewards.</p>
      </section>
      <p className="screen-aside">
        New here? <AppLink to="/m/register">Create an account</AppLink>
      </p>
    </ScreenFrame>
  );
}
