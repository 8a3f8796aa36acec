import type { Plugin, Rollup } from 'vite';

export function addStaticGraph(
  context: Rollup.PluginContext,
  entries: Iterable<string>,
  into: Set<string>,
  leaveOut?: (id: string) => boolean,
): void;

export function staticGraphChunk(
  name: string,
  roots: readonly string[],
  leaveOut?: (id: string) => boolean,
): {
  plugin: Plugin;
  group: { name: string; test: (id: string) => boolean; includeDependenciesRecursively: boolean };
};
