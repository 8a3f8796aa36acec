import type { Plugin } from 'vite';

export function onDemandTextsPlugin(options: { root: string; paths: readonly string[]; textsModule: string }): Plugin;
