/** What the size budgets count: the scripts a page loaded, and the API worker's bundle in a build, in gzip bytes. */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface LoadedScript {
  url: string;
  gzip: number;
}

interface ResourceEntry {
  name: string;
  initiatorType: string;
}

/**
 * The page's own scripts among its resource-timing entries: a dedicated worker's script shows there with initiator
 * "other" and the worker's fetches not at all, so scripts the page fetched are those it initiated as script or link.
 */
export function pageScriptUrls(entries: readonly ResourceEntry[], workerUrls: readonly string[]): string[] {
  const workers = new Set(workerUrls);
  const urls = entries
    .filter((entry) => entry.initiatorType === 'script' || entry.initiatorType === 'link')
    .map((entry) => entry.name)
    .filter((url) => /\.m?js(?:[?#]|$)/.test(url) && !workers.has(url));
  return [...new Set(urls)];
}

export function totalGzip(scripts: readonly LoadedScript[]): number {
  return scripts.reduce((sum, script) => sum + script.gzip, 0);
}

/** Static import specifiers of an ES module (import … from, import '…', export … from), not dynamic import(). */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  const patterns = [
    /(?:^|[^\w$.])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g,
    /(?:^|[^\w$.])export\s*(?:\*|\{[^}]*\})\s*(?:as\s+[\w$]+\s*)?from\s*["']([^"']+)["']/g,
  ];
  for (const pattern of patterns) {
    for (const match of code.matchAll(pattern)) if (match[1]) found.add(match[1]);
  }
  return [...found];
}

/** The API worker's chunk and every chunk it reaches through static imports, with their gzip sizes. */
export function workerScripts(buildDir: string): LoadedScript[] {
  const entries = readdirSync(join(buildDir, 'assets')).filter((name) => /^main-[\w-]+\.js$/.test(name));
  if (entries.length === 0) throw new Error(`no API worker chunk (assets/main-*.js) in ${buildDir}`);
  const seen = new Map<string, number>();
  const queue = entries.map((name) => `assets/${name}`);
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file) || !file.endsWith('.js')) continue;
    const path = join(buildDir, file);
    if (!existsSync(path)) throw new Error(`${file} is referenced but not in ${buildDir}`);
    const code = readFileSync(path);
    seen.set(file, gzipSync(code).length);
    for (const specifier of staticImports(code.toString('utf8'))) {
      if (specifier.startsWith('.')) queue.push(posix.normalize(posix.join(posix.dirname(file), specifier)));
    }
  }
  return [...seen].map(([url, gzip]) => ({ url, gzip }));
}
