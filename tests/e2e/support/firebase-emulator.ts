/**
 * The Firebase Auth Emulator of an e2e run (playwright.config.ts globalSetup): started once before the tests and
 * stopped after them, never reused from an earlier run. The backends are told where it is (WPS_FIREBASE_AUTH_EMULATOR)
 * whether or not it starts; when it cannot start here (firebase-tools missing, the port taken, an early exit), the
 * reason goes to FIREBASE_EMULATOR_UNAVAILABLE and the Firebase tests skip with it (firebaseEmulatorSkip).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIREBASE_EMULATOR_PORT = Number(process.env.FIREBASE_AUTH_EMULATOR_PORT ?? 9099);
/** The emulator's origin: localhost, the same site as the app (ACCEPTANCE C76; redirect sign-in needs it). */
export const FIREBASE_EMULATOR_URL = `http://localhost:${FIREBASE_EMULATOR_PORT}`;
/** The emulator's demo project: the seeded merchants' sms.projectId (server/seed/merchants.ts). */
export const FIREBASE_PROJECT = 'demo-test';
const UNAVAILABLE_ENV = 'FIREBASE_EMULATOR_UNAVAILABLE';
const START_TIMEOUT_MS = 90_000;
const STOP_TIMEOUT_MS = 5_000;

/** Why the Firebase tests of this run cannot run, or undefined when the emulator is up. */
export function firebaseEmulatorUnavailable(): string | undefined {
  return process.env[UNAVAILABLE_ENV] || undefined;
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** The repo's firebase.json, or one for another port in a temporary directory. */
function configFile(root: string): string {
  if (FIREBASE_EMULATOR_PORT === 9099) return join(root, 'firebase.json');
  const dir = mkdtempSync(join(tmpdir(), 'firebase-emulator-'));
  const file = join(dir, 'firebase.json');
  writeFileSync(
    file,
    JSON.stringify({
      emulators: { auth: { host: 'localhost', port: FIREBASE_EMULATOR_PORT }, ui: { enabled: false }, singleProjectMode: true },
    }),
  );
  return file;
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return Promise.resolve();
  return new Promise((done) => {
    const pid = child.pid as number;
    const kill = setTimeout(() => {
      try {
        process.kill(-pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(kill);
      done();
    });
    try {
      // The CLI's own process group: the emulator's children go with it.
      process.kill(-pid, 'SIGTERM');
    } catch {
      clearTimeout(kill);
      done();
    }
  });
}

export default async function startFirebaseEmulator(): Promise<() => Promise<void>> {
  const root = fileURLToPath(new URL('../../..', import.meta.url));
  const unavailable = (reason: string) => {
    process.env[UNAVAILABLE_ENV] = reason;
    console.warn(`[firebase] The Firebase Auth Emulator is not available; the Firebase tests will be skipped: ${reason}`);
    return async () => undefined;
  };
  const cli = join(root, 'node_modules', '.bin', 'firebase');
  if (!existsSync(cli)) return unavailable('firebase-tools is not installed (npm install)');
  if (await answers(FIREBASE_EMULATOR_URL)) return unavailable(`${FIREBASE_EMULATOR_URL} is already in use; it is never reused`);

  const child = spawn(cli, ['emulators:start', '--only', 'auth', '--project', FIREBASE_PROJECT, '--config', configFile(root)], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_UPDATE_NOTIFIER: '1' },
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  child.once('error', (error) => {
    exited = true;
    output += `\n${error.message}`;
  });

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!exited && Date.now() < deadline) {
    if (await answers(FIREBASE_EMULATOR_URL)) return () => stop(child);
    await new Promise((wait) => setTimeout(wait, 250));
  }
  await stop(child);
  const tail = output.trim().split('\n').slice(-3).join(' | ');
  return unavailable(exited ? `the emulator exited: ${tail}` : `no answer within ${START_TIMEOUT_MS / 1000} s: ${tail}`);
}
