/**
 * The ad pixels of pixelTrack that run a script in the page (spec §7 Third-party; ACCEPTANCE F15): each one's
 * pixelTrack key (its id in localStorage), its script, the vendor's own command-queue snippet, and how a conversion is
 * told to it. The snippets queue every call until the script loads, as the vendors' own snippets do, so nothing waits
 * for the network. Their tracking channels are in configured.ts, which the page needs before this code loads.
 */
import type { PixelTrackKey } from '../rules/pixel-track';
import { purchaseParams, type Conversion } from './conversion';

export { conversionFor } from './conversion';

type Command = (...args: unknown[]) => void;
type PixelWindow = Record<string, unknown> & { dataLayer?: unknown[] };

export interface PixelVendor {
  /** Short name; also the local emulator's file (/__emu/pixels/<name>.js). */
  name: string;
  idKey: PixelTrackKey;
  scriptUrl(id: string): string;
  /** Defines the vendor's global command queue and initialises the pixel (no network). */
  install(win: PixelWindow, id: string): void;
  convert(win: PixelWindow, id: string, conversion: Conversion): void;
}

function command(win: PixelWindow, name: string): Command {
  return win[name] as Command;
}

/** The snippet shape of fbq, twq and bge: a function that queues its arguments until the script takes over. */
function queueFunction(win: PixelWindow, name: string, queueKey: string, takeOver: string): void {
  if (win[name]) return;
  const fn = function (this: unknown, ...args: unknown[]) {
    const self = fn as unknown as Record<string, unknown>;
    const handler = self[takeOver] as Command | undefined;
    if (handler) handler(...args);
    else (self[queueKey] as unknown[]).push(args);
  };
  (fn as unknown as Record<string, unknown>)[queueKey] = [];
  win[name] = fn;
}

/** The snippet shape of ttq and kwaiq: an array whose methods push [method, ...args] into it. */
function methodQueue(win: PixelWindow, name: string, methods: readonly string[]): void {
  if (win[name]) return;
  const queue = [] as unknown as unknown[] & Record<string, unknown>;
  queue.methods = [...methods];
  for (const method of methods) queue[method] = (...args: unknown[]) => queue.push([method, ...args]);
  win[name] = queue;
}

function dataLayer(win: PixelWindow): unknown[] {
  win.dataLayer = win.dataLayer ?? [];
  return win.dataLayer;
}

function customName(conversion: Conversion): string {
  return conversion.kind === 'custom' ? conversion.name : conversion.kind;
}

const facebook: PixelVendor = {
  name: 'fb',
  idKey: 'fbPixelId',
  scriptUrl: () => 'https://connect.facebook.net/en_US/fbevents.js',
  install(win, id) {
    queueFunction(win, 'fbq', 'queue', 'callMethod');
    command(win, 'fbq')('init', id);
    command(win, 'fbq')('track', 'PageView');
  },
  convert(win, _id, conversion) {
    const fbq = command(win, 'fbq');
    if (conversion.kind === 'registration') fbq('track', 'CompleteRegistration');
    else if (conversion.kind === 'purchase') fbq('track', 'Purchase', purchaseParams(conversion));
    else if (conversion.kind === 'login') fbq('trackCustom', 'Login');
    else fbq('trackCustom', conversion.name);
  },
};

const gtag: PixelVendor = {
  name: 'gtag',
  idKey: 'gtagId',
  scriptUrl: (id) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`,
  install(win, id) {
    if (!win.gtag) {
      const layer = dataLayer(win);
      // gtag.js reads the Arguments objects its snippet pushes.
      win.gtag = function () {
        // eslint-disable-next-line prefer-rest-params
        layer.push(arguments);
      };
      command(win, 'gtag')('js', new Date());
    }
    command(win, 'gtag')('config', id);
  },
  convert(win, id, conversion) {
    const send = command(win, 'gtag');
    if (conversion.kind === 'registration') send('event', 'sign_up', { send_to: id });
    else if (conversion.kind === 'purchase')
      send('event', 'purchase', { send_to: id, ...purchaseParams(conversion), items: [{ item_id: conversion.contentIds[0] }] });
    else send('event', conversion.kind === 'login' ? 'login' : customName(conversion), { send_to: id });
  },
};

const gtm: PixelVendor = {
  name: 'gtm',
  idKey: 'gtmId',
  scriptUrl: (id) => `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`,
  install(win) {
    dataLayer(win).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  },
  convert(win, _id, conversion) {
    const params = conversion.kind === 'purchase' ? purchaseParams(conversion) : {};
    const event =
      conversion.kind === 'registration'
        ? 'CompleteRegistration'
        : conversion.kind === 'purchase'
          ? 'Purchase'
          : customName(conversion);
    dataLayer(win).push({ event: conversion.kind === 'login' ? 'Login' : event, ...params });
  },
};

const tiktok: PixelVendor = {
  name: 'tiktok',
  idKey: 'tiktokPixelId',
  scriptUrl: (id) => `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${encodeURIComponent(id)}&lib=ttq`,
  install(win, id) {
    methodQueue(win, 'ttq', [
      'page',
      'track',
      'identify',
      'instances',
      'debug',
      'on',
      'off',
      'once',
      'ready',
      'alias',
      'group',
      'enableCookie',
      'disableCookie',
      'load',
    ]);
    const ttq = win.ttq as Record<string, Command>;
    ttq.load?.(id);
    ttq.page?.();
  },
  convert(win, _id, conversion) {
    const track = (win.ttq as Record<string, Command>).track;
    if (!track) return;
    if (conversion.kind === 'registration') track('CompleteRegistration');
    else if (conversion.kind === 'purchase') track('Purchase', purchaseParams(conversion));
    else track(conversion.kind === 'login' ? 'Login' : customName(conversion));
  },
};

const kwai: PixelVendor = {
  name: 'kwai',
  idKey: 'kwaiPixelId',
  scriptUrl: () => 'https://s1.kwai.net/kos/s101/nlav11187/pixel/events.js',
  install(win, id) {
    methodQueue(win, 'kwaiq', ['page', 'track', 'instance', 'load', 'ready']);
    const kwaiq = win.kwaiq as Record<string, Command>;
    kwaiq.load?.(id);
    kwaiq.page?.();
  },
  convert(win, _id, conversion) {
    const track = (win.kwaiq as Record<string, Command>).track;
    if (!track) return;
    if (conversion.kind === 'registration') track('EVENT_COMPLETE_REGISTRATION');
    else if (conversion.kind === 'purchase') track('EVENT_PURCHASE', purchaseParams(conversion));
    else track(conversion.kind === 'login' ? 'Login' : customName(conversion));
  },
};

const bigo: PixelVendor = {
  name: 'bigo',
  idKey: 'bigoPixelId',
  scriptUrl: (id) => `https://api.imotech.video/ad/events.js?pixel_id=${encodeURIComponent(id)}`,
  install(win, id) {
    queueFunction(win, 'bge', 'q', 'exe');
    command(win, 'bge')('init', id);
  },
  convert(win, _id, conversion) {
    const bge = command(win, 'bge');
    if (conversion.kind === 'registration') bge('event', 'ec_register');
    else if (conversion.kind === 'purchase') bge('event', 'ec_purchase', purchaseParams(conversion));
    else bge('event', conversion.kind === 'login' ? 'Login' : customName(conversion));
  },
};

const twitter: PixelVendor = {
  name: 'twitter',
  idKey: 'twitterPixelId',
  scriptUrl: () => 'https://static.ads-twitter.com/uwt.js',
  install(win, id) {
    queueFunction(win, 'twq', 'queue', 'exe');
    command(win, 'twq')('config', id);
  },
  convert(win, id, conversion) {
    const twq = command(win, 'twq');
    if (conversion.kind === 'registration') twq('event', `tw-${id}-CompleteRegistration`);
    else if (conversion.kind === 'purchase') twq('event', `tw-${id}-Purchase`, purchaseParams(conversion));
    else twq('event', `tw-${id}-${conversion.kind === 'login' ? 'Login' : customName(conversion)}`);
  },
};

export const PIXEL_VENDORS: readonly PixelVendor[] = [facebook, gtm, gtag, tiktok, kwai, bigo, twitter];
