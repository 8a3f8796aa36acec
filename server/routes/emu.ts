/**
 * Local stand-ins for third parties: the demo game page every launch points at (always served), and in
 * QA mode a page that never answers, a LINE authorisation endpoint and the GeeTest-style captcha provider
 * (its widget scripts, init and verify steps).
 */
import type { FastifyInstance } from 'fastify';
import { ErrorCode, ok, fail } from '../../src/shared/contract';
import { BizError } from '../http/errors';
import { originOf } from '../http/origin';
import { issueGrant } from '../auth/line';
import { CHALLENGE_TTL_MS, solveV3, solveV4 } from '../auth/captcha';
import { captchaScript, modeFromCookie, riskScript } from '../auth/captcha-emu';
import { issueRiskToken } from '../auth/risk';
import { pixelEmuRoutes } from '../pixels/emulator';
import { fcmEmuRoutes } from '../push/emulator';
import { gamePageView, renderGamePage } from '../games/game-page';
import { chatEmuRoutes } from './chat-emu';
import { carouselCdnEmuRoutes } from './carousel-cdn-emu';

function redirectTarget(redirectUri: string, base: string): URL {
  try {
    return new URL(redirectUri, base);
  } catch {
    throw new BizError(ErrorCode.BAD_REQUEST, undefined, 400, 'redirect_uri is not a URL');
  }
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
        .send(
          renderGamePage(
            gamePageView(ctx.db, { code, query: request.query as Record<string, string>, origin: originOf(request) }),
          ),
        );
    },
  );
  // The chat room always, the chat widget and its log in QA mode.
  chatEmuRoutes(app);

  if (!ctx.qa) return;
  carouselCdnEmuRoutes(app);

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
      const target = redirectTarget(query.redirect_uri, originOf(request));
      target.searchParams.set('code', code);
      if (query.state) target.searchParams.set('state', query.state);
      return reply.redirect(target.toString(), 302);
    },
  );

  captchaEmuRoutes(app);
  pixelEmuRoutes(app);
  fcmEmuRoutes(app);
}

function captchaEmuRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const modeOf = (cookie: string | undefined) => modeFromCookie(cookie) ?? ctx.captchaEmu.get();

  for (const [file, version] of [
    ['gt.js', 3],
    ['gt4.js', 4],
  ] as const) {
    app.get(`/__emu/geetest/${file}`, (_request, reply) =>
      reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-store').send(captchaScript(version)),
    );
  }

  app.get('/__emu/geetest/risk.js', (_request, reply) =>
    reply.type('application/javascript; charset=utf-8').header('cache-control', 'no-store').send(riskScript()),
  );
  const riskQuery = {
    type: 'object',
    properties: { app_id: { type: 'string', maxLength: 128 }, scene: { type: 'string', maxLength: 64 } },
    required: ['app_id', 'scene'],
    additionalProperties: false,
  };
  app.get('/__emu/geetest/risk/token', { schema: { querystring: riskQuery } }, async (request, reply) => {
    const query = request.query as { app_id: string; scene: string };
    const mode = modeOf(request.headers.cookie);
    if (mode.delayMs) await new Promise((resolve) => setTimeout(resolve, mode.delayMs));
    reply.header('cache-control', 'no-store');
    if (mode.mode === 'error') return fail(mode.code || '60500', mode.msg || '');
    if (!query.app_id || !query.scene) return fail('bad.request');
    return ok(issueRiskToken(ctx.db, query.app_id, query.scene, ctx.now()));
  });

  const initQuery = {
    type: 'object',
    properties: {
      v: { type: 'string', enum: ['3', '4'] },
      gt: { type: 'string', maxLength: 128 },
      challenge: { type: 'string', maxLength: 128 },
      captcha_id: { type: 'string', maxLength: 128 },
      lang: { type: 'string', maxLength: 16 },
      test: { type: 'string', maxLength: 4 },
    },
    required: ['v'],
    additionalProperties: false,
  };
  app.get('/__emu/geetest/init', { schema: { querystring: initQuery } }, async (request, reply) => {
    const mode = modeOf(request.headers.cookie);
    if (mode.delayMs) await new Promise((resolve) => setTimeout(resolve, mode.delayMs));
    return reply.header('cache-control', 'no-store').send(ok(mode));
  });

  const verifyBody = {
    type: 'object',
    properties: {
      v: { type: 'integer', enum: [3, 4] },
      gt: { type: 'string', maxLength: 128 },
      challenge: { type: 'string', maxLength: 128 },
      captcha_id: { type: 'string', maxLength: 128 },
    },
    required: ['v'],
    additionalProperties: false,
  };
  app.post('/__emu/geetest/verify', { schema: { body: verifyBody } }, (request, reply) => {
    const body = request.body as { v: 3 | 4; gt?: string; challenge?: string; captcha_id?: string };
    reply.header('cache-control', 'no-store');
    if (modeOf(request.headers.cookie).mode === 'fail') return { ...fail('captcha.fail'), fail: true };
    if (body.v === 4) return body.captcha_id ? ok(solveV4(ctx.db, body.captcha_id, ctx.now())) : fail('bad.request');
    const known = ctx.db
      .prepare('SELECT 1 FROM captcha_challenges WHERE challenge = ? AND created_at >= ?')
      .get(body.challenge ?? '', ctx.now() - CHALLENGE_TTL_MS);
    if (!body.gt || !known) return fail('captcha.challenge.unknown');
    return ok(solveV3(ctx.db, body.gt, body.challenge ?? ''));
  });
}
