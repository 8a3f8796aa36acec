/**
 * The one place the API worker hears of the tab's session: the token now, then every change of it, as the session
 * store changes (logins, logouts, expiry and entry tokens only change the store). The store tells its listeners at
 * once, so the worker's token is in place before any call that follows the change (messages stay in order).
 */
import { getSessionStore, type SessionStore } from './tab-session/session-store';

export function forwardSession(
  api: { setSession(token: string | null): unknown },
  store: Pick<SessionStore, 'get' | 'subscribe'> = getSessionStore(),
): () => void {
  let forwarded: string | null | undefined;
  const forward = () => {
    const token = store.get()?.token || null;
    if (token === forwarded) return;
    forwarded = token;
    void api.setSession(token);
  };
  const unsubscribe = store.subscribe(forward);
  forward();
  return unsubscribe;
}
