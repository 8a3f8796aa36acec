import { describe, expect, it, vi } from 'vitest';
import { cleanStartFromQuery, type CleanStartDeps } from './clean-start';

function fakes(href: string) {
  const unregister = vi.fn(async () => true);
  const names = ['workbox-precache-v2', 'images'];
  const deleted: string[] = [];
  const replace = vi.fn();
  const deps: CleanStartDeps = {
    href,
    getRegistrations: async () => [{ unregister }, { unregister }],
    caches: { keys: async () => [...names], delete: async (name: string) => (deleted.push(name), true) },
    replace,
  };
  return { deps, unregister, deleted, replace };
}

describe('cleanStartFromQuery', () => {
  it('does nothing without ?no-cache', async () => {
    const { deps, unregister, deleted, replace } = fakes('https://www.demo.test/m/home?lang=VI');
    expect(await cleanStartFromQuery(deps)).toBe(false);
    expect(unregister).not.toHaveBeenCalled();
    expect(deleted).toEqual([]);
    expect(replace).not.toHaveBeenCalled();
  });

  it('unregisters every worker, deletes every cache, then loads the address without the parameter', async () => {
    const { deps, unregister, deleted, replace } = fakes('https://www.demo.test/m/game?no-cache&category=SLOT#top');
    expect(await cleanStartFromQuery(deps)).toBe(true);
    expect(unregister).toHaveBeenCalledTimes(2);
    expect(deleted).toEqual(['workbox-precache-v2', 'images']);
    expect(replace).toHaveBeenCalledExactlyOnceWith('https://www.demo.test/m/game?category=SLOT#top');
  });

  it('takes ?no-cache with a value too, and a browser without caches', async () => {
    const { deps, replace } = fakes('https://www.demo.test/m/home?no-cache=1');
    expect(await cleanStartFromQuery({ ...deps, caches: undefined })).toBe(true);
    expect(replace).toHaveBeenCalledExactlyOnceWith('https://www.demo.test/m/home');
  });
});
