/**
 * The forgot-password form's rules (spec §6; ACCEPTANCE C74): what each field lacks before the reset is sent, and
 * where a failed reset is shown. Kept free of React and Lingui so the unit tests read them directly.
 */
import { ErrorCode } from '../../../shared/contract/error-codes';
import { classifyFailure } from '../../../shared/errors/catalogue';
import type { ApiError } from '../../../shared/errors/result';
import { isValidMobileInput, newPasswordProblem, type PasswordProblem } from '../ui/validation';

export interface ResetForm {
  mobile: string;
  code: string;
  password: string;
  confirm: string;
}

export interface ResetProblems {
  mobile?: 'missing' | 'invalid';
  code?: 'missing' | 'invalid';
  password?: Exclude<PasswordProblem, 'mismatch' | null>;
  confirm?: 'mismatch';
}

/** An SMS code is digits only; the backend's codes are 6, the input allows up to 8. */
const SMS_CODE_PATTERN = /^\d{4,8}$/;

export function mobileProblem(mobile: string): ResetProblems['mobile'] {
  if (!mobile.trim()) return 'missing';
  return isValidMobileInput(mobile) ? undefined : 'invalid';
}

/** The problems of the whole form, by field; empty when it may be sent. */
export function resetFormProblems(form: ResetForm): ResetProblems {
  const found: ResetProblems = {};
  const mobile = mobileProblem(form.mobile);
  if (mobile) found.mobile = mobile;
  const code = form.code.trim();
  if (!code) found.code = 'missing';
  else if (!SMS_CODE_PATTERN.test(code)) found.code = 'invalid';
  const password = newPasswordProblem(form.password, form.confirm);
  if (password === 'mismatch') found.confirm = 'mismatch';
  else if (password) found.password = password;
  return found;
}

export function hasProblems(problems: ResetProblems): boolean {
  return Object.values(problems).some(Boolean);
}

/**
 * Where a failed reset is shown. The catalogue decides first; what it would alert stays inside the dialog, beside the
 * code when the code was wrong, so the filled form stays in view. TOO_MANY_REQUEST is silent for background calls
 * (spec §8), but here the member pressed the button and must learn why nothing changed. Anything else (network
 * notice, logout) is the app presenter's.
 */
export type ResetFailureDisplay =
  | { place: 'code' | 'form'; message: string }
  | { place: 'form'; messageKey: 'unknown_error' | 'too_many_requests' }
  | { place: 'presenter' };

export function resetFailureDisplay(error: ApiError): ResetFailureDisplay {
  if (error.code.startsWith(ErrorCode.TOO_MANY_REQUEST)) {
    return error.message ? { place: 'form', message: error.message } : { place: 'form', messageKey: 'too_many_requests' };
  }
  const action = classifyFailure(error, { call: 'passwordReset' });
  if (action.kind !== 'alert') return { place: 'presenter' };
  const place = error.code === ErrorCode.VERIFY_CODE_INVALID ? 'code' : 'form';
  return action.message ? { place, message: action.message } : { place: 'form', messageKey: 'unknown_error' };
}
