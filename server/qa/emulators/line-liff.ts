/**
 * The LIFF SDK, locally (ACCEPTANCE C97, C100 and its LINE stand-in row; developers.line.biz/en/reference/liff/): `liff.init`
 * for a merchant's LIFF app (its gw.LINE_LIFF_ID), `isInClient` (the LINE app's user agent), `isLoggedIn` and
 * `getAccessToken`. Inside the LINE app LIFF holds the member's access token for the LIFF app's channel (the part of the
 * LIFF id before its last '-', as LINE makes them); it is issued here by the LINE Login stand-in, so the backend's
 * WPS3RD_verifyLineCode {accessToken} verifies it as it would LINE's. The `user` and `name` query parameters of the init
 * call say who is signed in to LINE (default line-new); `fail=<message>` makes init fail with that message.
 *
 *   GET /__emu/line/liff/sdk.js                              → the script
 *   GET /__emu/line/liff/init?liff_id[&user&name&fail]      → {access_token}; 400 {code, message} for a failure or an
 *                                                              unknown LIFF id
 */
import type { FastifyInstance } from 'fastify';
import { queryParam } from './id-token-stand-in';
import { LIFF_SCOPE, lineUser, type LineProvider } from './line-provider';

export const LINE_LIFF_SDK_EMU_PATH = '/__emu/line/liff/sdk.js';
export const LINE_LIFF_INIT_EMU_PATH = '/__emu/line/liff/init';
const DEFAULT_USER = 'line-new';

/** The script: init asks this backend; in the LINE app the member is then logged in with the token it gave. */
export const LINE_LIFF_SCRIPT = `(function () {
  var script = document.currentScript;
  var base = script && script.src ? script.src : location.href;
  var token = null;
  function inClient() { return /\\bLine\\//i.test(navigator.userAgent); }
  window.liff = {
    init: function (config) {
      var url = new URL(${JSON.stringify(LINE_LIFF_INIT_EMU_PATH)}, base);
      url.searchParams.set('liff_id', String((config && config.liffId) || ''));
      return fetch(url.href, { credentials: 'same-origin' }).then(function (response) {
        return response.json().then(function (body) {
          if (!response.ok) {
            var error = new Error(body.message || 'LIFF init failed');
            error.code = body.code || 'INIT_FAILED';
            throw error;
          }
          if (inClient()) token = body.access_token;
        });
      });
    },
    isInClient: inClient,
    isLoggedIn: function () { return token !== null; },
    getAccessToken: function () { return token; }
  };
})();
`;

/** The LINE_CLIENT_ID of the merchant whose LIFF app this is. */
function liffChannel(app: FastifyInstance, liffId: string): string | undefined {
  const channel: unknown = app.ctx.db
    .prepare(
      "SELECT json_extract(config, '$.settings.gw.LINE_CLIENT_ID') FROM merchants WHERE json_extract(config, '$.settings.gw.LINE_LIFF_ID') = ?",
    )
    .pluck()
    .get(liffId);
  return typeof channel === 'string' && channel !== '' && liffId.startsWith(`${channel}-`) ? channel : undefined;
}

export function lineLiffRoutes(app: FastifyInstance, provider: LineProvider): void {
  app.get(LINE_LIFF_SDK_EMU_PATH, (_request, reply) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-store').send(LINE_LIFF_SCRIPT),
  );
  app.get(LINE_LIFF_INIT_EMU_PATH, (request, reply) => {
    reply.header('cache-control', 'no-store');
    const liffId = queryParam(request.query, 'liff_id');
    const channel = liffId && liffChannel(app, liffId);
    if (!channel) return reply.code(400).send({ code: 'INVALID_ARGUMENT', message: 'liffId is unknown' });
    const failure = queryParam(request.query, 'fail');
    if (failure) return reply.code(400).send({ code: 'INIT_FAILED', message: failure });
    const user = lineUser(queryParam(request.query, 'user') ?? DEFAULT_USER, queryParam(request.query, 'name'));
    return { access_token: provider.issueAccessToken(channel, LIFF_SCOPE, user) };
  });
}
