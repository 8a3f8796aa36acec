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

/** The chunks (assets/<name>-<hash>.js) of the given names and every chunk they reach through static imports. */
export function chunkClosure(buildDir: string, names: readonly string[]): LoadedScript[] {
  const files = readdirSync(join(buildDir, 'assets'));
  const queue = names.flatMap((name) =>
    files.filter((file) => file.startsWith(`${name}-`) && /^[\w-]+\.js$/.test(file)).map((file) => `assets/${file}`),
  );
  const seen = new Map<string, number>();
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

/** The API worker's chunk and every chunk it reaches through static imports, with their gzip sizes. */
export function workerScripts(buildDir: string): LoadedScript[] {
  const scripts = chunkClosure(buildDir, ['main']);
  if (scripts.length === 0) throw new Error(`no API worker chunk (assets/main-*.js) in ${buildDir}`);
  return scripts;
}

/**
 * What a lazy screen's chunk adds to the first screen: it and the chunks it reaches through static imports, less the
 * entry chunk's own. The page asks for all of them at once when the screen opens.
 */
export function screenScripts(buildDir: string, screen: string): LoadedScript[] {
  const firstScreen = new Set(chunkClosure(buildDir, ['index']).map((script) => script.url));
  const scripts = chunkClosure(buildDir, [screen]).filter((script) => !firstScreen.has(script.url));
  if (scripts.length === 0) throw new Error(`no chunk of the screen ${screen} (assets/${screen}-*.js) in ${buildDir}`);
  return scripts;
}
