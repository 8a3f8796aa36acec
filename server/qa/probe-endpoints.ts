/** Trivial /wps endpoints for the client's concurrency, spacing and redirect checks (B11, B13, B22). */
import type { FastifyInstance } from 'fastify';
import { queryOf, registerRoute } from '../http/route';
import { digits, object } from '../http/schemas';

export function probeEndpoints(app: FastifyInstance): void {
  const qaEndpoint = { method: 'GET' as const, login: 'none' as const };
  registerRoute(
    app,
    '/wps/qa/slow/:n',
    qaEndpoint,
    {
      schema: {
        params: { type: 'object', properties: { n: { type: 'string', pattern: '^\\d{1,6}$' } } },
        querystring: object({ delay: digits() }),
      },
    },
    async (request) => {
      const { n } = request.params as { n: string };
      const delay = Math.min(Number(queryOf<{ delay?: string }>(request).delay ?? 0), 60_000);
      if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
      return Number(n);
    },
  );
  registerRoute(app, '/wps/qa/redirected', qaEndpoint, { schema: { querystring: object({}) } }, () => ({ redirected: true }));
}
