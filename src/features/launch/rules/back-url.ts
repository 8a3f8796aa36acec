/** The way back from a game (Q52): a given http(s) address, else the absolute /m/home of this site. */
import { HOME_PATH } from '../../../shared/constants';

/** backUrl when it is an http(s) address (a path is taken relative to origin), else origin + /m/home. */
export function launchBackUrl(given: string | undefined, origin: string): string {
  const fallback = new URL(HOME_PATH, origin).href;
  if (!given) return fallback;
  try {
    const url = new URL(given, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : fallback;
  } catch {
    return fallback;
  }
}
