/**
 * Referral rules (ACCEPTANCE D54, D55, Q63, Q64): a member's invite link is this origin's registration page carrying
 * their referral code, and an agent registers a downline member with the normal register payload, their own code in
 * it, and login off, so the agent's session stays their own.
 */
import { REGISTER_PATH } from '../../shared/constants';
import type { RegisterRequest } from '../../shared/contract';
import { buildRegisterPayload, type RegisterContext } from '../auth';

export const REFERRAL_CODE_PARAM = 'referralCode';

/** origin + /m/register?referralCode=… (Q63). */
export function referralLink(origin: string, referralCode: string): string {
  const url = new URL(REGISTER_PATH, origin);
  url.searchParams.set(REFERRAL_CODE_PARAM, referralCode);
  return url.toString();
}

export interface DownlineForm {
  username: string;
  password: string;
}

/**
 * The register payload of a downline member: the agent's referral code instead of any stored attribution, and no
 * login (the new member's session is not started in the agent's tab).
 */
export function downlineRegisterPayload(
  form: DownlineForm,
  agentReferralCode: string,
  context: Omit<RegisterContext, 'attribution' | 'pixelTrack' | 'social'>,
): RegisterRequest {
  const payload = buildRegisterPayload({ kind: 'username', username: form.username, password: form.password }, context);
  return { ...payload, login: false, referralCode: agentReferralCode };
}
