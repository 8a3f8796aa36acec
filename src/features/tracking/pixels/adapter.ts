/**
 * One adapter for every ad pixel (ACCEPTANCE F15, Q87): a vendor's snippet is installed and its script loaded only
 * when the merchant configured that pixel (its id in localStorage), and only once the first screen is interactive
 * (after load, when the browser is idle), as an async script that never blocks. The vendors' code itself loads then,
 * and only when some pixel is configured. Conversions told before that are kept and replayed; pixel ids set later are
 * picked up at the next conversion (F13).
 */
import type { TrackingEventName } from '../../../shared/constants';
import type { conversionFor } from './conversion';
import { configuredPixels } from './configured';
import type { PixelVendor } from './vendors';

/** The vendors' code and the conversion rules they are told by, loaded together (vendors.ts in its own chunk). */
export interface PixelVendors {
  list: readonly PixelVendor[];
  conversionFor: typeof conversionFor;
}

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
  loadVendors: () => Promise<PixelVendors>;
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
  let vendors: PixelVendors | undefined;
  let loading = false;
  const waiting: [TrackingEventName, Record<string, unknown>][] = [];

  const installConfigured = (known: readonly PixelVendor[]) =>
    configuredPixels(deps.getStored).flatMap(({ idKey, id }) => {
      const vendor = known.find((candidate) => candidate.idKey === idKey);
      if (!vendor) return [];
      const key = `${vendor.name}:${id}`;
      if (!installed.has(key)) {
        installed.add(key);
        try {
          vendor.install(deps.win, id);
          deps.loadScript(pixelScriptUrl(vendor, id, deps.provider, deps.apiBase));
        } catch (error) {
          console.warn(`The ${vendor.name} pixel could not start`, error);
        }
      }
      return [{ vendor, id }];
    });

  const send = (
    loaded: PixelVendors,
    active: { vendor: PixelVendor; id: string }[],
    eventName: TrackingEventName,
    eventValue: Record<string, unknown>,
  ) => {
    const conversion = loaded.conversionFor(eventName, eventValue);
    for (const { vendor, id } of active) {
      try {
        vendor.convert(deps.win, id, conversion);
      } catch (error) {
        console.warn(`The ${vendor.name} pixel refused a conversion`, error);
      }
    }
  };

  /** Installs the configured pixels and hands them what is waiting; with none configured, nothing is kept. */
  const flush = () => {
    if (!ready) return;
    if (configuredPixels(deps.getStored).length === 0) {
      waiting.length = 0;
      return;
    }
    if (vendors) {
      const active = installConfigured(vendors.list);
      for (const [eventName, eventValue] of waiting.splice(0)) send(vendors, active, eventName, eventValue);
      return;
    }
    if (loading) return;
    loading = true;
    deps
      .loadVendors()
      .then((loaded) => {
        vendors = loaded;
        flush();
      })
      .catch((error: unknown) => {
        console.warn('The ad pixels could not load', error);
        waiting.length = 0;
      })
      .finally(() => (loading = false));
  };

  return {
    start() {
      deps.whenInteractive(() => {
        ready = true;
        flush();
      });
    },
    convert(eventName, eventValue) {
      waiting.push([eventName, eventValue]);
      flush();
    },
    channels: () => configuredPixels(deps.getStored).map(({ channel }) => channel),
  };
}

export function browserLoadScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}
