/**
 * The forced password change (/m/changePsw; spec §4 Login; ACCEPTANCE C73): POST /wps/member/password/change
 * (encrypted), then the go target or /m/home. A remembered login of this member keeps working with the new password.
 */
import { classifyFailure } from '../../../shared/errors/catalogue';
import { basicSafeGoTarget, HOME_ROUTE } from '../rules/destination';
import type { AuthDeps, AuthOutcome } from './types';

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
  goTarget?: string | null;
}

export async function changePassword(
  deps: Pick<AuthDeps, 'api' | 'lock' | 'remember' | 'session' | 'merchantCode' | 'safeGoTarget' | 'navigate'>,
  input: ChangePasswordInput,
): Promise<AuthOutcome> {
  const locked = await deps.lock.run(async (): Promise<AuthOutcome> => {
    const answer = await deps.api.call('passwordChange', { oldPassword: input.oldPassword, newPassword: input.newPassword });
    if (!answer.ok)
      return { kind: 'error', error: answer.error, action: classifyFailure(answer.error, { call: 'passwordChange' }) };
    const remembered = deps.remember.peek();
    const userName = deps.session.get()?.userName;
    if (
      remembered &&
      remembered.type === 'username' &&
      remembered.merchant === deps.merchantCode &&
      remembered.account === userName
    ) {
      await deps.remember.save({ ...remembered, password: input.newPassword });
    }
    if (deps.session.get()?.firstTimeLogin) deps.session.update({ firstTimeLogin: false });
    const to = (deps.safeGoTarget ?? basicSafeGoTarget)(input.goTarget) ?? HOME_ROUTE;
    deps.navigate?.(to);
    return { kind: 'navigate', to, session: deps.session.get(), firstTimeLogin: false };
  });
  return locked.ran ? locked.value : { kind: 'ignored' };
}
