/**
 * The registration modal (spec §2, §4 Registration; ACCEPTANCE C17, C21): the registration form in a dialog. A
 * successful registration closes the modal first, then goes to the go target or /m/home (§4 step 6). Its 'Log in'
 * link closes it on the way to /m/login.
 */
import { useLingui } from '@lingui/react/macro';
import { useSiteSettings } from '../../../data/hooks';
import { AuthModal } from './AuthModal';
import { RegistrationForm } from './RegistrationForm';
import './auth.css';

export interface RegisterModalProps {
  goTarget: string | null;
  onClose: () => void;
}

export function RegisterModal({ goTarget, onClose }: RegisterModalProps) {
  const { t } = useLingui();
  const merchantName = useSiteSettings()?.merchantName;
  return (
    <AuthModal
      title={merchantName ? t`Join ${merchantName}` : t`Create account`}
      description={t`Create an account with a username or your mobile number and start playing.`}
      onClose={onClose}
      testId="register-modal"
      wide
    >
      <RegistrationForm goTarget={goTarget} onSuccess={onClose} onLoginLink={onClose} />
    </AuthModal>
  );
}
