// @ts-check
/**
 * The service-worker build, as a Vite plugin that runs after every `vite build` (npm run build, npm start,
 * npm test all call it), so BUILD_DIR is respected without a second command:
 *
 * 1. sw/sw.ts is bundled on its own in Vite lib mode (iife, process.env.NODE_ENV defined, nothing emptied);
 * 2. workbox-build injectManifest writes <outDir>/sw.js with the precache manifest of the shell: index.html and
 *    the hashed assets, without source maps and without the lazy locale catalogs other than the default one;
 * 3. <outDir>/asset-manifest.json lists every built file with a revision (ACCEPTANCE Q72): the page hashes it
 *    to detect a new version, and the backend serves it (server/routes/static.ts).
 */
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';

/** The locale whose catalog is part of the shell; every other catalog loads on demand (ARCHITECTURE). */
export const DEFAULT_CATALOG_LOCALE = 'en';
/** Where the site lives; the precache URLs and the asset manifest use it. */
export const SITE_BASE = '/m/';

const LOCALE = '([a-z]{2,3}(?:[-_][a-z0-9]{2,4})?)';
const CATALOG_EXT = '(?:po|json|js|mjs|ts)';
const CATALOG_PATTERNS = [
  // locales/vi/messages.po, i18n/pt-BR/messages.json
  new RegExp(`/${LOCALE}/messages\\.${CATALOG_EXT}$`, 'i'),
  // messages.vi.po, messages-vi.json
  new RegExp(`/messages[._-]${LOCALE}\\.${CATALOG_EXT}$`, 'i'),
  // locales/vi.po, messages/vi.json, i18n/catalogs/vi.ts
  new RegExp(`/(?:locales?|messages|catalogs?|lang|i18n)/${LOCALE}\\.${CATALOG_EXT}$`, 'i'),
];

/**
 * The locale of a message-catalog module (a Vite module id, query and \0 prefix allowed), or undefined when the
 * module is not a catalog.
 * @param {string} moduleId
 * @returns {string | undefined}
 */
export function catalogLocale(moduleId) {
  const path = moduleId.replace(/^\0/, '').split('?')[0]?.split(sep).join('/') ?? '';
  for (const pattern of CATALOG_PATTERNS) {
    const match = pattern.exec(path);
    if (match?.[1]) return match[1].toLowerCase().replace('_', '-');
  }
  return undefined;
}

/** Catalog chunks named by the i18n build (vite.config.ts): assets/i18n-<locale>-<hash>.js. */
const LAZY_CATALOG_FILE = new RegExp(`^assets/i18n-${LOCALE}-[A-Za-z0-9_-]{8}\\.js$`, 'i');

/**
 * True for a chunk that is a message catalog of a locale other than the default: it is left out of the precache.
 * @param {{ fileName?: string, facadeModuleId?: string | null, moduleIds?: readonly string[] }} chunk
 */
export function isLazyCatalogChunk(chunk) {
  const named = LAZY_CATALOG_FILE.exec(chunk.fileName ?? '');
  if (named?.[1]) return named[1].toLowerCase().replace('_', '-') !== DEFAULT_CATALOG_LOCALE;
  const ids = chunk.facadeModuleId ? [chunk.facadeModuleId] : (chunk.moduleIds ?? []);
  if (ids.length === 0) return false;
  return ids.every((id) => {
    const locale = catalogLocale(id);
    return locale !== undefined && locale !== DEFAULT_CATALOG_LOCALE;
  });
}

/** Files that never go into the precache: the worker itself, maps, the asset list, dot files. */
const ALWAYS_IGNORED = ['sw.js', '**/*.map', 'asset-manifest.json', '**/.*'];

/**
 * The precache URL and revision of a built file: hashed assets carry their hash in the name (revision null).
 * @param {{ url: string, revision: string | null }} entry
 */
export function precacheEntry(entry) {
  const hashed = /^assets\/.+-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(entry.url);
  return { url: `${SITE_BASE}${entry.url}`, revision: hashed ? null : entry.revision };
}

/** @param {string} dir @param {string} [root] @returns {Promise<string[]>} */
async function listFiles(dir, root = dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? listFiles(join(dir, entry.name), root) : [relative(root, join(dir, entry.name)).split(sep).join('/')],
    ),
  );
  return nested.flat();
}

/**
 * Writes <outDir>/asset-manifest.json: every built file but the maps, sw.js and itself, sorted, each with the
 * MD5 of its content. The same build gives the same bytes.
 * @param {string} outDir
 */
export async function writeAssetManifest(outDir) {
  const names = (await listFiles(outDir))
    .filter(
      (name) =>
        !name.endsWith('.map') &&
        name !== 'sw.js' &&
        name !== 'asset-manifest.json' &&
        !name.split('/').some((part) => part.startsWith('.')),
    )
    .sort();
  const files = await Promise.all(
    names.map(async (name) => ({
      url: `${SITE_BASE}${name}`,
      revision: createHash('md5')
        .update(await readFile(join(outDir, name)))
        .digest('hex'),
    })),
  );
  await writeFile(join(outDir, 'asset-manifest.json'), `${JSON.stringify({ files }, null, 1)}\n`);
  return files.length;
}

/**
 * Bundles the service worker and injects the precache manifest into <outDir>/sw.js.
 * @param {{ root: string, outDir: string, entry?: string, exclude?: Iterable<string>, buildId?: string }} options
 */
export async function buildServiceWorker({ root, outDir, entry = 'sw/sw.ts', exclude = [], buildId = 'dev' }) {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    define: { 'process.env.NODE_ENV': '"production"', __BUILD_ID__: JSON.stringify(buildId) },
    build: {
      write: false,
      emptyOutDir: false,
      minify: true,
      sourcemap: false,
      target: 'es2022',
      lib: { entry: resolve(root, entry), formats: ['iife'], name: 'memberPwaServiceWorker', fileName: () => 'sw.js' },
    },
  });
  const outputs = /** @type {import('vite').Rolldown.RolldownOutput[]} */ (Array.isArray(result) ? result : [result]);
  const chunk = outputs.flatMap((output) => output.output).find((item) => item.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error(`no service-worker bundle for ${entry}`);

  const tmp = await mkdtemp(join(tmpdir(), 'member-pwa-sw-'));
  try {
    const swSrc = join(tmp, 'sw.js');
    await writeFile(swSrc, chunk.code);
    const { count, size, warnings } = await injectManifest({
      swSrc,
      swDest: join(outDir, 'sw.js'),
      globDirectory: outDir,
      globPatterns: ['**/*.{js,css,html,svg,png,ico,webp,avif,woff2,webmanifest}'],
      globIgnores: [...ALWAYS_IGNORED, ...exclude],
      maximumFileSizeToCacheInBytes: 5 * 1024 * 1024,
      manifestTransforms: [
        (entries) => ({ manifest: entries.map((item) => ({ ...precacheEntry(item), size: item.size })), warnings: [] }),
      ],
    });
    for (const warning of warnings) console.warn(`[sw] ${warning}`);
    const assets = await writeAssetManifest(outDir);
    return { precached: count, precachedBytes: size, assets };
  } finally {
    await rm(tmp, { recursive: true, force: true });
  }
}

/**
 * The Vite plugin: remembers which chunks are lazy locale catalogs, then builds the service worker once the
 * site is written.
 * @param {{ entry?: string, buildId?: string }} [options]
 * @returns {import('vite').Plugin}
 */
export function serviceWorkerPlugin(options = {}) {
  let root = process.cwd();
  let outDir = resolve(root, 'dist');
  /** @type {Set<string>} */
  const lazyCatalogs = new Set();
  return {
    name: 'member-pwa:service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk' && isLazyCatalogChunk(item)) lazyCatalogs.add(item.fileName);
      }
    },
    async closeBundle() {
      const { precached, precachedBytes, assets } = await buildServiceWorker({
        root,
        outDir,
        entry: options.entry,
        exclude: lazyCatalogs,
        buildId: options.buildId,
      });
      const kb = Math.round(precachedBytes / 1024);
      console.log(
        `sw.js: ${precached} files precached (${kb} KB), ${lazyCatalogs.size} lazy catalog(s) left out; asset-manifest.json: ${assets} files`,
      );
    },
  };
}
