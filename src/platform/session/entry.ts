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

export interface MayaEntry {
  href: string;
  hostname: string;
  deviceId: string;
}

/** The loginMaya payload: sessionId, env, registerUrl (credentials stripped, Q24), affiliateCode, domain, device id. */
export function mayaLoginPayload(search: string | URLSearchParams, entry: MayaEntry): Record<string, unknown> {
  const params = toParams(search);
  const payload: Record<string, unknown> = {
    sessionId: sessionIdFromQuery(params) ?? '',
    registerUrl: stripCredentials(entry.href),
    affiliateCode: params.get('affiliateCode') ?? '',
    domain: entry.hostname,
    loginDeviceId: entry.deviceId,
    device: DEVICE_MOBILE,
  };
  const env = params.get('env');
  if (env) payload.env = env;
  return payload;
}
