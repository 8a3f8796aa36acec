/**
 * The carousel library (Embla Carousel, UMD build) from a CDN with a backup (spec §7; ACCEPTANCE D42). The runtime
 * config may name other sources (the reference backend's QA mode points at its emulated CDN hosts); the file is
 * pinned by its version and its Subresource Integrity hash, so every source must serve the same bytes.
 */
import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { loadWithFallback, once } from './script-fallback';

export type EmblaFactory = (root: HTMLElement, options?: EmblaOptionsType) => EmblaCarouselType;
export type { EmblaCarouselType };

export const CAROUSEL_SCRIPTS = [
  'https://cdn.jsdelivr.net/npm/embla-carousel@8.6.0/embla-carousel.umd.js',
  'https://unpkg.com/embla-carousel@8.6.0/embla-carousel.umd.js',
] as const;
/** SHA-384 of embla-carousel@8.6.0/embla-carousel.umd.js. */
export const CAROUSEL_SCRIPT_INTEGRITY = 'sha384-XGqLM9+dJ+PFOMZn6IuZgRRIoxcAT5fx4eIZCx7K3O2Dj5RA7EOlJ3yOS8Jd+kiY';
/** A source that has not loaded by then is given up for the next one. */
export const CAROUSEL_SCRIPT_TIMEOUT_MS = 8_000;
const GLOBAL_NAME = 'EmblaCarousel';

function readGlobal(): EmblaFactory | undefined {
  const value = (window as unknown as Record<string, unknown>)[GLOBAL_NAME];
  return typeof value === 'function' ? (value as EmblaFactory) : undefined;
}

/** One <script> with integrity; resolves with the library's global, or rejects on error, timeout or no global. */
function injectScript(url: string): Promise<EmblaFactory> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const timer = window.setTimeout(() => fail('timeout'), CAROUSEL_SCRIPT_TIMEOUT_MS);
    function settle() {
      window.clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
    }
    function fail(reason: string) {
      settle();
      script.remove();
      reject(new Error(reason));
    }
    script.onload = () => {
      const factory = readGlobal();
      if (!factory) return fail('no library');
      settle();
      resolve(factory);
    };
    script.onerror = () => fail('failed to load');
    script.src = url;
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.integrity = CAROUSEL_SCRIPT_INTEGRITY;
    script.dataset.carouselLibrary = '';
    document.head.appendChild(script);
  });
}

const loadOnce = new Map<string, () => Promise<EmblaFactory>>();

/** The library, loaded at most once per source list (a failed attempt is retried on the next call). */
export function loadCarouselLibrary(sources: readonly string[] = CAROUSEL_SCRIPTS): Promise<EmblaFactory> {
  const loaded = readGlobal();
  if (loaded) return Promise.resolve(loaded);
  const key = sources.join(' ');
  let load = loadOnce.get(key);
  if (!load) {
    load = once(async () => (await loadWithFallback(sources, injectScript)).value);
    loadOnce.set(key, load);
  }
  return load();
}
