/**
 * The 'Send code' of the SMS login and the mobile registration: one send at a time, the resend countdown after a
 * sent code, and the flow's failure (the SMS captcha's included) presented like any other.
 */
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { showToast } from '../../../platform/dialogs';
import { sendSmsCode, type SmsCodeInput } from '../flows/sms-code';
import type { AuthDeps } from '../flows/types';
import { useCountdown } from '../../../platform/forms';
import { presentOutcome } from './outcome';

export const CODE_RESEND_SECONDS = 60;

export interface SmsCodeSender {
  sending: boolean;
  countdown: number;
  send(input: SmsCodeInput): void;
}

export function useSmsCodeSender(deps: () => AuthDeps): SmsCodeSender {
  const { t, i18n } = useLingui();
  const [sending, setSending] = useState(false);
  const [countdown, startCountdown] = useCountdown();
  const send = (input: SmsCodeInput) => {
    if (sending) return;
    setSending(true);
    void sendSmsCode(deps(), input).then((outcome) => {
      setSending(false);
      if (outcome.kind === 'sent') {
        startCountdown(CODE_RESEND_SECONDS);
        showToast(t`Code sent`, { tone: 'info' });
      } else presentOutcome(outcome, 'smsNoLogin', i18n);
    });
  };
  return { sending, countdown, send };
}
