/**
 * login_verify_required as one flow with two UI steps (Q11): the login-verification dialog picks the channel and
 * sends the code, then the second-factor modal collects it. The authenticator alone needs nothing sent, so it opens
 * on the second step. Closing either step drops the login.
 */
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { showToast } from '../../../platform/dialogs';
import { sendVerificationCode } from '../flows/login';
import type { AuthDeps, AuthOutcome, PendingVerification, VerifyChannel } from '../flows/types';
import { verifyLock } from './deps';
import { useCountdown } from '../../../platform/forms';
import { presentOutcome } from './outcome';
import { SecondFactorModal } from './SecondFactorModal';
import { CODE_RESEND_SECONDS } from './use-sms-code';
import { VerifyDialog } from './VerifyDialog';

export interface LoginVerificationProps {
  pending: PendingVerification;
  deps: () => AuthDeps;
  onClose: () => void;
  onDone: (outcome: AuthOutcome) => void;
}

function directChannel(pending: PendingVerification): VerifyChannel | null {
  const [only] = pending.options;
  return pending.options.length === 1 && only?.channel === 'ga' ? 'ga' : null;
}

export function LoginVerification({ pending, deps, onClose, onDone }: LoginVerificationProps) {
  const { t, i18n } = useLingui();
  const [channel, setChannel] = useState<VerifyChannel | null>(() => directChannel(pending));
  const [countdown, startCountdown] = useCountdown();

  const send = async (picked: VerifyChannel): Promise<boolean> => {
    const outcome = await sendVerificationCode({ ...deps(), lock: verifyLock() }, pending, picked);
    if (outcome.kind !== 'sent') {
      presentOutcome(outcome, 'loginVerification', i18n);
      return false;
    }
    startCountdown(CODE_RESEND_SECONDS);
    showToast(t`Code sent`, { tone: 'info' });
    return true;
  };

  if (!channel) return <VerifyDialog pending={pending} send={send} onClose={onClose} onReady={setChannel} />;
  return (
    <SecondFactorModal
      pending={pending}
      channel={channel}
      deps={deps}
      countdown={countdown}
      resend={send}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
