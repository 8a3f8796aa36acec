/**
 * The route guard's rules (spec §2; ACCEPTANCE A8, A12, A13, A15, A19–A21, Q1, Q7, Q14, Q17). A guarded route
 * sends a visitor without a token to /m/login?go=<where they were going>; /m/feedback sends them home instead;
 * redirectUrl or backUrl in the query suppresses the login redirect and the page asks for a login itself.
 */
import {
  GO_QUERY_PARAM,
  GUARDED_PATH_PREFIXES,
  GUARDED_PATHS,
  HOME_PATH,
  LOGIN_PATH,
  LOGIN_SUPPRESS_QUERY_PARAMS,
  SESSION_OR_HOME_PATHS,
  TOKEN_QUERY_PARAMS,
  TRIAL_PLAY_TYPE,
} from '../../shared/constants';
import { encodeComponent, stripCredentials } from '../../shared/url';
import { isOneOf, normalizePath, toParams, toSearch } from './app-path';

/** A trial launch (playType=trial) is free play and needs no session (D20). */
export function isTrialLaunch(search: string | URLSearchParams): boolean {
  return (toParams(search).get('playType') ?? '').trim().toLowerCase() === TRIAL_PLAY_TYPE;
}

/** Q1: /m/member and everything under it, /m/changePsw, /m/agentRegister, and a real-money /m/launchGame. */
export function isGuardedPath(pathname: string, search: string | URLSearchParams = ''): boolean {
  const path = normalizePath(pathname);
  const underPrefix = GUARDED_PATH_PREFIXES.some((prefix) => {
    const normal = normalizePath(prefix);
    return path === normal || path.startsWith(`${normal}/`);
  });
  if (underPrefix) return true;
  if (!isOneOf(path, GUARDED_PATHS)) return false;
  return !(isOneOf(path, ['/m/launchGame']) && isTrialLaunch(search));
}

/** A15: without a session these paths go to /m/home, not to /m/login. */
export function isSessionOrHomePath(pathname: string): boolean {
  return isOneOf(pathname, SESSION_OR_HOME_PATHS);
}

/** Q7: redirectUrl or backUrl in the query suppresses the login redirect. */
export function isLoginSuppressed(search: string | URLSearchParams): boolean {
  const params = toParams(search);
  return LOGIN_SUPPRESS_QUERY_PARAMS.some((name) => params.has(name));
}

/** The token from query `token`, else `tokens` (its first non-empty comma-separated entry, Q17); null if none. */
export function tokenFromQuery(search: string | URLSearchParams): string | null {
  const params = toParams(search);
  for (const name of TOKEN_QUERY_PARAMS) {
    for (const value of params.getAll(name)) {
      const token = value
        .split(',')
        .map((entry) => entry.trim())
        .find((entry) => entry !== '');
      if (token) return token;
    }
  }
  return null;
}

/** /m/login?go=<original path and query, credentials removed> (Q14). */
export function loginRedirectTarget(pathname: string, search: string | URLSearchParams = ''): string {
  const original = stripCredentials(`${pathname}${toSearch(toParams(search))}`);
  return `${LOGIN_PATH}?${GO_QUERY_PARAM}=${encodeComponent(original)}`;
}

export type GuardDecision =
  | { kind: 'allow' }
  /** Guarded, no session, but redirectUrl or backUrl is present: render the page, which asks for a login. */
  | { kind: 'suppressed' }
  | { kind: 'redirect'; to: string; reason: 'login' | 'home' };

export interface GuardInput {
  pathname: string;
  search: string | URLSearchParams;
  /** The stored session's token, if any. */
  storedToken: string | null | undefined;
}

/** What the guard does for one location: let it render, redirect (replace) to login or home, or let the page ask. */
export function guardDecision({ pathname, search, storedToken }: GuardInput): GuardDecision {
  const hasToken = Boolean(tokenFromQuery(search) || storedToken);
  if (hasToken) return { kind: 'allow' };
  if (isSessionOrHomePath(pathname)) return { kind: 'redirect', to: HOME_PATH, reason: 'home' };
  if (!isGuardedPath(pathname, search)) return { kind: 'allow' };
  if (isLoginSuppressed(search)) return { kind: 'suppressed' };
  return { kind: 'redirect', to: loginRedirectTarget(pathname, search), reason: 'login' };
}
