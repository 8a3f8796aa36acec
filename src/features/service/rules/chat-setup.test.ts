/** The chat widget's user follows the token (C70, C71) on the schedule of D51: 500 ms, then 1 s and 3 s. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_SETUP_SCHEDULE_MS, scheduleChatSetup } from './chat-setup';

const timers = {
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as number),
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

/** A widget that becomes ready at readyAt ms; records when setUser was attempted. */
function widgetReadyAt(readyAt: number) {
  const attempts: number[] = [];
  const start = Date.now();
  const attempt = () => {
    const at = Date.now() - start;
    attempts.push(at);
    return at >= readyAt;
  };
  return { attempts, attempt };
}

describe('scheduleChatSetup', () => {
  it('is 500 ms, 1 s and 3 s', () => {
    expect(CHAT_SETUP_SCHEDULE_MS).toEqual([500, 1_000, 3_000]);
  });

  it('tries at 0.5 s, 1 s and 3 s against a widget ready at 2 s, and never again (D51)', () => {
    const widget = widgetReadyAt(2_000);
    scheduleChatSetup(widget.attempt, timers);
    vi.advanceTimersByTime(499);
    expect(widget.attempts).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(widget.attempts).toEqual([500]);
    vi.advanceTimersByTime(500);
    expect(widget.attempts).toEqual([500, 1_000]);
    vi.advanceTimersByTime(60_000);
    expect(widget.attempts).toEqual([500, 1_000, 3_000]);
  });

  it('stops after the first success', () => {
    const widget = widgetReadyAt(0);
    scheduleChatSetup(widget.attempt, timers);
    vi.advanceTimersByTime(10_000);
    expect(widget.attempts).toEqual([500]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives up after 3 s when the widget never becomes ready', () => {
    const widget = widgetReadyAt(Number.POSITIVE_INFINITY);
    scheduleChatSetup(widget.attempt, timers);
    vi.advanceTimersByTime(10_000);
    expect(widget.attempts).toEqual([500, 1_000, 3_000]);
  });

  it('stops when cancelled (the token changed again)', () => {
    const widget = widgetReadyAt(2_000);
    const cancel = scheduleChatSetup(widget.attempt, timers);
    vi.advanceTimersByTime(600);
    cancel();
    vi.advanceTimersByTime(10_000);
    expect(widget.attempts).toEqual([500]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
