/** Registers a /wps endpoint of the shared contract: its method and path, its guard, its schema, and the envelope. */
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import { endpoints, ok, type EndpointClass, type EndpointName, type Endpoints } from '../../src/shared/contract';
import { guard } from './guard';
import { BizError, notLoggedIn } from './errors';
import type { Merchant } from '../merchants/store';
import type { SessionRecord } from '../sessions/sessions';

export type Handler<T> = (request: FastifyRequest, reply: FastifyReply) => T | Promise<T>;

export interface RouteOptions {
  schema: FastifySchema;
  /** Overrides the contract's method (the GET variant of GCS_gameTrialLaunch). */
  method?: 'GET' | 'POST';
}

/** Session and status answers must never be cached (ACCEPTANCE 3.1). */
function cacheControlFor(path: string): string | undefined {
  return path.startsWith('/wps/session/') || path === '/wps/v2/system/status' ? 'no-store' : undefined;
}

export function registerRoute(
  app: FastifyInstance,
  path: string,
  endpoint: EndpointClass & { method: 'GET' | 'POST' },
  options: RouteOptions,
  handler: Handler<unknown>,
): void {
  app.route({
    method: options.method ?? endpoint.method,
    url: path,
    schema: options.schema,
    config: { endpoint },
    onRequest: async (_request, reply) => {
      const cacheControl = cacheControlFor(path);
      if (cacheControl) reply.header('cache-control', cacheControl);
    },
    preValidation: guard,
    handler: async (request, reply) => {
      const value = await handler(request, reply);
      if (reply.sent) return reply;
      if (endpoint.raw) return reply.send(value);
      return reply.send(ok(value === undefined ? {} : value));
    },
  });
}

/** One contract endpoint; the handler returns the envelope's value (or throws BizError). */
/** The value type of an endpoint, keeping null (affiliate) and void (collect), which ResponseOf drops. */
export type ValueOf<N extends EndpointName> = Exclude<Endpoints[N]['__res'], undefined>;

export function wps<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  options: RouteOptions,
  handler: Handler<ValueOf<N>>,
): void {
  const endpoint = endpoints[name];
  registerRoute(app, endpoint.path, endpoint, options, handler);
}

export function merchantOf(request: FastifyRequest): Merchant {
  if (!request.merchant) throw new Error('guard did not resolve the merchant');
  return request.merchant;
}

export function sessionOf(request: FastifyRequest): SessionRecord {
  if (!request.session) throw notLoggedIn();
  return request.session;
}

export function bodyOf<T>(request: FastifyRequest): T {
  return request.body as T;
}

export function queryOf<T>(request: FastifyRequest): T {
  return request.query as T;
}

export { BizError };
