/**
 * Logout and session expiry (spec §4 Session expiry, §8; ACCEPTANCE C69, C72, Q43). Logout calls the backend without
 * waiting, clears what the session wrote (the worker follows the session store); remembered credentials stay unless the
 * member unticked remember-me. Expiry (the not-logged-in codes) clears sessionStorage entirely and sends to /m/login.
 */
import { LOGIN_ROUTE, PLEASE_LOGIN_TEXT } from '../../../shared/errors/catalogue';
import type { AuthApi } from './types';
import type { SessionStore } from '../../../platform/session/tab-session/session-store';

export interface LogoutDeps {
  api: AuthApi;
  session: SessionStore;
}

export function logout(deps: LogoutDeps): void {
  void deps.api.call('logout', {}, { silent: true }).catch(() => undefined);
  deps.session.clear();
}

export function expireSession(deps: LogoutDeps): { alert: typeof PLEASE_LOGIN_TEXT; to: typeof LOGIN_ROUTE } {
  deps.session.clearAll();
  return { alert: PLEASE_LOGIN_TEXT, to: LOGIN_ROUTE };
}
