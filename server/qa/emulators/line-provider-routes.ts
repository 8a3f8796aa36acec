/**
 * LINE Login v2.1, locally (ACCEPTANCE C95–C97; developers.line.biz/en/reference/line-login/). The channels are the
 * merchants' (gw.LINE_CLIENT_ID and the channel secret of their configuration); the login screen is skipped: the
 * `user` and `name` query parameters say who signs in (default line-new); `deny=<description>` refuses instead.
 *
 *   GET  /__emu/line/oauth2/v2.1/authorize?response_type=code&client_id&redirect_uri&state&scope[&user&name]
 *        → 302 redirect_uri?state&code, or ?state&error=access_denied&error_description with deny
 *        (/__emu/line/authorize is the same)
 *   POST /__emu/line/oauth2/v2.1/token   (form: grant_type=authorization_code, code, redirect_uri, client_id, client_secret)
 *        → {access_token, token_type, expires_in, id_token, scope, refresh_token}; the id_token is HS256 under the secret
 *   GET  /__emu/line/oauth2/v2.1/verify?access_token  → {scope, client_id, expires_in}
 *   GET  /__emu/line/v2/profile  (Authorization: Bearer)  → {userId, displayName, pictureUrl}
 * The access tokens LIFF holds inside the LINE app come from the LIFF stand-in (line-liff.ts).
 * Errors are LINE's: {error, error_description} with 400, and {message} with 401 from the profile.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SignJWT } from 'jose';
import type { Db } from '../../db/database';
import { randomToken } from '../../crypto/tokens';
import {
  LINE_EMULATOR_PATH,
  LINE_ID_TOKEN_ISSUER,
  LINE_PROFILE_PATH,
  LINE_TOKEN_PATH,
  LINE_VERIFY_PATH,
} from '../../auth/line-login-client';
import { LINE_ACCESS_TOKEN_TTL_MS, lineUser, type LineProvider } from './line-provider';
import { httpUrlOf } from '../../http/origin';

export const LINE_AUTHORIZE_EMU_PATH = `${LINE_EMULATOR_PATH}/oauth2/v2.1/authorize`;
/** The address ACCEPTANCE (3.6, LINE) names for the stand-in; the same handler as LINE's own path. */
const LINE_AUTHORIZE_ALIAS_PATH = `${LINE_EMULATOR_PATH}/authorize`;
const LINE_ID_TOKEN_TTL_S = 60 * 60;
const FORM_BODY_LIMIT_BYTES = 16 * 1024;
const MAX_PARAM_LENGTH = 2048;
const DEFAULT_USER = 'line-new';

type Fields = Record<string, unknown>;

/** A single string parameter of a query or form, within a sane length; undefined otherwise. */
function param(fields: unknown, name: string): string | undefined {
  const value = typeof fields === 'object' && fields !== null ? (fields as Fields)[name] : undefined;
  return typeof value === 'string' && value !== '' && value.length <= MAX_PARAM_LENGTH ? value : undefined;
}

function oauthError(reply: FastifyReply, error: string, description: string) {
  return reply.code(400).header('cache-control', 'no-store').send({ error, error_description: description });
}

/** The channel secret of the merchant whose LINE_CLIENT_ID this is. */
function channelSecret(db: Db, clientId: string): string | undefined {
  const secret: unknown = db
    .prepare(
      "SELECT json_extract(config, '$.line.channelSecret') FROM merchants WHERE json_extract(config, '$.settings.gw.LINE_CLIENT_ID') = ?",
    )
    .pluck()
    .get(clientId);
  return typeof secret === 'string' && secret !== '' ? secret : undefined;
}

function hasScope(scope: string, wanted: string): boolean {
  return scope.split(' ').includes(wanted);
}

export function lineProviderRoutes(app: FastifyInstance, provider: LineProvider): void {
  const { ctx } = app;

  const authorize = (request: FastifyRequest, reply: FastifyReply) => {
    const { query } = request;
    const clientId = param(query, 'client_id');
    const redirectUri = param(query, 'redirect_uri');
    const target = redirectUri && httpUrlOf(redirectUri);
    const state = param(query, 'state');
    const scope = param(query, 'scope') ?? '';
    if (param(query, 'response_type') !== 'code')
      return oauthError(reply, 'unsupported_response_type', 'response_type must be code');
    if (!clientId || !channelSecret(ctx.db, clientId))
      return oauthError(reply, 'invalid_request', 'client_id is missing or unknown');
    if (!redirectUri || !target) return oauthError(reply, 'invalid_request', 'redirect_uri must be an absolute http(s) URL');
    if (!state) return oauthError(reply, 'invalid_request', 'state is required');
    if (!hasScope(scope, 'openid')) return oauthError(reply, 'invalid_scope', 'scope must include openid');
    target.searchParams.set('state', state);
    // The member refused on LINE's screen: LINE answers access_denied with its description (C100).
    const denied = param(query, 'deny');
    if (denied) {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set('error_description', denied);
      return reply.redirect(target.href, 302);
    }
    const user = lineUser(param(query, 'user') ?? DEFAULT_USER, param(query, 'name'));
    target.searchParams.set('code', provider.issueCode(clientId, redirectUri, scope, user));
    return reply.redirect(target.href, 302);
  };

  const token = async (request: FastifyRequest, reply: FastifyReply) => {
    const form = request.body;
    if (!request.headers['content-type']?.startsWith('application/x-www-form-urlencoded'))
      return oauthError(reply, 'invalid_request', 'the body must be application/x-www-form-urlencoded');
    if (param(form, 'grant_type') !== 'authorization_code')
      return oauthError(reply, 'unsupported_grant_type', 'grant_type must be authorization_code');
    const clientId = param(form, 'client_id') ?? '';
    const secret = channelSecret(ctx.db, clientId);
    if (!secret || param(form, 'client_secret') !== secret)
      return oauthError(reply, 'invalid_client', 'invalid client_id or client_secret');
    const code = param(form, 'code');
    const redirectUri = param(form, 'redirect_uri');
    if (!code || !redirectUri) return oauthError(reply, 'invalid_request', 'code and redirect_uri are required');
    const grant = provider.redeemCode(code, clientId, redirectUri);
    if (typeof grant === 'string') return oauthError(reply, 'invalid_grant', grant);
    const nowS = Math.floor(ctx.now() / 1000);
    const idToken = await new SignJWT({ name: grant.user.displayName, picture: grant.user.pictureUrl, amr: ['pwd'] })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer(LINE_ID_TOKEN_ISSUER)
      .setSubject(grant.user.userId)
      .setAudience(clientId)
      .setIssuedAt(nowS)
      .setExpirationTime(nowS + LINE_ID_TOKEN_TTL_S)
      .sign(new TextEncoder().encode(secret));
    return reply.header('cache-control', 'no-store').send({
      access_token: provider.issueAccessToken(clientId, grant.scope, grant.user),
      token_type: 'Bearer',
      expires_in: LINE_ACCESS_TOKEN_TTL_MS / 1000,
      id_token: idToken,
      scope: grant.scope,
      refresh_token: randomToken(16),
    });
  };

  // An encapsulated scope, so that the form parser the token endpoint needs reaches no other route.
  void app.register(async (emulator) => {
    emulator.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
    );
    emulator.get(LINE_AUTHORIZE_EMU_PATH, authorize);
    emulator.get(LINE_AUTHORIZE_ALIAS_PATH, authorize);
    emulator.post(`${LINE_EMULATOR_PATH}${LINE_TOKEN_PATH}`, token);

    emulator.get(`${LINE_EMULATOR_PATH}${LINE_VERIFY_PATH}`, (request, reply) => {
      const accessToken = param(request.query, 'access_token');
      const live = accessToken && provider.accessToken(accessToken);
      if (!live) return oauthError(reply, 'invalid_request', 'access token expired or invalid');
      return { scope: live.grant.scope, client_id: live.grant.clientId, expires_in: live.expiresInS };
    });

    emulator.get(`${LINE_EMULATOR_PATH}${LINE_PROFILE_PATH}`, (request, reply) => {
      const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
      const live = bearer ? provider.accessToken(bearer) : undefined;
      if (!live) return reply.code(401).send({ message: 'Authentication failed. Confirm that the access token is valid.' });
      if (!hasScope(live.grant.scope, 'profile')) return reply.code(403).send({ message: 'Not allowed to use the API.' });
      const { userId, displayName, pictureUrl } = live.grant.user;
      return { userId, displayName, pictureUrl };
    });
  });
}
