/**
 * What the entry URL asks of the session (spec §2 Rules; ACCEPTANCE A22, A23): a query token is stored as the
 * session; a query sessionId (Maya) is exchanged for one, and the member is then replaced onto /m/home with the
 * sessionId removed and every other parameter kept. Credentials never stay in the address bar.
 */
import { DEVICE_MOBILE, HOME_PATH, SESSION_ID_QUERY_PARAM } from '../../shared/constants';
import { stripCredentials } from '../../shared/url';
import { toParams, toSearch } from '../routing/app-path';

export function sessionIdFromQuery(search: string | URLSearchParams): string | null {
  return toParams(search).get(SESSION_ID_QUERY_PARAM)?.trim() || null;
}

/** The query without the Maya sessionId and without credentials, as '?…' or ''. */
export function searchWithoutSessionId(search: string | URLSearchParams): string {
  const params = new URLSearchParams(toParams(search));
  params.delete(SESSION_ID_QUERY_PARAM);
  return stripCredentials(toSearch(params));
}

/** /m/home with the entry's other parameters (A23: gclid kept, sessionId gone). */
export function mayaLandingUrl(search: string | URLSearchParams): string {
  return `${HOME_PATH}${searchWithoutSessionId(search)}`;
}

/** What the stored attribution (reg_info) gives the exchange (Q29). */
export interface MayaAttribution {
  affiliateCode?: string;
  /** reg_info.originalDomain when an affiliate is stored, else the page's host name (Q29). */
  domain?: string;
}

export interface MayaEntry {
  href: string;
  hostname: string;
  deviceId: string;
  attribution?: MayaAttribution;
}

/** The body of POST /wps/session/login/maya (C106, W4): always all seven fields. */
export type MayaLoginPayload = {
  sessionId: string;
  env: string;
  registerUrl: string;
  affiliateCode: string;
  domain: string;
  loginDeviceId: string;
  device: string;
};

/**
 * The loginMaya payload (C106, Q8, Q24, Q29): sessionId and env from the query (env '' when it has none: the field is
 * always sent), registerUrl with its credentials stripped, affiliateCode from the query else from the stored
 * attribution, domain from the stored attribution else the host name, the device id and MOBILE.
 */
export function mayaLoginPayload(search: string | URLSearchParams, entry: MayaEntry): MayaLoginPayload {
  const params = toParams(search);
  return {
    sessionId: sessionIdFromQuery(params) ?? '',
    env: params.get('env')?.trim() ?? '',
    registerUrl: stripCredentials(entry.href),
    affiliateCode: params.get('affiliateCode')?.trim() || entry.attribution?.affiliateCode || '',
    domain: entry.attribution?.domain || entry.hostname,
    loginDeviceId: entry.deviceId,
    device: DEVICE_MOBILE,
  };
}
