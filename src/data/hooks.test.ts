/** The start-up's wait for the stored settings: the first render gets them, and a store that cannot answer holds nothing. */
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteSettings } from '../shared/contract';

// Each test starts a page of its own: a new store connection and no shared reads yet.
beforeEach(() => {
  vi.resetModules();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('whenShapingRowsRead', () => {
  it('resolves once the store has answered, and keeps the answer for the first render', async () => {
    const { CURRENT, getDb } = await import('./db');
    const { sharedRow, whenShapingRowsRead } = await import('./hooks');
    const settings = { merchantCode: 'DEMO', mobileTemplate: { login_prompt_text: 'Welcome' } } as SiteSettings;
    await getDb().siteSettings.put({ key: CURRENT, value: settings, updatedAt: 1 });

    await whenShapingRowsRead();

    const row = sharedRow('siteSettings', CURRENT);
    expect(row.hasValue()).toBe(true);
    expect(row.getValue()?.value).toEqual(settings);
    await getDb().delete();
  });

  it('resolves when the store cannot be read (a browser without IndexedDB)', async () => {
    const { CURRENT } = await import('./db');
    const { sharedRow, whenShapingRowsRead } = await import('./hooks');
    vi.stubGlobal('indexedDB', undefined);

    await whenShapingRowsRead();

    expect(sharedRow('siteSettings', CURRENT).hasValue()).toBe(false);
  });

  it('resolves after SHAPING_ROWS_WAIT_MS when the store never answers', async () => {
    const { SHAPING_ROWS_WAIT_MS, whenShapingRowsRead } = await import('./hooks');
    expect(SHAPING_ROWS_WAIT_MS).toBe(1_000);
    // An open that never calls back, as Safari 14's first one could.
    vi.stubGlobal('indexedDB', { open: () => ({}) });
    vi.useFakeTimers();
    let resolved = false;
    void whenShapingRowsRead().then(() => (resolved = true));

    await vi.advanceTimersByTimeAsync(SHAPING_ROWS_WAIT_MS - 1);
    expect(resolved).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved).toBe(true);
  });
});
