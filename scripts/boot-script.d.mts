import type { Plugin } from 'vite';

export const BOOT_ENTRY: string;
export function bootScriptPlugin(): Plugin;
