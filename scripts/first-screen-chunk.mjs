// One chunk for the first screen: every module index.html loads through static imports goes into the entry chunk.
// Left to itself Rolldown splits that graph into dozens of small chunks (a module the entry loads and a lazy chunk
// also imports gets a chunk of its own, though the entry has always loaded it), and gzip then pays per chunk:
// about 12 KB of the first screen's budget. Lazy chunks are unaffected.

/** The plugin that records the first screen's static graph (entries and their static imports, transitively). */
export function firstScreenChunk() {
  const modules = new Set();
  return {
    plugin: {
      name: 'first-screen-chunk',
      apply: 'build',
      buildStart() {
        modules.clear();
      },
      buildEnd() {
        const queue = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
        while (queue.length > 0) {
          const id = queue.shift();
          if (modules.has(id)) continue;
          modules.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      },
    },
    /** The code-splitting group that keeps those modules together in the entry's chunk. */
    group: { name: 'index', test: (id) => modules.has(id) && !id.endsWith('.html') },
  };
}
