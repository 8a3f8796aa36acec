/**
 * npm run bench [-- name …]: runs the benchmarks of bench/index.ts (or the named ones) and prints their figures.
 * Figures, not pass or fail. IndexedDB is fake-indexeddb, installed before Dexie loads.
 */
import 'fake-indexeddb/auto';
import { benchmarks } from './index';
import type { Figure } from './types';

function print(name: string, figures: readonly Figure[]): void {
  const width = Math.max(...figures.map((f) => f.label.length));
  console.log(`\n${name}`);
  for (const figure of figures) {
    console.log(`  ${figure.label.padEnd(width)}  ${String(figure.value)}${figure.unit ? ` ${figure.unit}` : ''}`);
  }
}

const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !benchmarks.some((b) => b.name === name));
if (unknown.length > 0) {
  console.error(`Unknown benchmark(s): ${unknown.join(', ')}. Known: ${benchmarks.map((b) => b.name).join(', ')}`);
  process.exit(2);
}

let failed = 0;
for (const benchmark of benchmarks) {
  if (wanted.length > 0 && !wanted.includes(benchmark.name)) continue;
  console.log(`\n# ${benchmark.name}: ${benchmark.description}`);
  try {
    print(benchmark.name, await benchmark.run());
  } catch (error) {
    failed += 1;
    console.error(`${benchmark.name} failed:`, error);
  }
}
process.exitCode = failed > 0 ? 1 : 0;
