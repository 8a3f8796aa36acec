// Runs every test of the project (typecheck, lint, unit, backend, end to end) and ends with one
// plain line "N passed, N failed" summed over all the runners.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findChromium, MISSING_CHROMIUM_MESSAGE } from './find-chromium.mjs';

const reports = mkdtempSync(join(tmpdir(), 'member-pwa-tests-'));
let passed = 0;
let failed = 0;

function run(title, command, args, env = {}) {
  console.log(`\n=== ${title}: ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(title, command, args) {
  if (run(title, command, args)) passed += 1;
  else failed += 1;
}

function readJson(path) {
  try {
    return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
  } catch {
    return undefined;
  }
}

check('typecheck', 'npx', ['tsc', '-b']);
check('lint', 'npm', ['run', '--silent', 'lint']);
check('translations', process.execPath, ['--import', 'tsx', 'scripts/check-translations.mjs']);

const vitestReport = join(reports, 'vitest.json');
const vitestOk = run('unit and backend tests', process.execPath, [
  '--import',
  './scripts/node20-polyfills.mjs',
  'node_modules/vitest/vitest.mjs',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestReport}`,
]);
const vitest = readJson(vitestReport);
if (vitest) {
  passed += vitest.numPassedTests ?? 0;
  failed += (vitest.numFailedTests ?? 0) + (vitestOk || vitest.numFailedTests ? 0 : 1);
} else {
  failed += 1;
}

const buildOk = run('build', 'npx', ['vite', 'build']);
if (!buildOk) failed += 1;

const chromium = findChromium();
if (!chromium) {
  console.error(MISSING_CHROMIUM_MESSAGE);
  failed += 1;
} else if (buildOk) {
  // What a first visit loads in the page (measured in Chromium), the API worker and the entry screens' scripts, within
  // their budgets.
  if (run('size budget', process.execPath, ['--import', 'tsx', 'scripts/size.ts', '--no-build'], { CHROME_PATH: chromium }))
    passed += 1;
  else failed += 1;
  const playwrightReport = join(reports, 'playwright.json');
  const e2eOk = run('end-to-end tests', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    CHROME_PATH: chromium,
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  });
  const report = readJson(playwrightReport);
  const stats = report?.stats;
  // A skipped test says why (e.g. the Firebase Auth Emulator could not start): the reasons go with the summary.
  for (const line of skippedWithReasons(report)) console.log(`skipped: ${line}`);
  if (stats) {
    passed += stats.expected ?? 0;
    failed += stats.unexpected ?? 0;
    if (!e2eOk && !stats.unexpected) failed += 1;
  } else {
    failed += 1;
  }
}

/** The skipped tests of a Playwright JSON report, each with its skip reason; reasons shared by many are listed once. */
function skippedWithReasons(report) {
  const reasons = new Map();
  const walk = (suite) => {
    for (const child of suite?.suites ?? []) walk(child);
    for (const spec of suite?.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'skipped') continue;
        const reason = (test.annotations ?? []).find((note) => note.type === 'skip')?.description || 'no reason given';
        reasons.set(reason, [...(reasons.get(reason) ?? []), spec.title]);
      }
    }
  };
  for (const suite of report?.suites ?? []) walk(suite);
  return [...reasons].map(([reason, titles]) => `${titles.length} test(s): ${reason} (${titles.join('; ')})`);
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
