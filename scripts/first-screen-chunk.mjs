// One chunk for the first screen: every module index.html loads through static imports goes into the entry chunk.
// Left to itself Rolldown splits that graph into dozens of small chunks (a module the entry loads and a lazy chunk
// also imports gets a chunk of its own, though the entry has always loaded it), and gzip then pays per chunk:
// about 12 KB of the first screen's budget. Lazy chunks are unaffected. What another entry (the boot script) loads
// stays out, so that entry never waits for the first screen's chunk: its modules (those the app's entry shares with
// it) make one chunk of their own, not one per module.

import { BOOT_ENTRY } from './boot-script.mjs';
import { addStaticGraph } from './static-graph-chunk.mjs';

/** The plugin that records the first screen's static graph (index.html and its static imports, transitively). */
export function firstScreenChunk() {
  const modules = new Set();
  const apart = new Set();
  return {
    plugin: {
      name: 'first-screen-chunk',
      apply: 'build',
      buildStart() {
        modules.clear();
        apart.clear();
      },
      buildEnd() {
        const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
        addStaticGraph(
          this,
          entries.filter((id) => id.endsWith('.html')),
          modules,
        );
        addStaticGraph(
          this,
          entries.filter((id) => !id.endsWith('.html')),
          apart,
        );
      },
    },
    /** The code-splitting group that keeps those modules together in the entry's chunk. */
    group: {
      name: 'index',
      test: (id) => modules.has(id) && !apart.has(id) && !id.endsWith('.html'),
      // The test names the whole graph already; following imports would pull the boot script's modules back in.
      includeDependenciesRecursively: false,
    },
    /** The group that keeps the boot script's modules together, apart from its entry's own two lines. */
    bootGroup: {
      name: 'boot-start',
      test: (id) => apart.has(id) && id !== BOOT_ENTRY,
      includeDependenciesRecursively: false,
    },
  };
}
