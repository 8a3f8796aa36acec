/**
 * The second-factor modal (spec §2; ACCEPTANCE C33, C34, Q11): collects the 6-digit code and verifies it
 * (POST /wps/session/login/verification with the original login payload). Success completes the login like a direct
 * one; a wrong code is shown and the modal stays open with the code selected; e-mail and SMS codes can be sent again
 * after the countdown. Closing it drops the login: nothing was stored.
 */
import { useRef, useState, type FormEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { verifyLogin } from '../flows/login';
import type { AuthDeps, AuthOutcome, PendingVerification, VerifyChannel } from '../flows/types';
import { AuthModal } from './AuthModal';
import { useLockBusy, verifyLock } from './deps';
import { InputField, SubmitButton } from '../../../platform/forms';
import { presentOutcome } from './outcome';
import { isSecondFactorCode, SECOND_FACTOR_CODE_LENGTH } from './validation';

export interface SecondFactorModalProps {
  pending: PendingVerification;
  channel: VerifyChannel;
  deps: () => AuthDeps;
  /** Seconds before the code may be sent again (0: now). */
  countdown: number;
  resend: (channel: VerifyChannel) => Promise<boolean>;
  onClose: () => void;
  onDone: (outcome: AuthOutcome) => void;
}

export function SecondFactorModal({ pending, channel, deps, countdown, resend, onClose, onDone }: SecondFactorModalProps) {
  const { t, i18n } = useLingui();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [resending, setResending] = useState(false);
  const busy = useLockBusy(verifyLock());
  const target = pending.options.find((entry) => entry.channel === channel)?.target ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSecondFactorCode(code)) {
      setError(t`Enter the 6-digit code`);
      inputRef.current?.focus();
      return;
    }
    setError('');
    void verifyLogin({ ...deps(), lock: verifyLock() }, pending, code, channel).then((outcome) => {
      if (outcome.kind === 'ignored') return;
      if (outcome.kind === 'navigate') onDone(outcome);
      else {
        presentOutcome(outcome, 'loginVerification', i18n);
        inputRef.current?.select();
      }
    });
  };

  const sendAgain = () => {
    if (resending) return;
    setResending(true);
    void resend(channel).then(() => {
      setResending(false);
      inputRef.current?.focus();
    });
  };

  const text =
    channel === 'email'
      ? t`We sent a 6-digit code to ${target}. It may take a minute to arrive.`
      : channel === 'sms'
        ? t`We sent a 6-digit code by SMS to ${target}.`
        : t`Open your authenticator app and enter the 6-digit code it shows.`;

  return (
    <AuthModal
      title={t`Enter your code`}
      description={text}
      onClose={onClose}
      testId="second-factor"
      data={{ 'data-channel': channel }}
    >
      <form onSubmit={submit} noValidate className="auth-form">
        <InputField
          ref={inputRef}
          className="auth-otp"
          label={t`6-digit code`}
          name="verifyCode"
          value={code}
          onChange={(event) => setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, SECOND_FACTOR_CODE_LENGTH))}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={SECOND_FACTOR_CODE_LENGTH}
          error={error}
          data-testid="second-factor-code"
        />
        {channel === 'ga' ? null : (
          <button
            type="button"
            className="auth-link-button"
            onClick={sendAgain}
            disabled={countdown > 0 || resending}
            aria-live="polite"
            data-testid="second-factor-resend"
          >
            {resending ? t`Sending...` : countdown > 0 ? t`Resend in ${countdown}s` : t`Send a new code`}
          </button>
        )}
        <div className="auth-dialog-actions">
          <button type="button" className="button secondary" onClick={onClose}>
            {t`Cancel`}
          </button>
          <SubmitButton busy={busy} disabled={busy} testId="second-factor-submit">
            {t`Verify`}
          </SubmitButton>
        </div>
      </form>
    </AuthModal>
  );
}
