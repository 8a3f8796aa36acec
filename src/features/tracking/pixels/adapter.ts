/**
 * One adapter for every ad pixel (ACCEPTANCE F15, Q87): a vendor's snippet is installed and its script loaded only
 * when the merchant configured that pixel (its id in localStorage), and only once the first screen is interactive
 * (after load, when the browser is idle), as an async script that never blocks. Conversions told before that are
 * kept and replayed; pixel ids set later are picked up at the next conversion (F13).
 */
import type { TrackingEventName } from '../../../shared/constants';
import { conversionFor } from './conversion';
import { configuredPixels, type PixelVendor } from './vendors';

export type PixelProvider = 'vendor' | 'local';

export interface PixelAdapterDeps {
  getStored: (key: string) => string | null | undefined;
  /** The vendors' scripts, or the backend's local emulators (/__emu/pixels/<name>.js) that follow the same protocol. */
  provider: PixelProvider;
  /** Origin of the local emulators ('' = same origin). */
  apiBase?: string;
  win: Record<string, unknown>;
  /** Appends an async script. */
  loadScript: (src: string) => void;
  /** Runs the callback once the first screen is interactive. */
  whenInteractive: (callback: () => void) => void;
}

export interface PixelAdapter {
  start(): void;
  convert(eventName: TrackingEventName, eventValue: Record<string, unknown>): void;
  /** The channels of the configured pixels (Q88). */
  channels(): string[];
}

export function pixelScriptUrl(vendor: PixelVendor, id: string, provider: PixelProvider, apiBase = ''): string {
  return provider === 'local' ? `${apiBase.replace(/\/+$/, '')}/__emu/pixels/${vendor.name}.js` : vendor.scriptUrl(id);
}

export function createPixelAdapter(deps: PixelAdapterDeps): PixelAdapter {
  const installed = new Set<string>();
  let ready = false;
  const waiting: [TrackingEventName, Record<string, unknown>][] = [];

  const installConfigured = () => {
    const active = configuredPixels(deps.getStored);
    for (const { vendor, id } of active) {
      const key = `${vendor.name}:${id}`;
      if (installed.has(key)) continue;
      installed.add(key);
      try {
        vendor.install(deps.win, id);
        deps.loadScript(pixelScriptUrl(vendor, id, deps.provider, deps.apiBase));
      } catch (error) {
        console.warn(`The ${vendor.name} pixel could not start`, error);
      }
    }
    return active;
  };

  const send = (eventName: TrackingEventName, eventValue: Record<string, unknown>) => {
    const conversion = conversionFor(eventName, eventValue);
    for (const { vendor, id } of installConfigured()) {
      try {
        vendor.convert(deps.win, id, conversion);
      } catch (error) {
        console.warn(`The ${vendor.name} pixel refused a conversion`, error);
      }
    }
  };

  return {
    start() {
      deps.whenInteractive(() => {
        ready = true;
        installConfigured();
        for (const [eventName, eventValue] of waiting.splice(0)) send(eventName, eventValue);
      });
    },
    convert(eventName, eventValue) {
      if (ready) send(eventName, eventValue);
      else waiting.push([eventName, eventValue]);
    },
    channels: () => configuredPixels(deps.getStored).map(({ vendor }) => vendor.channel),
  };
}

export function browserLoadScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}
