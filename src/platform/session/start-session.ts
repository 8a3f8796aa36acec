/**
 * The session on entry (spec §2 Rules; ACCEPTANCE A20, A22, A23, Q24), run once before the first render:
 * - a query token (or tokens) is stored as the session (forward-session.ts hands the session to the API worker);
 * - token, tokens and authorization leave the address bar once stored;
 * - a query sessionId is exchanged through the worker (loginMaya) once the merchant is known, then the member is
 *   replaced onto /m/home with sessionId removed and every other parameter kept (no new history entry).
 */
import { stripCredentials } from '../../shared/url';
import type { ApiBridge } from '../api/bridge';
import { tokenFromQuery } from '../routing/guard';
import { browserDeviceId } from './device-id';
import { sessionFromLogin } from './tab-session/session-store';
import { mayaLandingUrl, mayaLoginPayload, searchWithoutSessionId, sessionIdFromQuery } from './entry';
import { whenMerchantKnown } from './merchant';
import { sessionFromToken } from './session-info';
import { patchSession, readSession, saveSession } from './session-store';

export interface StartedSession {
  /** Settles when a query sessionId has been exchanged (true) or refused (false); null when there was none. */
  maya: Promise<boolean> | null;
}

function replaceAddress(url: string): void {
  if (url !== `${location.pathname}${location.search}${location.hash}`) history.replaceState(history.state, '', url);
}

async function exchangeMayaSession(api: ApiBridge, entrySearch: string): Promise<boolean> {
  const merchantCode = await whenMerchantKnown();
  const payload = mayaLoginPayload(entrySearch, {
    href: location.href,
    hostname: location.hostname,
    deviceId: browserDeviceId(),
  });
  const result = merchantCode ? await api.call('loginMaya', payload) : null;
  if (result?.ok) {
    saveSession(sessionFromLogin(result.value, merchantCode ?? ''));
    replaceAddress(`${mayaLandingUrl(location.search)}${location.hash}`);
    return true;
  }
  console.warn('The sessionId could not be exchanged for a session', result?.ok === false ? result.error : 'merchant unknown');
  // Drop the spent sessionId, so a reload does not try it again; the member stays where they are, as a guest.
  replaceAddress(`${location.pathname}${searchWithoutSessionId(location.search)}${location.hash}`);
  return false;
}

export function startSession(api: ApiBridge): StartedSession {
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

  return { maya: sessionIdFromQuery(entrySearch) ? exchangeMayaSession(api, stripCredentials(entrySearch)) : null };
}
