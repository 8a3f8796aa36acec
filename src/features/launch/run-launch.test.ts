/** The launch runner (spec §4 Game launch; ACCEPTANCE D15–D18, D21, F26, Q54), driven with fake timers. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runLaunch, runLaunchInWindow, type LaunchEffects, type LaunchPlan } from './run-launch';
import { LAUNCH_DELAY_MS, LAUNCH_REDIRECT_WATCHDOG_MS } from '../../shared/constants';
import type { ApiError, ApiResult } from '../../shared/errors/result';

const GAME_URL = 'https://www.vnl.test/__emu/game/VN_HN';

function fakeEffects() {
  const log: string[] = [];
  const leaveListeners = new Set<() => void>();
  const failures: { error: ApiError; call: string }[] = [];
  const target = { close: vi.fn(), location: { replace: vi.fn() } };
  let windowBlocked = false;
  const effects: LaunchEffects = {
    base: 'https://www.vnl.test/m/launchGame',
    alertStartGameError: () => log.push('alert:label_start_game_error'),
    alertPopupBlocked: () => log.push('alert:popup_blocked'),
    presentFailure: (error, call) => {
      failures.push({ error, call });
      log.push(`failure:${error.code}`);
    },
    showLoader: () => {
      log.push('loader:show');
      return () => log.push('loader:hide');
    },
    track: (name) => {
      log.push(`track:${name}`);
      return Promise.resolve();
    },
    assign: (url) => log.push(`assign:${url}`),
    onLeave: (listener) => {
      leaveListeners.add(listener);
      return () => leaveListeners.delete(listener);
    },
    openWindow: () => {
      log.push('window:open');
      return windowBlocked ? null : target;
    },
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  return {
    effects,
    log,
    failures,
    target,
    leave: () => [...leaveListeners].forEach((listener) => listener()),
    leaveListeners,
    blockWindow: () => (windowBlocked = true),
  };
}

function plan(result: ApiResult<unknown>, fetched: string[] = []): LaunchPlan {
  return {
    call: 'launchGame',
    event: { name: 'gameLaunch', value: { gameCode: 'VN_HN' } },
    fetchGameUrl: () => {
      fetched.push('fetch');
      return Promise.resolve(result);
    },
  };
}

const okUrl: ApiResult<unknown> = { ok: true, value: { gameUrl: GAME_URL } };

describe('runLaunch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('STARTGAMEINAPP3 outside the app: label_start_game_error and no call (D18)', async () => {
    const fake = fakeEffects();
    const fetched: string[] = [];
    await expect(runLaunch(plan(okUrl, fetched), false, fake.effects)).resolves.toEqual({ kind: 'blocked' });
    expect(fake.log).toEqual(['alert:label_start_game_error']);
    expect(fetched).toEqual([]);
  });

  it('tracks, then navigates to gameUrl no sooner than 150 ms after the answer (D15, F26, Q54)', async () => {
    const fake = fakeEffects();
    const outcome = runLaunch(plan(okUrl), true, fake.effects);
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.log).toEqual(['loader:show', 'track:gameLaunch']);
    await vi.advanceTimersByTimeAsync(LAUNCH_DELAY_MS - 1);
    expect(fake.log).not.toContain(`assign:${GAME_URL}`);
    await vi.advanceTimersByTimeAsync(1);
    expect(fake.log.at(-1)).toBe(`assign:${GAME_URL}`);
    fake.leave();
    await expect(outcome).resolves.toEqual({ kind: 'left' });
    // Leaving stops the watchdog: nothing is shown later.
    await vi.advanceTimersByTimeAsync(LAUNCH_REDIRECT_WATCHDOG_MS * 2);
    expect(fake.failures).toEqual([]);
    expect(fake.leaveListeners.size).toBe(0);
  });

  it('no navigation away 10 s after the address was set: timeout_retry_please through the catalogue (D17)', async () => {
    const fake = fakeEffects();
    const outcome = runLaunch(plan(okUrl), true, fake.effects);
    await vi.advanceTimersByTimeAsync(LAUNCH_DELAY_MS);
    await vi.advanceTimersByTimeAsync(LAUNCH_REDIRECT_WATCHDOG_MS - 1);
    expect(fake.failures).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toEqual({ kind: 'stalled' });
    expect(fake.failures).toEqual([{ error: expect.objectContaining({ code: 'ECONNABORTED' }), call: 'launchGame' }]);
    expect(fake.log.slice(-2)).toEqual(['loader:hide', 'failure:ECONNABORTED']);
    expect(fake.leaveListeners.size).toBe(0);
  });

  it('a failed call goes to the catalogue with the call name, after the loader is hidden (D16)', async () => {
    const fake = fakeEffects();
    const error: ApiError = { code: 'ECONNABORTED', path: '/wps/game/launchGame', message: 'timeout of 10000ms exceeded' };
    await expect(runLaunch(plan({ ok: false, error }), true, fake.effects)).resolves.toEqual({ kind: 'failed', error });
    expect(fake.log).toEqual(['loader:show', 'loader:hide', 'failure:ECONNABORTED']);
    expect(fake.failures[0]?.call).toBe('launchGame');
  });

  it('a success without a usable gameUrl is a failure, and nothing is tracked or opened', async () => {
    for (const value of [{}, { gameUrl: 'javascript:alert(1)' }]) {
      const fake = fakeEffects();
      const outcome = await runLaunch(plan({ ok: true, value }), true, fake.effects);
      expect(outcome.kind).toBe('failed');
      expect(fake.log).toEqual(['loader:show', 'loader:hide', 'failure:invalid.response']);
    }
  });

  it('a tracking failure does not stop the launch', async () => {
    const fake = fakeEffects();
    fake.effects.track = () => Promise.reject(new Error('quota'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    void runLaunch(plan(okUrl), true, fake.effects);
    await vi.advanceTimersByTimeAsync(LAUNCH_DELAY_MS);
    expect(fake.log.at(-1)).toBe(`assign:${GAME_URL}`);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('runLaunchInWindow (D21)', () => {
  it('opens the window before anything is awaited, then points it at the game', async () => {
    const fake = fakeEffects();
    const fetched: string[] = [];
    const outcome = runLaunchInWindow({ ...plan(okUrl, fetched), call: 'gameTrialLaunch' }, true, fake.effects);
    // Synchronously, inside the tap: the window is already open.
    expect(fake.log).toEqual(['window:open']);
    await expect(outcome).resolves.toEqual({ kind: 'opened' });
    expect(fetched).toEqual(['fetch']);
    expect(fake.log).toEqual(['window:open', 'track:gameLaunch']);
    expect(fake.target.location.replace).toHaveBeenCalledWith(GAME_URL);
  });

  it('a blocked window alerts popup_blocked and sends nothing', async () => {
    const fake = fakeEffects();
    fake.blockWindow();
    const fetched: string[] = [];
    await expect(runLaunchInWindow(plan(okUrl, fetched), true, fake.effects)).resolves.toEqual({ kind: 'popupBlocked' });
    expect(fake.log).toEqual(['window:open', 'alert:popup_blocked']);
    expect(fetched).toEqual([]);
  });

  it('a failure closes the window and goes to the catalogue; the restriction opens none', async () => {
    const fake = fakeEffects();
    const error: ApiError = { code: 'game.not.found', path: '/wps/relay/GCS_gameTrialLaunch', message: 'Game not found' };
    const outcome = await runLaunchInWindow({ ...plan({ ok: false, error }), call: 'gameTrialLaunch' }, true, fake.effects);
    expect(outcome).toEqual({ kind: 'failed', error });
    expect(fake.target.close).toHaveBeenCalled();
    expect(fake.failures).toEqual([{ error, call: 'gameTrialLaunch' }]);
    const blocked = fakeEffects();
    await expect(runLaunchInWindow(plan(okUrl), false, blocked.effects)).resolves.toEqual({ kind: 'blocked' });
    expect(blocked.log).toEqual(['alert:label_start_game_error']);
  });
});
