import type { Plugin } from 'vite';

export const BOOT_ENTRY: string;
export function bootScriptPlugin(options: { preloads: { id: string; routes: { path: string; module: string }[] } }): Plugin;
