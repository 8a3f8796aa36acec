/**
 * The go parameter (spec §2; ACCEPTANCE A17, A18): after login or registration the member goes to the go target,
 * accepted only when it is a path under /m/ on this site; anything else, or nothing, lands on /m/home.
 */
import { GO_QUERY_PARAM, GO_TARGET_PREFIX, HOME_PATH } from '../../shared/constants';
import { stripCredentials } from '../../shared/url';
import { isOneOf, toParams } from './app-path';

/** A base no real page has: a target that resolves anywhere else named another origin. */
const PROBE_ORIGIN = 'https://go-target.invalid';

/** Entry screens: going back to them after logging in would only show them again. */
const ENTRY_PATHS = ['/m/login', '/m/register', '/m/register.html'];

/**
 * The go target when it is acceptable, else null. Rejected: absolute and protocol-relative URLs (https://…, //host,
 * /\host), schemes (javascript:), anything not under /m/ (/home, /m), dot segments that climb out of /m/, control
 * characters, encoded slashes or backslashes that another decoder could turn into //host, and the entry screens
 * themselves. The accepted target is returned normalised (as the URL parser resolves it), without credentials.
 * (The shape of the auth feature's SafeGoTarget.)
 */
export function acceptedGoTarget(go: string | null | undefined): string | null {
  if (!go) return null;
  const raw = go.trim();
  if (!raw.startsWith(GO_TARGET_PREFIX)) return null;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return null;
  // Encoded slashes or backslashes in the path could become //host for another decoder; in the query they are data.
  const path = raw.split(/[?#]/, 1)[0] ?? '';
  if (/%(2f|5c|00)/i.test(path)) return null;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || !url.pathname.startsWith(GO_TARGET_PREFIX)) return null;
  if (isOneOf(url.pathname, ENTRY_PATHS)) return null;
  return stripCredentials(`${url.pathname}${url.search}${url.hash}`);
}

/** The in-app path to continue to after login or registration: the accepted go target, else /m/home. */
export function safeGoTarget(go: string | null | undefined): string {
  return acceptedGoTarget(go) ?? HOME_PATH;
}

/** The go target named in a query (decoded once by URLSearchParams), made safe. */
export function goTargetFromQuery(search: string | URLSearchParams): string {
  return safeGoTarget(toParams(search).get(GO_QUERY_PARAM));
}
