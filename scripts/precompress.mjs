// Writes a Brotli (.br) and a gzip (.gz) copy beside every compressible file of the build, so a server can send them
// as they are (the reference backend, nginx's brotli_static/gzip_static) instead of compressing on each request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/i;
/** Below this, the compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir) {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)])),
  );
  return nested.flat();
}

/** Compresses every file of dir worth it; answers the totals, for the build's log. */
export async function precompress(dir) {
  const totals = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const path of await filesUnder(dir)) {
    if (!COMPRESSIBLE.test(path) || (await stat(path)).size < MIN_BYTES) continue;
    const content = await readFile(path);
    const [br, gz] = await Promise.all([
      brotli(content, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
      gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
    ]);
    await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
    totals.files += 1;
    totals.bytes += content.length;
    totals.brotliBytes += br.length;
    totals.gzipBytes += gz.length;
  }
  return totals;
}

/** Runs last, once the site, the service worker and the asset manifest are written (so neither lists the copies). */
export function precompressPlugin() {
  let outDir = '';
  return {
    name: 'member-pwa:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      async handler() {
        const { files, bytes, brotliBytes, gzipBytes } = await precompress(outDir);
        const kb = (value) => `${Math.round(value / 1024)} KB`;
        console.log(`precompressed ${files} files: ${kb(bytes)} → ${kb(brotliBytes)} brotli, ${kb(gzipBytes)} gzip`);
      },
    },
  };
}
