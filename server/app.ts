/** The reference backend's one factory, used by server/main.ts and by the tests. */
import Fastify, { type FastifyInstance } from 'fastify';
import { DEFAULT_MOBILE_PASSWORD, SESSION_TTL_MS_DEFAULT } from '../src/shared/constants';
import { stripCredentials } from '../src/shared/url';
import type { AppContext, AppOptions } from './context';
import { openDatabase } from './db/database';
import { seedIfEmpty } from './seed/seed';
import { currentPublicKey } from './crypto/rsa-keys';
import { DEFAULT_HOSTS } from './merchants/hosts';
import { createFirebaseVerifier } from './auth/firebase';
import { parseLineApiBase } from './auth/line-login-client';
import { RateLimitCounters, registerRateLimits } from './http/rate-limit';
import { answerError, registerErrorHandlers } from './http/errors';
import { routableSiteUrl } from './http/site-url';
import { parsePublicOrigin } from './http/origin';
import { BODY_LIMIT_BYTES, registerParsers } from './http/parsers';
import { registerSecurityHeaders } from './http/security-headers';
import { registerCompression } from './http/compression';
import { sessionRoutes } from './routes/session';
import { memberRoutes } from './routes/member';
import { systemRoutes } from './routes/system';
import { eventRoutes } from './routes/events';
import { gameRoutes } from './routes/game';
import { relayRoutes } from './routes/relay';
import { emuRoutes } from './routes/emu';
import { imageRoutes } from './routes/images';
import { downloadRoutes } from './routes/downloads';
import { staticRoutes } from './routes/static';
import { qaPlugin } from './qa';

export type { AppOptions } from './context';

/** The shared default of the app build and the seed (ACCEPTANCE Q4); WPS_DEFAULT_MOBILE_PASSWORD overrides it. */
export { DEFAULT_MOBILE_PASSWORD };

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const now = options.now ?? Date.now;
  const publicOrigin = options.publicOrigin ? parsePublicOrigin(options.publicOrigin) : undefined;
  const db = openDatabase(options.dbPath);
  const defaultMobilePassword = options.defaultMobilePassword ?? DEFAULT_MOBILE_PASSWORD;
  seedIfEmpty(db, defaultMobilePassword, now(), { demoMembers: options.seedDemoMembers ?? options.qa });
  currentPublicKey(db, now());

  const ctx: AppContext = {
    db,
    qa: options.qa,
    now,
    hosts: options.hosts ?? DEFAULT_HOSTS,
    sessionTtlMs: options.sessionTtlMs ?? SESSION_TTL_MS_DEFAULT,
    defaultMobilePassword,
    staticDir: options.staticDir,
    env: options.env ?? (options.qa ? 'qa' : 'prod'),
    publicOrigin,
    verifyFirebaseToken: createFirebaseVerifier(options.firebase, options.qa),
    firebaseAuthEmulatorUrl: (options.qa && options.firebase?.emulator && options.firebase.emulatorUrl) || undefined,
    lineApiBase: options.lineApiBase ? parseLineApiBase(options.lineApiBase) : undefined,
    rateLimitCounters: new RateLimitCounters(now),
  };

  const app = Fastify({
    logger: options.logger
      ? {
          stream: options.logStream,
          serializers: {
            req: (request) => ({ method: request.method, url: stripCredentials(request.url), host: request.headers.host }),
          },
        }
      : false,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: options.trustProxy?.length ? [...options.trustProxy] : false,
    frameworkErrors: answerError,
    rewriteUrl: (request) => routableSiteUrl(request.url ?? '/'),
    forceCloseConnections: true,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: true, allErrors: false } },
  });
  app.decorate('ctx', ctx);
  app.decorateRequest('merchant', undefined);
  app.decorateRequest('session', undefined);
  app.decorateRequest('rawBody', undefined);
  app.decorateRequest('qaLog', undefined);
  app.addHook('onClose', async () => {
    db.close();
  });

  registerErrorHandlers(app);
  registerParsers(app);
  // Before the other hooks and the routes: its request log and faults come first on every request.
  if (ctx.qa) await app.register(qaPlugin);

  await registerSecurityHeaders(app);
  await registerRateLimits(app, ctx.rateLimitCounters, options.rateLimits);
  await registerCompression(app);
  sessionRoutes(app);
  memberRoutes(app);
  systemRoutes(app);
  eventRoutes(app);
  gameRoutes(app);
  relayRoutes(app);
  emuRoutes(app);
  imageRoutes(app);
  downloadRoutes(app);
  await staticRoutes(app);
  await app.ready();
  return app;
}
