import { describe, expect, it, vi } from 'vitest';
import { afterNextPaint, inSeparateTasks, yieldToMain } from './yield-to-main';

// Node has no scheduler.yield, so these run the message fallback; Chromium's scheduler.yield runs on every page load
// of the end-to-end suite (the start-up and the first render wait for it).
describe('yieldToMain', () => {
  it('resumes after a message elsewhere, even while timers are held', async () => {
    vi.useFakeTimers();
    try {
      let resumed = false;
      const done = yieldToMain().then(() => (resumed = true));
      expect(resumed).toBe(false);
      await done;
      expect(resumed).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('inSeparateTasks', () => {
  it('runs every step in order, none in the calling task', async () => {
    const ran: number[] = [];
    const done = inSeparateTasks([() => ran.push(1), () => ran.push(2), () => ran.push(3)]);
    expect(ran).toEqual([]);
    await done;
    expect(ran).toEqual([1, 2, 3]);
  });

  it('gives each step a task of its own: a macrotask queued by one step runs before the next step', async () => {
    const ran: string[] = [];
    const queueTask = (name: string) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        ran.push(name);
      };
      channel.port2.postMessage(null);
    };
    await inSeparateTasks([
      () => {
        ran.push('first');
        queueTask('between');
      },
      () => ran.push('second'),
    ]);
    expect(ran).toEqual(['first', 'between', 'second']);
  });
});

describe('afterNextPaint', () => {
  function frames() {
    const callbacks: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => callbacks.push(callback));
    vi.stubGlobal('cancelAnimationFrame', (handle: number) => callbacks.splice(handle - 1, 1, () => undefined));
    return { paint: () => callbacks.splice(0).forEach((callback) => callback(0)) };
  }

  it('runs the callback in a task after the next frame, not in the frame itself', async () => {
    const { paint } = frames();
    try {
      const ran: string[] = [];
      afterNextPaint(() => ran.push('after'));
      await yieldToMain();
      expect(ran).toEqual([]);
      paint();
      ran.push('frame');
      await yieldToMain();
      await yieldToMain();
      expect(ran).toEqual(['frame', 'after']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('runs nothing once cancelled, before or after the frame', async () => {
    const { paint } = frames();
    try {
      const ran: string[] = [];
      afterNextPaint(() => ran.push('before the frame'))();
      const cancel = afterNextPaint(() => ran.push('after the frame'));
      paint();
      cancel();
      await yieldToMain();
      await yieldToMain();
      expect(ran).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
