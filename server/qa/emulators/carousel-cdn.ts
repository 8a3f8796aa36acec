/**
 * The carousel CDN's local stand-in (ACCEPTANCE 3.6 "Carousel CDN", D42): in QA mode (the demo included) the page is
 * told to load the carousel library from this backend, /__emu/cdn/cdn-primary.test/… with
 * /__emu/cdn/cdn-backup.test/… as the backup, which serve the real library file from node_modules (byte for byte
 * what the public CDNs serve, so the page's integrity check holds). Being this origin, both load wherever the demo
 * runs, and the policy's script sources stay 'self'. The primary is blocked with a QA fault on its path, or by a
 * test's network routing.
 */
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export const CAROUSEL_CDN_HOSTS = ['cdn-primary.test', 'cdn-backup.test'] as const;
/** The library's path on both CDNs (the npm package's UMD build, as jsDelivr and unpkg lay it out). */
export const CAROUSEL_LIBRARY_PATH = '/npm/embla-carousel@8.6.0/embla-carousel.umd.js';
/** Where the stand-in for https://{host}{path} is served on this backend. */
export const carouselCdnEmuPath = (host: string, path: string) => `/__emu/cdn/${host}${path}`;
/** What config.json lists in QA mode: the primary, then the backup. */
export const CAROUSEL_CDN_EMU_SOURCES = CAROUSEL_CDN_HOSTS.map((host) => carouselCdnEmuPath(host, CAROUSEL_LIBRARY_PATH));

let library: string | undefined;
function libraryScript(): string {
  if (library === undefined) {
    const packageJson = createRequire(import.meta.url).resolve('embla-carousel/package.json');
    library = readFileSync(join(dirname(packageJson), 'embla-carousel.umd.js'), 'utf8');
  }
  return library;
}

export function carouselCdnEmuRoutes(app: FastifyInstance): void {
  for (const host of CAROUSEL_CDN_HOSTS) {
    app.get(carouselCdnEmuPath(host, CAROUSEL_LIBRARY_PATH), (_request, reply) =>
      reply
        .type('application/javascript; charset=utf-8')
        .header('access-control-allow-origin', '*')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(libraryScript()),
    );
  }
}
