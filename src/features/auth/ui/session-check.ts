/**
 * useSessionCheck() (and <SessionCheck>, which renders nothing): on the member's screens, the session is checked once against GET /wps/member/info. A
 * not-logged-in answer (CUSTOMER_NOT_LOGIN, 401, ...) goes through the error presenter: logout, session storage
 * cleared, 'please login', /m/login (spec §4 Session expiry, §8; ACCEPTANCE C69). The renewed name is kept.
 */
import { useEffect } from 'react';
import { presentFailure } from '../../../platform/dialogs';
import { useApi } from '../../../platform/session';
import { isNotLoggedIn } from '../../../shared/errors/catalogue';
import { getSessionStore } from '../../../platform/session/tab-session/session-store';

export function useSessionCheck(token: string | null | undefined): void {
  const api = useApi();
  useEffect(() => {
    if (!token) return;
    let live = true;
    void api.call('memberInfo', {}, { silent: true }).then((answer) => {
      if (!live || getSessionStore().token() !== token) return;
      if (answer.ok) getSessionStore().update({ id: answer.value.id, userName: answer.value.account, type: answer.value.type });
      else if (isNotLoggedIn(answer.error)) presentFailure(answer.error, { call: 'memberInfo' });
    });
    return () => {
      live = false;
    };
  }, [api, token]);
}

export function SessionCheck({ token }: { token: string | null | undefined }): null {
  useSessionCheck(token);
  return null;
}
