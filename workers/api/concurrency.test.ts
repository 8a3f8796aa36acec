import { describe, expect, it } from 'vitest';
import { createSemaphore } from './concurrency';

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('semaphore', () => {
  it('lets max holders in and queues the rest first come, first served', async () => {
    const semaphore = createSemaphore(2);
    const order: string[] = [];
    const a = await semaphore.acquire();
    await semaphore.acquire();
    void semaphore.acquire().then((release) => {
      order.push('c');
      release();
    });
    void semaphore.acquire().then(() => order.push('d'));
    expect(semaphore).toMatchObject({ active: 2, waiting: 2 });
    a();
    a(); // releasing twice frees one slot only
    await tick();
    expect(order).toEqual(['c', 'd']);
    expect(semaphore).toMatchObject({ active: 2, waiting: 0 });
  });

  it('drops a waiter whose signal aborts', async () => {
    const semaphore = createSemaphore(1);
    const release = await semaphore.acquire();
    const controller = new AbortController();
    const waiting = semaphore.acquire(controller.signal);
    controller.abort(new Error('gone'));
    await expect(waiting).rejects.toThrow('gone');
    expect(semaphore.waiting).toBe(0);
    release();
    expect(semaphore.active).toBe(0);
  });

  it('run releases after a failing task', async () => {
    const semaphore = createSemaphore(1);
    await expect(semaphore.run(() => Promise.reject(new Error('x')))).rejects.toThrow('x');
    expect(semaphore.active).toBe(0);
  });
});
