import type { Plugin } from 'vite';

export function staticGraphChunk(
  name: string,
  roots: readonly string[],
  leaveOut?: (id: string) => boolean,
): {
  plugin: Plugin;
  group: { name: string; test: (id: string) => boolean; includeDependenciesRecursively: boolean };
};
