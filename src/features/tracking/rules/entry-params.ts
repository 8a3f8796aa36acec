/**
 * Parameters read on entry (spec §2 Rules; ACCEPTANCE F1–F9, Q79, Q81–Q83): what an entry URL's query says, sorted by
 * where it is kept. reg_info and s2s_info (localStorage) are in attribution.ts; the pixel sources of the query go to
 * localStorage under their pixelTrack names, so a later registration finds them after navigation dropped the query;
 * the traffic source, the fullscreen switch and the click ids are kept for the tab (sessionStorage).
 */
import { PIXEL_QUERY_PARAMS, type PixelTrack } from './pixel-track';

export const ENTRY_SESSION_KEY = 'tracking.entry';
export const CLICK_ID_PARAMS = ['fbclid', 'gclid', 'ttclid', 'kwaiclid', 'twclid'] as const;
export type ClickIdParam = (typeof CLICK_ID_PARAMS)[number];

/** What the tab keeps of its entries. */
export interface SessionEntry {
  /** The traffic source (Q83). */
  from?: string;
  /** fullscreen=0 was on an entry of this tab (Q82). */
  fullscreenOff?: boolean;
  clickIds?: Partial<Record<ClickIdParam, string>>;
}

/** The pixelTrack entries an entry query carries (tid, kw, cid, twclid, utm_source, obclid, kwaiclid). */
export function pixelSourcesFromQuery(query: URLSearchParams): PixelTrack {
  const found: PixelTrack = {};
  for (const [param, key] of Object.entries(PIXEL_QUERY_PARAMS)) {
    const value = query.get(param);
    if (value) found[key] = value;
  }
  return found;
}

export function parseSessionEntry(raw: string | null | undefined): SessionEntry {
  if (!raw) return {};
  try {
    const parsed = JSON.parse(raw) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return {};
    const record = parsed as Record<string, unknown>;
    const entry: SessionEntry = {};
    if (typeof record.from === 'string' && record.from) entry.from = record.from;
    if (record.fullscreenOff === true) entry.fullscreenOff = true;
    if (typeof record.clickIds === 'object' && record.clickIds !== null) {
      const clickIds: Partial<Record<ClickIdParam, string>> = {};
      for (const param of CLICK_ID_PARAMS) {
        const value = (record.clickIds as Record<string, unknown>)[param];
        if (typeof value === 'string' && value) clickIds[param] = value;
      }
      if (Object.keys(clickIds).length > 0) entry.clickIds = clickIds;
    }
    return entry;
  } catch {
    return {};
  }
}

/** The tab's entry after one more entry URL: what the query carries replaces what was kept. */
export function mergeSessionEntry(kept: SessionEntry, query: URLSearchParams): SessionEntry {
  const next: SessionEntry = { ...kept, ...(kept.clickIds ? { clickIds: { ...kept.clickIds } } : {}) };
  const from = query.get('from');
  if (from) next.from = from;
  if (query.get('fullscreen') === '0') next.fullscreenOff = true;
  for (const param of CLICK_ID_PARAMS) {
    const value = query.get(param);
    if (value) next.clickIds = { ...next.clickIds, [param]: value };
  }
  return next;
}
