// The size budget of the first screen: builds the site (into BUILD_DIR, default dist), then prints the gzip size of
// the JavaScript a first visit to /m/home loads (index.html's module scripts and modulepreload links, with their
// static imports, transitively; lazy chunks excluded) and of the API worker's bundle (its main-*.js chunk and its
// static imports). Exits non-zero when either is over its budget.
//
//   npm run size                 build, then measure
//   node scripts/size.mjs --no-build   measure an existing build
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const PAGE_BUDGET_BYTES = 150 * 1024;
export const WORKER_BUDGET_BYTES = 80 * 1024;
const BASE = '/m/';

/** Static import specifiers of an ES module (import … from, import '…', export … from), not dynamic import(). */
export function staticImports(code) {
  const found = new Set();
  const patterns = [
    /(?:^|[^\w$.])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g,
    /(?:^|[^\w$.])export\s*(?:\*|\{[^}]*\})\s*(?:as\s+[\w$]+\s*)?from\s*["']([^"']+)["']/g,
  ];
  for (const pattern of patterns) {
    for (const match of code.matchAll(pattern)) found.add(match[1]);
  }
  return [...found];
}

/** The module scripts and modulepreload links of an HTML page, as URLs. */
export function entryUrls(html) {
  const urls = [];
  for (const match of html.matchAll(/<script\b[^>]*\btype=["']module["'][^>]*\bsrc=["']([^"']+)["']/g)) urls.push(match[1]);
  for (const match of html.matchAll(/<link\b[^>]*\brel=["']modulepreload["'][^>]*\bhref=["']([^"']+)["']/g)) urls.push(match[1]);
  for (const match of html.matchAll(/<link\b[^>]*\bhref=["']([^"']+)["'][^>]*\brel=["']modulepreload["']/g)) urls.push(match[1]);
  return [...new Set(urls)];
}

/** A URL of the page (absolute under /m/, or relative to fromFile) as a path inside the build directory. */
function toBuildPath(url, fromFile) {
  if (/^[a-z]+:/i.test(url)) return undefined;
  const clean = url.split(/[?#]/)[0];
  if (clean.startsWith(BASE)) return clean.slice(BASE.length);
  if (clean.startsWith('/')) return clean.slice(1);
  return posix.normalize(posix.join(posix.dirname(fromFile), clean));
}

/** Every JS file reached from the entries through static imports: [relative path, bytes, gzip bytes]. */
export function closure(buildDir, entries) {
  const seen = new Map();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.shift();
    if (!file || seen.has(file) || !file.endsWith('.js')) continue;
    const path = join(buildDir, file);
    if (!existsSync(path)) throw new Error(`${file} is referenced but not in ${buildDir}`);
    const code = readFileSync(path);
    seen.set(file, { bytes: code.length, gzip: gzipSync(code).length });
    for (const specifier of staticImports(code.toString('utf8'))) {
      const target = toBuildPath(specifier, file);
      if (target) queue.push(target);
    }
  }
  return seen;
}

function total(files) {
  let gzip = 0;
  for (const { gzip: size } of files.values()) gzip += size;
  return gzip;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function measure(buildDir) {
  const html = readFileSync(join(buildDir, 'index.html'), 'utf8');
  const page = closure(
    buildDir,
    entryUrls(html).map((url) => toBuildPath(url, 'index.html')),
  );
  const workerChunks = readdirSync(join(buildDir, 'assets')).filter((name) => /^main-[\w-]+\.js$/.test(name));
  if (workerChunks.length === 0) throw new Error(`no API worker chunk (assets/main-*.js) in ${buildDir}`);
  const worker = closure(
    buildDir,
    workerChunks.map((name) => `assets/${name}`),
  );
  return { page, worker };
}

function report(title, files, budget) {
  const size = total(files);
  console.log(`${title}: ${kb(size)} gzip (budget ${kb(budget)})${size > budget ? '  OVER BUDGET' : ''}`);
  const rows = [...files.entries()].sort((a, b) => b[1].gzip - a[1].gzip);
  for (const [file, { gzip }] of rows) console.log(`  ${kb(gzip).padStart(9)}  ${file}`);
  return size <= budget;
}

function main() {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const buildDir = join(root, process.env.BUILD_DIR ?? 'dist');
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env: process.env });
    if (build.status !== 0) {
      console.error('size: the build failed');
      process.exit(1);
    }
  }
  const { page, worker } = measure(buildDir);
  const pageOk = report('First screen (/m/home, first visit)', page, PAGE_BUDGET_BYTES);
  const workerOk = report('API worker', worker, WORKER_BUDGET_BYTES);
  process.exit(pageOk && workerOk ? 0 : 1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
