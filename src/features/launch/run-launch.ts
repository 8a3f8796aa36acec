/**
 * Runs one game launch (spec §4 Game launch; ACCEPTANCE D15–D18, D21, F26, Q54): the in-app restriction, the call
 * under the loader, the tracking event, the 150 ms launch delay, then the navigation with a 10 s watchdog that says
 * timeout_retry_please when the page was never left. Effects are passed in, so the timing is tested with fake timers.
 */
import { LAUNCH_DELAY_MS, LAUNCH_REDIRECT_WATCHDOG_MS } from '../../shared/constants';
import { ErrorCode, type LaunchGameValue } from '../../shared/contract';
import type { ApiError, ApiResult } from '../../shared/errors/result';
import { gameUrlOf } from './rules/game-url';

export type LaunchCall = 'launchGame' | 'gameTrialLaunch';
export type LaunchEventName = 'gameLaunch' | 'startTrial';

export interface LaunchPlan {
  /** The contract name of the call, for the error catalogue (ECONNABORTED → timeout_retry_please). */
  call: LaunchCall;
  event: { name: LaunchEventName; value: Record<string, string> };
  /** Sends the launch call (its own 10 s timeout ends in ECONNABORTED). */
  fetchGameUrl(): Promise<ApiResult<LaunchGameValue | unknown>>;
}

/** The part of a window a launch in a new window needs. */
export interface TargetWindow {
  close(): void;
  location: { replace(url: string): void };
}

export interface LaunchEffects {
  /** Base for a relative gameUrl (location.href). */
  base: string;
  alertStartGameError(): void;
  alertPopupBlocked(): void;
  /** Hands a failure to the error catalogue with the call's name. */
  presentFailure(error: ApiError, call: LaunchCall): void;
  showLoader(): () => void;
  track(name: LaunchEventName, value: Record<string, string>): Promise<void>;
  assign(url: string): void;
  /** Calls back when the page is being left (pagehide); returns the unsubscribe. */
  onLeave(listener: () => void): () => void;
  /** window.open of an empty window, inside the tap; null when the browser blocked it. */
  openWindow(): TargetWindow | null;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export type LaunchOutcome =
  /** STARTGAMEINAPP3 outside the app and the home screen: label_start_game_error (D18). */
  | { kind: 'blocked' }
  | { kind: 'popupBlocked' }
  | { kind: 'failed'; error: ApiError }
  /** The page is being left for the game. */
  | { kind: 'left' }
  /** No navigation away 10 s after the game's address was set (D17). */
  | { kind: 'stalled' }
  /** The game opened in its own window (D21). */
  | { kind: 'opened' };

/** A success without a usable gameUrl is a failure like any other (shown as unknown_error). */
function missingUrl(call: LaunchCall): ApiError {
  return { code: ErrorCode.INVALID_RESPONSE, path: call };
}

/** The watchdog's failure: the catalogue turns a launch call's timeout into timeout_retry_please. */
function noRedirect(call: LaunchCall): ApiError {
  return { code: ErrorCode.TIMEOUT, path: call, message: `no navigation ${LAUNCH_REDIRECT_WATCHDOG_MS} ms after the launch` };
}

async function resolveGameUrl(
  plan: LaunchPlan,
  effects: LaunchEffects,
): Promise<{ ok: true; url: string } | { ok: false; error: ApiError }> {
  const result = await plan.fetchGameUrl();
  if (!result.ok) return { ok: false, error: result.error };
  const url = gameUrlOf(result.value, effects.base);
  return url ? { ok: true, url } : { ok: false, error: missingUrl(plan.call) };
}

function record(plan: LaunchPlan, effects: LaunchEffects): Promise<void> {
  return effects.track(plan.event.name, plan.event.value).catch((error: unknown) => {
    console.error('Could not record the launch event', error);
  });
}

/** Launches in this page: location.assign after the launch delay, then the no-redirect watchdog. */
export async function runLaunch(plan: LaunchPlan, allowed: boolean, effects: LaunchEffects): Promise<LaunchOutcome> {
  if (!allowed) {
    effects.alertStartGameError();
    return { kind: 'blocked' };
  }
  const hideLoader = effects.showLoader();
  const answer = await resolveGameUrl(plan, effects);
  if (!answer.ok) {
    hideLoader();
    effects.presentFailure(answer.error, plan.call);
    return { kind: 'failed', error: answer.error };
  }
  const tracked = record(plan, effects);
  await new Promise<void>((resolve) => effects.setTimeout(resolve, LAUNCH_DELAY_MS));
  await tracked;
  return new Promise<LaunchOutcome>((resolve) => {
    const stopListening = effects.onLeave(() => {
      effects.clearTimeout(watchdog);
      stopListening();
      resolve({ kind: 'left' });
    });
    const watchdog = effects.setTimeout(() => {
      stopListening();
      hideLoader();
      effects.presentFailure(noRedirect(plan.call), plan.call);
      resolve({ kind: 'stalled' });
    }, LAUNCH_REDIRECT_WATCHDOG_MS);
    effects.assign(answer.url);
  });
}

/**
 * Launches into a new window (iOS trial, D21). Call it synchronously from the tap: the window is opened before the
 * first await, while the browser still counts the tap as the user's gesture.
 */
export function runLaunchInWindow(plan: LaunchPlan, allowed: boolean, effects: LaunchEffects): Promise<LaunchOutcome> {
  if (!allowed) {
    effects.alertStartGameError();
    return Promise.resolve({ kind: 'blocked' });
  }
  const target = effects.openWindow();
  if (!target) {
    effects.alertPopupBlocked();
    return Promise.resolve({ kind: 'popupBlocked' });
  }
  return (async (): Promise<LaunchOutcome> => {
    const answer = await resolveGameUrl(plan, effects);
    if (!answer.ok) {
      target.close();
      effects.presentFailure(answer.error, plan.call);
      return { kind: 'failed', error: answer.error };
    }
    await record(plan, effects);
    target.location.replace(answer.url);
    return { kind: 'opened' };
  })();
}
