/**
 * Local stand-ins for third parties: the demo game page every launch points at (always served), and in
 * QA mode a page that never answers and a LINE authorisation endpoint.
 */
import type { FastifyInstance } from 'fastify';
import { issueGrant } from '../auth/line';

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Only http(s) URLs and same-origin paths may be used as the Back target. */
export function safeBackUrl(backUrl: string | undefined): string {
  if (!backUrl) return '/m/home';
  if (backUrl.startsWith('/') && !backUrl.startsWith('//')) return backUrl;
  try {
    const url = new URL(backUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : '/m/home';
  } catch {
    return '/m/home';
  }
}

function gamePage(code: string, query: Record<string, string | undefined>): string {
  const back = safeBackUrl(query.backUrl);
  const details = Object.entries(query)
    .filter(([key, value]) => key !== 'backUrl' && value)
    .map(([key, value]) => `<li>${escapeHtml(key)}: ${escapeHtml(String(value))}</li>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(code)}</title>
<style>body{font-family:sans-serif;margin:0;background:#111;color:#eee;display:flex;flex-direction:column;align-items:center;gap:16px;padding:32px}a{display:inline-block;padding:12px 24px;background:#c8102e;color:#fff;border-radius:8px;text-decoration:none}</style></head>
<body><h1 data-testid="emu-game-code">${escapeHtml(code)}</h1><p>Demo game page</p><ul>${details}</ul><a id="back" data-testid="emu-game-back" href="${escapeHtml(back)}">Back</a></body></html>`;
}

export function emuRoutes(app: FastifyInstance): void {
  const { ctx } = app;

  app.get(
    '/__emu/game/:code',
    {
      schema: {
        params: { type: 'object', properties: { code: { type: 'string', maxLength: 128 } } },
        querystring: { type: 'object', additionalProperties: { type: 'string', maxLength: 4096 } },
      },
    },
    (request, reply) => {
      const { code } = request.params as { code: string };
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(gamePage(code, request.query as Record<string, string>));
    },
  );

  if (!ctx.qa) return;

  app.get('/__emu/hang', (_request, reply) => {
    reply.hijack();
  });

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
      const target = new URL(query.redirect_uri, `${request.protocol}://${request.host}`);
      target.searchParams.set('code', code);
      if (query.state) target.searchParams.set('state', query.state);
      return reply.redirect(target.toString(), 302);
    },
  );
}
