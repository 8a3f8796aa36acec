import type { Plugin } from 'vite';

export function firstScreenChunk(): {
  plugin: Plugin;
  group: { name: string; test: (id: string) => boolean; includeDependenciesRecursively: boolean };
  bootGroup: { name: string; test: (id: string) => boolean; includeDependenciesRecursively: boolean };
};
