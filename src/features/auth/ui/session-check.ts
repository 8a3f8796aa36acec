/**
 * useSessionCheck() (and <SessionCheck>, which renders nothing): on the member's screens, the session is checked once:
 * the worker refreshes the member's record (GET /wps/member/info) into Dexie. A
 * not-logged-in answer (CUSTOMER_NOT_LOGIN, 401, ...) goes through the error presenter: logout, session storage
 * cleared, 'please login', /m/login (spec §4 Session expiry, §8; ACCEPTANCE C69). The renewed name is kept.
 */
import { useEffect } from 'react';
import { presentFailure } from '../../../platform/dialogs';
import { useApi } from '../../../platform/session';
import { isNotLoggedIn } from '../../../shared/errors/catalogue';
import { readRow } from '../../../data/page-store';
import { CURRENT } from '../../../data/schema';
import { getSessionStore } from '../../../platform/session/tab-session/session-store';

export function useSessionCheck(token: string | null | undefined): void {
  const api = useApi();
  useEffect(() => {
    if (!token) return;
    let live = true;
    void api.refresh(['memberInfo']).then(async (result) => {
      if (!live || getSessionStore().token() !== token) return;
      const failure = result.ok ? result.value.failed[0]?.error : result.error;
      if (failure) {
        if (isNotLoggedIn(failure)) presentFailure(failure, { call: 'memberInfo' });
        return;
      }
      const info = (await readRow('memberInfo', CURRENT))?.value;
      if (info && live) getSessionStore().update({ id: info.id, userName: info.account, type: info.type });
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
