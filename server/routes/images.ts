/** Generated demo artwork: brand icons (PNG), game cards and vendor logos (SVG). */
import type { FastifyInstance } from 'fastify';
import { findMerchant } from '../merchants/store';
import { brandIcon } from '../images/png';
import { ErrorCode } from '../../src/shared/contract';
import { sendFailure } from '../http/errors';
import { gameCardSvg, vendorLogoSvg } from '../images/game-card';

const ICON_SIZES = new Set([48, 72, 96, 128, 144, 180, 192, 256, 384, 512]);
const LONG_CACHE = 'public, max-age=86400';

export function imageRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const params = {
    type: 'object',
    properties: { merchant: { type: 'string', maxLength: 32 }, size: { type: 'string', pattern: '^\\d{2,3}$' } },
  };

  app.get('/img/brand/:merchant/icon-:size.png', { schema: { params } }, (request, reply) => {
    const { merchant: code, size } = request.params as { merchant: string; size: string };
    const merchant = findMerchant(ctx.db, code);
    if (!merchant || !ICON_SIZES.has(Number(size))) return sendFailure(request, reply, 404, ErrorCode.NOT_FOUND);
    return reply
      .type('image/png')
      .header('cache-control', LONG_CACHE)
      .send(brandIcon(Number(size), merchant.config.brand.primaryColor, merchant.config.brand.accentColor));
  });

  app.get(
    '/img/game/:vendor/:file',
    {
      schema: {
        params: {
          type: 'object',
          properties: { vendor: { type: 'string', maxLength: 64 }, file: { type: 'string', maxLength: 160 } },
        },
        querystring: { type: 'object', properties: { merchant: { type: 'string', maxLength: 32 } } },
      },
    },
    (request, reply) => {
      const { vendor, file } = request.params as { vendor: string; file: string };
      const { merchant = '' } = request.query as { merchant?: string };
      const gameId = file.replace(/\.svg$/, '');
      // The asking merchant's game first: generated ids repeat across merchants under other names.
      const game = ctx.db
        .prepare(
          `SELECT display_name AS name, category FROM games WHERE vendor = ? AND game_id = ?
           ORDER BY merchant = ? DESC LIMIT 1`,
        )
        .get(vendor, gameId, merchant) as { name: string; category: string } | undefined;
      const svg = gameCardSvg({ title: game?.name ?? gameId, vendor, category: game?.category });
      return reply.type('image/svg+xml').header('cache-control', LONG_CACHE).send(svg);
    },
  );

  app.get(
    '/img/vendor/:file',
    { schema: { params: { type: 'object', properties: { file: { type: 'string', maxLength: 80 } } } } },
    (request, reply) => {
      const code = (request.params as { file: string }).file.replace(/\.svg$/, '');
      // Under its code, the one name the same for every merchant and language; the picture is that of its first game's category.
      const category = ctx.db
        .prepare(
          `SELECT (SELECT g.category FROM games g WHERE g.merchant = v.merchant AND g.vendor = v.vendor ORDER BY g.sort LIMIT 1)
           FROM vendors v WHERE v.vendor = ? ORDER BY v.merchant LIMIT 1`,
        )
        .pluck()
        .get(code) as string | null | undefined;
      const svg = vendorLogoSvg({ name: code, category });
      return reply.type('image/svg+xml').header('cache-control', LONG_CACHE).send(svg);
    },
  );
}
