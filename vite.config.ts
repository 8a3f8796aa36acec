import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import { serviceWorkerPlugin } from './scripts/build-sw.mjs';
import { buildId } from './scripts/build-id.mjs';
import { firstScreenChunk } from './scripts/first-screen-chunk.mjs';
import { staticGraphChunk } from './scripts/static-graph-chunk.mjs';
import { BOOT_ENTRY, bootScriptPlugin } from './scripts/boot-script.mjs';
import { securityHeadersPlugin } from './scripts/security-headers-plugin.mjs';
import { precompressPlugin } from './scripts/precompress.mjs';
import { reactEsmBindingsPlugin } from './scripts/react-esm-bindings.mjs';
import { onDemandTextsPlugin } from './scripts/on-demand-texts.mjs';
import { ON_DEMAND_TEXT_PATHS } from './src/i18n/on-demand-paths';
import { SCREEN_MODULES } from './src/app/screens/screen-modules';
import { ROUTES } from './src/platform/routing/route-table';
import { normalizePath } from './src/platform/routing/app-path';
import { START_PRELOADS_ID } from './src/platform/start-preloads';
import { APP_LANGUAGES, localeOf, SOURCE_LOCALE } from './src/i18n/locales';
import {
  contentSecurityPolicy,
  CROSS_ORIGIN_OPENER_POLICY,
  HSTS,
  PERMISSIONS_POLICY,
  REFERRER_POLICY,
  serializePolicy,
  staticSitePolicyInput,
} from './server/http/content-security-policy';

const ROOT = dirname(fileURLToPath(import.meta.url));
const firstScreen = firstScreenChunk();
/**
 * The contract (endpoint table, types, error codes) is declarations only: a chunk that imports none of it in the end
 * need not load it. The bundler cannot prove that of the endpoint table's builder calls by itself.
 */
const isContract = (id: string) => id.includes('/src/shared/contract/');

/**
 * The login and registration screens' code, in one chunk. Left to itself Rolldown cuts what these screens share with the
 * registration modal and the member forms into a dozen small chunks, which a first visit to /m/login asked for all at
 * once; a server on HTTP/1.1 answers six at a time, and the API worker's first requests queued behind them. One chunk:
 * the form 4.1 → 3.1 s and LCP 5.8 → 5.0 s on slow 4G (issue 15). Modules of the first screen stay in its chunk (that
 * group comes first).
 */
const authScreensGroup = {
  name: 'auth-screens',
  test: (id: string) => /\/src\/(features\/auth\/|platform\/forms\/|app\/screens\/EntryScreen\.)/.test(id),
  includeDependenciesRecursively: false,
};
/**
 * What every page starts once its first screen is up, in one chunk: the service worker's registration and updates,
 * tracking, push and the install overlays. Left to Rolldown they were ten chunks, asked for while the API worker's
 * first requests were on their way, which waited behind them on an HTTP/1.1 server; and gzip pays per chunk. One
 * chunk: /m/home's games shown 6.1 → 5.6 s on slow 4G, its first visit 138.0 → 135.5 KB of JavaScript (issue 15).
 */
const afterFirstScreen = staticGraphChunk(
  'after-first-screen',
  // One module (src/app/after-first-screen.ts) is the chunk's one way in: reached through five, it had a forwarding
  // chunk for each, five more requests on a first visit.
  [join(ROOT, 'src/app/after-first-screen.ts')],
  // The contract's barrel reaches the endpoint table, which none of these use: it stays with the code that does.
  isContract,
);
const BUILD_ID = buildId();

/** Every route with a lazy screen, and that screen's module. */
const lazyRoutes = ROUTES.flatMap((route) =>
  route.screen === 'home'
    ? []
    : [{ path: normalizePath(route.path), module: join(ROOT, 'src/app/screens', `${SCREEN_MODULES[route.screen]}.tsx`) }],
);

/**
 * Every app language and its lazily imported catalogs (src/i18n/catalogs.ts, on-demand-texts.ts) with the table that
 * imports the first (src/i18n/catalog-importers.ts); none for the source's.
 */
const languageCatalogs = APP_LANGUAGES.map((code) => {
  const locale = localeOf(code);
  const modules = [
    join(ROOT, 'src/i18n/catalog-importers.ts'),
    ...['locales', 'on-demand'].map((set) => join(ROOT, 'src/i18n', set, locale, 'messages.po')),
  ];
  return { code, modules: locale === SOURCE_LOCALE ? [] : modules };
});

const list = (value: string | undefined) => (value ?? '').split(',').filter((item) => item.trim() !== '');
/**
 * The policy that ships with dist/ (README "Security"): every production vendor, plus the merchant's API origin,
 * image CDNs and chat widget when the build is told them.
 */
const sitePolicy = contentSecurityPolicy(
  staticSitePolicyInput({
    apiOrigin: process.env.CSP_API_ORIGIN,
    imageCdns: list(process.env.CSP_IMAGE_CDNS),
    chatWidgetUrl: process.env.CSP_CHAT_WIDGET_URL,
  }),
);

/** Lazy locale catalogs (src/i18n/catalogs.ts) carry their locale in the chunk name: assets/i18n-<locale>-<hash>.js. */
function chunkFileNames(chunk: { facadeModuleId: string | null }): string {
  const locale = /\/src\/i18n\/(?:locales|on-demand)\/([^/]+)\/messages\.po$/.exec(chunk.facadeModuleId ?? '')?.[1];
  return locale ? `assets/i18n-${locale}-[hash].js` : 'assets/[name]-[hash].js';
}

export default defineConfig({
  base: '/m/',
  plugins: [
    babel({ plugins: ['@lingui/babel-plugin-lingui-macro'], include: /\/src\/.*\.[jt]sx?$/ }),
    react(),
    reactEsmBindingsPlugin({ appDir: join(ROOT, 'src') + '/' }),
    lingui(),
    onDemandTextsPlugin({ root: ROOT, paths: ON_DEMAND_TEXT_PATHS, textsModule: join(ROOT, 'src/i18n/on-demand-texts.ts') }),
    // After the site is written: dist/sw.js (Workbox injectManifest) and dist/asset-manifest.json.
    serviceWorkerPlugin({ buildId: BUILD_ID }),
    firstScreen.plugin,
    afterFirstScreen.plugin,
    bootScriptPlugin({ preloads: { id: START_PRELOADS_ID, routes: lazyRoutes, languages: languageCatalogs } }),
    securityHeadersPlugin({
      path: '/m/*',
      metaPolicy: serializePolicy(sitePolicy, { meta: true }),
      headers: {
        'Content-Security-Policy': serializePolicy(sitePolicy),
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': REFERRER_POLICY,
        'Permissions-Policy': PERMISSIONS_POLICY,
        'Cross-Origin-Opener-Policy': CROSS_ORIGIN_OPENER_POLICY,
        'X-Frame-Options': 'DENY',
        'Strict-Transport-Security': HSTS,
      },
    }),
    // Last: plugins' hooks run in this order, and the copies must not enter the precache or the asset manifest.
    precompressPlugin(),
  ],
  define: { __BUILD_ID__: JSON.stringify(BUILD_ID) },
  // wouter reads useSyncExternalStore through the shim for React 17, which ships its own fallback to every page:
  // React 19 has it.
  resolve: { alias: [{ find: /^use-sync-external-store\/shim\/index\.js$/, replacement: 'react' }] },
  worker: { format: 'es' },
  build: {
    outDir: process.env.BUILD_DIR ?? 'dist',
    // Maps for error tracking only: no sourceMappingURL in the files, and the backend refuses *.map.
    sourcemap: 'hidden',
    // Browsers without <link rel="modulepreload"> (Safari before 17) load a chunk when it is imported instead of
    // earlier: slower there, never wrong, and every other browser stops paying 0.2 KB for the polyfill (issue 15).
    modulePreload: { polyfill: false },
    target: 'es2022',
    rolldownOptions: {
      input: { index: 'index.html', boot: BOOT_ENTRY },
      // Each spec constant is written where it is used, and the chunk holding src/shared/constants.ts no longer carries
      // the ones only other chunks name (a module lives in one chunk whole): a first visit 135.6 → 134.8 KB,
      // and with src/shared/contract/error-codes.ts made of constants too, 133.8 KB (issue 15).
      optimization: { inlineConst: true },
      treeshake: { moduleSideEffects: (id: string) => !isContract(id) },
      output: {
        chunkFileNames,
        codeSplitting: { groups: [firstScreen.group, firstScreen.bootGroup, authScreensGroup, afterFirstScreen.group] },
      },
    },
  },
  server: {
    proxy: {
      '/wps': 'http://localhost:8080',
      '/__qa': 'http://localhost:8080',
      '/m/config.json': 'http://localhost:8080',
    },
  },
});
