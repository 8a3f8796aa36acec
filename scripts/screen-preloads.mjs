// The chunks of every lazy screen, which the boot script's plugin writes into index.html as a JSON block (data, which
// the CSP lets be): the page's first script reads the entry route's and links them, so that they download beside the
// app's entry instead of after it has run (src/platform/routing/screen-preloads.ts). A screen's chunks are its own
// chunk, the chunks it imports statically and their stylesheets, less what the page loads from the start.

/**
 * The block for index.html.
 * @param {Record<string, any>} bundle the build's output
 * @param {{ id: string, base: string, routes: { path: string, module: string }[] }} options
 *   id: the block's element id; base: the site's base; routes: each lazy route's path (in the routing rules' normal
 *   form) and the absolute path of its screen's module
 */
export function screenPreloadsBlock(bundle, { id, base, routes }) {
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

  const screens = [];
  const screenIndex = new Map();
  const table = {};
  for (const { path, module } of routes) {
    if (!screenIndex.has(module)) {
      const chunk = chunks.find((item) => item.isDynamicEntry && item.facadeModuleId === module);
      if (!chunk) throw new Error(`screen-preloads: ${module} is not a lazily imported chunk`);
      const scripts = [...walk(chunk.fileName, new Set())].filter((file) => !upfront.has(file));
      const styles = new Set(scripts.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]));
      screenIndex.set(module, screens.push([...scripts, ...styles]) - 1);
    }
    table[path] = screenIndex.get(module);
  }
  // No '<' can close the block early.
  const json = JSON.stringify({ base, routes: table, screens }).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${id}">${json}</script>`;
}
