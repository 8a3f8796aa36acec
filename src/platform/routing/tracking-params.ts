/**
 * Tracking parameters across in-app navigation (spec §2; ACCEPTANCE A27, A28, Q18). The 14 preserved parameters
 * of the current URL are carried to every in-app target; those captured earlier in the tab are re-added when
 * neither the target nor the current URL has them. Every other parameter of the current URL is dropped.
 */
import { PRESERVED_QUERY_PARAMS, type PreservedQueryParam } from '../../shared/constants';
import { toParams, toSearch } from './app-path';

export type TrackingParams = Partial<Record<PreservedQueryParam, string>>;

/** The preserved parameters present (and non-empty) in a query. */
export function pickTrackingParams(search: string | URLSearchParams): TrackingParams {
  const params = toParams(search);
  const picked: TrackingParams = {};
  for (const name of PRESERVED_QUERY_PARAMS) {
    const value = params.get(name);
    if (value) picked[name] = value;
  }
  return picked;
}

/** Later sources win: merge(stored, fromUrl) keeps the stored values the URL does not override. */
export function mergeTrackingParams(...sources: TrackingParams[]): TrackingParams {
  const merged: TrackingParams = {};
  for (const source of sources) {
    for (const name of PRESERVED_QUERY_PARAMS) {
      const value = source[name];
      if (value) merged[name] = value;
    }
  }
  return merged;
}

/** Reads a stored record defensively: only known names with string values survive. */
export function parseTrackingParams(raw: string | null): TrackingParams {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    const record = value as Record<string, unknown>;
    const parsed: TrackingParams = {};
    for (const name of PRESERVED_QUERY_PARAMS) {
      const entry = record[name];
      if (typeof entry === 'string' && entry) parsed[name] = entry;
    }
    return parsed;
  } catch {
    return {};
  }
}

/**
 * An in-app target with the tracking parameters added: the target's own query first (its values win), then each
 * preserved parameter it lacks, from the current URL, else from the tab's store. A target that is not a site path
 * (another origin, a scheme) is returned unchanged.
 */
export function withTrackingParams(target: string, current: TrackingParams, stored: TrackingParams = {}): string {
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return target;
  const carried = mergeTrackingParams(stored, current);
  // Nothing to carry (most members): the target as given, without parsing it; a lobby asks this for dozens of links.
  if (Object.keys(carried).length === 0) return target;
  const hashAt = target.indexOf('#');
  const hash = hashAt < 0 ? '' : target.slice(hashAt);
  const withoutHash = hashAt < 0 ? target : target.slice(0, hashAt);
  const queryAt = withoutHash.indexOf('?');
  const path = queryAt < 0 ? withoutHash : withoutHash.slice(0, queryAt);
  const params = new URLSearchParams(queryAt < 0 ? '' : withoutHash.slice(queryAt + 1));
  for (const name of PRESERVED_QUERY_PARAMS) {
    const value = carried[name];
    if (value && !params.get(name)) params.set(name, value);
  }
  return `${path}${toSearch(params)}${hash}`;
}
