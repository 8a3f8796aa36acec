// One chunk for a set of modules the page loads together, each imported on its own where it starts: the modules and
// everything they import statically (not what they import on use). Groups listed before it keep their modules, so
// what the first screen already has stays in the entry chunk.

/**
 * Adds to `into` the modules `entries` reach through static imports (not import()), in a plugin hook's context.
 * @param {import('vite').Rollup.PluginContext} context
 * @param {Iterable<string>} entries
 * @param {Set<string>} into
 * @param {(id: string) => boolean} [leaveOut] modules not to add, nor to follow
 */
export function addStaticGraph(context, entries, into, leaveOut = () => false) {
  const queue = [...entries];
  while (queue.length > 0) {
    const id = queue.shift();
    if (into.has(id) || leaveOut(id)) continue;
    into.add(id);
    queue.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
}

/**
 * @param {string} name the chunk's name
 * @param {readonly string[]} roots absolute paths of the modules whose static graph makes the chunk
 * @param {(id: string) => boolean} [leaveOut] modules to leave where the bundler puts them, and not to follow
 */
export function staticGraphChunk(name, roots, leaveOut = () => false) {
  const modules = new Set();
  return {
    plugin: {
      name: `${name}-chunk`,
      apply: 'build',
      buildEnd() {
        modules.clear();
        const missing = roots.filter((root) => !this.getModuleInfo(root));
        if (missing.length > 0) this.error(`${name}: no module ${missing.join(', ')}`);
        addStaticGraph(this, roots, modules, leaveOut);
      },
    },
    group: { name, test: (id) => modules.has(id), includeDependenciesRecursively: false },
  };
}
