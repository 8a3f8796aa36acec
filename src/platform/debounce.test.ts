import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSOLE_SETTINGS_REFRESH_DEBOUNCE_MS } from '../shared/constants';
import { debounce } from './debounce';

describe('debounce (console settings refresh on visibility, ACCEPTANCE G6)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once, 300 ms after the last of three show events within 200 ms', () => {
    const refresh = vi.fn();
    const onVisible = debounce(refresh, CONSOLE_SETTINGS_REFRESH_DEBOUNCE_MS);
    onVisible();
    vi.advanceTimersByTime(100);
    onVisible();
    vi.advanceTimersByTime(100);
    onVisible();
    vi.advanceTimersByTime(299);
    expect(refresh).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('runs again for a later, separate show', () => {
    const refresh = vi.fn();
    const onVisible = debounce(refresh, CONSOLE_SETTINGS_REFRESH_DEBOUNCE_MS);
    onVisible();
    vi.advanceTimersByTime(300);
    onVisible();
    vi.advanceTimersByTime(300);
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
