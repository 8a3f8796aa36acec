/** /m/login: the entry screen with the login form of the auth feature. */
import { useLingui } from '@lingui/react/macro';
import { useSiteSettings } from '../../data/hooks';
import { LoginForm } from '../../features/auth/login-form-entry';
import { EntryScreen } from './EntryScreen';
import type { ScreenProps } from './types';

export function LoginScreen({ route }: ScreenProps) {
  const { t } = useLingui();
  const merchantName = useSiteSettings()?.merchantName;
  return (
    <EntryScreen
      route={route}
      title={t`Log in`}
      heading={merchantName ? t`Welcome back to ${merchantName}` : t`Welcome back`}
      text={t`Sign in to see your account, your VIP progress and your rewards.`}
      introTestId="login-intro"
      form={<LoginForm />}
    />
  );
}
