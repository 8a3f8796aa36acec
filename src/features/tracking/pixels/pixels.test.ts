/** The ad-pixel adapter (ACCEPTANCE F15, F19, Q87, Q88): configured pixels only, after interactive, conversions kept. */
import { describe, expect, it, vi } from 'vitest';
import { createPixelAdapter, pixelScriptUrl, type PixelVendors } from './adapter';
import { PIXEL_CHANNELS } from './configured';
import { conversionFor } from './conversion';
import { PIXEL_VENDORS } from './vendors';

function setup(stored: Record<string, string>) {
  const win: Record<string, unknown> = {};
  const scripts: string[] = [];
  let interactive: (() => void) | undefined;
  let vendorsLoaded: Promise<PixelVendors> | undefined;
  const loadVendors = vi.fn(() => (vendorsLoaded = Promise.resolve({ list: PIXEL_VENDORS, conversionFor })));
  const adapter = createPixelAdapter({
    getStored: (key) => stored[key] ?? null,
    provider: 'local',
    win,
    loadScript: (src) => void scripts.push(src),
    whenInteractive: (callback) => {
      interactive = callback;
    },
    loadVendors,
  });
  /** Once the vendors' code asked for has loaded and the adapter has handed it what was waiting. */
  const settled = async () => {
    await vendorsLoaded;
    await Promise.resolve();
  };
  return { adapter, win, scripts, loadVendors, settled, interactive: () => interactive?.() };
}

describe('pixel conversions (Q87)', () => {
  it('maps register, deposits, login and the rest', () => {
    expect(conversionFor('register', {})).toEqual({ kind: 'registration' });
    expect(conversionFor('deposit', { value: 100, currency: 'PHP' })).toEqual({
      kind: 'purchase',
      value: 100,
      currency: 'PHP',
      contentIds: ['99'],
    });
    expect(conversionFor('firstDeposit', {})).toMatchObject({ kind: 'purchase', contentIds: ['99'] });
    expect(conversionFor('login', {})).toEqual({ kind: 'login' });
    expect(conversionFor('gameLaunch', {})).toEqual({ kind: 'custom', name: 'gameLaunch' });
  });
});

describe('the pixel adapter', () => {
  it('loads nothing until the first screen is interactive, then only the configured pixels', async () => {
    const { adapter, scripts, interactive, win, loadVendors, settled } = setup({ fbPixelId: 'PX1', tiktokPixelId: 'TT1' });
    adapter.start();
    expect(adapter.channels()).toEqual(['facebook', 'tiktok']);
    expect(loadVendors).not.toHaveBeenCalled();
    interactive();
    await settled();
    expect(loadVendors).toHaveBeenCalledOnce();
    expect(scripts).toEqual(['/__emu/pixels/fb.js', '/__emu/pixels/tiktok.js']);
    expect(win.fbq).toBeDefined();
  });

  it('without a configured pixel, the vendors’ code never loads and a conversion is not kept', () => {
    const { adapter, interactive, loadVendors } = setup({});
    adapter.start();
    adapter.convert('register', {});
    interactive();
    adapter.convert('login', {});
    expect(loadVendors).not.toHaveBeenCalled();
    expect(adapter.channels()).toEqual([]);
  });

  it('keeps conversions told before interactive and replays them into the vendor queues', async () => {
    const { adapter, interactive, win, settled } = setup({ fbPixelId: 'PX1', gtagId: 'G-1', bigoPixelId: 'B1' });
    adapter.start();
    adapter.convert('register', {});
    interactive();
    adapter.convert('deposit', { value: 100, currency: 'PHP' });
    await settled();
    const fbQueue = (win.fbq as unknown as { queue: unknown[][] }).queue.map((args) => [...args]);
    expect(fbQueue).toEqual([
      ['init', 'PX1'],
      ['track', 'PageView'],
      ['track', 'CompleteRegistration'],
      ['track', 'Purchase', { value: 100, currency: 'PHP', content_ids: ['99'], content_type: 'product' }],
    ]);
    const layer = (win.dataLayer as IArguments[]).map((args) => [...args]);
    expect(layer.map((args) => args.slice(0, 2))).toContainEqual(['event', 'sign_up']);
    expect(layer.find((args) => args[1] === 'purchase')?.[2]).toMatchObject({ content_ids: ['99'], items: [{ item_id: '99' }] });
    expect((win.bge as unknown as { q: unknown[][] }).q.map((args) => [...args])).toEqual([
      ['init', 'B1'],
      ['event', 'ec_register'],
      ['event', 'ec_purchase', { value: 100, currency: 'PHP', content_ids: ['99'], content_type: 'product' }],
    ]);
  });

  it('F13 picks up a pixel id set after start at the next conversion', async () => {
    const stored: Record<string, string> = {};
    const { adapter, scripts, interactive, win, settled } = setup(stored);
    adapter.start();
    interactive();
    expect(scripts).toEqual([]);
    stored.kwaiPixelId = 'KW1';
    adapter.convert('login', {});
    await settled();
    expect(scripts).toEqual(['/__emu/pixels/kwai.js']);
    expect([...(win.kwaiq as unknown[][])]).toEqual([['load', 'KW1'], ['page'], ['track', 'Login']]);
  });

  it('uses the vendor scripts unless the local provider is configured', () => {
    const fb = PIXEL_VENDORS.find((vendor) => vendor.name === 'fb');
    if (!fb) throw new Error('no fb vendor');
    expect(pixelScriptUrl(fb, 'PX1', 'vendor')).toBe('https://connect.facebook.net/en_US/fbevents.js');
    expect(pixelScriptUrl(fb, 'PX1', 'local', 'https://api.test/')).toBe('https://api.test/__emu/pixels/fb.js');
    expect(PIXEL_VENDORS.map((vendor) => vendor.idKey)).toEqual(PIXEL_CHANNELS.map((pixel) => pixel.idKey));
    expect(PIXEL_CHANNELS.map((pixel) => pixel.idKey)).toEqual([
      'fbPixelId',
      'gtmId',
      'gtagId',
      'tiktokPixelId',
      'kwaiPixelId',
      'bigoPixelId',
      'twitterPixelId',
    ]);
    expect(PIXEL_CHANNELS.map((pixel) => pixel.channel)).toEqual([
      'facebook',
      'gtm',
      'google',
      'tiktok',
      'kwai',
      'bigo',
      'twitter',
    ]);
  });
});
