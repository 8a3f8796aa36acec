import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ERROR_TOAST_TICKS, ERROR_TOAST_TICK_MS, LOADER_CAP_LONG_MS, LOADER_CAP_MS } from '../../shared/constants';
import { loaderCapMs, startTickCountdown } from './countdown';
import { createDialogStore } from './store';
import { nextFocusIndex } from './focus';

const ok = [{ id: 'ok', label: 'Ok', primary: true }];

describe('dialog queue', () => {
  it('shows one modal at a time, in order, and resolves with the chosen action', async () => {
    const store = createDialogStore();
    const first = store.open({ variant: 'alert', title: 'Notice', message: 'one', actions: ok });
    const second = store.open({ variant: 'alert', title: 'Notice', message: 'two', actions: ok });
    expect(store.snapshot().modals.map((modal) => modal.message)).toEqual(['one', 'two']);
    store.close(store.snapshot().modals[0]!.id, 'ok');
    await expect(first).resolves.toBe('ok');
    expect(store.snapshot().modals.map((modal) => modal.message)).toEqual(['two']);
    store.close(store.snapshot().modals[0]!.id, null);
    await expect(second).resolves.toBeNull();
    expect(store.snapshot().modals).toEqual([]);
  });

  it('a request with the key of an open one joins it instead of stacking (one network notice, Q25)', async () => {
    const store = createDialogStore();
    const a = store.open({ variant: 'network', title: 'Notice', actions: ok, key: 'network' });
    const b = store.open({ variant: 'network', title: 'Notice', actions: ok, key: 'network' });
    expect(store.snapshot().modals).toHaveLength(1);
    store.close(store.snapshot().modals[0]!.id, 'ok');
    await expect(Promise.all([a, b])).resolves.toEqual(['ok', 'ok']);
    store.open({ variant: 'network', title: 'Notice', actions: ok, key: 'network' });
    expect(store.snapshot().modals).toHaveLength(1);
  });

  it('notifies subscribers with a new snapshot on every change', () => {
    const store = createDialogStore();
    const listener = vi.fn();
    const before = store.snapshot();
    const unsubscribe = store.subscribe(listener);
    store.open({ variant: 'alert', title: 'Notice', actions: ok });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.snapshot()).not.toBe(before);
    unsubscribe();
    store.close(store.snapshot().modals[0]!.id, null);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

describe('timers of the transient UI', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('the tick countdown clears its 1 s interval after 3 ticks (Q26)', () => {
    const done = vi.fn();
    startTickCountdown(done);
    vi.advanceTimersByTime(ERROR_TOAST_TICK_MS * (ERROR_TOAST_TICKS - 1));
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(ERROR_TOAST_TICK_MS);
    expect(done).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('an error toast is visible at 2.5 s and gone by 3.2 s (B35)', () => {
    const store = createDialogStore();
    store.toast('coming soon');
    vi.advanceTimersByTime(2_500);
    expect(store.snapshot().toasts).toHaveLength(1);
    vi.advanceTimersByTime(700);
    expect(store.snapshot().toasts).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('an info toast with a duration closes after it; a toast closed by hand stops its timer', () => {
    const store = createDialogStore();
    store.toast('installing', { tone: 'info', durationMs: 3_000 });
    const close = store.toast('oops');
    close();
    expect(store.snapshot().toasts.map((toast) => toast.message)).toEqual(['installing']);
    vi.advanceTimersByTime(3_000);
    expect(store.snapshot().toasts).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('the loader is capped at 5 s, or 10 s for long operations (A38, Q20)', () => {
    expect(loaderCapMs()).toBe(LOADER_CAP_MS);
    expect(loaderCapMs(true)).toBe(LOADER_CAP_LONG_MS);
    const store = createDialogStore();
    store.loader();
    vi.advanceTimersByTime(4_999);
    expect(store.snapshot().loading).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.snapshot().loading).toBe(false);

    store.loader({ long: true });
    vi.advanceTimersByTime(9_999);
    expect(store.snapshot().loading).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.snapshot().loading).toBe(false);
  });

  it('the loader stays while any caller still waits, and hide() ends it early', () => {
    const store = createDialogStore();
    const hideShort = store.loader();
    const hideLong = store.loader({ long: true });
    hideShort();
    expect(store.snapshot().loading).toBe(true);
    vi.advanceTimersByTime(6_000);
    expect(store.snapshot().loading).toBe(true);
    hideLong();
    expect(store.snapshot().loading).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('focus trap', () => {
  it('Tab wraps forward and Shift+Tab backward', () => {
    expect(nextFocusIndex(2, 0, false)).toBe(1);
    expect(nextFocusIndex(2, 1, false)).toBe(0);
    expect(nextFocusIndex(2, 0, true)).toBe(1);
    expect(nextFocusIndex(3, -1, false)).toBe(0);
    expect(nextFocusIndex(3, -1, true)).toBe(2);
    expect(nextFocusIndex(0, -1, false)).toBe(-1);
  });
});
