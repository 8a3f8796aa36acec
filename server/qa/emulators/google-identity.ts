/**
 * Google Identity Services, locally (ACCEPTANCE C76, C77, C94, Q44; developers.google.com/identity/gsi/web/reference/
 * js-reference): the client script's `google.accounts.id` (initialize, prompt, cancel, disableAutoSelect) and the
 * credential it hands to the page's callback, a Google id token for the merchant's web client id. Google's account
 * chooser is skipped: the `user` and `name` query parameters of the credential call say who signs in, as LINE's
 * stand-in does; a test sets them to say "this browser is signed in to Google as user". Without them there is no
 * Google session to offer, and the prompt is not displayed (opt_out_or_no_session), as Google's is not. The id token is unsigned (alg "none"): it goes only to the Firebase Auth
 * Emulator, which reads Google id tokens without checking a signature, and never to this backend.
 *
 *   GET /__emu/gsi/client                              → the script
 *   GET /__emu/gsi/credential?client_id[&user&name]    → {credential, select_by}; 400 invalid_client for an unknown
 *                                                        client id, 200 no_session without a user (a
 *                                                        normal answer: nothing to offer, no console error)
 */
import type { FastifyInstance } from 'fastify';
import { knownSmsSetting, queryParam, unsignedJwt } from './id-token-stand-in';

export const GSI_CLIENT_EMU_PATH = '/__emu/gsi/client';
export const GSI_CREDENTIAL_EMU_PATH = '/__emu/gsi/credential';
const GOOGLE_ISSUER = 'https://accounts.google.com';
const ID_TOKEN_TTL_S = 60 * 60;

/** An unsigned Google id token with the claims Google puts in one (iss, azp, aud, sub, email, name, iat, exp). */
export function googleIdToken(clientId: string, user: string, name: string, nowMs: number): string {
  const iat = Math.floor(nowMs / 1000);
  const claims = {
    iss: GOOGLE_ISSUER,
    azp: clientId,
    aud: clientId,
    sub: user,
    email: `${user}@gmail.example`,
    email_verified: true,
    name,
    iat,
    exp: iat + ID_TOKEN_TTL_S,
  };
  return unsignedJwt(claims);
}

/**
 * The client script: prompt() fetches the credential from this backend and calls the initialize callback with it, or
 * tells the prompt listener the moment was not displayed when there is none.
 */
export const GSI_CLIENT_SCRIPT = `(function () {
  var script = document.currentScript;
  var base = script && script.src ? script.src : location.href;
  var config = null;
  function moment(type, reason) {
    return {
      getMomentType: function () { return type; },
      isDisplayMoment: function () { return type === 'display'; },
      isDisplayed: function () { return false; },
      isNotDisplayed: function () { return type === 'display'; },
      getNotDisplayedReason: function () { return type === 'display' ? reason : undefined; },
      isSkippedMoment: function () { return type === 'skipped'; },
      getSkippedReason: function () { return type === 'skipped' ? reason : undefined; },
      isDismissedMoment: function () { return type === 'dismissed'; },
      getDismissedReason: function () { return type === 'dismissed' ? reason : undefined; }
    };
  }
  window.google = window.google || {};
  window.google.accounts = window.google.accounts || {};
  window.google.accounts.id = {
    initialize: function (options) { config = options || null; },
    prompt: function (listener) {
      var notify = typeof listener === 'function' ? listener : function () {};
      if (!config || !config.client_id || typeof config.callback !== 'function') {
        notify(moment('display', 'missing_client_id'));
        return;
      }
      var current = config;
      var url = new URL(${JSON.stringify(GSI_CREDENTIAL_EMU_PATH)}, base);
      url.searchParams.set('client_id', current.client_id);
      fetch(url.href, { credentials: 'same-origin' })
        .then(function (response) {
          return response.json().then(function (answer) { return answer.credential ? answer : Promise.reject(answer.error); });
        })
        .then(function (answer) {
          notify(moment('dismissed', 'credential_returned'));
          current.callback({ credential: answer.credential, select_by: answer.select_by, clientId: current.client_id });
        })
        .catch(function (error) {
          notify(moment('display', error === 'no_session' ? 'opt_out_or_no_session' : 'invalid_client'));
        });
    },
    cancel: function () {},
    disableAutoSelect: function () {}
  };
})();
`;

export function googleIdentityRoutes(app: FastifyInstance): void {
  app.get(GSI_CLIENT_EMU_PATH, (_request, reply) =>
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-store').send(GSI_CLIENT_SCRIPT),
  );
  app.get(GSI_CREDENTIAL_EMU_PATH, (request, reply) => {
    const clientId = queryParam(request.query, 'client_id');
    if (!clientId || !knownSmsSetting(app.ctx.db, 'googleWebClientId', clientId))
      return reply.code(400).header('cache-control', 'no-store').send({ error: 'invalid_client' });
    const user = queryParam(request.query, 'user');
    if (!user) return reply.header('cache-control', 'no-store').send({ error: 'no_session' });
    const name = queryParam(request.query, 'name') ?? 'Google Tester';
    return reply
      .header('cache-control', 'no-store')
      .send({ credential: googleIdToken(clientId, user, name, app.ctx.now()), select_by: 'user' });
  });
}
