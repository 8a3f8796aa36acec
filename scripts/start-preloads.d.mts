export interface StartPreloadsOptions {
  id: string;
  base: string;
  routes: { path: string; module: string }[];
  languages: { code: string; modules: string[] }[];
}
export function startPreloadsBlock(bundle: Record<string, unknown>, options: StartPreloadsOptions): string;
