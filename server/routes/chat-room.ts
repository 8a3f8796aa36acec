/**
 * The chat room CBS_launchChat's chatUrl points at (ACCEPTANCE 3.6 "Chat widgets and CS providers"; C70, C71): a local
 * stand-in for the provider's page, always served like the demo game page.
 */
import type { FastifyInstance } from 'fastify';

export const CHAT_ROOM_EMU_PATH = '/__emu/chat/room';

function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function chatRoomPage(query: Record<string, string | undefined>): string {
  const user = query.user ?? '';
  const merchant = query.merchant ?? '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Live chat</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f3f4f7;color:#1b1d23}header{background:#1f2430;color:#fff;padding:16px}main{padding:16px}p.bubble{background:#fff;border-radius:14px;padding:12px 16px;max-width:80%}</style></head>
<body><header><h1 data-testid="emu-chat-title">Live chat</h1></header><main>
<p class="bubble" data-testid="emu-chat-greeting">Hello${user ? ` <strong data-testid="emu-chat-user">${escapeHtml(user)}</strong>` : ''}, how can we help?</p>
<p data-testid="emu-chat-merchant">${escapeHtml(merchant)}</p></main></body></html>`;
}

export function chatRoomRoute(app: FastifyInstance): void {
  const stringQuery = { type: 'object', additionalProperties: { type: 'string', maxLength: 256 } };
  app.get(CHAT_ROOM_EMU_PATH, { schema: { querystring: stringQuery } }, (request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(chatRoomPage(request.query as Record<string, string>)),
  );
}
