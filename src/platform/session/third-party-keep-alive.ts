/**
 * The third-party (Maya) session keep-alive (spec §4 Third-party session; ACCEPTANCE C107, K40, Q8, Q43): while the
 * tab's session info holds a third-party environment, WPS3RD_refreshMayaTokens {env} is called every 90 s, the first
 * call 90 s after the session began. It follows the session store alone: logout, expiry or another login changes the
 * store, and the timer stops or starts again with it. A plain login has no environment, so no keep-alive.
 *
 * Its failures are silent, but for one the error catalogue says is a logout (the session is gone on the server): that
 * one is presented, unless the session it was sent for has already left the tab.
 */
import { THIRD_PARTY_KEEP_ALIVE_MS } from '../../shared/constants';
import { classifyFailure, type FailureContext } from '../../shared/errors/catalogue';
import type { ApiError, ApiResult } from '../../shared/errors/result';
import type { ApiBridge } from '../api/bridge';
import { getSessionStore, type SessionInfo, type SessionStore } from './tab-session/session-store';

export interface KeepAliveTimers {
  setInterval: (callback: () => void, ms: number) => unknown;
  clearInterval: (handle: unknown) => void;
}

const browserTimers: KeepAliveTimers = {
  setInterval: (callback, ms) => setInterval(callback, ms),
  clearInterval: (handle) => clearInterval(handle as ReturnType<typeof setInterval>),
};

export interface ThirdPartyKeepAliveDeps {
  store: Pick<SessionStore, 'get' | 'subscribe'>;
  /** Sends WPS3RD_refreshMayaTokens {env}. */
  refresh: (env: string) => Promise<ApiResult<unknown>>;
  /** Presents a failure the catalogue calls a logout. */
  presentFailure: (error: ApiError, context: FailureContext) => unknown;
  timers?: KeepAliveTimers;
  intervalMs?: number;
}

const CONTEXT: FailureContext = { call: 'refreshMayaTokens' };

/** The environment to keep alive: the session's, when it has one. */
export function keepAliveEnv(info: SessionInfo | null): string | null {
  return info && typeof info.env === 'string' && info.env !== '' ? info.env : null;
}

/** Follows the session store from now on; returns a function that stops following it and any timer. */
export function keepThirdPartySessionAlive(deps: ThirdPartyKeepAliveDeps): () => void {
  const timers = deps.timers ?? browserTimers;
  const intervalMs = deps.intervalMs ?? THIRD_PARTY_KEEP_ALIVE_MS;
  let running: { token: string; env: string; handle: unknown } | null = null;

  const stop = () => {
    if (running) timers.clearInterval(running.handle);
    running = null;
  };

  const beat = (token: string, env: string) => {
    deps.refresh(env).then(
      (result) => {
        if (result.ok || classifyFailure(result.error, CONTEXT).kind !== 'logout') return;
        if (deps.store.get()?.token !== token) return;
        deps.presentFailure(result.error, CONTEXT);
      },
      () => undefined,
    );
  };

  const follow = () => {
    const info = deps.store.get();
    const env = keepAliveEnv(info);
    if (!info || env === null) return stop();
    // A renewal of the same session (member info) keeps the timer; a new session or environment starts it again.
    if (running && running.token === info.token && running.env === env) return;
    stop();
    const { token } = info;
    running = { token, env, handle: timers.setInterval(() => beat(token, env), intervalMs) };
  };

  const unsubscribe = deps.store.subscribe(follow);
  follow();
  return () => {
    unsubscribe();
    stop();
  };
}

/** The page's keep-alive: over the tab's session store, through the API worker. */
export function startThirdPartyKeepAlive(
  api: Pick<ApiBridge, 'call'>,
  presentFailure: ThirdPartyKeepAliveDeps['presentFailure'],
): () => void {
  return keepThirdPartySessionAlive({
    store: getSessionStore(),
    refresh: (env) => api.call('refreshMayaTokens', { env }),
    presentFailure,
  });
}
