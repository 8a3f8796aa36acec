/** The QA surface's data (ACCEPTANCE 3.5): merchant switches and settings, members, sent codes, scale data for the lobby. */
import type { FastifyInstance } from 'fastify';
import { ErrorCode, ok } from '../../src/shared/contract';
import { FEATURE_SWITCHES } from '../../src/shared/constants';
import { isObject } from '../../src/shared/is-object';
import { bodyOf, queryOf } from '../http/route';
import { BizError } from '../http/errors';
import { object, str } from '../http/schemas';
import { BULK_GAMES_MAX, seedBulkGames } from '../seed/bulk-games';
import { routeSettingsPatch } from '../merchants/config';
import { findMerchant, patchMerchantConfig } from '../merchants/store';
import { findMemberByAccount, updateMember, type MemberPatch } from '../members/members';
import { lastMessage, listOutbox } from '../auth/codes';
import { totpCode } from '../auth/totp';

/** The last SMS code the backend "sent" to a number (GET /__qa/sms/last). */
export interface LastSms {
  code: string;
  mobileNum: string;
  merchant: string;
  sentAt: number;
}

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

export function dataRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const merchantParams = { type: 'object', properties: { code: { type: 'string', maxLength: 32 } } };

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
      const sms: LastSms | null = message
        ? { code: message.code, mobileNum: message.recipient, merchant: message.merchant, sentAt: message.createdAt }
        : null;
      return ok(sms);
    },
  );
  app.get('/__qa/outbox', () => ok(listOutbox(ctx.db)));

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
}
