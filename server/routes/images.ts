/** Generated demo artwork: brand icons (PNG), game cards and vendor logos (SVG). */
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { findMerchant } from '../merchants/store';
import { brandIcon } from '../images/png';
import { ErrorCode } from '../../src/shared/contract';
import { sendFailure } from '../http/errors';
import { escapeMarkup } from '../http/escape-markup';

const ICON_SIZES = new Set([48, 72, 96, 128, 144, 180, 192, 256, 384, 512]);
const LONG_CACHE = 'public, max-age=86400';

function hue(text: string): number {
  return createHash('md5').update(text).digest()[0] ?? 0;
}

function cardSvg(title: string, subtitle: string): string {
  const h = Math.round((hue(title + subtitle) / 255) * 360);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${h},70%,45%)"/><stop offset="1" stop-color="hsl(${(h + 60) % 360},70%,30%)"/></linearGradient></defs><rect width="240" height="240" rx="24" fill="url(#g)"/><text x="120" y="118" text-anchor="middle" font-family="sans-serif" font-size="22" font-weight="700" fill="#fff">${escapeMarkup(title.slice(0, 18))}</text><text x="120" y="150" text-anchor="middle" font-family="sans-serif" font-size="14" fill="#fff" opacity="0.8">${escapeMarkup(subtitle)}</text></svg>`;
}

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
      },
    },
    (request, reply) => {
      const { vendor, file } = request.params as { vendor: string; file: string };
      const gameId = file.replace(/\.svg$/, '');
      const name =
        (ctx.db.prepare('SELECT display_name FROM games WHERE vendor = ? AND game_id = ? LIMIT 1').pluck().get(vendor, gameId) as
          string | undefined) ?? gameId;
      return reply.type('image/svg+xml').header('cache-control', LONG_CACHE).send(cardSvg(name, vendor));
    },
  );

  app.get(
    '/img/vendor/:file',
    { schema: { params: { type: 'object', properties: { file: { type: 'string', maxLength: 80 } } } } },
    (request, reply) => {
      const vendor = (request.params as { file: string }).file.replace(/\.svg$/, '');
      return reply.type('image/svg+xml').header('cache-control', LONG_CACHE).send(cardSvg(vendor, 'provider'));
    },
  );
}
