import type { Plugin } from 'vite';

export const DEFAULT_CATALOG_LOCALE: string;
export const SITE_BASE: string;
export function catalogLocale(moduleId: string): string | undefined;
export function isLazyCatalogChunk(chunk: {
  fileName?: string;
  facadeModuleId?: string | null;
  moduleIds?: readonly string[];
}): boolean;
export function precacheEntry(entry: { url: string; revision: string | null }): { url: string; revision: string | null };
export function writeAssetManifest(outDir: string): Promise<number>;
export function buildServiceWorker(options: {
  root: string;
  outDir: string;
  entry?: string;
  exclude?: Iterable<string>;
  buildId?: string;
}): Promise<{ precached: number; precachedBytes: number; assets: number }>;
export function serviceWorkerPlugin(options?: { entry?: string; buildId?: string }): Plugin;
