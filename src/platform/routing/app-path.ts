/**
 * Path helpers shared by the routing rules. The router (wouter) matches paths case-insensitively, decodes
 * percent-escapes and ignores a trailing slash, so every rule compares paths in that same normal form: a rule can
 * never be bypassed by spelling a path differently (/m/MEMBER/home, /m/%6Dember/home, /m/member/home/).
 */

/** decodeURI that leaves a malformed sequence as it was (the router does the same). */
function safeDecode(path: string): string {
  try {
    return path.includes('%') ? decodeURI(path) : path;
  } catch {
    return path;
  }
}

/**
 * The comparable form of a pathname: decoded, lower case, repeated slashes collapsed, no trailing slash except
 * for the section root '/m/' and the site root '/'.
 */
export function normalizePath(pathname: string): string {
  let path = safeDecode(pathname)
    .toLowerCase()
    .replace(/\/{2,}/g, '/');
  if (!path.startsWith('/')) path = `/${path}`;
  if (path === '/m/') return path;
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path;
}

export function samePath(a: string, b: string): boolean {
  return normalizePath(a) === normalizePath(b);
}

export function isOneOf(pathname: string, paths: readonly string[]): boolean {
  const path = normalizePath(pathname);
  return paths.some((candidate) => normalizePath(candidate) === path);
}

/** Non-empty path segments: /m/sports is 2, /m/ is 1, / is 0 (Q19). */
export function pathSegmentCount(pathname: string): number {
  return pathname.split('/').filter((segment) => segment !== '').length;
}

/** The query of a search string ('?a=1' or 'a=1') or of params already parsed. */
export function toParams(search: string | URLSearchParams): URLSearchParams {
  return typeof search === 'string' ? new URLSearchParams(search) : search;
}

/** '?a=1' for non-empty params, '' otherwise. */
export function toSearch(params: URLSearchParams): string {
  const query = params.toString();
  return query ? `?${query}` : '';
}
