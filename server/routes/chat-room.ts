/**
 * Local stand-ins for the customer-service pages the seed points at, always served like the demo game page, so that
 * no chat link of the demo is a dead end (ACCEPTANCE 3.6 "Chat widgets and CS providers"; C70, C71, D47–D50):
 * - the chat room CBS_launchChat's chatUrl points at;
 * - each CS provider's chat page, which shows the user name from whichever parameter that provider reads, and the
 *   VIP label when one came.
 */
import type { FastifyInstance } from 'fastify';
import { findMerchant } from '../merchants/store';
import { escapeMarkup } from '../http/escape-markup';
import { standInPage } from './stand-in-page';

export const CHAT_ROOM_EMU_PATH = '/__emu/chat/room';
/** A provider's chat page: /__emu/cs/{provider in lower case}. */
export const CS_PROVIDER_EMU_PREFIX = '/__emu/cs/';

/** The parameters the providers read the user name from (Q61), and the chat room's own. */
const USER_PARAMS = ['user', 'userName', 'name', 'uname', 'visitorName'] as const;

type Query = Record<string, string | undefined>;

function userOf(query: Query): string {
  for (const name of USER_PARAMS) if (query[name]) return query[name];
  return '';
}

/** COMM100VIP sends vipLabel=<label>; LIVECHAT sends params=vip=<label>. */
function vipLabelOf(query: Query): string {
  return query.vipLabel ?? new URLSearchParams(query.params ?? '').get('vip') ?? '';
}

function chatPage(title: string, query: Query, merchantName: string): string {
  const user = userOf(query);
  const label = vipLabelOf(query);
  return standInPage({
    title,
    testId: 'emu-chat-title',
    body: `<p class="bubble" data-testid="emu-chat-greeting">Hello${user ? ` <strong data-testid="emu-chat-user">${escapeMarkup(user)}</strong>` : ''}, how can we help?</p>
${label ? `<p data-testid="emu-chat-label">VIP desk: ${escapeMarkup(label)}</p>` : ''}
<p data-testid="emu-chat-merchant">${escapeMarkup(merchantName)}</p>`,
  });
}

export function chatRoomRoute(app: FastifyInstance): void {
  const { ctx } = app;
  const stringQuery = { type: 'object', additionalProperties: { type: 'string', maxLength: 256 } };
  const merchantName = (query: Query) => {
    const code = query.merchant ?? '';
    return (code && findMerchant(ctx.db, code.toUpperCase())?.config.merchantName) || code;
  };
  app.get(CHAT_ROOM_EMU_PATH, { schema: { querystring: stringQuery } }, (request, reply) => {
    const query = request.query as Query;
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(chatPage('Live chat', query, merchantName(query)));
  });
  app.get(
    `${CS_PROVIDER_EMU_PREFIX}:provider`,
    {
      schema: {
        params: { type: 'object', properties: { provider: { type: 'string', pattern: '^[a-z0-9-]{1,32}$' } } },
        querystring: stringQuery,
      },
    },
    (request, reply) => {
      const query = request.query as Query;
      const { provider } = request.params as { provider: string };
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(chatPage(`Customer service (${provider.toUpperCase()})`, query, merchantName(query)));
    },
  );
}
