// The build's id, shown by the diagnostics screen for the page and for the service worker (both are given it at
// build time, so a page and a worker of different builds tell apart): BUILD_ID when set, else the commit and the
// build's UTC minute.
import { execFileSync } from 'node:child_process';

/** @returns {string} */
export function buildId(env = process.env) {
  if (env.BUILD_ID) return env.BUILD_ID;
  let commit = 'local';
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    // Not a git checkout: the time alone.
  }
  const minute = new Date().toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');
  return `${commit}-${minute}`;
}
