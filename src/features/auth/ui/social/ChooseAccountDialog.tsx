/**
 * The choose dialog (spec §2 Screens, §4 Social login; ACCEPTANCE C86–C89): a LINE, Telegram or Firebase identity that no account
 * knows yet either joins an existing account (through the next login) or becomes a new one.
 */
import { useLingui } from '@lingui/react/macro';
import { AuthModal } from '../AuthModal';
import { socialProviderName, type SocialIdentity } from '../../social/pending-identity';

export interface ChooseAccountDialogProps {
  identity: SocialIdentity;
  busy: boolean;
  onExisting: () => void;
  onRegister: () => void;
  onClose: () => void;
}

export function ChooseAccountDialog({ identity, busy, onExisting, onRegister, onClose }: ChooseAccountDialogProps) {
  const { t } = useLingui();
  const provider = socialProviderName(identity);
  return (
    <AuthModal
      title={t`Welcome!`}
      description={t`No account is linked to this ${provider} account yet. Do you already have an account with us?`}
      onClose={onClose}
      testId="choose-account"
      data={{ 'data-channel': identity.channel }}
    >
      <div className="auth-choose-actions">
        <button
          type="button"
          className="button button-primary"
          onClick={onExisting}
          disabled={busy}
          data-testid="choose-existing"
        >
          {t`Log in to existing account`}
        </button>
        <button type="button" className="button button-ghost" onClick={onRegister} disabled={busy} data-testid="choose-register">
          {busy ? t`Creating your account...` : t`Register new`}
        </button>
      </div>
    </AuthModal>
  );
}
