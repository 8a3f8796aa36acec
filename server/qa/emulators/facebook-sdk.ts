/**
 * The Facebook JavaScript SDK, locally (ACCEPTANCE C76, C77, Q44; developers.facebook.com/docs/reference/javascript):
 * `FB.init` and `FB.login`, whose callback gets {status, authResponse} with an access token for the app id FB.init was
 * given (the merchant's facebookAppId). Facebook's login dialog is skipped: the `user` and `name` query parameters of
 * the login call say who signs in (default facebook-new), and `cancel=1` answers as a closed dialog does. The access
 * token is an unsigned JWT of the user's claims: the Firebase Auth Emulator reads a Facebook access token that way
 * (it cannot ask Facebook), and it never reaches this backend.
 *
 *   GET /__emu/facebook/sdk.js                                 → the script
 *   GET /__emu/facebook/login?app_id[&user&name&cancel=1]      → FB.login's response; 400 for an unknown app id
 */
import type { FastifyInstance } from 'fastify';
import { knownSmsSetting, queryParam, unsignedJwt } from './id-token-stand-in';

export const FACEBOOK_SDK_EMU_PATH = '/__emu/facebook/sdk.js';
export const FACEBOOK_LOGIN_EMU_PATH = '/__emu/facebook/login';
const TOKEN_TTL_S = 60 * 60;
const DEFAULT_USER = 'facebook-new';

/** An unsigned access token carrying the user's claims (sub, name, email, the app as audience, iat, exp). */
export function facebookAccessToken(appId: string, user: string, name: string, nowMs: number): string {
  const iat = Math.floor(nowMs / 1000);
  const claims = {
    iss: 'https://www.facebook.com',
    aud: appId,
    sub: user,
    name,
    email: `${user}@facebook.example`,
    iat,
    exp: iat + TOKEN_TTL_S,
  };
  return unsignedJwt(claims);
}

/** The script: FB.login asks this backend and hands its answer to the callback; anything unexpected is a closed dialog. */
export const FACEBOOK_SDK_SCRIPT = `(function () {
  var script = document.currentScript;
  var base = script && script.src ? script.src : location.href;
  var appId = null;
  window.FB = {
    init: function (options) { appId = options && options.appId ? String(options.appId) : null; },
    login: function (callback, options) {
      var done = typeof callback === 'function' ? callback : function () {};
      if (!appId) { done({ status: 'unknown', authResponse: null }); return; }
      var url = new URL(${JSON.stringify(FACEBOOK_LOGIN_EMU_PATH)}, base);
      url.searchParams.set('app_id', appId);
      if (options && options.scope) url.searchParams.set('scope', options.scope);
      fetch(url.href, { credentials: 'same-origin' })
        .then(function (response) { return response.ok ? response.json() : Promise.reject(response.status); })
        .then(done, function () { done({ status: 'unknown', authResponse: null }); });
    }
  };
  if (typeof window.fbAsyncInit === 'function') window.fbAsyncInit();
})();
`;

export function facebookSdkRoutes(app: FastifyInstance): void {
  app.get(FACEBOOK_SDK_EMU_PATH, (_request, reply) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-store').send(FACEBOOK_SDK_SCRIPT),
  );
  app.get(FACEBOOK_LOGIN_EMU_PATH, (request, reply) => {
    reply.header('cache-control', 'no-store');
    const appId = queryParam(request.query, 'app_id');
    if (!appId || !knownSmsSetting(app.ctx.db, 'facebookAppId', appId)) return reply.code(400).send({ error: 'invalid_app_id' });
    if (queryParam(request.query, 'cancel') === '1') return reply.send({ status: 'unknown', authResponse: null });
    const user = queryParam(request.query, 'user') ?? DEFAULT_USER;
    const name = queryParam(request.query, 'name') ?? 'Facebook Tester';
    return reply.send({
      status: 'connected',
      authResponse: {
        accessToken: facebookAccessToken(appId, user, name, app.ctx.now()),
        userID: user,
        expiresIn: TOKEN_TTL_S,
        signedRequest: '',
        graphDomain: 'facebook',
      },
    });
  });
}
