// npm start: builds the site when needed, then serves it with the reference backend, seeded with the demo members,
// and the QA surface at http://localhost:$PORT/m/ (PORT defaults to 8080), with the Firebase Auth Emulator for Google
// sign-in. It listens on 127.0.0.1 unless HOST is set.
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

// Google sign-in of the demo goes through the Firebase Auth Emulator (firebase-tools, a dev dependency), on
// localhost:9099 as firebase.json says; without it the site runs, and only that sign-in fails.
const FIREBASE_EMULATOR_URL = 'http://localhost:9099';
const firebaseCli = join('node_modules', '.bin', 'firebase');
const emulator = existsSync(firebaseCli)
  ? spawn(firebaseCli, ['emulators:start', '--only', 'auth', '--project', 'demo-test'], {
      stdio: 'ignore',
      detached: true,
      env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
    })
  : null;
if (!emulator) console.log('firebase-tools is not installed: Google sign-in is off in this demo (npm install adds it).');

const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
  stdio: 'inherit',
  env: {
    WPS_QA: '1',
    WPS_SEED: 'demo',
    ...(emulator ? { WPS_FIREBASE_EMULATOR: '1', WPS_FIREBASE_AUTH_EMULATOR: FIREBASE_EMULATOR_URL } : {}),
    ...process.env,
  },
});
const stopEmulator = () => {
  try {
    if (emulator?.pid) process.kill(-emulator.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
};
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  stopEmulator();
  process.exit(code ?? 0);
});
