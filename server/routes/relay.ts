/** The relay endpoints R1–R26: POST /wps/relay/{NAME} (and GET for GCS_gameTrialLaunch). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints, ErrorCode, type AnnouncementQuery, type GameListRequest } from '../../src/shared/contract';
import { wps, registerRoute, merchantOf, sessionOf, bodyOf, type Handler } from '../http/route';
import { BizError } from '../http/errors';
import { originOf } from '../http/origin';
import { bool, int, object, str, strArray } from '../http/schemas';
import { memberById } from '../auth/login-service';
import { lineSession, startLineSession, updateLineProfile, type LineProfile } from '../auth/line';
import { lineApiBase, lineChannelOf, lineProfileOf, type LineCredential } from '../auth/line-login-client';
import { boundMemberId } from '../members/identities';
import { updateMember } from '../members/members';
import { listAnnouncements } from '../content/announcements';
import { promotionCategories, promotionDetail } from '../content/promotions';
import { contentLanguage } from '../content/translations';
import { customerServiceEntries } from '../content/customer-service';
import {
  favouriteGames,
  findGame,
  gameList,
  gameVendorData,
  hotGames,
  recentGames,
  recordLaunch,
  vendorInfos,
  vendorsOfCategory,
} from '../games/catalogue';
import { gameMatches, ranking } from '../games/matches';
import { gamePageUrl } from '../games/launch';
import { bindToken, subscribe, unsubscribe } from '../push/tokens';
import { recordThirdPartyRefresh } from '../sessions/sessions';
import type { AppContext } from '../context';
import type { Merchant } from '../merchants/store';
import type { LaunchGameValue } from '../../src/shared/contract';

const EXT = { ext: str({ maxLength: 8 }) };
const TOKEN = str({ minLength: 1, maxLength: 4096 });

function trialLaunch(ctx: AppContext): Handler<LaunchGameValue> {
  return (request: FastifyRequest, reply) => {
    const merchant = merchantOf(request);
    const input = (request.method === 'GET' ? request.query : request.body) as {
      gameId: string;
      nodeId?: string;
      vendor?: string;
    };
    const game = findGame(ctx.db, merchant.code, input.gameId, input.vendor);
    if (!game) throw new BizError(ErrorCode.GAME_NOT_FOUND);
    if (game.maintenance) throw new BizError(ErrorCode.GAME_MAINTENANCE);
    recordLaunch(ctx.db, merchant.code, request.session?.memberId ?? null, game, true, ctx.now());
    const gameUrl = gamePageUrl(request, game.game_id, { vendor: game.vendor, playType: 'trial', nodeId: input.nodeId });
    // The GET variant is opened by the browser itself inside a user gesture (Q56): a navigation gets the game page.
    if (request.method === 'GET' && (request.headers.accept ?? '').includes('text/html')) {
      reply.redirect(gameUrl, 302);
    }
    return { gameUrl };
  };
}

/**
 * The LINE user behind WPS3RD_verifyLineCode's code or access token. Undefined whether LINE said no or could not be
 * asked: either way the member site can only start the LINE login over.
 */
async function verifiedLineProfile(request: FastifyRequest, merchant: Merchant): Promise<LineProfile | undefined> {
  const { ctx } = request.server;
  const base = lineApiBase(ctx.lineApiBase, ctx.qa, request.server.server);
  if (!base) return undefined;
  try {
    return await lineProfileOf(
      { base, channel: lineChannelOf(merchant.config), nowMs: ctx.now() },
      bodyOf<LineCredential>(request),
    );
  } catch (error) {
    request.log.warn({ err: error }, 'LINE API call failed');
    return undefined;
  }
}

export function relayRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const empty = { schema: { body: object({}) } };

  wps(app, 'launchChat', empty, (request) => {
    const merchant = merchantOf(request);
    const member = memberById(ctx, sessionOf(request).memberId);
    // A path (the reference backend's chat room) hangs from this backend's origin.
    const url = new URL(merchant.config.cbs.chatUrl, originOf(request));
    url.searchParams.set('user', member.account);
    return { chatUrl: url.toString() };
  });

  wps(app, 'unreadCount', empty, (request) => ({ count: memberById(ctx, sessionOf(request).memberId).unread }));

  wps(app, 'promoAvailability', empty, (request) => merchantOf(request).config.promo);

  wps(
    app,
    'announcements',
    {
      schema: { body: object({ types: strArray(), platform: str({ maxLength: 8 }), category: str({ maxLength: 64 }), ...EXT }) },
    },
    (request) => {
      const merchant = merchantOf(request);
      return listAnnouncements(
        ctx.db,
        merchant.code,
        bodyOf<AnnouncementQuery>(request),
        contentLanguage(request, merchant.config),
      );
    },
  );

  const trialFields = {
    gameId: str({ minLength: 1, maxLength: 128 }),
    nodeId: str({ maxLength: 64 }),
    platform: str({ maxLength: 16 }),
    vendor: str({ maxLength: 32 }),
  };
  wps(app, 'gameTrialLaunch', { schema: { body: object(trialFields, ['gameId']) } }, trialLaunch(ctx));
  registerRoute(
    app,
    endpoints.gameTrialLaunch.path,
    endpoints.gameTrialLaunch,
    { method: 'GET', schema: { querystring: object(trialFields, ['gameId']) } },
    trialLaunch(ctx),
  );

  wps(app, 'fcmBind', { schema: { body: object({ registrationToken: TOKEN }, ['registrationToken']) } }, (request) => {
    bindToken(
      ctx.db,
      merchantOf(request).code,
      bodyOf<{ registrationToken: string }>(request).registrationToken,
      request.session?.memberId ?? null,
      ctx.now(),
    );
    return {};
  });

  wps(
    app,
    'fcmSubscribe',
    {
      schema: {
        body: object({ registrationToken: TOKEN, topic: str({ minLength: 1, maxLength: 128 }) }, ['registrationToken', 'topic']),
      },
    },
    (request) => {
      const body = bodyOf<{ registrationToken: string; topic: string }>(request);
      subscribe(
        ctx.db,
        merchantOf(request).code,
        body.registrationToken,
        body.topic,
        request.session?.memberId ?? null,
        ctx.now(),
      );
      return {};
    },
  );

  wps(
    app,
    'fcmUnsubscribe',
    { schema: { body: object({ registrationToken: TOKEN, unsubscribeAll: bool() }, ['registrationToken']) } },
    (request) => {
      const body = bodyOf<{ registrationToken: string; unsubscribeAll?: boolean }>(request);
      unsubscribe(ctx.db, merchantOf(request).code, body.registrationToken, body.unsubscribeAll ?? false, ctx.now());
      return {};
    },
  );

  wps(app, 'gameVendors', { schema: { body: object(EXT) } }, (request) => gameVendorData(ctx.db, merchantOf(request)));

  wps(app, 'gameMatches', empty, (request) => gameMatches(ctx.db, merchantOf(request).code));

  wps(app, 'rankProgress', empty, (request) => {
    const member = memberById(ctx, sessionOf(request).memberId);
    return {
      currentProgress: { completedConditions: member.rankCompleted, totalExpectedConditions: member.rankTotal },
      playerRankProgress: { labelId: member.clubLabel?.labelId ?? null },
    };
  });

  wps(app, 'customerService', empty, (request) => customerServiceEntries(ctx.db, merchantOf(request).code));

  wps(
    app,
    'downloadSetting',
    { schema: { body: object({ domain: str({ maxLength: 253 }) }) } },
    (request) => merchantOf(request).config.download,
  );

  wps(app, 'telegramSetting', empty, (request) => {
    const { botId, authDomain } = merchantOf(request).config.telegram;
    return { botId, authDomain };
  });

  wps(
    app,
    'saveMemberInfoByAuthKey',
    {
      schema: {
        body: object(
          { authKey: str({ minLength: 1, maxLength: 256 }), name: str({ maxLength: 128 }), picture: str({ maxLength: 2048 }) },
          ['authKey'],
        ),
      },
    },
    (request) => {
      const merchant = merchantOf(request);
      const body = bodyOf<{ authKey: string; name?: string; picture?: string }>(request);
      const profile = lineSession(ctx.db, merchant.code, body.authKey, ctx.now());
      if (!profile) throw new BizError(ErrorCode.LINE_INVALID_TOKEN);
      const name = body.name ?? profile.name;
      const picture = body.picture ?? profile.picture;
      updateLineProfile(ctx.db, body.authKey, name, picture);
      const memberId = boundMemberId(ctx.db, merchant.code, 'line', profile.lineUserId);
      if (memberId) updateMember(ctx.db, memberId, { displayName: name, picture });
      return {};
    },
  );

  wps(app, 'promotionCategories', { schema: { body: object(EXT) } }, (request) =>
    promotionCategories(ctx.db, merchantOf(request).code, contentLanguage(request, merchantOf(request).config)),
  );

  wps(app, 'promoCodeEnable', empty, (request) => ({ enabled: merchantOf(request).config.settings.promoCodeEnable }));

  wps(
    app,
    'verifyLineCode',
    {
      schema: {
        body: object({
          code: str({ minLength: 1, maxLength: 256 }),
          redirectUri: str({ maxLength: 2048 }),
          accessToken: str({ minLength: 1, maxLength: 2048 }),
        }),
      },
    },
    async (request) => {
      const merchant = merchantOf(request);
      const profile = await verifiedLineProfile(request, merchant);
      if (!profile) throw new BizError(ErrorCode.LINE_INVALID_TOKEN);
      return startLineSession(ctx.db, merchant.code, profile, ctx.now());
    },
  );

  wps(
    app,
    'refreshMayaTokens',
    { schema: { body: object({ env: str({ minLength: 1, maxLength: 32 }) }, ['env']) } },
    (request) => {
      const session = sessionOf(request);
      recordThirdPartyRefresh(ctx.db, session.token, bodyOf<{ env: string }>(request).env, ctx.now());
      return {};
    },
  );

  wps(
    app,
    'gameList',
    {
      schema: {
        body: object({
          category: str({ maxLength: 32 }),
          vendor: str({ maxLength: 32 }),
          page: int({ minimum: 1, maximum: 10_000 }),
          size: int({ minimum: 1, maximum: 100 }),
          ...EXT,
        }),
      },
    },
    (request) => {
      const body = bodyOf<GameListRequest>(request);
      return gameList(ctx.db, merchantOf(request).code, {
        category: body.category,
        vendor: body.vendor,
        page: body.page ?? 1,
        size: body.size ?? 30,
      });
    },
  );

  wps(app, 'hotGames', { schema: { body: object(EXT) } }, (request) => hotGames(ctx.db, merchantOf(request).code));

  wps(app, 'ranking', empty, (request) => ranking(ctx.db, merchantOf(request).code));

  wps(app, 'vendorList', { schema: { body: object({ category: str({ maxLength: 32 }) }) } }, (request) => {
    const { category } = bodyOf<{ category?: string }>(request);
    const merchant = merchantOf(request).code;
    return category ? vendorsOfCategory(ctx.db, merchant, category) : vendorInfos(ctx.db, merchant);
  });

  wps(app, 'favouriteGames', { schema: { body: object(EXT) } }, (request) => favouriteGames(ctx.db, sessionOf(request).memberId));

  wps(app, 'recentGames', { schema: { body: object(EXT) } }, (request) => recentGames(ctx.db, sessionOf(request).memberId));

  wps(app, 'promotionDetail', { schema: { body: object({ id: str({ minLength: 1, maxLength: 64 }) }, ['id']) } }, (request) => {
    const merchant = merchantOf(request);
    const promotion = promotionDetail(
      ctx.db,
      merchant.code,
      bodyOf<{ id: string }>(request).id,
      contentLanguage(request, merchant.config),
    );
    if (!promotion) throw new BizError(ErrorCode.PROMOTION_NOT_FOUND);
    return promotion;
  });
}
