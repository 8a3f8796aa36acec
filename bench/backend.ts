/**
 * The reference backend for benchmarks, on a free port with a throw-away SQLite file: server/app.ts buildApp({ dbPath,
 * qa: true }), with its QA client: events are stored once per eventValue.eventId and listed by qa.events(); faults
 * are injected with qa.addFault().
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as App from '../server/app';
import { qaClient, type QaClient } from '../tests/support/qa-client';

type BuildApp = typeof App.buildApp;

export interface RunningBackend {
  baseUrl: string;
  qa: QaClient;
  /** The eventIds the backend stored, one entry per stored row. */
  storedEventIds(): Promise<string[]>;
  close(): Promise<void>;
}

/** Starts the backend, or returns why it cannot. */
export async function startBackend(): Promise<RunningBackend | string> {
  let buildApp: BuildApp;
  try {
    // Loaded at run time, so the other benchmarks run even while the backend is broken.
    ({ buildApp } = await import('../server/app'));
  } catch (error) {
    return `server/app.ts could not be loaded (${(error as Error).message.split('\n')[0]})`;
  }
  const dir = mkdtempSync(join(tmpdir(), 'member-pwa-bench-'));
  const app = await buildApp({ dbPath: join(dir, 'bench.sqlite'), qa: true });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const qa = qaClient(baseUrl);
  return {
    baseUrl,
    qa,
    storedEventIds: async () => (await qa.events()).map((event) => event.eventId),
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface ServedSite {
  /** The DEMO merchant's origin (http://localhost:<port>). */
  origin: string;
  close(): Promise<void>;
}

/** The built site (BUILD_DIR, else dist) with the reference backend and its demo seed, as `npm start` serves it. */
export async function serveSite(): Promise<ServedSite> {
  const { buildApp } = await import('../server/app');
  const dir = mkdtempSync(join(tmpdir(), 'member-pwa-bench-'));
  const app = await buildApp({
    dbPath: join(dir, 'wps.sqlite'),
    qa: true,
    staticDir: process.env.BUILD_DIR ?? 'dist',
    logger: false,
  });
  return listenOnLocalhost(app, dir);
}

/** Listens on a free port of localhost; close() stops the server and removes `dir`, its throw-away files. */
export async function listenOnLocalhost(
  app: { listen(options: { port: number; host: string }): Promise<string>; close(): Promise<unknown> },
  dir: string,
): Promise<ServedSite> {
  const origin = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('127.0.0.1', 'localhost');
  return {
    origin,
    async close() {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
