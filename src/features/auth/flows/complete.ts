/** The success path every login and registration shares (spec §4): session stored, token to the worker, renewal. */
import { classifyFailure } from '../../../shared/errors/catalogue';
import type { ApiError } from '../../../shared/errors/result';
import type { NewSession } from '../../../platform/session/tab-session/session-store';
import type { AuthDeps, AuthOutcome, LoginFlags } from './types';

export interface RenewResult {
  error?: ApiError;
}

/**
 * Renews the session from GET /wps/member/info: id, userName and type refreshed, member info handed on.
 * token_ip_different turns auto login off (§8, C45).
 */
export async function renewSession(deps: AuthDeps): Promise<RenewResult> {
  const info = await deps.api.call('memberInfo', {});
  if (!info.ok) {
    if (classifyFailure(info.error, { call: 'memberInfo' }).kind === 'disableAutoLogin') deps.remember.disableAutoLogin();
    return { error: info.error };
  }
  deps.session.update({ id: info.value.id, userName: info.value.account, type: info.value.type });
  deps.onMemberInfo?.(info.value);
  return {};
}

export async function startSession(
  deps: AuthDeps,
  session: NewSession,
  to: (renewed: RenewResult) => string,
  flags?: LoginFlags,
): Promise<Extract<AuthOutcome, { kind: 'navigate' }>> {
  if (!deps.session.start(session)) console.warn('The session info could not be stored in sessionStorage');
  const renewed = await renewSession(deps);
  const destination = to(renewed);
  deps.navigate?.(destination);
  return {
    kind: 'navigate',
    to: destination,
    session: deps.session.get(),
    firstTimeLogin: session.firstTimeLogin,
    ...(flags ? { flags } : {}),
    ...(renewed.error ? { renewError: renewed.error } : {}),
  };
}
