/** /m/register and /m/register.html: the entry screen with the registration form of the auth feature. */
import { useLingui } from '@lingui/react/macro';
import { useSiteSettings } from '../../data/hooks';
import { RegistrationForm } from '../../features/auth/registration-form-entry';
import { EntryScreen } from './EntryScreen';
import type { ScreenProps } from './types';

export function RegisterScreen({ route }: ScreenProps) {
  const { t } = useLingui();
  const merchantName = useSiteSettings()?.merchantName;
  return (
    <EntryScreen
      route={route}
      title={t`Create account`}
      heading={merchantName ? t`Join ${merchantName} in a minute` : t`Join us in a minute`}
      text={t`Create an account with a username or your mobile number and start playing.`}
      introTestId="register-intro"
      form={<RegistrationForm />}
    />
  );
}
