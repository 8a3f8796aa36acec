// The page's first script (src/boot.ts) is an entry of its own, and index.html loads it before the app's entry: a
// few hundred bytes that start the API worker while the app's script is still downloading (on a first visit every
// piece of data waits for the worker). Vite would otherwise merge every script of index.html into one entry chunk.
import { fileURLToPath } from 'node:url';

export const BOOT_ENTRY = fileURLToPath(new URL('../src/boot.ts', import.meta.url));

export function bootScriptPlugin() {
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
        const tag = `<script type="module" crossorigin src="${base}${boot.fileName}"></script>`;
        const first = html.indexOf('<script type="module"');
        if (first < 0) throw new Error('boot-script: index.html has no module script');
        return `${html.slice(0, first)}${tag}\n    ${html.slice(first)}`;
      },
    },
  };
}
