// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startPageRuntime } from '../../shared/page-runtime';
import { connectivity, followBrowserEvents } from './connectivity';
import {
  SIMULATED_OFFLINE_KEY,
  isSimulatedOffline,
  networkAvailable,
  networkEvents,
  pageFetch,
  setSimulatedOffline,
} from './network-switch';

function browserOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
}

afterEach(() => vi.unstubAllGlobals());

beforeEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  startPageRuntime();
  browserOnline(true);
});

describe('the offline switch on the page', () => {
  it('plays offline and online to the page as the browser would, and keeps the page offline through a real reconnection', () => {
    const heard: string[] = [];
    networkEvents.addEventListener('offline', () => heard.push('offline'));
    networkEvents.addEventListener('online', () => heard.push('online'));
    followBrowserEvents(connectivity(), networkEvents);

    setSimulatedOffline(true);
    expect([networkAvailable(), connectivity().get(), heard]).toEqual([false, 'offline', ['offline']]);
    // The real network comes and goes meanwhile: the page stays offline and hears nothing of it.
    window.dispatchEvent(new Event('online'));
    expect([connectivity().get(), heard]).toEqual(['offline', ['offline']]);

    setSimulatedOffline(false);
    expect([networkAvailable(), connectivity().get(), heard]).toEqual([true, 'online', ['offline', 'online']]);
    window.dispatchEvent(new Event('offline'));
    expect(connectivity().get()).toBe('offline');
  });

  it('holds for the tab: a new page of it starts offline, and switching back forgets it', () => {
    setSimulatedOffline(true);
    expect(sessionStorage.getItem(SIMULATED_OFFLINE_KEY)).toBe('1');
    startPageRuntime();
    expect([isSimulatedOffline(), connectivity().get()]).toEqual([true, 'offline']);
    setSimulatedOffline(false);
    startPageRuntime();
    expect(isSimulatedOffline()).toBe(false);
  });

  it('says nothing when the browser is offline already: it has told the page itself', () => {
    browserOnline(false);
    const heard: string[] = [];
    networkEvents.addEventListener('offline', () => heard.push('offline'));
    setSimulatedOffline(true);
    setSimulatedOffline(false);
    expect(heard).toEqual([]);
    expect(networkAvailable()).toBe(false);
  });

  it("fails the page's own requests as fetch does offline, without sending them", async () => {
    const send = vi.fn(async () => new Response('ok'));
    vi.stubGlobal('fetch', send);
    setSimulatedOffline(true);
    await expect(pageFetch('/m/asset-manifest.json')).rejects.toBeInstanceOf(TypeError);
    setSimulatedOffline(false);
    await pageFetch('/m/asset-manifest.json');
    expect(send).toHaveBeenCalledTimes(1);
  });
});
