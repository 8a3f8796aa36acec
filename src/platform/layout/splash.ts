/**
 * The loading splash (spec §9; ACCEPTANCE A39): up only while nothing local can be shown (no site settings in Dexie
 * yet, and the first sync has not failed), and once up it stays at least SPLASH_MIN_VISIBLE_MS so it never flashes.
 * A repeat visit, with settings in Dexie, never shows it.
 */
import { SPLASH_MIN_VISIBLE_MS } from '../../shared/constants';

export type LocalData = 'unknown' | 'absent' | 'present';

export interface SplashState {
  visible: boolean;
  /** When it was first shown (ms, any monotonic clock); undefined while it never was. */
  shownAt?: number;
}

/**
 * The next splash state. waiting: nothing local can be shown yet (settings absent and the sync still running).
 * Returns the state and, when the splash may go later, how long until it may.
 */
export function nextSplash(state: SplashState, waiting: boolean, now: number): { state: SplashState; hideInMs?: number } {
  if (waiting) return { state: state.visible ? state : { visible: true, shownAt: now } };
  if (!state.visible) return { state };
  const remaining = (state.shownAt ?? now) + SPLASH_MIN_VISIBLE_MS - now;
  if (remaining > 0) return { state, hideInMs: remaining };
  return { state: { ...state, visible: false } };
}

/** The splash waits only when Dexie is known to have no settings and the first sync has not given up. */
export function splashWaiting(local: LocalData, syncFailed: boolean): boolean {
  return local === 'absent' && !syncFailed;
}
