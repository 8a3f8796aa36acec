import type { Plugin } from 'vite';

export function headersFile(path: string, headers: Record<string, string>): string;

export function securityHeadersPlugin(options: { metaPolicy: string; headers: Record<string, string>; path: string }): Plugin;
