import type { Plugin } from 'vite';

export function reactEsmBindingsPlugin(options: { appDir: string }): Plugin;
