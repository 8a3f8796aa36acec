import { describe, expect, it } from 'vitest';
import { createConnectivityStore, followBrowserEvents } from './connectivity';

describe('connectivity', () => {
  it('follows the offline and online events, telling listeners of changes only', () => {
    const store = createConnectivityStore('online');
    const target = new EventTarget();
    const changes: string[] = [];
    store.subscribe(() => changes.push(store.get()));
    const stop = followBrowserEvents(store, target as unknown as Window);

    target.dispatchEvent(new Event('offline'));
    target.dispatchEvent(new Event('offline'));
    expect(store.get()).toBe('offline');
    target.dispatchEvent(new Event('online'));
    expect(changes).toEqual(['offline', 'online']);

    stop();
    target.dispatchEvent(new Event('offline'));
    expect(store.get()).toBe('online');
  });
});
