/**
 * The session on entry (spec §2 Rules; ACCEPTANCE A20, A22, A23, C106, Q8, Q24), run once before the first render:
 * - a query token (or tokens) is stored as the session (forward-session.ts hands the session to the API worker);
 * - token, tokens and authorization leave the address bar once stored;
 * - a query sessionId is exchanged through the worker (loginMaya) once the merchant is known; the session keeps the
 *   third-party user and its environment (the keep-alive follows them), and the member is replaced onto /m/home with
 *   sessionId removed and every other parameter kept (no new history entry). A refused sessionId is alerted through
 *   the error catalogue and leaves no new session.
 */
import { stripCredentials } from '../../shared/url';
import type { ApiError } from '../../shared/errors/result';
import type { ApiBridge } from '../api/bridge';
import { tokenFromQuery } from '../routing/guard';
import { browserDeviceId } from './device-id';
import { getSessionStore } from './tab-session/session-store';
import { mayaLandingUrl, searchWithoutSessionId, sessionIdFromQuery, type MayaAttribution } from './entry';
import { whenMerchantKnown } from './merchant';
import { sessionFromToken } from './session-info';
import { patchSession, readSession, saveSession } from './session-store';

export interface StartedSession {
  /** Settles when a query sessionId has been exchanged (true) or refused (false); null when there was none. */
  maya: Promise<boolean> | null;
}

/** Presents a failed call through the error catalogue (the app's presentFailure). */
export type FailurePresenterPort = (error: ApiError, context: { call: string }) => unknown;

export interface StartSessionOptions {
  presentFailure: FailurePresenterPort;
  /** The stored attribution (reg_info), read when the exchange is sent: by then the entry's own is stored too. */
  attribution?: () => MayaAttribution | undefined;
}

function replaceAddress(url: string): void {
  if (url !== `${location.pathname}${location.search}${location.hash}`) history.replaceState(history.state, '', url);
}

export function startSession(api: ApiBridge, options: StartSessionOptions): StartedSession {
  const entrySearch = location.search;
  const stored = readSession();
  const token = tokenFromQuery(entrySearch);
  if (token) {
    const info = sessionFromToken(token, '', stored);
    saveSession(info);
    if (!info.merchantCode) {
      void whenMerchantKnown().then((code) => {
        if (code && readSession()?.token === token) patchSession({ merchantCode: code });
      });
    }
  }

  replaceAddress(stripCredentials(`${location.pathname}${location.search}${location.hash}`));

  if (!sessionIdFromQuery(entrySearch)) return { maya: null };
  // The exchange's code loads only for an entry that carries a sessionId.
  return {
    maya: import('./maya-exchange').then(({ exchangeMayaSession }) =>
      exchangeMayaSession({
        api,
        search: stripCredentials(entrySearch),
        merchantCode: () => whenMerchantKnown(),
        entry: () => ({
          href: location.href,
          hostname: location.hostname,
          deviceId: browserDeviceId(),
          attribution: options.attribution?.(),
        }),
        store: getSessionStore(),
        presentFailure: options.presentFailure,
        leave: (exchanged) =>
          replaceAddress(
            exchanged
              ? `${mayaLandingUrl(location.search)}${location.hash}`
              : `${location.pathname}${searchWithoutSessionId(location.search)}${location.hash}`,
          ),
      }),
    ),
  };
}
