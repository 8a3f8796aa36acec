import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { serviceWorkerPlugin } from './scripts/build-sw.mjs';
import { firstScreenChunk } from './scripts/first-screen-chunk.mjs';

const firstScreen = firstScreenChunk();

/** Lazy locale catalogs (src/i18n/catalogs.ts) carry their locale in the chunk name: assets/i18n-<locale>-<hash>.js. */
function chunkFileNames(chunk: { facadeModuleId: string | null }): string {
  const locale = /\/src\/i18n\/locales\/([^/]+)\/messages\.po$/.exec(chunk.facadeModuleId ?? '')?.[1];
  return locale ? `assets/i18n-${locale}-[hash].js` : 'assets/[name]-[hash].js';
}

export default defineConfig({
  base: '/m/',
  plugins: [
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'], include: /\/src\/.*\.[jt]sx?$/ }),
    react(),
    lingui(),
    // After the site is written: dist/sw.js (Workbox injectManifest) and dist/asset-manifest.json.
    serviceWorkerPlugin(),
    firstScreen.plugin,
  ],
  worker: { format: 'es' },
  build: {
    outDir: process.env.BUILD_DIR ?? 'dist',
    sourcemap: true,
    target: 'es2022',
    rolldownOptions: { output: { chunkFileNames, codeSplitting: { groups: [firstScreen.group] } } },
  },
  server: {
    proxy: {
      '/wps': 'http://localhost:8080',
      '/__qa': 'http://localhost:8080',
      '/m/config.json': 'http://localhost:8080',
    },
  },
});
