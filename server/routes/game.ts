/** Game endpoints: launch (W31) and the public orders feed (W32). */
import type { FastifyInstance } from 'fastify';
import { ErrorCode, type GameOrder } from '../../src/shared/contract';
import { wps, merchantOf, sessionOf, queryOf } from '../http/route';
import { BizError } from '../http/errors';
import { digits, object, str } from '../http/schemas';
import { findGame, recordLaunch, type GameRow } from '../games/catalogue';
import { gamePageUrl } from '../games/launch';
import type { Db } from '../db/database';

type LaunchQuery = Partial<
  Record<
    | 'lottoArea'
    | 'launchMode'
    | 'lottoPrizeMode'
    | 'lottoMode'
    | 'lottoGameCode'
    | 'lottoView'
    | 'device'
    | 'backUrl'
    | 'hasLobby'
    | 'language'
    | 'title'
    | 'labelName'
    | 'vendor'
    | 'gameCode'
    | 'playType'
    | 'gameType'
    | 'roomId'
    | 'nodeId',
    string
  >
>;

const LAUNCH_KEYS: (keyof LaunchQuery)[] = [
  'lottoArea',
  'launchMode',
  'lottoPrizeMode',
  'lottoMode',
  'lottoGameCode',
  'lottoView',
  'device',
  'backUrl',
  'hasLobby',
  'language',
  'title',
  'labelName',
  'vendor',
  'gameCode',
  'playType',
  'gameType',
  'roomId',
  'nodeId',
];

function findByNode(db: Db, merchant: string, vendor: string | undefined, nodeId: string): GameRow | undefined {
  return db
    .prepare('SELECT * FROM games WHERE merchant = ? AND node_id = ? AND (? IS NULL OR vendor = ?)')
    .get(merchant, nodeId, vendor ?? null, vendor ?? null) as GameRow | undefined;
}

export function gameRoutes(app: FastifyInstance): void {
  const { ctx } = app;

  wps(
    app,
    'launchGame',
    {
      schema: {
        querystring: object(
          Object.fromEntries(LAUNCH_KEYS.map((key) => [key, str({ maxLength: key === 'backUrl' ? 4096 : 256 })])),
        ),
      },
    },
    (request) => {
      const merchant = merchantOf(request);
      const session = sessionOf(request);
      const query = queryOf<LaunchQuery>(request);
      const lottery = query.launchMode === 'LOTT' || query.lottoArea !== undefined;
      if (lottery) {
        const code = query.lottoGameCode ?? 'lobby';
        const lobby = code === 'lobby' || query.lottoView === 'lobby';
        const game = lobby ? undefined : findGame(ctx.db, merchant.code, code);
        if (!lobby && !game) throw new BizError(ErrorCode.GAME_NOT_FOUND);
        if (game?.maintenance) throw new BizError(ErrorCode.GAME_MAINTENANCE);
        if (game) recordLaunch(ctx.db, merchant.code, session.memberId, game, false, ctx.now());
        return {
          gameUrl: gamePageUrl(request, lobby ? 'lobby' : code, {
            area: query.lottoArea,
            prizeMode: query.lottoPrizeMode ?? query.lottoMode,
            view: lobby ? 'lobby' : (query.lottoView ?? 'betting'),
            language: query.language ?? 'VI',
            backUrl: query.backUrl,
          }),
        };
      }
      const game = query.gameCode
        ? findGame(ctx.db, merchant.code, query.gameCode, query.vendor)
        : query.nodeId
          ? findByNode(ctx.db, merchant.code, query.vendor, query.nodeId)
          : undefined;
      if (!game) throw new BizError(ErrorCode.GAME_NOT_FOUND);
      if (game.maintenance) throw new BizError(ErrorCode.GAME_MAINTENANCE);
      recordLaunch(ctx.db, merchant.code, session.memberId, game, query.playType === 'trial', ctx.now());
      return {
        gameUrl: gamePageUrl(request, game.game_id, {
          vendor: game.vendor,
          playType: query.playType,
          language: query.language,
          backUrl: query.backUrl,
        }),
      };
    },
  );

  wps(app, 'gameOrders', { schema: { querystring: object({ page: digits(), size: digits() }) } }, (request) => {
    const query = queryOf<{ page?: string; size?: string }>(request);
    const page = Math.max(1, Number(query.page ?? 1));
    const size = Math.min(50, Math.max(1, Number(query.size ?? 20)));
    const rows = ctx.db
      .prepare(
        'SELECT masked_user, game, amount, currency, time FROM game_orders WHERE merchant = ? ORDER BY time DESC LIMIT ? OFFSET ?',
      )
      .all(merchantOf(request).code, size, (page - 1) * size) as {
      masked_user: string;
      game: string;
      amount: number;
      currency: string;
      time: number;
    }[];
    return rows.map((row): GameOrder => ({
      maskedUser: row.masked_user,
      game: row.game,
      amount: row.amount,
      currency: row.currency,
      time: row.time,
    }));
  });
}
