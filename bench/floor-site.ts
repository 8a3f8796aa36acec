/**
 * The floor: a bare React + Vite PWA (bench/floor: a header and 24 tiles, precached by a small service worker), built
 * into a throw-away folder and served compressed from this machine, as the reference the site's figures are read
 * against on the same run.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { build, type Plugin } from 'vite';
import { precompressPlugin } from '../scripts/precompress.mjs';
import { listenOnLocalhost, type ServedSite } from './backend';

const FLOOR_DIR = fileURLToPath(new URL('./floor/', import.meta.url));

/** The floor's service worker: precaches the build (its list written in at build time), serves it cache-first. */
function floorServiceWorker(): Plugin {
  return {
    name: 'floor-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const files = ['/', ...Object.keys(bundle).map((name) => `/${name}`)];
      const source = `const FILES = ${JSON.stringify(files)};
self.addEventListener('install', (event) => {
  event.waitUntil(caches.open('floor').then((cache) => cache.addAll(FILES)).then(() => self.skipWaiting()));
});
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  const key = event.request.mode === 'navigate' ? '/' : url.pathname;
  event.respondWith(caches.match(key).then((hit) => hit || fetch(event.request)));
});
`;
      this.emitFile({ type: 'asset', fileName: 'sw.js', source });
    },
  };
}

/** Builds the floor and serves it at the root of a free port of localhost. */
export async function serveFloor(): Promise<ServedSite> {
  const outDir = mkdtempSync(join(tmpdir(), 'member-pwa-floor-'));
  await build({
    configFile: false,
    root: FLOOR_DIR,
    base: '/',
    logLevel: 'warn',
    plugins: [react(), floorServiceWorker(), precompressPlugin()],
    build: { outDir, emptyOutDir: true },
  });
  const app = Fastify();
  await app.register(fastifyStatic, { root: outDir, preCompressed: true });
  return listenOnLocalhost(app, outDir);
}
