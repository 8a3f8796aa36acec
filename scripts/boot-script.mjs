// The page's first script (src/boot.ts) is an entry of its own, and index.html loads it before the app's entry: a
// few hundred bytes that start the API worker and ask for the entry route's screen chunks and the start-up language's
// catalogs while the app's script is still downloading (on a first visit every piece of data waits for the worker,
// and the screen for its chunks). Vite would otherwise merge every script of index.html into one entry chunk. The
// files it reads are a JSON block this plugin writes beside it (start-preloads.mjs).
//
// The app's entry is fetched at low priority, as Chrome fetches any deferred script: the frame index.html paints never
// waits for it. Left at the high priority Chrome gives module scripts, Lighthouse's simulation counts it as blocking
// the first paint (it cannot tell a module's evaluation apart, so it keeps every high-priority script that arrived
// before the paint), and the first contentful paint it reports includes that download.
import { fileURLToPath } from 'node:url';
import { startPreloadsBlock } from './start-preloads.mjs';

export const BOOT_ENTRY = fileURLToPath(new URL('../src/boot.ts', import.meta.url));

/**
 * @param {{ preloads: Omit<import('./start-preloads.mjs').StartPreloadsOptions, 'base'> }} options
 *   preloads: the table of the files the boot script may ask for (start-preloads.mjs)
 */
export function bootScriptPlugin({ preloads }) {
  let base = '/';
  return {
    name: 'boot-script',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const boot = Object.values(bundle ?? {}).find(
          (item) => item.type === 'chunk' && item.isEntry && item.facadeModuleId === BOOT_ENTRY,
        );
        if (!boot) throw new Error('boot-script: src/boot.ts was not built as an entry');
        // The entry's tag, named as the chunk is named (its file's hash is settled only after this hook).
        const appTag = new RegExp(`<script type="module" crossorigin src="${base}assets/index-[\\w-]+\\.js">`);
        if (!appTag.test(html)) throw new Error('boot-script: index.html does not load the app entry');
        const lowered = html.replace(appTag, (tag) => tag.replace('<script ', '<script fetchpriority="low" '));
        const tag = `<script type="module" crossorigin src="${base}${boot.fileName}"></script>`;
        const block = startPreloadsBlock(bundle, { ...preloads, base });
        const first = lowered.indexOf('<script type="module"');
        if (first < 0) throw new Error('boot-script: index.html has no module script');
        return `${lowered.slice(0, first)}${block}\n    ${tag}\n    ${lowered.slice(first)}`;
      },
    },
  };
}
