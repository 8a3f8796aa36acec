/**
 * The entry route's screen chunks, asked for by the page's first script (src/boot.ts) while the app's entry is still
 * downloading: on a first visit to /m/login the screen's chunks would otherwise be asked for only once the entry has
 * arrived and run, a round trip later. The build writes every lazy screen's chunks into index.html as a JSON block
 * (scripts/screen-preloads.mjs); the screen's import then finds them in the page, and Vite's preload helper adds no
 * link of its own for a script already linked.
 */
import { normalizePath } from './app-path';

export const SCREEN_PRELOADS_ID = 'screen-preloads';

/** What the build writes: the site's base, each route's (normal form) index into screens, each screen's files. */
export interface ScreenPreloads {
  base: string;
  routes: Record<string, number>;
  screens: string[][];
}

/** The URLs of the chunks of the screen at pathname, from the page's table; none for home, an unknown path or a broken table. */
export function screenChunksOf(table: string | null | undefined, pathname: string): string[] {
  if (!table) return [];
  let parsed: Partial<ScreenPreloads> | null;
  try {
    parsed = JSON.parse(table) as Partial<ScreenPreloads> | null;
  } catch {
    return [];
  }
  const routes = parsed?.routes;
  const path = normalizePath(pathname);
  const index = typeof routes === 'object' && routes !== null && Object.hasOwn(routes, path) ? routes[path] : undefined;
  const chunks = typeof index === 'number' ? parsed?.screens?.[index] : undefined;
  if (!Array.isArray(chunks) || typeof parsed?.base !== 'string') return [];
  return chunks.filter((file) => typeof file === 'string').map((file) => `${parsed.base}${file}`);
}

/** Links the entry route's screen chunks in the page's head: scripts as module preloads, stylesheets as preloads. */
export function preloadEntryScreen(doc: Document = document, pathname: string = location.pathname): void {
  for (const href of screenChunksOf(doc.getElementById(SCREEN_PRELOADS_ID)?.textContent, pathname)) {
    const link = doc.createElement('link');
    if (href.endsWith('.css')) {
      link.rel = 'preload';
      link.setAttribute('as', 'style');
    } else {
      link.rel = 'modulepreload';
    }
    // As the screen's import will ask: in CORS mode, so that its request finds this one.
    link.crossOrigin = '';
    link.href = href;
    doc.head.append(link);
  }
}
