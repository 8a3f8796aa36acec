/**
 * The fault console (issue 19): a plain page at /__qa/ over the QA surface's JSON routes, so a tester can inject and
 * clear faults, read the request log, the tracking events and beacons, the SMS/e-mail outbox and the push
 * registrations, and re-seed the store, without curl. One HTML document, one script module and one style sheet, all
 * files of this folder served from this origin: the page runs under the policy every response gets
 * (../../http/security-headers.ts), whose script-src and style-src 'self' cover it (no inline script, style or event
 * handler). Registered by the QA plugin only, so with QA off /__qa/ is a 404 like every other QA path.
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';

export const CONSOLE_PATH = '/__qa/';

/** What the console serves: the page, its script and its styles. */
export const CONSOLE_FILES = [
  { path: CONSOLE_PATH, file: 'console.html', type: 'text/html; charset=utf-8' },
  { path: '/__qa/console.js', file: 'console.js', type: 'text/javascript; charset=utf-8' },
  { path: '/__qa/console.css', file: 'console.css', type: 'text/css; charset=utf-8' },
] as const;

export function consoleRoutes(app: FastifyInstance): void {
  app.get('/__qa', (_request, reply) => reply.redirect(CONSOLE_PATH, 302));
  for (const { path, file, type } of CONSOLE_FILES) {
    const body = readFileSync(new URL(file, import.meta.url), 'utf8');
    // A tool, not the site: never cached, so a changed console shows on the next load.
    app.get(path, (_request, reply) => reply.type(type).header('cache-control', 'no-store').send(body));
  }
}
