import { afterEach, describe, expect, it, vi } from 'vitest';
import { inSeparateTasks, yieldToMain } from './yield-to-main';

afterEach(() => vi.unstubAllGlobals());

describe('yieldToMain', () => {
  it('uses scheduler.yield where the browser has it', async () => {
    const yieldSpy = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldSpy });
    await yieldToMain();
    expect(yieldSpy).toHaveBeenCalledTimes(1);
  });

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
