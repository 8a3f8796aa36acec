// What the page's first script asks for while the app's entry is still downloading, which the boot script's plugin
// writes into index.html as a JSON block (data, which the CSP lets be): every lazy screen's chunks, for the entry
// route's, and every language's catalogs, for the start-up language's when it is known up front
// (src/platform/start-preloads.ts). Without them a first visit asks for them only once the entry has arrived and run.
// A lazily imported module's files are its own chunk, the chunks it imports statically and their stylesheets, less
// what the page loads from the start.

/**
 * The block for index.html.
 * @param {Record<string, any>} bundle the build's output
 * @param {{
 *   id: string,
 *   base: string,
 *   routes: { path: string, module: string }[],
 *   languages: { code: string, modules: string[] }[],
 * }} options
 *   id: the block's element id; base: the site's base; routes: each lazy route's path (in the routing rules' normal
 *   form) and the absolute path of its screen's module; languages: each app language's code (in the normal form) and
 *   the absolute paths of its lazily imported catalogs (none for the language bundled with the app)
 */
export function startPreloadsBlock(bundle, { id, base, routes, languages }) {
  const chunks = Object.values(bundle).filter((item) => item.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const walk = (file, into) => {
    if (into.has(file)) return into;
    into.add(file);
    for (const imported of byFile.get(file)?.imports ?? []) walk(imported, into);
    return into;
  };
  const upfront = new Set();
  for (const chunk of chunks) if (chunk.isEntry) walk(chunk.fileName, upfront);
  const filesOf = (module) => {
    const chunk = chunks.find((item) => item.isDynamicEntry && item.facadeModuleId === module);
    if (!chunk) throw new Error(`start-preloads: ${module} is not a lazily imported chunk`);
    const scripts = [...walk(chunk.fileName, new Set())].filter((file) => !upfront.has(file));
    const styles = new Set(scripts.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]));
    return [...scripts, ...styles];
  };

  // Routes that share a screen share one list.
  const screens = [];
  const screenIndex = new Map();
  const table = {};
  for (const { path, module } of routes) {
    if (!screenIndex.has(module)) screenIndex.set(module, screens.push(filesOf(module)) - 1);
    table[path] = screenIndex.get(module);
  }
  const catalogs = Object.fromEntries(languages.map(({ code, modules }) => [code, modules.flatMap(filesOf)]));
  // No '<' can close the block early.
  const json = JSON.stringify({ base, routes: table, screens, languages: catalogs }).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}
