/**
 * The Maya (third-party) session exchange (spec §4 Third-party session, §7; ACCEPTANCE C106, Q8): the entry's
 * sessionId, sent with the page's attribution once the merchant is known, becomes the tab's session with its
 * third-party user and environment; a refusal is alerted through the error catalogue and stores nothing.
 */
import type { ApiBridge } from '../api/bridge';
import { mayaLoginPayload, type MayaEntry } from './entry';
import type { FailurePresenterPort } from './start-session';
import { sessionFromMayaLogin, type SessionStore } from './tab-session/session-store';

export interface MayaExchangeDeps {
  api: Pick<ApiBridge, 'call'>;
  /** The entry's query, its credentials stripped. */
  search: string;
  merchantCode: () => Promise<string | null>;
  /** The address, the device id and the stored attribution, read once the merchant is known. */
  entry: () => MayaEntry;
  store: Pick<SessionStore, 'start'>;
  presentFailure: FailurePresenterPort;
  /** Takes the sessionId out of the address bar: onto /m/home after an exchange, in place after a refusal. */
  leave: (exchanged: boolean) => void;
}

/** Exchanges the entry's sessionId for a session (C106): true when one was stored. */
export async function exchangeMayaSession(deps: MayaExchangeDeps): Promise<boolean> {
  const merchantCode = await deps.merchantCode();
  const payload = mayaLoginPayload(deps.search, deps.entry());
  const result = merchantCode ? await deps.api.call('loginMaya', payload) : null;
  if (result?.ok && deps.store.start(sessionFromMayaLogin(result.value, merchantCode ?? '', payload.env))) {
    deps.leave(true);
    return true;
  }
  if (result?.ok === false) deps.presentFailure(result.error, { call: 'loginMaya' });
  console.warn('The sessionId could not be exchanged for a session', result?.ok === false ? result.error : 'not stored');
  // The spent sessionId goes, so a reload does not try it again; the member stays where they are, as a guest.
  deps.leave(false);
  return false;
}
