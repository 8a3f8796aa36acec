/**
 * Sending an SMS code without a session (spec §5, §7; ACCEPTANCE C46, C48): POST /wps/verification/sms/noLogin with
 * {countryDialingCode, mobileNum}. Under GEETESTVCODE3 a v4 captcha comes first; under v3 the code cannot be sent and
 * the failure reads 'unknown_error: Geetest service not work'.
 */
import { classifyFailure } from '../../../shared/errors/catalogue';
import { smsCaptchaRequirement } from '../rules/captcha';
import type { AuthDeps, AuthOutcome } from './types';

export interface SmsCodeInput {
  mobileNum: string;
  countryDialingCode: string;
  /** The register settings' smsTemplate, for registration codes. */
  smsTemplate?: string;
}

export type SmsCodeOutcome = { kind: 'sent' } | Extract<AuthOutcome, { kind: 'captcha' | 'error' }>;

export async function sendSmsCode(
  deps: Pick<AuthDeps, 'api' | 'captcha' | 'switches' | 'geetestVersion'>,
  input: SmsCodeInput,
): Promise<SmsCodeOutcome> {
  const requirement = smsCaptchaRequirement(!!deps.switches.GEETESTVCODE3, deps.geetestVersion);
  if (requirement === 'unsupported') return { kind: 'captcha', failure: { kind: 'unsupported' } };
  let geetestValidateV4: string | undefined;
  if (requirement === 'required') {
    if (!deps.captcha) return { kind: 'captcha', failure: { kind: 'error', code: 'captcha.unavailable' } };
    const result = await deps.captcha.verify();
    if (!result.ok) return { kind: 'captcha', failure: result.failure };
    geetestValidateV4 = result.fields.geetestValidateV4;
  }
  const answer = await deps.api.call('smsNoLogin', {
    countryDialingCode: input.countryDialingCode,
    mobileNum: input.mobileNum.trim(),
    ...(geetestValidateV4 ? { geetestValidateV4 } : {}),
    ...(input.smsTemplate ? { smsTemplate: input.smsTemplate } : {}),
  });
  if (answer.ok) return { kind: 'sent' };
  if (requirement === 'required') deps.captcha?.reset();
  return { kind: 'error', error: answer.error, action: classifyFailure(answer.error, { call: 'smsNoLogin' }) };
}
