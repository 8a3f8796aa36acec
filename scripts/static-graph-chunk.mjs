// One chunk for a set of modules the page loads together, each imported on its own where it starts: the modules and
// everything they import statically (not what they import on use). Groups listed before it keep their modules, so
// what the first screen already has stays in the entry chunk.

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
        const queue = roots.filter((root) => this.getModuleInfo(root));
        if (queue.length !== roots.length) {
          this.error(`${name}: no module ${roots.filter((root) => !this.getModuleInfo(root)).join(', ')}`);
        }
        while (queue.length > 0) {
          const id = queue.shift();
          if (modules.has(id) || leaveOut(id)) continue;
          modules.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      },
    },
    group: { name, test: (id) => modules.has(id), includeDependenciesRecursively: false },
  };
}
