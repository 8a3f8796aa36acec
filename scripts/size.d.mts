export const PAGE_BUDGET_BYTES: number;
export const WORKER_BUDGET_BYTES: number;
export function staticImports(code: string): string[];
export function entryUrls(html: string): string[];
export function closure(buildDir: string, entries: (string | undefined)[]): Map<string, { bytes: number; gzip: number }>;
export function measure(buildDir: string): {
  page: Map<string, { bytes: number; gzip: number }>;
  worker: Map<string, { bytes: number; gzip: number }>;
};
