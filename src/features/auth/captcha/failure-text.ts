/** The text a screen shows for a captcha failure (spec §4 Captcha, §5, §8; ACCEPTANCE C48, C58–C60). */
import {
  CAPTCHA_CLOSED_KEY,
  CAPTCHA_SMS_NEEDS_V4_MESSAGE,
  CAPTCHA_TOO_FAST_MESSAGE,
  CAPTCHA_UNKNOWN_ERROR_KEY,
  captchaErrorText,
} from '../rules/captcha';
import type { CaptchaFailure } from './captcha-runner';

/** translate maps a translation key (verify_first, unknown_error) to its text; identity by default. */
export function captchaFailureText(failure: CaptchaFailure, translate: (key: string) => string = (key) => key): string {
  switch (failure.kind) {
    case 'closed':
      return translate(CAPTCHA_CLOSED_KEY);
    case 'busy':
      return CAPTCHA_TOO_FAST_MESSAGE;
    case 'unsupported':
      return CAPTCHA_SMS_NEEDS_V4_MESSAGE;
    case 'error':
      return captchaErrorText(failure, translate(CAPTCHA_UNKNOWN_ERROR_KEY));
  }
}
