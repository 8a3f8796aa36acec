/** Query parameters that carry credentials and must never reach a request URL, a log or a report (spec §5, ACCEPTANCE Q24). */
export const CREDENTIAL_QUERY_PARAMS = ['token', 'tokens', 'authorization'] as const;

/** Compares a decoded name as a URL parser reads it: tabs and newlines in an address are dropped. */
function isCredentialParam(name: string): boolean {
  return (CREDENTIAL_QUERY_PARAMS as readonly string[]).includes(name.replace(/[\t\n\r]/g, '').toLowerCase());
}

/** decodeURIComponent that never throws: a malformed escape (`%E0`, a lone `%`) leaves the text as it came. */
export function decodeComponent(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A lone surrogate (half of a UTF-16 pair), which encodeURIComponent refuses with "URI malformed". */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** encodeURIComponent that never throws: a lone surrogate (possible in any JSON text) is encoded as U+FFFD. */
export function encodeComponent(text: string): string {
  return encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'));
}

/** Removes token and authorization parameters from an absolute or relative URL, keeping everything else. */
export function stripCredentials(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const hashStart = url.indexOf('#', queryStart);
  const base = url.slice(0, queryStart);
  const query = url.slice(queryStart + 1, hashStart < 0 ? undefined : hashStart);
  const hash = hashStart < 0 ? '' : url.slice(hashStart);
  const kept = query.split('&').filter((pair) => pair !== '' && !isCredentialParam(decodeComponent(pair.split('=')[0] ?? '')));
  return kept.length ? `${base}?${kept.join('&')}${hash}` : `${base}${hash}`;
}
