/**
 * The go parameter (spec §2; ACCEPTANCE A17, A18): after login or registration the member goes to the go target,
 * accepted only when it is a path under /m/ on this site; anything else, or nothing, lands on /m/home.
 */
import { GO_QUERY_PARAM, GO_TARGET_PREFIX, HOME_PATH } from '../../shared/constants';
import { safeSitePath } from '../../shared/outgoing-url';
import { stripCredentials } from '../../shared/url';
import { isOneOf, toParams } from './app-path';

/** Entry screens: going back to them after logging in would only show them again. */
const ENTRY_PATHS = ['/m/login', '/m/register', '/m/register.html'];

/**
 * The go target when it is acceptable, else null: a path of this site (safeSitePath refuses absolute and
 * protocol-relative URLs, schemes, control characters and encoded slashes) that is under /m/ both as written and as
 * resolved (no dot segments climbing out), and not an entry screen. The accepted target is returned normalised, without
 * credentials. (The shape of the auth feature's SafeGoTarget.)
 */
export function acceptedGoTarget(go: string | null | undefined): string | null {
  if (!go?.trim().startsWith(GO_TARGET_PREFIX)) return null;
  const target = safeSitePath(go);
  if (!target?.startsWith(GO_TARGET_PREFIX)) return null;
  if (isOneOf(target.split(/[?#]/, 1)[0] ?? '', ENTRY_PATHS)) return null;
  return stripCredentials(target);
}

/** The in-app path to continue to after login or registration: the accepted go target, else /m/home. */
export function safeGoTarget(go: string | null | undefined): string {
  return acceptedGoTarget(go) ?? HOME_PATH;
}

/** The go target named in a query (decoded once by URLSearchParams), made safe. */
export function goTargetFromQuery(search: string | URLSearchParams): string {
  return safeGoTarget(toParams(search).get(GO_QUERY_PARAM));
}
