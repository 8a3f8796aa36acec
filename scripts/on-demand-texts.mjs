// The texts of the parts that load on use (src/i18n/on-demand-paths.ts) come in catalogs of their own. This plugin
// makes every module under those paths import src/i18n/on-demand-texts.ts, whose evaluation waits until the active
// language's texts are in: a chunk of such modules runs only with its texts, whatever imports it. The build fails
// when one of them, or that module, is in an entry's static graph, where the whole first screen would wait for them.
// An on-demand catalog is compiled without the texts the same language's first-screen catalog has (a text both use
// is extracted into both), since that one is always in before it.
import { relative, sep } from 'node:path';
import { getConfig } from '@lingui/conf';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';

const ON_DEMAND_CATALOG = /^src\/i18n\/on-demand\/([^/]+)\/messages\.po$/;
const firstScreenCatalog = (locale) => `src/i18n/locales/${locale}/messages.po`;

/** The compiled messages of a catalog file (as @lingui/vite-plugin compiles it): id → message. */
async function translations(config, catalogs, file) {
  const found = getCatalogForFile(file, catalogs);
  if (!found) throw new Error(`${file} is none of lingui.config.ts's catalogs`);
  const { messages } = await found.catalog.getTranslations(found.locale, {
    fallbackLocales: config.fallbackLocales,
    sourceLocale: config.sourceLocale,
  });
  return messages;
}

/**
 * @param {{ root: string, paths: readonly string[], textsModule: string }} options
 *   root: the project root; paths: ON_DEMAND_TEXT_PATHS (root-relative files and folders); textsModule: the absolute
 *   path of src/i18n/on-demand-texts.ts
 */
export function onDemandTextsPlugin({ root, paths, textsModule }) {
  /** @param {string} id */
  const rootPath = (id) =>
    relative(root, id.split('?')[0] ?? id)
      .split(sep)
      .join('/');
  /** @param {string} id */
  const onDemand = (id) => {
    const path = rootPath(id);
    if (!/\.tsx?$/.test(path) || /\.test\.tsx?$/.test(path)) return false;
    return paths.some((entry) => path === entry || path.startsWith(`${entry}/`));
  };
  /** @type {ReturnType<typeof getConfig> | undefined} */
  let lingui;
  /** @type {ReturnType<typeof getCatalogs> | undefined} */
  let catalogs;
  return {
    name: 'on-demand-texts',
    buildStart() {
      lingui = undefined;
      catalogs = undefined;
    },
    // After @lingui/vite-plugin, whose compiled on-demand catalogs this replaces.
    enforce: 'post',
    /** @param {string} code @param {string} id */
    async transform(code, id) {
      const locale = ON_DEMAND_CATALOG.exec(rootPath(id))?.[1];
      if (locale) {
        // One reading of the config and catalogs per build, not one per language's catalog.
        lingui ??= getConfig({ cwd: root });
        catalogs ??= getCatalogs(lingui);
        const config = lingui;
        const [firstScreen, all] = await Promise.all([
          translations(config, await catalogs, firstScreenCatalog(locale)),
          translations(config, await catalogs, rootPath(id)),
        ]);
        const own = Object.fromEntries(Object.entries(all).filter(([messageId]) => !(messageId in firstScreen)));
        return { code: createCompiledCatalog(locale, own, { namespace: 'es' }).source, map: null, moduleType: 'js' };
      }
      if (!onDemand(id)) return null;
      // Appended: imports are hoisted, and no line of the module moves.
      return { code: `${code}\nimport ${JSON.stringify(textsModule)};\n`, map: null };
    },
    /** @param {unknown} _options @param {Record<string, any>} bundle */
    generateBundle(_options, bundle) {
      const staticGraph = (fileName, into = new Set()) => {
        const chunk = bundle[fileName];
        if (!chunk || chunk.type !== 'chunk' || into.has(fileName)) return into;
        into.add(fileName);
        for (const imported of chunk.imports) staticGraph(imported, into);
        return into;
      };
      for (const entry of Object.values(bundle).filter((output) => output.type === 'chunk' && output.isEntry)) {
        for (const fileName of staticGraph(entry.fileName)) {
          const found = bundle[fileName].moduleIds.find((id) => id === textsModule || onDemand(id));
          if (found) {
            this.error(
              `${rootPath(found)} loads on use (src/i18n/on-demand-paths.ts) but is in ${entry.fileName}'s static graph`,
            );
          }
        }
      }
    },
  };
}
