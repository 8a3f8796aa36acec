import { describe, expect, it, vi } from 'vitest';
import { createReady, pageState, pageValue, startPageRuntime } from './page-runtime';

describe('the page runtime', () => {
  it('makes a part on first use and keeps it within the runtime', () => {
    const create = vi.fn(() => ({ count: 0 }));
    const part = pageState(create);
    startPageRuntime();
    part().count += 1;
    part().count += 1;
    expect(part().count).toBe(2);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('gives every part afresh in a new runtime', () => {
    const flag = pageState(() => ({ started: false }));
    startPageRuntime();
    flag().started = true;
    startPageRuntime();
    expect(flag().started).toBe(false);
  });

  it('keeps parts of different declarations apart', () => {
    const a = pageState(() => ({ name: 'a' }));
    const b = pageState(() => ({ name: 'b' }));
    startPageRuntime();
    expect([a().name, b().name]).toEqual(['a', 'b']);
  });

  it('tells a value store’s listeners of each change, until they unsubscribe', () => {
    const phase = pageValue<'syncing' | 'done'>('syncing');
    startPageRuntime();
    const listener = vi.fn();
    const unsubscribe = phase().subscribe(listener);
    phase().set('done');
    expect(phase().get()).toBe('done');
    unsubscribe();
    phase().set('syncing');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('resolves those who waited for a ready part, and answers later callers with the latest value', async () => {
    const ready = createReady<string>();
    const waiting = ready.when();
    expect(ready.value).toBeUndefined();
    ready.set('first');
    await expect(waiting).resolves.toBe('first');
    ready.set('second');
    await expect(ready.when()).resolves.toBe('second');
    expect(ready.value).toBe('second');
  });
});
