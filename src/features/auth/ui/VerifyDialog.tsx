/**
 * The login-verification dialog (spec §2, §4 Login; ACCEPTANCE C32, Q11): opened by login_verify_required, it shows
 * where the code goes (the masked e-mail or phone) and lets the member pick a channel when the server offers more
 * than one. 'Send code' sends it and hands over to the second-factor modal; the authenticator needs no sending.
 * Cancel, the close button or Escape drop the login.
 */
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { PendingVerification, VerifyChannel, VerifyOption } from '../flows/types';
import { AuthModal } from './AuthModal';
import { SubmitButton } from '../../../platform/forms';

export interface VerifyDialogProps {
  pending: PendingVerification;
  /** Sends the code of the picked channel; resolves true when it was sent (the failure is presented already). */
  send: (channel: VerifyChannel) => Promise<boolean>;
  onClose: () => void;
  /** The code is on its way (or ga was picked): the second-factor modal takes over. */
  onReady: (channel: VerifyChannel) => void;
}

export function VerifyDialog({ pending, send, onClose, onReady }: VerifyDialogProps) {
  const { t } = useLingui();
  const [picked, setPicked] = useState<VerifyChannel>(pending.channel);
  const [sending, setSending] = useState(false);
  const option = pending.options.find((entry) => entry.channel === picked) ?? pending.options[0];
  const channel = option?.channel ?? 'ga';

  const label = (entry: VerifyOption): string => {
    const target = entry.target ?? '';
    if (entry.channel === 'email') return t`E-mail to ${target}`;
    if (entry.channel === 'sms') return t`SMS to ${target}`;
    return t`Authenticator app`;
  };

  const target = option?.target ?? '';
  const text =
    pending.options.length > 1
      ? t`For your security, we need to confirm it is you. Choose where to get your code.`
      : channel === 'email'
        ? t`For your security, we need to confirm it is you. We will send a code to ${target}.`
        : channel === 'sms'
          ? t`For your security, we need to confirm it is you. We will send a code by SMS to ${target}.`
          : t`For your security, enter the 6-digit code from your authenticator app.`;

  const proceed = () => {
    if (sending) return;
    if (channel === 'ga') {
      onReady(channel);
      return;
    }
    setSending(true);
    void send(channel).then((sent) => {
      setSending(false);
      if (sent) onReady(channel);
    });
  };

  return (
    <AuthModal
      title={t`Verify it's you`}
      description={text}
      onClose={onClose}
      testId="verify-dialog"
      data={{ 'data-channel': channel }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          proceed();
        }}
        noValidate
      >
        {pending.options.length > 1 ? (
          <fieldset className="auth-channels">
            <legend className="visually-hidden">{t`Where to get your code`}</legend>
            {pending.options.map((entry) => (
              <label key={entry.channel} className="auth-channel">
                <input
                  type="radio"
                  name="verify-channel"
                  value={entry.channel}
                  checked={entry.channel === channel}
                  onChange={() => setPicked(entry.channel)}
                  data-testid={`verify-channel-${entry.channel}`}
                />
                <span>{label(entry)}</span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="auth-dialog-actions">
          <button type="button" className="button secondary" onClick={onClose}>
            {t`Cancel`}
          </button>
          <SubmitButton busy={sending} disabled={sending} testId="verify-send">
            {channel === 'ga' ? t`Continue` : sending ? t`Sending...` : t`Send code`}
          </SubmitButton>
        </div>
      </form>
    </AuthModal>
  );
}
