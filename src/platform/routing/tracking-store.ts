/**
 * The tab's store of tracking parameters (ACCEPTANCE A28, Q18): whatever the URL carried is saved in
 * sessionStorage, and in-app navigation re-adds it when the target and the current URL lack it.
 */
import { guardedSetItem } from '../session/tab-session/session-storage';
import { mergeTrackingParams, parseTrackingParams, pickTrackingParams, type TrackingParams } from './tracking-params';

export const TRACKING_PARAMS_KEY = 'trackingParams';

export function readStoredTrackingParams(): TrackingParams {
  try {
    return parseTrackingParams(sessionStorage.getItem(TRACKING_PARAMS_KEY));
  } catch {
    return {};
  }
}

/** Saves the tracking parameters of a query over the stored ones; true when the store changed. */
export function captureTrackingParams(search: string): boolean {
  const fresh = pickTrackingParams(search);
  if (Object.keys(fresh).length === 0) return false;
  const stored = readStoredTrackingParams();
  const next = mergeTrackingParams(stored, fresh);
  if (JSON.stringify(next) === JSON.stringify(stored)) return false;
  try {
    return guardedSetItem(sessionStorage, TRACKING_PARAMS_KEY, JSON.stringify(next));
  } catch {
    return false;
  }
}
