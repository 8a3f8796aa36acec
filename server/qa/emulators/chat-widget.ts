/**
 * The chat provider's widget stand-in (ACCEPTANCE 3.6 "Chat widgets and CS providers"; C70, C71, D50, D51): the
 * widget script (window.CBSChat with setUser and clearUser, ready after a delay the `emu_chat` cookie sets) and the
 * log of its calls. The chat room it opens is always served (server/routes/emu.ts).
 */
import type { FastifyInstance } from 'fastify';
import { readCookie } from '../../../src/shared/cookies';

export const CHAT_WIDGET_EMU_PATH = '/__emu/chat/widget.js';
export const CHAT_LOG_EMU_PATH = '/__emu/chat/log';
/** Cookie with JSON {readyMs}: how long after it loads the widget refuses setUser (D51: 2000). */
export const CHAT_EMU_COOKIE = 'emu_chat';
/** The log keeps at most this many calls. */
export const CHAT_LOG_LIMIT = 500;

export interface ChatCall {
  method: 'setUser' | 'clearUser';
  user: string | null;
  ok: boolean;
  /** The page's clock (Date.now()), so a test's fake clock shows. */
  at: number;
  receivedAt: number;
}

export function readyMsFromCookie(cookieHeader: string | undefined): number {
  const raw = readCookie(cookieHeader ?? '', CHAT_EMU_COOKIE);
  if (raw === undefined) return 0;
  let value: unknown;
  try {
    value = (JSON.parse(raw) as { readyMs?: unknown } | null)?.readyMs;
  } catch {
    return 0;
  }
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.min(value, 60_000) : 0;
}

/** The widget: records each call in window.__chatEmu.calls and posts it to the log. */
export function chatWidgetScript(readyMs: number): string {
  return `(function () {
  var readyMs = ${JSON.stringify(readyMs)};
  var loadedAt = Date.now();
  var emu = (window.__chatEmu = window.__chatEmu || { calls: [] });
  function record(method, user, ok) {
    var entry = { method: method, user: user, ok: ok, at: Date.now() };
    emu.calls.push(entry);
    try {
      fetch(${JSON.stringify(CHAT_LOG_EMU_PATH)}, {
        method: 'POST',
        keepalive: true,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(entry)
      }).catch(function () {});
    } catch (e) {}
  }
  window.CBSChat = {
    setUser: function (user) {
      var ready = Date.now() - loadedAt >= readyMs;
      record('setUser', user && user.userName ? String(user.userName) : null, ready);
      if (!ready) throw new Error('The CBS chat widget is not ready yet');
    },
    clearUser: function () {
      record('clearUser', null, true);
    }
  };
})();
`;
}

export function chatWidgetRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  const calls: ChatCall[] = [];

  app.get(CHAT_WIDGET_EMU_PATH, (request, reply) =>
    reply
      .type('application/javascript; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(chatWidgetScript(readyMsFromCookie(request.headers.cookie))),
  );

  const callBody = {
    type: 'object',
    properties: {
      method: { type: 'string', enum: ['setUser', 'clearUser'] },
      user: { type: ['string', 'null'], maxLength: 128 },
      ok: { type: 'boolean' },
      at: { type: 'number' },
    },
    required: ['method', 'ok', 'at'],
  };
  app.post(CHAT_LOG_EMU_PATH, { schema: { body: callBody } }, (request, reply) => {
    const body = request.body as Omit<ChatCall, 'receivedAt'>;
    calls.push({ method: body.method, user: body.user ?? null, ok: body.ok, at: body.at, receivedAt: ctx.now() });
    if (calls.length > CHAT_LOG_LIMIT) calls.splice(0, calls.length - CHAT_LOG_LIMIT);
    return reply.code(204).send();
  });

  const logQuery = { type: 'object', properties: { since: { type: 'string', pattern: '^[0-9]{1,15}$' } } };
  app.get(CHAT_LOG_EMU_PATH, { schema: { querystring: logQuery } }, (request, reply) => {
    const since = Number((request.query as { since?: string }).since ?? 0);
    return reply.header('cache-control', 'no-store').send(calls.filter((call) => call.receivedAt >= since));
  });
  app.delete(CHAT_LOG_EMU_PATH, (_request, reply) => {
    calls.length = 0;
    return reply.code(204).send();
  });
}
