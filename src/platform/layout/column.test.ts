import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LAYOUT_RESIZE_DEBOUNCE_MS } from '../../shared/constants';
import { columnBox, desktopPanel, watchResize, type ResizeSource } from './column';

describe('app column (A35)', () => {
  it('is 9/16 of the window height wide and centred on a wide screen', () => {
    expect(columnBox({ width: 1920, height: 1080, touch: false })).toEqual({ width: 607.5, left: 656.25, centred: true });
    expect(columnBox({ width: 1920, height: 800, touch: false })).toEqual({ width: 450, left: 735, centred: true });
  });

  it('is the full width when the window is narrower than 9/16 of its height', () => {
    expect(columnBox({ width: 390, height: 844, touch: false })).toEqual({ width: 390, left: 0, centred: false });
  });

  it('is the full width on a touch device, even in landscape', () => {
    expect(columnBox({ width: 844, height: 390, touch: true })).toEqual({ width: 844, left: 0, centred: false });
  });
});

describe('resize debounce (A36)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function fakeWindow() {
    const target = new EventTarget();
    const source: ResizeSource = {
      addEventListener: (type, listener) => target.addEventListener(type, listener),
      removeEventListener: (type, listener) => target.removeEventListener(type, listener),
    };
    return { source, resize: () => target.dispatchEvent(new Event('resize')) };
  }

  it('recomputes 100 ms after the last resize: still old at +50 ms, new by +150 ms', () => {
    const { source, resize } = fakeWindow();
    const size = { height: 1080 };
    let width = columnBox({ width: 1920, height: size.height, touch: false }).width;
    watchResize(source, () => (width = columnBox({ width: 1920, height: size.height, touch: false }).width));

    size.height = 800;
    resize();
    vi.advanceTimersByTime(50);
    expect(width).toBe(607.5);
    resize(); // the drag goes on: the 100 ms start again
    vi.advanceTimersByTime(LAYOUT_RESIZE_DEBOUNCE_MS - 1);
    expect(width).toBe(607.5);
    vi.advanceTimersByTime(1);
    expect(width).toBe(450);
  });

  it('runs once for a burst, and never after unsubscribing', () => {
    const { source, resize } = fakeWindow();
    const onResize = vi.fn();
    const stop = watchResize(source, onResize);
    for (let i = 0; i < 10; i++) {
      resize();
      vi.advanceTimersByTime(20);
    }
    vi.advanceTimersByTime(150);
    expect(onResize).toHaveBeenCalledTimes(1);
    resize();
    stop();
    vi.advanceTimersByTime(150);
    resize();
    vi.advanceTimersByTime(150);
    expect(onResize).toHaveBeenCalledTimes(1);
  });
});

describe('desktop feature panel placement (E53)', () => {
  it('sits right of the column with a gap on a wide desktop screen', () => {
    expect(desktopPanel({ left: 656.25, width: 607.5, touch: false })).toEqual({ left: 656.25 + 607.5 + 40, width: 340 });
  });

  it('is not shown on touch devices or when there is no room', () => {
    expect(desktopPanel({ left: 656.25, width: 607.5, touch: true })).toBeNull();
    expect(desktopPanel({ left: 0, width: 390, touch: false })).toBeNull();
    expect(desktopPanel({ left: 250, width: 500, touch: false })).toBeNull();
  });
});
