/**
 * LINE Login v2.1 (ACCEPTANCE C95–C97): the QA backend's LINE stand-in speaks LINE's protocol, and the backend, as a
 * LINE client, redeems codes at the token endpoint and believes an id_token only when its HS256 signature (the channel
 * secret), iss, aud and exp hold. The second part puts a scripted LINE behind WPS_LINE_API_BASE to forge what the
 * stand-in never would.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jwtVerify, SignJWT, type JWTPayload } from 'jose';
import type { LineLoginValue, LoginValue } from '../../src/shared/contract';
import type { RequestLogEntry } from '../../server/qa';
import { startServer, type TestServer } from './helpers';

const NOW_MS = Date.parse('2030-01-01T00:00:00Z');
const NOW_S = NOW_MS / 1000;
const DEMO_CLIENT_ID = 'line-demo-client';
const DEMO_SECRET = 'line-demo-channel-secret';
const VNL_CLIENT_ID = 'line-vnl-client';
const REDIRECT = 'https://www.demo.test/m/login';
const AUTHORIZE = '/__emu/line/oauth2/v2.1/authorize';
const TOKEN = '/__emu/line/oauth2/v2.1/token';
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const verifyLineCode = (server: TestServer, body: Record<string, string>, merchant = 'DEMO') =>
  server.call<LineLoginValue>('POST', '/wps/relay/WPS3RD_verifyLineCode', { body, merchant });

const loginLine = (server: TestServer, lineSessionToken: string | undefined) =>
  server.call<LoginValue>('POST', '/wps/session/login/line', {
    body: { lineSessionToken, loginDeviceId: 'x', device: 'MOBILE' },
  });

describe('the LINE Login stand-in and WPS3RD_verifyLineCode', () => {
  let server: TestServer;
  let clock = NOW_MS;
  beforeAll(async () => {
    server = await startServer({ now: () => clock });
  }, 60_000);
  beforeEach(() => {
    clock = NOW_MS;
  });
  afterAll(() => server.close());

  async function authorize(
    params: Record<string, string>,
    path = AUTHORIZE,
  ): Promise<{ status: number; location: URL | undefined; body: string }> {
    const query = new URLSearchParams({
      response_type: 'code',
      client_id: DEMO_CLIENT_ID,
      redirect_uri: REDIRECT,
      state: 'S1',
      scope: 'profile openid',
      ...params,
    });
    const response = await fetch(`${server.base}${path}?${query}`, { redirect: 'manual' });
    const location = response.headers.get('location');
    return { status: response.status, location: location ? new URL(location) : undefined, body: await response.text() };
  }

  async function codeFor(params: Record<string, string> = {}): Promise<string> {
    const code = (await authorize(params)).location?.searchParams.get('code');
    if (!code) throw new Error('no code');
    return code;
  }

  const tokenRequest = (form: Record<string, string>, contentType = 'application/x-www-form-urlencoded') =>
    fetch(`${server.base}${TOKEN}`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: contentType.startsWith('application/json') ? JSON.stringify(form) : new URLSearchParams(form),
    });

  it('authorize redirects back with a code and the state; the code logs a bound user in (C95, C96)', async () => {
    const answer = await authorize({ user: 'line-bound', name: 'Line Bound' });
    expect(answer.status).toBe(302);
    expect(`${answer.location?.origin}${answer.location?.pathname}`).toBe(REDIRECT);
    expect(answer.location?.searchParams.get('state')).toBe('S1');
    const code = answer.location?.searchParams.get('code') ?? '';
    expect(code).not.toBe('');

    await server.call('DELETE', '/__qa/requests');
    const value = (await verifyLineCode(server, { code, redirectUri: REDIRECT })).body.value;
    expect(value).toMatchObject({ name: 'Line Bound', picture: 'https://profile.line.test/line-bound.png' });
    expect((await loginLine(server, value?.lineSessionToken)).body.value?.userName).toBe('member1');

    // The backend asked the token endpoint, as a LINE client does.
    const log = (await server.call<RequestLogEntry[]>('GET', '/__qa/requests?path=/__emu/line/**')).body.value ?? [];
    expect(log.map((entry) => `${entry.method} ${entry.path}`)).toContain(`POST ${TOKEN}`);
  });

  it('a LINE user no member is bound to gets not.exists.user', async () => {
    const value = (await verifyLineCode(server, { code: await codeFor({ user: 'line-stranger' }), redirectUri: REDIRECT })).body
      .value;
    expect(value?.name).toBe('line-stranger');
    expect((await loginLine(server, value?.lineSessionToken)).body.errorCode).toBe('not.exists.user');
  });

  it('a code is single-use, redeemable only with its redirect_uri and by its channel, and lasts 10 minutes', async () => {
    const code = await codeFor({ user: 'line-bound' });
    const refusals = {
      'another redirect_uri': { code, redirectUri: 'https://evil.test/m/login' },
      'no redirect_uri': { code },
    };
    for (const [name, body] of Object.entries(refusals))
      expect({ name, errorCode: (await verifyLineCode(server, body)).body.errorCode }).toEqual({
        name,
        errorCode: 'line_invalid_token',
      });
    expect((await verifyLineCode(server, { code, redirectUri: REDIRECT })).body.success).toBe(true);
    expect((await verifyLineCode(server, { code, redirectUri: REDIRECT })).body.errorCode).toBe('line_invalid_token');

    // VNL's backend redeems with its own channel id and secret; the code was issued to DEMO's.
    expect((await verifyLineCode(server, { code: await codeFor(), redirectUri: REDIRECT }, 'VNL')).body.errorCode).toBe(
      'line_invalid_token',
    );

    const late = await codeFor();
    clock = NOW_MS + 10 * MINUTE_MS + 1;
    expect((await verifyLineCode(server, { code: late, redirectUri: REDIRECT })).body.errorCode).toBe('line_invalid_token');
    expect((await verifyLineCode(server, { code: 'not-a-code', redirectUri: REDIRECT })).body.errorCode).toBe(
      'line_invalid_token',
    );
  });

  it('the access-token variant checks the token, then reads the profile (C97)', async () => {
    const fixture = (await verifyLineCode(server, { accessToken: 'AT-line-bound' })).body.value;
    expect(fixture?.name).toBe('Line Bound');
    expect((await loginLine(server, fixture?.lineSessionToken)).body.value?.userName).toBe('member1');

    // The LIFF stand-in's init: the token its LIFF app's channel holds in the LINE app for the user named.
    const mint = async (clientId: string) =>
      (await fetch(`${server.base}/__emu/line/liff/init?liff_id=${clientId}-Liff0001&user=liff-user&name=Liff%20User`)).text();
    const minted = (JSON.parse(await mint(DEMO_CLIENT_ID)) as { access_token: string }).access_token;
    expect((await verifyLineCode(server, { accessToken: minted })).body.value).toMatchObject({
      name: 'Liff User',
      picture: 'https://profile.line.test/liff-user.png',
    });
    const otherChannel = (JSON.parse(await mint(VNL_CLIENT_ID)) as { access_token: string }).access_token;
    expect((await verifyLineCode(server, { accessToken: otherChannel })).body.errorCode).toBe('line_invalid_token');
    expect((await verifyLineCode(server, { accessToken: 'nope' })).body.errorCode).toBe('line_invalid_token');

    clock = NOW_MS + 31 * DAY_MS;
    expect((await verifyLineCode(server, { accessToken: minted })).body.errorCode).toBe('line_invalid_token');
  });

  it('the LIFF stand-in: its script, an init for a known LIFF app only, and a failure named by the test (C97, C100)', async () => {
    const script = await fetch(`${server.base}/__emu/line/liff/sdk.js`);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toContain('window.liff');
    const init = (query: string) => fetch(`${server.base}/__emu/line/liff/init?${query}`);
    const unknown = await init('liff_id=line-demo-client-Other');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ code: 'INVALID_ARGUMENT' });
    expect((await init('')).status).toBe(400);
    const failed = await init('liff_id=line-demo-client-Liff0001&fail=Failure%3A%20no%20LINE%20session');
    expect(failed.status).toBe(400);
    expect(await failed.json()).toEqual({ code: 'INIT_FAILED', message: 'Failure: no LINE session' });
    const { access_token: token } = (await (await init('liff_id=line-demo-client-Liff0001')).json()) as { access_token: string };
    expect((await verifyLineCode(server, { accessToken: token })).body.value?.name).toBe('line-new');
  });

  it('authorize refuses with 400 what LINE refuses; the first address is an alias', async () => {
    const refusals: [string, Record<string, string>, string][] = [
      ['no client_id', { client_id: '' }, 'invalid_request'],
      ['an unknown client_id', { client_id: 'line-nobody' }, 'invalid_request'],
      ['a scope without openid', { scope: 'profile' }, 'invalid_scope'],
      ['an implicit grant', { response_type: 'token' }, 'unsupported_response_type'],
      ['no state', { state: '' }, 'invalid_request'],
      ['a relative redirect_uri', { redirect_uri: '/m/login' }, 'invalid_request'],
    ];
    for (const [name, params, error] of refusals) {
      const answer = await authorize(params);
      expect({ name, status: answer.status, error: (JSON.parse(answer.body) as { error: string }).error }).toEqual({
        name,
        status: 400,
        error,
      });
    }
    const alias = await authorize({}, '/__emu/line/authorize');
    expect(alias.status).toBe(302);
    expect(alias.location?.searchParams.get('code')).toBeTruthy();
  });

  it('the token endpoint answers LINE’s shapes and signs the id_token with the channel secret', async () => {
    const code = await codeFor({ user: 'line-bound', name: 'Line Bound' });
    const form = {
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT,
      client_id: DEMO_CLIENT_ID,
      client_secret: DEMO_SECRET,
    };
    const errorOf = async (response: Response) => [response.status, ((await response.json()) as { error: string }).error];
    expect(await errorOf(await tokenRequest({ ...form, client_secret: 'wrong' }))).toEqual([400, 'invalid_client']);
    expect(await errorOf(await tokenRequest(form, 'application/json'))).toEqual([400, 'invalid_request']);
    expect(await errorOf(await tokenRequest({ ...form, grant_type: 'refresh_token' }))).toEqual([400, 'unsupported_grant_type']);

    const response = await tokenRequest(form);
    expect(response.status).toBe(200);
    const tokens = (await response.json()) as Record<string, unknown>;
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 30 * 24 * 60 * 60, scope: 'profile openid' });
    expect(typeof tokens.access_token).toBe('string');
    expect(typeof tokens.refresh_token).toBe('string');
    const { payload, protectedHeader } = await jwtVerify(String(tokens.id_token), new TextEncoder().encode(DEMO_SECRET), {
      issuer: 'https://access.line.me',
      audience: DEMO_CLIENT_ID,
      currentDate: new Date(NOW_MS),
    });
    expect(protectedHeader.alg).toBe('HS256');
    expect(payload).toMatchObject({ sub: 'line-bound', name: 'Line Bound', iat: NOW_S, exp: NOW_S + 3600 });
    expect(await errorOf(await tokenRequest(form))).toEqual([400, 'invalid_grant']);

    const accessToken = String(tokens.access_token);
    const verify = await fetch(`${server.base}/__emu/line/oauth2/v2.1/verify?access_token=${accessToken}`);
    expect(await verify.json()).toEqual({ scope: 'profile openid', client_id: DEMO_CLIENT_ID, expires_in: 30 * 24 * 60 * 60 });
    const profile = await fetch(`${server.base}/__emu/line/v2/profile`, { headers: { authorization: `Bearer ${accessToken}` } });
    expect(await profile.json()).toEqual({
      userId: 'line-bound',
      displayName: 'Line Bound',
      pictureUrl: 'https://profile.line.test/line-bound.png',
    });
    expect((await fetch(`${server.base}/__emu/line/v2/profile`)).status).toBe(401);
  });

  it('keeps its form parser to itself: a /wps call with a form body is still refused', async () => {
    const answer = await server.call('POST', '/wps/relay/WPS3RD_verifyLineCode', {
      rawBody: 'code=C2&redirectUri=x',
      contentType: 'application/x-www-form-urlencoded',
    });
    expect(answer.status).toBe(415);
  });

  it('the fixture codes C1 and C2 are single-use until a QA reset brings them back', async () => {
    expect((await verifyLineCode(server, { code: 'C2', redirectUri: REDIRECT })).body.value?.name).toBe('Line Newcomer');
    expect((await verifyLineCode(server, { code: 'C2', redirectUri: REDIRECT })).body.errorCode).toBe('line_invalid_token');
    await server.call('POST', '/__qa/reset', { body: {} });
    expect((await verifyLineCode(server, { code: 'C2', redirectUri: REDIRECT })).body.success).toBe(true);
  });
});

type Reply = { status: number; body: unknown } | 'drop' | 'hang';

/** A LINE API whose answers the test scripts per path, recording what the backend sent. */
interface ScriptedLine {
  base: string;
  script: Record<string, Reply>;
  received: { path: string; form: URLSearchParams; authorization: string | undefined }[];
  close(): Promise<void>;
}

async function scriptedLine(): Promise<ScriptedLine> {
  const readBody = async (request: IncomingMessage) => {
    let text = '';
    for await (const chunk of request) text += String(chunk);
    return text;
  };
  const server: Server = createServer((request, response) => {
    void readBody(request).then((text) => {
      const path = (request.url ?? '').split('?')[0] ?? '';
      line.received.push({ path, form: new URLSearchParams(text), authorization: request.headers.authorization });
      const reply = line.script[path] ?? { status: 404, body: { message: 'Not found' } };
      if (reply === 'hang') return;
      if (reply === 'drop') return request.socket.destroy();
      response.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const line: ScriptedLine = {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    script: {},
    received: [],
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  return line;
}

describe('the backend’s checks of what LINE answers (WPS_LINE_API_BASE)', () => {
  let line: ScriptedLine;
  let server: TestServer;
  beforeAll(async () => {
    line = await scriptedLine();
    server = await startServer({ now: () => NOW_MS, lineApiBase: `${line.base}/` });
  }, 60_000);
  beforeEach(() => {
    for (const path of Object.keys(line.script)) delete line.script[path];
    line.received.length = 0;
  });
  afterAll(async () => {
    await server.close();
    await line.close();
  });

  const claims = (overrides: JWTPayload = {}): JWTPayload => ({
    iss: 'https://access.line.me',
    sub: 'line-bound',
    aud: DEMO_CLIENT_ID,
    iat: NOW_S,
    exp: NOW_S + 3600,
    name: 'Line Bound',
    picture: 'https://profile.line.test/line-bound.png',
    ...overrides,
  });
  const sign = (payload: JWTPayload, secret = DEMO_SECRET) =>
    new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(new TextEncoder().encode(secret));
  const tokenAnswer = (idToken: string): Reply => ({
    status: 200,
    body: {
      access_token: 'at',
      token_type: 'Bearer',
      expires_in: 2592000,
      id_token: idToken,
      scope: 'profile openid',
      refresh_token: 'rt',
    },
  });
  const redeem = (tokenReply: Reply) => {
    line.script['/oauth2/v2.1/token'] = tokenReply;
    return verifyLineCode(server, { code: 'CODE-1', redirectUri: REDIRECT });
  };

  it('redeems the code with the channel’s id and secret and believes a valid id_token', async () => {
    const answer = await redeem(tokenAnswer(await sign(claims())));
    expect(answer.body.value?.name).toBe('Line Bound');
    expect(line.received).toHaveLength(1);
    expect(line.received[0]?.path).toBe('/oauth2/v2.1/token');
    expect(Object.fromEntries(line.received[0]?.form ?? [])).toEqual({
      grant_type: 'authorization_code',
      code: 'CODE-1',
      redirect_uri: REDIRECT,
      client_id: DEMO_CLIENT_ID,
      client_secret: DEMO_SECRET,
    });
    expect((await loginLine(server, answer.body.value?.lineSessionToken)).body.value?.userName).toBe('member1');
  });

  it('refuses a forged, tampered, expired or misaddressed id_token with line_invalid_token', async () => {
    const valid = await sign(claims({ sub: 'line-stranger' }));
    const [header, , signature] = valid.split('.');
    const reencoded = Buffer.from(JSON.stringify(claims())).toString('base64url');
    const unsigned = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${reencoded}.`;
    const forged: Record<string, Reply> = {
      'signed with another secret': tokenAnswer(await sign(claims(), 'another-channel-secret')),
      'the subject changed after signing': tokenAnswer(`${header}.${reencoded}.${signature}`),
      'unsigned (alg none)': tokenAnswer(unsigned),
      expired: tokenAnswer(await sign(claims({ iat: NOW_S - 7200, exp: NOW_S - 60 }))),
      'for another channel': tokenAnswer(await sign(claims({ aud: VNL_CLIENT_ID }))),
      'from another issuer': tokenAnswer(await sign(claims({ iss: 'https://evil.example' }))),
      'without a subject': tokenAnswer(await sign(claims({ sub: undefined }))),
      'LINE refusing the code': {
        status: 400,
        body: { error: 'invalid_grant', error_description: 'authorization code expired' },
      },
      'LINE answering without an id_token': { status: 200, body: { access_token: 'at', token_type: 'Bearer' } },
      'LINE dropping the connection': 'drop',
    };
    for (const [name, reply] of Object.entries(forged)) {
      const answer = await redeem(reply);
      expect({ name, success: answer.body.success, errorCode: answer.body.errorCode }).toEqual({
        name,
        success: false,
        errorCode: 'line_invalid_token',
      });
    }
  });

  it('gives up on a LINE that does not answer in time', async () => {
    const started = Date.now();
    expect((await redeem('hang')).body.errorCode).toBe('line_invalid_token');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('takes an access token only when verify says it is this channel’s, then reads the profile with it', async () => {
    const profile: Reply = {
      status: 200,
      body: { userId: 'line-bound', displayName: 'Line Bound', pictureUrl: 'https://profile.line.test/line-bound.png' },
    };
    line.script['/oauth2/v2.1/verify'] = {
      status: 200,
      body: { scope: 'profile openid', client_id: DEMO_CLIENT_ID, expires_in: 100 },
    };
    line.script['/v2/profile'] = profile;
    expect((await verifyLineCode(server, { accessToken: 'AT-1' })).body.value?.name).toBe('Line Bound');
    expect(line.received.map((request) => request.path)).toEqual(['/oauth2/v2.1/verify', '/v2/profile']);
    expect(line.received[1]?.authorization).toBe('Bearer AT-1');

    const refusals: Record<string, Reply> = {
      'another channel’s token': { status: 200, body: { scope: 'profile openid', client_id: VNL_CLIENT_ID, expires_in: 100 } },
      'an expired token': { status: 400, body: { error: 'invalid_request', error_description: 'access token expired' } },
    };
    for (const [name, verify] of Object.entries(refusals)) {
      line.script['/oauth2/v2.1/verify'] = verify;
      expect({ name, errorCode: (await verifyLineCode(server, { accessToken: 'AT-1' })).body.errorCode }).toEqual({
        name,
        errorCode: 'line_invalid_token',
      });
    }
    line.script['/oauth2/v2.1/verify'] = {
      status: 200,
      body: { scope: 'profile openid', client_id: DEMO_CLIENT_ID, expires_in: 100 },
    };
    line.script['/v2/profile'] = { status: 401, body: { message: 'Authentication failed' } };
    expect((await verifyLineCode(server, { accessToken: 'AT-1' })).body.errorCode).toBe('line_invalid_token');
  });
});
