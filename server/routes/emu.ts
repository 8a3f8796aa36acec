/**
 * The local stand-ins that every backend serves, so that the seed's links lead somewhere: the demo game page every
 * launch points at, the chat room and the CS providers' pages, the merchant pages of menu entries and banners, and
 * the App Store listing of the iOS download link.
 * The QA-only ones are in server/qa/emulators.
 */
import type { FastifyInstance } from 'fastify';
import { originOf } from '../http/origin';
import { gamePageView, renderGamePage } from '../games/game-page';
import { appStoreRoute } from './app-store';
import { chatRoomRoute } from './chat-room';
import { merchantPageRoutes } from './merchant-pages';

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
  chatRoomRoute(app);
  merchantPageRoutes(app);
  appStoreRoute(app);
}
