/** The LINE authorisation endpoint's stand-in: it grants a code for the user the test names and redirects back. */
import type { FastifyInstance } from 'fastify';
import { ErrorCode } from '../../../src/shared/contract';
import { BizError } from '../../http/errors';
import { originOf } from '../../http/origin';
import { issueGrant } from '../../auth/line';

function redirectTarget(redirectUri: string, base: string): URL {
  try {
    return new URL(redirectUri, base);
  } catch {
    throw new BizError(ErrorCode.BAD_REQUEST, undefined, 400, 'redirect_uri is not a URL');
  }
}

export function lineAuthorizeRoute(app: FastifyInstance): void {
  const { ctx } = app;
  app.get(
    '/__emu/line/authorize',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            redirect_uri: { type: 'string', maxLength: 2048 },
            state: { type: 'string', maxLength: 256 },
            user: { type: 'string', maxLength: 64 },
            name: { type: 'string', maxLength: 128 },
          },
          required: ['redirect_uri'],
        },
      },
    },
    (request, reply) => {
      const query = request.query as { redirect_uri: string; state?: string; user?: string; name?: string };
      const user = query.user ?? 'line-new';
      const code = issueGrant(
        ctx.db,
        'code',
        { lineUserId: user, name: query.name ?? user, picture: `https://profile.line.test/${encodeURIComponent(user)}.png` },
        ctx.now(),
      );
      const target = redirectTarget(query.redirect_uri, originOf(request));
      target.searchParams.set('code', code);
      if (query.state) target.searchParams.set('state', query.state);
      return reply.redirect(target.toString(), 302);
    },
  );
}
