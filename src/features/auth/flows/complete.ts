/** The success path every login and registration shares (spec §4): session stored, token to the worker, renewal. */
import { classifyFailure } from '../../../shared/errors/catalogue';
import type { ApiError } from '../../../shared/errors/result';
import type { NewSession } from '../../../platform/session/tab-session/session-store';
import type { AuthDeps, AuthOutcome, LoginFlags } from './types';

export interface RenewResult {
  error?: ApiError;
}

/**
 * Renews the session from GET /wps/member/info, which the worker stores: id, userName and type are taken from the
 * stored record. token_ip_different turns auto login off (§8, C45).
 */
export async function renewSession(deps: AuthDeps): Promise<RenewResult> {
  const refreshed = await deps.api.refresh(['memberInfo']);
  const error = refreshed.ok ? refreshed.value.failed[0]?.error : refreshed.error;
  if (error) {
    if (classifyFailure(error, { call: 'memberInfo' }).kind === 'disableAutoLogin') deps.remember.disableAutoLogin();
    return { error };
  }
  const info = await deps.storedMemberInfo();
  if (info) deps.session.update({ id: info.id, userName: info.account, type: info.type });
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
