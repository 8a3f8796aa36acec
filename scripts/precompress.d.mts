import type { Plugin } from 'vite';

export interface PrecompressTotals {
  files: number;
  bytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

export function precompress(dir: string): Promise<PrecompressTotals>;
export function precompressPlugin(): Plugin;
