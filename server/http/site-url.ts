/**
 * A mangled link to the site still opens the site: a malformed percent-escape in a `/m/` path (`/m/%E0`, a lone `%`)
 * would stop the router with a 400 before the shell fallback; escaped as text (`%25E0`), the path routes as usual (the
 * shell for a page, 404 for a missing asset) and the page handles the address itself. Other paths keep their 400.
 */
import { decodeComponent } from '../../src/shared/url';

const SITE_PREFIX = '/m/';
/**
 * A run of percent-escapes (decoded together: one UTF-8 character may take several), or a lone `%`. A run that decodes
 * always reads differently; decodeComponent leaves one that does not as it came.
 */
const ESCAPES = /(?:%[0-9A-Fa-f]{2})+|%/g;

export function routableSiteUrl(url: string): string {
  if (!url.startsWith(SITE_PREFIX)) return url;
  const queryStart = url.indexOf('?');
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  const readable = path.replace(ESCAPES, (run) => (decodeComponent(run) !== run ? run : run.replaceAll('%', '%25')));
  return readable === path ? url : `${readable}${queryStart < 0 ? '' : url.slice(queryStart)}`;
}
