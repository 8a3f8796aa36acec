/**
 * A local stand-in for the App Store listing the seed's iOS download link points at (/__emu/app-store/{merchant code in
 * lower case}), always served like the demo game page, so that the iOS download option of the demo is no dead end
 * (issue 17). It links the merchant's iOS "lite" configuration profile (server/routes/downloads.ts).
 */
import type { FastifyInstance } from 'fastify';
import { findMerchant } from '../merchants/store';
import { ErrorCode } from '../../src/shared/contract';
import { sendFailure } from '../http/errors';
import { standInPage } from './stand-in-page';

export const APP_STORE_EMU_PREFIX = '/__emu/app-store/';

/** The merchant's code in lower case, as the download links spell it. */
const MERCHANT = /^[a-z0-9]{1,32}$/;

function appStorePage(name: string, code: string): string {
  return standInPage({
    title: `${name} for iPhone and iPad`,
    testId: 'emu-app-store',
    body: `<p>This reference backend stands in for the App Store: the store listing is not part of the demo.</p>
<p><a href="/download/${code.toLowerCase()}.mobileconfig">Install the lite version (a configuration profile)</a></p>`,
  });
}

export function appStoreRoute(app: FastifyInstance): void {
  const { ctx } = app;
  app.get(
    `${APP_STORE_EMU_PREFIX}:merchant`,
    { schema: { params: { type: 'object', properties: { merchant: { type: 'string', maxLength: 64 } } } } },
    (request, reply) => {
      const { merchant: code } = request.params as { merchant: string };
      const merchant = MERCHANT.test(code) ? findMerchant(ctx.db, code.toUpperCase()) : undefined;
      if (!merchant) return sendFailure(request, reply, 404, ErrorCode.NOT_FOUND);
      return reply.type('text/html; charset=utf-8').send(appStorePage(merchant.config.merchantName, merchant.code));
    },
  );
}
