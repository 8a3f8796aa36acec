/** The QA control surface (ACCEPTANCE 3.5): reset, the request log, injected faults, the captcha mode, stored events. */
import type { FastifyInstance } from 'fastify';
import { ErrorCode, ok } from '../../src/shared/contract';
import { bodyOf, queryOf } from '../http/route';
import { BizError } from '../http/errors';
import { digits, object, str } from '../http/schemas';
import { resetAndSeed } from '../seed/seed';
import { clearEvents, listBeacons, listEvents } from '../events/store';
import { rotateKey } from '../crypto/rsa-keys';
import { bumpAssets } from './assets';
import type { FaultSpec } from './faults';
import { parseCaptchaEmuMode } from './emulators/captcha';
import { clearQaState, type QaState } from './state';

const faultSchema = object(
  {
    match: object(
      { method: str({ maxLength: 8 }), path: str({ minLength: 1, maxLength: 512 }), merchant: str({ maxLength: 32 }) },
      ['path'],
      false,
    ),
    times: { type: 'integer', minimum: 1 },
    probability: { type: 'number', minimum: 0, maximum: 1 },
    seed: { type: 'integer', minimum: 0, maximum: 4294967295 },
    delayMs: { type: 'integer', minimum: 0, maximum: 600_000 },
    status: { type: 'integer', minimum: 100, maximum: 599 },
    errorCode: str({ maxLength: 128 }),
    message: str({ maxLength: 1024 }),
    value: {},
    drop: { type: 'boolean' },
    hang: { type: 'boolean' },
    redirect: str({ maxLength: 2048 }),
    retryAfter: { type: 'integer', minimum: 0 },
  },
  ['match'],
  false,
);

export function controlRoutes(app: FastifyInstance, state: QaState): void {
  const { ctx } = app;

  app.post('/__qa/reset', { schema: { body: object({}) } }, () => {
    resetAndSeed(ctx.db, ctx.defaultMobilePassword, ctx.now());
    clearQaState(state);
    ctx.rateLimitCounters.clear();
    return ok({});
  });

  const logQuery = { querystring: object({ path: str({ maxLength: 512 }), since: digits(), limit: digits() }) };
  app.get('/__qa/requests', { schema: logQuery }, (request) => {
    const query = queryOf<{ path?: string; since?: string; limit?: string }>(request);
    return ok(
      state.requestLog.list({
        path: query.path,
        since: query.since ? Number(query.since) : undefined,
        limit: query.limit ? Number(query.limit) : undefined,
      }),
    );
  });
  app.delete('/__qa/requests', () => {
    state.requestLog.clear();
    return ok({});
  });

  app.post('/__qa/faults', { schema: { body: faultSchema } }, (request) => ok(state.faults.add(bodyOf<FaultSpec>(request))));
  app.get('/__qa/faults', () => ok(state.faults.list()));
  app.delete('/__qa/faults', () => {
    state.faults.clear();
    return ok({});
  });
  app.delete(
    '/__qa/faults/:id',
    { schema: { params: object({ id: str({ pattern: '^[1-9][0-9]{0,9}$' }) }, ['id']) } },
    (request) => {
      const id = Number((request.params as { id: string }).id);
      if (!state.faults.remove(id)) throw new BizError(ErrorCode.NOT_FOUND, undefined, 404, `No active fault #${id}`);
      return ok({});
    },
  );

  app.get(
    '/__qa/events',
    { schema: { querystring: object({ eventName: str({ maxLength: 64 }), since: digits() }) } },
    (request) => {
      const query = queryOf<{ eventName?: string; since?: string }>(request);
      return ok(listEvents(ctx.db, { eventName: query.eventName, since: query.since ? Number(query.since) : undefined }));
    },
  );
  app.delete('/__qa/events', () => {
    clearEvents(ctx.db);
    return ok({});
  });
  app.get('/__qa/beacons', () => ok(listBeacons(ctx.db)));

  // The local captcha provider's mode (success, fail, close, error{code,msg}, delayMs, auto) for every browser that
  // has no geetest_emu cookie of its own.
  app.put('/__qa/captcha', { schema: { body: { type: 'object' } } }, (request) => {
    const mode = parseCaptchaEmuMode(request.body);
    if (!mode) throw new BizError(ErrorCode.BAD_REQUEST, undefined, 400, 'mode must be success, fail, close or error');
    state.captcha.set(mode);
    return ok(mode);
  });
  app.get('/__qa/captcha', () => ok(state.captcha.get()));
  app.delete('/__qa/captcha', () => {
    state.captcha.clear();
    return ok(state.captcha.get());
  });

  app.post('/__qa/assets/bump', { schema: { body: object({}) } }, () => ok({ bump: bumpAssets(ctx.db) }));
  app.post('/__qa/rsa/rotate', { schema: { body: object({}) } }, () => ok({ publicKey: rotateKey(ctx.db, ctx.now()) }));
}
