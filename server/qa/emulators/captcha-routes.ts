/** The local GeeTest-style captcha provider's endpoints: its widget scripts, the risk token, init and verify steps. */
import type { FastifyInstance } from 'fastify';
import { fail, ok } from '../../../src/shared/contract';
import { CHALLENGE_TTL_MS, solveV3, solveV4 } from '../../auth/captcha';
import { issueRiskToken } from '../../auth/risk';
import { captchaScript, modeFromCookie, riskScript, type CaptchaEmuStore } from './captcha';

export function captchaEmuRoutes(app: FastifyInstance, store: CaptchaEmuStore): void {
  const { ctx } = app;
  const modeOf = (cookie: string | undefined) => modeFromCookie(cookie) ?? store.get();

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
