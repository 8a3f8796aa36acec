import type { Plugin } from 'vite';
import type { StartPreloadsOptions } from './start-preloads.mjs';

export const BOOT_ENTRY: string;
export function bootScriptPlugin(options: { preloads: Omit<StartPreloadsOptions, 'base'> }): Plugin;
