/** The QA control surface (ACCEPTANCE 3.5), registered only when qa is on. */
import type { FastifyInstance } from 'fastify';
import { ErrorCode, ok } from '../../src/shared/contract';
import { FEATURE_SWITCHES } from '../../src/shared/constants';
import { registerRoute, bodyOf, queryOf } from '../http/route';
import { BizError } from '../http/errors';
import { digits, object, str } from '../http/schemas';
import { resetAndSeed } from '../seed/seed';
import { BULK_GAMES_MAX, seedBulkGames } from '../seed/bulk-games';
import { routeSettingsPatch } from '../merchants/config';
import { isObject } from '../../src/shared/is-object';
import { findMerchant, patchMerchantConfig } from '../merchants/store';
import { findMemberByAccount, updateMember, type MemberPatch } from '../members/members';
import { clearEvents, listBeacons, listEvents } from '../events/store';
import { lastMessage, listOutbox } from '../auth/codes';
import { totpCode } from '../auth/totp';
import { bumpAssets } from '../qa/assets';
import { rotateKey } from '../crypto/rsa-keys';
import type { FaultSpec } from '../qa/faults';
import { parseCaptchaEmuMode } from '../auth/captcha-emu';
import { qaPushRoutes, resetPushQa } from '../push/qa-push';

const faultSchema = object(
  {
    match: object(
      { method: str({ maxLength: 8 }), path: str({ minLength: 1, maxLength: 512 }), merchant: str({ maxLength: 32 }) },
      ['path'],
      false,
    ),
    times: { type: 'integer', minimum: 1 },
    probability: { type: 'number', minimum: 0, maximum: 1 },
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

const MEMBER_FIELDS: (keyof MemberPatch)[] = [
  'type',
  'language',
  'clubLabel',
  'passwordExpired',
  'firstTimeLogin',
  'unread',
  'totalDepositSuccessCount',
  'verificationMode',
  'rankCompleted',
  'rankTotal',
  'mobile',
  'email',
  'password',
];

const memberPatchSchema = object(
  {
    merchant: str({ maxLength: 32 }),
    type: { type: 'integer' },
    language: str({ maxLength: 8 }),
    clubLabel: {
      anyOf: [
        { type: 'null' },
        object({ labelName: str(), labelId: str(), type: str(), rankLevel: { type: 'integer' } }, [
          'labelName',
          'labelId',
          'type',
          'rankLevel',
        ]),
      ],
    },
    passwordExpired: { type: 'boolean' },
    firstTimeLogin: { type: 'boolean' },
    unread: { type: 'integer', minimum: 0 },
    totalDepositSuccessCount: { type: 'integer', minimum: 0 },
    verificationMode: { anyOf: [{ type: 'null' }, { type: 'string', enum: ['email', 'ga', 'sms'] }] },
    rankProgress: object({
      completedConditions: { type: 'integer', minimum: 0 },
      totalExpectedConditions: { type: 'integer', minimum: 0 },
    }),
    rankCompleted: { type: 'integer', minimum: 0 },
    rankTotal: { type: 'integer', minimum: 0 },
    mobile: { type: ['string', 'null'], maxLength: 20 },
    email: { type: ['string', 'null'], maxLength: 256 },
    password: str({ minLength: 1, maxLength: 64 }),
  },
  [],
  false,
);

export function qaRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const merchantParams = { type: 'object', properties: { code: { type: 'string', maxLength: 32 } } };

  app.post('/__qa/reset', { schema: { body: object({}) } }, () => {
    resetAndSeed(ctx.db, ctx.defaultMobilePassword, ctx.now());
    ctx.requestLog.clear();
    ctx.faults.clear();
    ctx.captchaEmu.clear();
    ctx.rateLimitCounters.clear();
    resetPushQa(app);
    return ok({});
  });
  qaPushRoutes(app);

  const logQuery = { querystring: object({ path: str({ maxLength: 512 }), since: digits(), limit: digits() }) };
  app.get('/__qa/requests', { schema: logQuery }, (request) => {
    const query = queryOf<{ path?: string; since?: string; limit?: string }>(request);
    return ok(
      ctx.requestLog.list({
        path: query.path,
        since: query.since ? Number(query.since) : undefined,
        limit: query.limit ? Number(query.limit) : undefined,
      }),
    );
  });
  app.delete('/__qa/requests', () => {
    ctx.requestLog.clear();
    return ok({});
  });

  app.post('/__qa/faults', { schema: { body: faultSchema } }, (request) => ok(ctx.faults.add(bodyOf<FaultSpec>(request))));
  app.get('/__qa/faults', () => ok(ctx.faults.list()));
  app.delete('/__qa/faults', () => {
    ctx.faults.clear();
    return ok({});
  });

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

  app.put('/__qa/merchants/:code/whitelabel', { schema: { params: merchantParams, body: { type: 'object' } } }, (request) => {
    const { code } = request.params as { code: string };
    const body = bodyOf<Record<string, unknown>>(request);
    const switches = Object.fromEntries(
      Object.entries(body).filter(([key]) => (FEATURE_SWITCHES as readonly string[]).includes(key)),
    );
    const patch = {
      whitelabelVal: { ...(isObject(body.whitelabelVal) ? body.whitelabelVal : {}), ...switches },
      menuVisibility: isObject(body.menuVisibility) ? body.menuVisibility : {},
    };
    const config = patchMerchantConfig(ctx.db, code, patch);
    if (!config) throw new BizError(ErrorCode.MERCHANT_NOT_FOUND, undefined, 404);
    return ok({ whitelabelVal: config.whitelabelVal, menuVisibility: config.menuVisibility });
  });

  app.put('/__qa/merchants/:code/settings', { schema: { params: merchantParams, body: { type: 'object' } } }, (request) => {
    const { code } = request.params as { code: string };
    const config = patchMerchantConfig(ctx.db, code, routeSettingsPatch(bodyOf<Record<string, unknown>>(request)));
    if (!config) throw new BizError(ErrorCode.MERCHANT_NOT_FOUND, undefined, 404);
    return ok(config);
  });

  app.put(
    '/__qa/members/:account',
    {
      schema: { params: { type: 'object', properties: { account: { type: 'string', maxLength: 64 } } }, body: memberPatchSchema },
    },
    (request) => {
      const { account } = request.params as { account: string };
      const body = bodyOf<
        MemberPatch & { merchant?: string; rankProgress?: { completedConditions?: number; totalExpectedConditions?: number } }
      >(request);
      const merchant = body.merchant ?? (typeof request.headers.merchant === 'string' ? request.headers.merchant : 'DEMO');
      const member = findMemberByAccount(ctx.db, merchant, account);
      if (!member) throw new BizError(ErrorCode.NOT_EXISTS_USER, undefined, 404);
      const patch: MemberPatch = Object.fromEntries(MEMBER_FIELDS.filter((key) => key in body).map((key) => [key, body[key]]));
      if (body.rankProgress?.completedConditions !== undefined) patch.rankCompleted = body.rankProgress.completedConditions;
      if (body.rankProgress?.totalExpectedConditions !== undefined) patch.rankTotal = body.rankProgress.totalExpectedConditions;
      updateMember(ctx.db, member.id, patch);
      return ok({ id: member.id, account: member.account, ...patch, ...(patch.password ? { password: '***' } : {}) });
    },
  );

  // The authenticator of a ga member: its secret and the code of this moment (the app's clock), as a phone would show.
  app.get(
    '/__qa/members/:account/totp',
    {
      schema: {
        params: { type: 'object', properties: { account: { type: 'string', maxLength: 64 } } },
        querystring: object({ merchant: str({ maxLength: 32 }) }),
      },
    },
    (request) => {
      const { account } = request.params as { account: string };
      const header = typeof request.headers.merchant === 'string' ? request.headers.merchant : undefined;
      const merchant = queryOf<{ merchant?: string }>(request).merchant ?? header ?? 'DEMO';
      const member = findMemberByAccount(ctx.db, merchant, account);
      if (!member) throw new BizError(ErrorCode.NOT_EXISTS_USER, undefined, 404);
      const secret = member.totpSecret;
      return ok({ account: member.account, secret, code: secret ? totpCode(secret, ctx.now()) : null });
    },
  );

  app.get(
    '/__qa/sms/last',
    {
      schema: {
        querystring: object({ mobileNum: str({ minLength: 1, maxLength: 20 }), merchant: str({ maxLength: 32 }) }, ['mobileNum']),
      },
    },
    (request) => {
      const query = queryOf<{ mobileNum: string; merchant?: string }>(request);
      const message = lastMessage(ctx.db, query.merchant, 'sms', query.mobileNum.replace(/\D/g, '').replace(/^0+/, ''));
      return ok(
        message
          ? { code: message.code, mobileNum: message.recipient, merchant: message.merchant, sentAt: message.createdAt }
          : null,
      );
    },
  );
  app.get('/__qa/outbox', () => ok(listOutbox(ctx.db)));

  // The local captcha provider's mode (success, fail, close, error{code,msg}, delayMs, auto) for every browser that
  // has no geetest_emu cookie of its own.
  app.put('/__qa/captcha', { schema: { body: { type: 'object' } } }, (request) => {
    const mode = parseCaptchaEmuMode(request.body);
    if (!mode) throw new BizError(ErrorCode.BAD_REQUEST, undefined, 400, 'mode must be success, fail, close or error');
    ctx.captchaEmu.set(mode);
    return ok(mode);
  });
  app.get('/__qa/captcha', () => ok(ctx.captchaEmu.get()));
  app.delete('/__qa/captcha', () => {
    ctx.captchaEmu.clear();
    return ok(ctx.captchaEmu.get());
  });

  // Scale data for the lobby (issue 5): the merchant's catalogue topped up to count games.
  const seedGamesBody = object(
    { merchant: str({ minLength: 1, maxLength: 32 }), count: { type: 'integer', minimum: 1, maximum: BULK_GAMES_MAX } },
    ['merchant', 'count'],
  );
  app.post('/__qa/games/seed', { schema: { body: seedGamesBody } }, (request) => {
    const { merchant, count } = bodyOf<{ merchant: string; count: number }>(request);
    if (!findMerchant(ctx.db, merchant)) throw new BizError(ErrorCode.MERCHANT_NOT_FOUND, undefined, 404);
    return ok(seedBulkGames(ctx.db, merchant, count));
  });

  app.post('/__qa/assets/bump', { schema: { body: object({}) } }, () => ok({ bump: bumpAssets(ctx.db) }));
  app.post('/__qa/rsa/rotate', { schema: { body: object({}) } }, () => ok({ publicKey: rotateKey(ctx.db, ctx.now()) }));

  // Trivial /wps endpoints for the client's concurrency, spacing and redirect checks (B11, B13, B22).
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
