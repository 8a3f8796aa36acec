import { describe, expect, it, vi } from 'vitest';
import { createNetworkSwitch } from './network-switch';

describe('the worker side of the offline switch', () => {
  it('lets requests through until it is switched on, then fails them as fetch does offline without sending', async () => {
    const fetchOnline = vi.fn(async (_url: string, _init: RequestInit) => new Response('{}'));
    const network = createNetworkSwitch(fetchOnline);
    await network.fetch('/wps/a', {});
    network.setOffline(true);
    await expect(network.fetch('/wps/b', {})).rejects.toBeInstanceOf(TypeError);
    expect([network.offline, network.heldBack]).toEqual([true, 1]);
    network.setOffline(false);
    await network.fetch('/wps/c', {});
    expect(fetchOnline.mock.calls.map(([url]) => url)).toEqual(['/wps/a', '/wps/c']);
  });
});
