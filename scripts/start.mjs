// npm start: builds the site when needed, then serves it with the reference backend, seeded with the demo members,
// and the QA surface at http://localhost:$PORT/m/ (PORT defaults to 8080). It listens on 127.0.0.1 unless HOST is set.
import { existsSync, statSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync, spawn } from 'node:child_process';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

const built = existsSync('dist/index.html') ? statSync('dist/index.html').mtimeMs : 0;
const sources = Math.max(...['src', 'workers', 'sw'].filter(existsSync).map(newestMtime), statSync('index.html').mtimeMs);
if (built < sources) {
  console.log('Building the site...');
  const build = spawnSync('npx', ['vite', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: { WPS_QA: '1', WPS_SEED: 'demo', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
