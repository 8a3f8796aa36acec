/**
 * What a screen does with a flow's outcome: failures go to the app's error presenter (spec §8), captcha failures
 * are shown as their text ('verify_first', 'verify geetest too fast', '[G] {code} {msg}'), a first login gets its
 * one-off notice, and a renewal that failed is presented like any failed call.
 */
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { presentFailure, showAlert } from '../../../platform/dialogs';
import { shellMessages } from '../../../i18n/messages';
import type { CaptchaFailure } from '../captcha/captcha-runner';
import { captchaFailureText } from '../captcha/failure-text';
import { CAPTCHA_CLOSED_KEY, CAPTCHA_UNKNOWN_ERROR_KEY } from '../rules/captcha';
import type { AuthOutcome } from '../flows/types';
import type { FirebaseFailure } from '../social/firebase-auth';

export const authMessages = {
  firstLoginTitle: msg`Welcome aboard`,
  firstLoginText: msg`This is your first login. Take a look around, and keep your password safe.`,
};

/** The text of a captcha failure in the current language. */
export function captchaText(failure: CaptchaFailure, i18n: I18n): string {
  return captchaFailureText(failure, (key) => {
    if (key === CAPTCHA_CLOSED_KEY) return i18n._(shellMessages.verifyFirst);
    if (key === CAPTCHA_UNKNOWN_ERROR_KEY) return i18n._(shellMessages.unknownError);
    return key;
  });
}

/** A Firebase failure as C93 shows it: translated, with Firebase's code and its own words. */
export function firebaseFailureText(provider: string, failure: FirebaseFailure, i18n: I18n): string {
  const { code, message: reason } = failure;
  return i18n._(msg`${provider} sign-in did not succeed. Code: ${code}. Reason: ${reason}`);
}

/** Presents a finished flow; call is the contract endpoint (login, register, registerMobile, ...). */
export function presentOutcome(outcome: AuthOutcome | { kind: 'skipped' }, call: string, i18n: I18n): void {
  switch (outcome.kind) {
    case 'error':
      presentFailure(outcome.error, { call });
      break;
    case 'captcha':
      void showAlert(captchaText(outcome.failure, i18n));
      break;
    case 'navigate':
      if (outcome.renewError) presentFailure(outcome.renewError, { call: 'memberInfo' });
      else if (outcome.firstTimeLogin) void showAlert(authMessages.firstLoginText, { title: authMessages.firstLoginTitle });
      break;
    default:
      break;
  }
}
