/**
 * LINE Login's redirect flow, as pure rules (spec §4 Social login, §7; ACCEPTANCE C95, C96, C100, Q46): the authorize
 * address with the channel id, scope 'profile openid', a random state and a redirect back to /m/login; and what the
 * return to /m/login carries (code and state, or LINE's error), checked against the state kept before leaving.
 */
import { LINE_AUTHORIZE_URL, LINE_SCOPE, LOGIN_PATH } from '../../../shared/constants';

/** What the page keeps in sessionStorage across the trip to LINE: the state it sent and where the login goes on. */
export interface LineTrip {
  state: string;
  goTarget: string | null;
}

export type LineReturn =
  /** No LINE answer in the address. */
  | { kind: 'none' }
  /** A code for this page's own request. */
  | { kind: 'code'; code: string; goTarget: string | null }
  /** A code or error without a matching state: not this page's request (ignored with a warning, Q46). */
  | { kind: 'stateMismatch' }
  /** LINE refused: the member cancelled, or its error description (shown when it starts with 'Failure', C100). */
  | { kind: 'error'; error: string; description: string };

const RETURN_PARAMS = ['code', 'state', 'error', 'error_description', 'friendship_status_changed'] as const;

/** The address LINE sends the member back to: /m/login on this origin (it must equal the one the code is redeemed with). */
export function lineRedirectUri(origin: string): string {
  return `${origin}${LOGIN_PATH}`;
}

/** LINE's authorize address (C95); base is the runtime config's lineAuthorizeUrl, resolved against the page. */
export function lineAuthorizeUrl(options: {
  base: string | undefined;
  pageHref: string;
  clientId: string;
  redirectUri: string;
  state: string;
}): string {
  const url = new URL(options.base || LINE_AUTHORIZE_URL, options.pageHref);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('client_id', options.clientId);
  url.searchParams.set('redirect_uri', options.redirectUri);
  url.searchParams.set('state', options.state);
  // URLSearchParams writes a space as '+'; LINE's documentation (and C95) write it as %20.
  return `${url.origin}${url.pathname}?${url.searchParams.toString()}&scope=${encodeURIComponent(LINE_SCOPE)}`;
}

/** A state that cannot be guessed: 128 random bits as hex. */
export function newLineState(
  random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes),
): string {
  return Array.from(random(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What the address says on the way back from LINE, checked against the trip this tab started (C96, Q46). */
export function readLineReturn(search: string, trip: LineTrip | null): LineReturn {
  const params = new URLSearchParams(search);
  const code = params.get('code');
  const error = params.get('error');
  if (!code && !error) return { kind: 'none' };
  const state = params.get('state');
  if (!trip || !state || state !== trip.state) return { kind: 'stateMismatch' };
  if (error || !code) return { kind: 'error', error: error ?? '', description: params.get('error_description') ?? '' };
  return { kind: 'code', code, goTarget: trip.goTarget };
}

/** The query without LINE's answer ('?…' or ''): code and state leave the address after the exchange (C96). */
export function searchWithoutLineReturn(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of RETURN_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** LINE SDK and app failures whose message starts with 'Failure' are shown to the member (C100); others are quiet. */
export function isShownLineFailure(description: string): boolean {
  return description.startsWith('Failure');
}

/** The sessionStorage form of a trip; anything unreadable is no trip. */
export function parseLineTrip(text: string | null): LineTrip | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<LineTrip>;
    if (typeof value.state !== 'string' || !value.state) return null;
    return { state: value.state, goTarget: typeof value.goTarget === 'string' ? value.goTarget : null };
  } catch {
    return null;
  }
}
