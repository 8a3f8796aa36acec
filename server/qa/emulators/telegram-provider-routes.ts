/**
 * Telegram Login's popup and redirect, locally (ACCEPTANCE C80, C82, C102; oauth.telegram.org/auth as the Login
 * Widget opens it). The bots are the merchants' (config.telegram); see ./telegram-provider.ts for who logs in.
 *
 *   GET  /__emu/telegram/auth?bot_id&origin&request_access=write[&return_to][&user&first_name&username&photo_url][&auto=1]
 *        → 200 the confirm page ("Log in", "Cancel"); 400 "Bot not found" (no merchant has that bot_id),
 *          "Bot domain invalid" (origin's host is neither the bot's authDomain nor one this backend serves its
 *          merchant on), "Invalid return_to" (not on origin), "Invalid user"
 *   POST /__emu/telegram/auth/confirm   (form or JSON: the page's fields and action=login|cancel)
 *        → with Accept: application/json, {result, origin, redirect?}: result is the signed Login Widget data
 *          {id, first_name, username?, photo_url?, auth_date, hash} or false (cancel); redirect is
 *          return_to#tgAuthResult=<base64url JSON> or return_to#tgAuthResult=false. Without it (a form post with no
 *          script): 303 to that redirect, or a page saying what happened. Refusals as above, 400 ({error} in JSON).
 *   GET  /__emu/telegram/auth.js  → the page's script: posts the message
 *        JSON.stringify({event: 'auth_result', result}) to window.opener for origin and closes, else follows redirect.
 *   POST /__emu/telegram/webapp/init-data  {bot_id, origin, user?, first_name?, username?}  → {initData}: what
 *        Telegram's client puts in window.Telegram.WebApp.initData of a mini-app (QA only, no Telegram counterpart)
 * QA only (registered by the QA plugin), like the other stand-ins.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  readTelegramAuthRequest,
  signTelegramAuth,
  signTelegramInitData,
  TELEGRAM_INIT_DATA_EMU_PATH,
  TELEGRAM_AUTH_EMU_PATH,
  TELEGRAM_AUTH_SCRIPT,
  TELEGRAM_CONFIRM_EMU_PATH,
  TELEGRAM_SCRIPT_EMU_PATH,
  telegramAuthPage,
  telegramAuthPagePolicy,
  telegramNoScriptPage,
  telegramRefusalPage,
  telegramReturnUrl,
  type TelegramAuthRefusal,
} from './telegram-provider';

const FORM_BODY_LIMIT_BYTES = 16 * 1024;

function wantsJson(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('application/json');
}

function field(fields: unknown, name: string): unknown {
  return typeof fields === 'object' && fields !== null ? (fields as Record<string, unknown>)[name] : undefined;
}

function refuse(reply: FastifyReply, refusal: TelegramAuthRefusal, json: boolean) {
  reply.code(400).header('cache-control', 'no-store');
  if (json) return reply.send({ error: refusal });
  return reply.type('text/html; charset=utf-8').send(telegramRefusalPage(refusal));
}

export function telegramProviderRoutes(app: FastifyInstance): void {
  const { ctx } = app;
  /** The confirm pages' own policy (they run a script), set over the script-free one of the other stand-in pages. */
  const pagePolicies = new WeakMap<FastifyRequest, string>();
  const pagePolicy = async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const policy = pagePolicies.get(request);
    if (policy) reply.header('content-security-policy', policy);
    return payload;
  };

  // An encapsulated scope, so that the form parser the confirm endpoint needs reaches no other route.
  void app.register(async (emulator) => {
    emulator.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );

    emulator.get(TELEGRAM_SCRIPT_EMU_PATH, (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(TELEGRAM_AUTH_SCRIPT),
    );

    // Route-level onSend hooks run after the app's, so this policy is the one the page gets.
    emulator.get(TELEGRAM_AUTH_EMU_PATH, { onSend: pagePolicy }, (request, reply) => {
      const checked = readTelegramAuthRequest(ctx.db, ctx.hosts, request.query);
      if (typeof checked === 'string') return refuse(reply, checked, false);
      pagePolicies.set(request, telegramAuthPagePolicy(checked.origin));
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(telegramAuthPage(checked, { auto: field(request.query, 'auto') === '1' }));
    });

    emulator.post(TELEGRAM_INIT_DATA_EMU_PATH, (request, reply) => {
      const checked = readTelegramAuthRequest(ctx.db, ctx.hosts, request.body);
      if (typeof checked === 'string') return refuse(reply, checked, true);
      return reply
        .header('cache-control', 'no-store')
        .send({ initData: signTelegramInitData(checked.account, checked.botToken, ctx.now() / 1000) });
    });

    emulator.post(TELEGRAM_CONFIRM_EMU_PATH, (request, reply) => {
      const json = wantsJson(request);
      const checked = readTelegramAuthRequest(ctx.db, ctx.hosts, request.body);
      if (typeof checked === 'string') return refuse(reply, checked, json);
      const action = field(request.body, 'action') ?? 'login';
      if (action !== 'login' && action !== 'cancel') return refuse(reply, 'Invalid action', json);
      const result = action === 'cancel' ? false : signTelegramAuth(checked.account, checked.botToken, ctx.now() / 1000);
      const redirect = checked.returnTo === undefined ? undefined : telegramReturnUrl(checked.returnTo, result);
      reply.header('cache-control', 'no-store');
      if (json) return reply.send({ result, origin: checked.origin, ...(redirect ? { redirect } : {}) });
      if (redirect) return reply.redirect(redirect, 303);
      return reply.type('text/html; charset=utf-8').send(telegramNoScriptPage(result));
    });
  });
}
