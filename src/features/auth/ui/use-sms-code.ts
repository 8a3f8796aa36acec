/**
 * The 'Send code' of the SMS login and the mobile registration: one send at a time, the resend countdown after a
 * sent code, and the flow's failure (the SMS captcha's included) presented like any other. On a screen that hands it
 * the Firebase settings (the SMS login, the mobile registration) and with the sms provider's firebase flag on (C78),
 * Firebase phone auth sends the code instead of the backend, and the sender keeps what confirms it.
 */
import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { showAlert, showToast } from '../../../platform/dialogs';
import { sendSmsCode, type SmsCodeInput } from '../flows/sms-code';
import type { AuthDeps } from '../flows/types';
import { useCountdown } from '../../../platform/forms';
import {
  e164PhoneNumber,
  firebasePhoneCodes,
  sendPhoneCodeThroughFirebase,
  type FirebaseSignInOutcome,
  type FirebaseSignInSettings,
} from '../social/firebase-sign-in';
import { FIREBASE_PROVIDER_NAMES } from '../social/pending-identity';
import { firebaseFailureText, presentOutcome } from './outcome';

export const CODE_RESEND_SECONDS = 60;

type PhoneNumber = Pick<SmsCodeInput, 'mobileNum' | 'countryDialingCode'>;

type ConfirmPhoneCode = (code: string) => Promise<FirebaseSignInOutcome>;

export interface SmsCodeSender {
  sending: boolean;
  countdown: number;
  /** The codes are Firebase's (C78): a login confirms them with Firebase, not with the backend. */
  viaFirebase: boolean;
  send(input: SmsCodeInput): void;
  /** Whether Firebase sent a code to this number (the last one sent). */
  firebaseCodeSent(phone: PhoneNumber): boolean;
  /** Firebase checks the code it sent to this number: the phone sign-in's id token; a failure is alerted (C93). */
  confirmWithFirebase(phone: PhoneNumber, code: string): Promise<string | undefined>;
}

export function useSmsCodeSender(deps: () => AuthDeps, firebase?: FirebaseSignInSettings): SmsCodeSender {
  const { t, i18n } = useLingui();
  const [sending, setSending] = useState(false);
  const [countdown, startCountdown] = useCountdown();
  const sent = useRef<{ number: string; confirm: ConfirmPhoneCode } | null>(null);
  const viaFirebase = !!firebase && firebasePhoneCodes(firebase.sms);

  const codeSent = () => {
    startCountdown(CODE_RESEND_SECONDS);
    showToast(t`Code sent`, { tone: 'info' });
  };

  const sendThroughFirebase = (settings: FirebaseSignInSettings, phone: PhoneNumber) => {
    void sendPhoneCodeThroughFirebase(settings, phone).then((outcome) => {
      setSending(false);
      if (outcome.kind === 'sent') {
        sent.current = { number: e164PhoneNumber(phone.countryDialingCode, phone.mobileNum), confirm: outcome.confirm };
        codeSent();
      } else if (outcome.kind === 'failed') {
        void showAlert(firebaseFailureText(FIREBASE_PROVIDER_NAMES.SMS, outcome.failure, i18n));
      }
    });
  };

  const send = (input: SmsCodeInput) => {
    if (sending) return;
    setSending(true);
    if (viaFirebase && firebase) {
      sendThroughFirebase(firebase, input);
      return;
    }
    void sendSmsCode(deps(), input).then((outcome) => {
      setSending(false);
      if (outcome.kind === 'sent') codeSent();
      else presentOutcome(outcome, 'smsNoLogin', i18n);
    });
  };

  const confirmationFor = (phone: PhoneNumber) => {
    const last = sent.current;
    return last && last.number === e164PhoneNumber(phone.countryDialingCode, phone.mobileNum) ? last.confirm : undefined;
  };

  const confirmWithFirebase = async (phone: PhoneNumber, code: string) => {
    const outcome = await (confirmationFor(phone)?.(code) ?? Promise.resolve(undefined));
    if (outcome?.kind === 'signedIn') return outcome.idToken;
    if (outcome?.kind === 'failed') void showAlert(firebaseFailureText(FIREBASE_PROVIDER_NAMES.SMS, outcome.failure, i18n));
    return undefined;
  };

  return {
    sending,
    countdown,
    viaFirebase,
    send,
    firebaseCodeSent: (phone) => confirmationFor(phone) !== undefined,
    confirmWithFirebase,
  };
}
