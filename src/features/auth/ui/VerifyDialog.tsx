/**
 * The login-verification dialog (spec §4 Login; ACCEPTANCE C32–C34, Q11): opened by login_verify_required for the
 * e-mail, authenticator (ga) or SMS channel. E-mail and SMS send a code first; the member enters it and verifies,
 * and success completes the login like a direct one. Cancel or Escape closes it and the login is dropped.
 */
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { showToast } from '../../../app/dialogs';
import { sendVerificationCode, verifyLogin } from '../flows/login';
import type { AuthDeps, AuthOutcome, PendingVerification } from '../flows/types';
import { useLockBusy, verifyLock } from './deps';
import { InputField, SendCodeButton, SubmitButton, useCountdown } from './fields';
import { presentOutcome } from './outcome';

export const CODE_RESEND_SECONDS = 60;

export interface VerifyDialogProps {
  pending: PendingVerification;
  deps: () => AuthDeps;
  onClose: () => void;
  onDone: (outcome: AuthOutcome) => void;
}

export function VerifyDialog({ pending, deps, onClose, onDone }: VerifyDialogProps) {
  const { t, i18n } = useLingui();
  const titleId = useId();
  const textId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const [countdown, startCountdown] = useCountdown();
  const busy = useLockBusy(verifyLock);
  const needsSend = pending.channel !== 'ga';
  const target = pending.target ?? '';

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const flowDeps = () => ({ ...deps(), lock: verifyLock });

  const send = () => {
    if (sending) return;
    setSending(true);
    void sendVerificationCode(flowDeps(), pending).then((outcome) => {
      setSending(false);
      if (outcome.kind === 'sent') {
        startCountdown(CODE_RESEND_SECONDS);
        showToast(t`Code sent`, { tone: 'info' });
        inputRef.current?.focus();
      } else presentOutcome(outcome, 'loginVerification', i18n);
    });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(t`Enter the verification code`);
      inputRef.current?.focus();
      return;
    }
    setError('');
    void verifyLogin(flowDeps(), pending, code).then((outcome) => {
      if (outcome.kind === 'ignored') return;
      if (outcome.kind === 'navigate') onDone(outcome);
      else {
        presentOutcome(outcome, 'loginVerification', i18n);
        inputRef.current?.select();
      }
    });
  };

  // A modal: Escape closes it, Tab stays inside.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>('button:not([disabled]), input')];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const text =
    pending.channel === 'email'
      ? t`For your security, we need to confirm it is you. Send a code to ${target} and enter it below.`
      : pending.channel === 'sms'
        ? t`For your security, we need to confirm it is you. Send a code by SMS to ${target} and enter it below.`
        : t`For your security, enter the 6-digit code from your authenticator app.`;

  return (
    <div className="auth-backdrop" onKeyDown={onKeyDown}>
      <div
        ref={dialogRef}
        className="auth-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        data-testid="verify-dialog"
        data-channel={pending.channel}
      >
        <h2 id={titleId}>{t`Verify it's you`}</h2>
        <p id={textId}>{text}</p>
        <form onSubmit={submit} noValidate>
          <div className="auth-code-row">
            <InputField
              ref={inputRef}
              label={t`Verification code`}
              name="verifyCode"
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={8}
              error={error}
              data-testid="verify-code"
            />
            {needsSend ? <SendCodeButton onSend={send} countdown={countdown} busy={sending} testId="verify-send" /> : null}
          </div>
          <div className="auth-dialog-actions">
            <button type="button" className="button secondary" onClick={onClose}>
              {t`Cancel`}
            </button>
            <SubmitButton busy={busy} disabled={busy} testId="verify-submit">{t`Verify`}</SubmitButton>
          </div>
        </form>
      </div>
    </div>
  );
}
