/**
 * Where Refresh goes after an update prompt (spec §2; ACCEPTANCE A24, A25), for the update flow: the eight listed
 * paths reload in place; any other path goes to /m/home, keeping the tracking parameters.
 */
import { HOME_PATH, UPDATE_RELOAD_PATHS } from '../../shared/constants';
import { isOneOf } from './app-path';
import { pickTrackingParams, withTrackingParams } from './tracking-params';

export function reloadsInPlaceAfterUpdate(pathname: string): boolean {
  return isOneOf(pathname, UPDATE_RELOAD_PATHS);
}

export type AfterUpdate = { kind: 'reload' } | { kind: 'navigate'; to: string };

/** { kind: 'reload' } → location.reload(); { kind: 'navigate', to } → location.replace(to). */
export function afterUpdateTarget(pathname: string, search: string | URLSearchParams = ''): AfterUpdate {
  if (reloadsInPlaceAfterUpdate(pathname)) return { kind: 'reload' };
  return { kind: 'navigate', to: withTrackingParams(HOME_PATH, pickTrackingParams(search)) };
}
