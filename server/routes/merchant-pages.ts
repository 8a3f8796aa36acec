/**
 * Local stand-ins for the merchant pages the seed links to outside the app, always served like the demo game page,
 * so that no menu entry or banner of the demo is a dead end (issue 17): the daily sign-in resource (D28), the
 * merchant's own promotion page and a partner's offer (URL banners, D25).
 */
import type { FastifyInstance } from 'fastify';
import { findMerchant } from '../merchants/store';
import { escapeMarkup } from '../http/escape-markup';
import { standInPage } from './stand-in-page';
import { ErrorCode } from '../../src/shared/contract';
import { sendFailure } from '../http/errors';

export const MERCHANT_PAGE_EMU_PREFIX = '/__emu/page/';

/** Days shown on the sign-in calendar. */
const SIGN_IN_DAYS = 7;

const PAGES: Readonly<Record<string, { title: string; body: (merchantName: string) => string }>> = {
  signin: {
    title: 'Daily sign-in',
    body: (merchantName) =>
      `<p>Sign in every day at ${escapeMarkup(merchantName)} to collect a reward; the seventh day pays the most.</p>
<ol class="days" data-testid="emu-signin-days">${Array.from({ length: SIGN_IN_DAYS }, (_, day) => `<li${day < 2 ? ' class="done"' : ''}>Day ${day + 1}</li>`).join('')}</ol>`,
  },
  promo: {
    title: 'Promotion',
    body: (merchantName) =>
      `<p>This month's offers at ${escapeMarkup(merchantName)}: a deposit bonus and free spins every weekend.</p>`,
  },
  partner: {
    title: 'Partner offer',
    body: (merchantName) =>
      `<p>An offer from a partner of ${escapeMarkup(merchantName)}. This page stands in for the partner's own site.</p>`,
  },
};

export function merchantPageRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  app.get(
    `${MERCHANT_PAGE_EMU_PREFIX}:name`,
    {
      schema: {
        params: { type: 'object', properties: { name: { type: 'string', maxLength: 32 } } },
        querystring: { type: 'object', additionalProperties: { type: 'string', maxLength: 256 } },
      },
    },
    (request, reply) => {
      const { name } = request.params as { name: string };
      const page = Object.hasOwn(PAGES, name) ? PAGES[name] : undefined;
      if (!page) return sendFailure(request, reply, 404, ErrorCode.NOT_FOUND);
      const code = ((request.query as { merchant?: string }).merchant ?? '').toUpperCase();
      const merchantName = (code && findMerchant(ctx.db, code)?.config.merchantName) || 'the site';
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(standInPage({ title: page.title, testId: 'emu-page-title', body: page.body(merchantName) }));
    },
  );
}
