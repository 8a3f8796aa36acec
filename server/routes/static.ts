/** The static host: the built site under /m/ with SPA fallback, /m/config.json per host, the asset manifest, and / → /m/home. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../context';
import fastifyStatic from '@fastify/static';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { ErrorCode, type RuntimeConfig } from '../../src/shared/contract';
import { decodeComponent } from '../../src/shared/url';
import { merchantForHost } from '../merchants/hosts';
import { sendFailure } from '../http/errors';
import { assetBump } from '../qa/assets';
import { EMULATED_PROVIDERS } from '../qa/emulated-providers';
import { withoutMetaPolicy } from '../http/content-security-policy';

const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const SHORT = 'public, max-age=300';

function listFiles(dir: string, root = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? listFiles(path, root) : [`/m/${relative(root, path).split(sep).join('/')}`];
  });
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

function cacheControlFor(relativePath: string): string {
  if (relativePath === 'index.html' || relativePath === 'sw.js' || relativePath.endsWith('.html')) return NO_CACHE;
  if (relativePath.startsWith('assets/')) return IMMUTABLE;
  return SHORT;
}

export function isSourceMapPath(relativePath: string): boolean {
  return relativePath.toLowerCase().endsWith('.map');
}

/** Paths that must never fall back to the shell: the service worker and the hashed assets. */
export function isScriptPath(relativePath: string): boolean {
  return relativePath === 'sw.js' || relativePath.startsWith('assets/');
}

/** /m/config.json of a merchant; the security headers' script sources follow it (server/http/security-headers.ts). */
export function runtimeConfig(
  ctx: Pick<AppContext, 'env' | 'qa' | 'firebaseAuthEmulatorUrl'>,
  merchantCode: string,
): RuntimeConfig {
  const config: RuntimeConfig = { merchantCode, env: ctx.env, apiBase: '' };
  if (!ctx.qa) return config;
  // With the QA surface on, this backend serves the providers' stand-ins and the page uses them.
  const emulated: RuntimeConfig = { ...config, ...EMULATED_PROVIDERS };
  return ctx.firebaseAuthEmulatorUrl ? { ...emulated, firebaseAuthEmulatorUrl: ctx.firebaseAuthEmulatorUrl } : emulated;
}

export async function staticRoutes(app: FastifyInstance): Promise<void> {
  const { ctx } = app;
  const root = ctx.staticDir && existsSync(ctx.staticDir) ? resolve(ctx.staticDir) : undefined;

  app.get('/', { schema: { querystring: { type: 'object' } } }, (request, reply) => {
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    return reply.redirect(`/m/home${query}`, 302);
  });

  app.get('/m/config.json', (request, reply) => {
    const merchantCode = merchantForHost(request.host, ctx.hosts);
    if (!merchantCode) return sendFailure(request, reply, 404, ErrorCode.MERCHANT_NOT_FOUND);
    return reply.header('cache-control', NO_CACHE).send(runtimeConfig(ctx, merchantCode));
  });

  app.get('/m/asset-manifest.json', (_request, reply) => {
    const bump = assetBump(ctx.db);
    const file = root ? join(root, 'asset-manifest.json') : undefined;
    const manifest: Record<string, unknown> =
      file && isFile(file)
        ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
        : {
            files: root
              ? listFiles(root)
                  .filter((path) => path !== '/m/asset-manifest.json')
                  .sort()
              : [],
          };
    if (bump > 0) manifest.qaBump = bump;
    return reply.header('cache-control', 'no-store').send(manifest);
  });

  if (!root) return;
  // The build writes .br and .gz beside each asset (scripts/precompress.mjs): sent as they are to browsers that take them.
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true });

  const serve = (relativePath: string, reply: FastifyReply) => {
    const path = resolve(root, relativePath);
    const inside = path === root || path.startsWith(root + sep);
    const found = inside && isFile(path);
    // The shell is no stand-in for a script: a missing worker or hashed asset (an old chunk after a deploy) is a
    // 404, so the service worker never caches index.html under a script's URL.
    if (!found && isScriptPath(relativePath)) return reply.code(404).header('cache-control', NO_CACHE).send();
    // Source maps are built hidden, for error tracking: never published.
    if (isSourceMapPath(relativePath)) return reply.code(404).header('cache-control', NO_CACHE).send();
    const target = found ? relative(root, path).split(sep).join('/') : 'index.html';
    reply.header('cache-control', cacheControlFor(target));
    // The page's policy comes as a header here (per merchant): the build's static <meta> fallback would narrow it.
    if (target.endsWith('.html'))
      return reply.type('text/html; charset=utf-8').send(withoutMetaPolicy(readFileSync(join(root, target), 'utf8')));
    return reply.sendFile(target, root, { cacheControl: false });
  };

  app.get('/m', (_request, reply) => reply.redirect('/m/', 301));
  app.get('/m/*', (request, reply) => {
    const wildcard = (request.params as { '*': string })['*'];
    return serve(decodeComponent(wildcard), reply);
  });
}
