/**
 * The forgotten-password reset (spec §6; ACCEPTANCE C74, W16): POST /wps/member/password/reset with the mobile number,
 * its dialing code, the SMS code and the new password. The contract sends it encrypted and never with Authorization.
 * Nothing is stored: the member logs in afterwards with the new password.
 */
import type { ApiError } from '../../../shared/errors/result';
import type { AuthDeps } from './types';

export interface PasswordResetInput {
  mobileNum: string;
  countryDialingCode: string;
  verifyCode: string;
  newPassword: string;
}

export type PasswordResetOutcome = { kind: 'reset' } | { kind: 'ignored' } | { kind: 'error'; error: ApiError };

export async function resetPassword(
  deps: Pick<AuthDeps, 'api' | 'lock'>,
  input: PasswordResetInput,
): Promise<PasswordResetOutcome> {
  const locked = await deps.lock.run(async (): Promise<PasswordResetOutcome> => {
    const answer = await deps.api.call('passwordReset', {
      countryDialingCode: input.countryDialingCode,
      mobileNum: input.mobileNum.trim(),
      verifyCode: input.verifyCode.trim(),
      newPassword: input.newPassword,
    });
    return answer.ok ? { kind: 'reset' } : { kind: 'error', error: answer.error };
  });
  return locked.ran ? locked.value : { kind: 'ignored' };
}
