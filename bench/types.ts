/** A benchmark prints figures, not verdicts: each is a name and a run() that returns measured values. */
export interface Figure {
  label: string;
  value: number | string;
  unit?: string;
}

export interface Benchmark {
  /** Short, unique; `npm run bench -- <name>` runs only the named ones. */
  name: string;
  description: string;
  run(): Promise<Figure[]>;
}

/** Milliseconds since an arbitrary origin, with sub-millisecond precision. */
export const now = (): number => performance.now();

export function perSecond(count: number, ms: number): number {
  return Math.round((count / ms) * 1000);
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? NaN;
}
