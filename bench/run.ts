/**
 * npm run bench [-- name …]: runs the benchmarks of bench/index.ts (or the named ones) and prints their figures.
 * Figures, not pass or fail. IndexedDB is fake-indexeddb, installed before Dexie loads.
 *
 * Each benchmark of several runs in a process of its own: the backend and the stores of one (5,000 games, 10,000
 * outbox events) otherwise stay in the heap of the next, and the garbage collector of a process holding about 900 MB
 * took the two cores' time from the pages under audit (Lighthouse's home TBT 201–238 ms after the others, 89–101 ms
 * alone, on one build).
 */
import 'fake-indexeddb/auto';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { benchmarks } from './index';
import type { Benchmark, Figure } from './types';

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

/** Runs one benchmark in this process and prints its figures; false when it failed. */
async function runHere(benchmark: Benchmark): Promise<boolean> {
  console.log(`\n# ${benchmark.name}: ${benchmark.description}`);
  try {
    print(benchmark.name, await benchmark.run());
    return true;
  } catch (error) {
    console.error(`${benchmark.name} failed:`, error);
    return false;
  }
}

/** Runs one benchmark in a process of its own (this script, given its name); false when it failed. */
function runApart(benchmark: Benchmark): boolean {
  const script = fileURLToPath(import.meta.url);
  return spawnSync(process.execPath, [...process.execArgv, script, benchmark.name], { stdio: 'inherit' }).status === 0;
}

const selected = benchmarks.filter((benchmark) => wanted.length === 0 || wanted.includes(benchmark.name));
const [only] = selected;
const results = selected.length === 1 && only ? [await runHere(only)] : selected.map(runApart);
process.exitCode = results.every(Boolean) ? 0 : 1;
