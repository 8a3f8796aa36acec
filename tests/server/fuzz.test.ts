/**
 * Bad input is data, not a crash: the backend, built with its logger on as `npm start` runs it, answers generated
 * garbage (malformed percent-escapes, repeated and huge query parameters, hostile headers, invalid JSON and UTF-8)
 * with an envelope below 500, never throws, and keeps answering afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { DEFAULT_PW, injectLogin } from './helpers';

/** Small runs: the whole file stays within a few seconds on a loaded 2-core machine. */
const RUNS = { paths: 120, posts: 120, headers: 80 };

const URL_CHARS = [..."abcXYZ019-._~!$&'()*+,;=:@/"];
const ESCAPES = ['%E0', '%', '%z', '%zz', '%C3%A9', '%C3', '%2F', '%2e%2e', '%00', '%FF%FE', '%25', '%u0041', '%%'];
/** Header values as they arrive over HTTP/1.1: printable ASCII, tab and obs-text bytes (read as latin1). */
const HEADER_CHARS = [...'abcXYZ019 \t-_.,;:=/+"\'()<>[]{}%@?!*\\', '\u00e0', '\u00ff', '\u0080'];

const urlText = (maxLength: number) =>
  fc.array(fc.oneof(fc.constantFrom(...URL_CHARS), fc.constantFrom(...ESCAPES)), { maxLength }).map((parts) => parts.join(''));
const headerText = (maxLength = 40) => fc.string({ unit: fc.constantFrom(...HEADER_CHARS), maxLength });
const huge = fc.constantFrom(100, 5_000, 70_000).map((length) => 'A%E0'.repeat(length / 4));

const QUERY_KEYS = [
  'device',
  'url',
  'username',
  'gameCode',
  'gameId',
  'vendor',
  'backUrl',
  'token',
  'redirect_uri',
  'events',
  'domain',
  '_',
];
const queryString = fc
  .array(fc.tuple(fc.oneof(fc.constantFrom(...QUERY_KEYS), urlText(6)), fc.oneof({ weight: 5, arbitrary: urlText(12) }, huge)), {
    maxLength: 6,
  })
  .map((pairs) => pairs.map(([key, value]) => `${key}=${value}`).join('&'));

const GET_ROUTES = [
  '/m/home',
  '/m/assets/',
  '/m/config.json',
  '/wps/v2/system/status',
  '/wps/game/launchGame',
  '/wps/relay/GCS_gameTrialLaunch',
  '/wps/member/register/checkUsername',
  '/wps/system/test/ping',
  '/wps/system/manifest.json',
  '/wps/affiliate',
  '/__emu/game/',
  '/__emu/chat/room',
  '/__emu/line/authorize',
  '/__emu/line/oauth2/v2.1/authorize',
  '/__emu/line/oauth2/v2.1/verify',
  '/__emu/line/v2/profile',
];
/** Mostly a real route (so the query reaches its handler), sometimes with a garbage tail. */
const path = fc
  .tuple(
    fc.constantFrom(...GET_ROUTES),
    fc.oneof({ weight: 3, arbitrary: fc.constant('') }, { weight: 1, arbitrary: urlText(8) }),
    fc.option(queryString, { nil: undefined, freq: 4 }),
  )
  .map(([route, tail, query]) => `${route}${tail}${query === undefined ? '' : `?${query}`}`);

const cookie = fc
  .array(
    fc.tuple(fc.constantFrom('geetest_emu', 'emu_chat', 'deviceId', 'x'), fc.oneof(urlText(12), fc.constant('%7B%22mode%22'))),
    {
      maxLength: 3,
    },
  )
  .map((pairs) => pairs.map(([name, value]) => `${name}=${value}`).join('; '));

const CONTENT_TYPES = [
  'application/json; charset=latin1',
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  ';;',
  '',
];

/** Usually absent, sometimes the given garbage: each request breaks only a few things at once. */
const sometimes = <T>(garbage: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: garbage });

/** A valid request's headers (merchant, JSON, a real session's token) with a few replaced by garbage or added. */
function headers(token: string) {
  return fc
    .record({
      merchant: sometimes(fc.oneof(fc.constantFrom('VNL', 'BARE', 'NOPE'), headerText(8))),
      authorization: sometimes(fc.oneof(fc.constant(`Bearer ${token}`), headerText())),
      cookie: sometimes(cookie),
      host: sometimes(fc.oneof(fc.constantFrom('demo.test:8080', '[::1]:80', 'a b', '[', 'evil.test/x?y', ''), headerText(12))),
      'x-forwarded-for': sometimes(fc.oneof(fc.constantFrom('1.2.3.4', '::1, 10.0.0.1', 'garbage,,', 'unknown'), headerText())),
      'x-forwarded-host': sometimes(fc.oneof(fc.constantFrom('evil.test', '[', 'a b'), headerText(12))),
      'x-forwarded-proto': sometimes(fc.oneof(fc.constantFrom('https', 'javascript', 'http, https'), headerText(8))),
      'content-type': sometimes(fc.oneof(fc.constantFrom(...CONTENT_TYPES), headerText(20))),
      referer: sometimes(fc.oneof(fc.constant('http://localhost/m/home?token=t&%E0'), headerText())),
      accept: sometimes(fc.constantFrom('text/html', '*/*', 'application/json')),
      language: sometimes(headerText(6)),
      'x-digest': sometimes(headerText(8)),
    })
    .map((garbage) => {
      const sent: Record<string, string> = { merchant: 'DEMO', authorization: token, 'content-type': 'application/json' };
      for (const [name, value] of Object.entries(garbage)) if (value !== undefined) sent[name] = value;
      return sent;
    });
}

const POST_PATHS = [
  '/wps/session/login',
  '/wps/session/login/telegram',
  '/wps/session/login/line',
  '/wps/member/register',
  '/wps/member/register/mobile',
  '/wps/member/password/change',
  '/wps/relay/CBS_launchChat',
  '/wps/relay/GCS_gameTrialLaunch',
  '/wps/relay/WPSCORE_getDownloadSetting',
  '/wps/system/event',
  '/wps/system/collect',
  '/__emu/chat/log',
  '/__emu/line/oauth2/v2.1/token',
];

const wrongType = fc.oneof(
  fc.constant('mahjong'),
  fc.string({ maxLength: 8 }),
  fc.integer(),
  fc.constant(null),
  fc.array(fc.nat(), { maxLength: 2 }),
  fc.object({ maxDepth: 1 }),
);
const body = fc.oneof(
  fc.constantFrom('', '{', '{"a":', 'null', '[]', '"text"', '{"__proto__":{"polluted":1}}', '{"username":"member1"}}'),
  fc.jsonValue({ maxDepth: 2 }).map((value) => JSON.stringify(value) ?? ''),
  fc
    .record(
      {
        username: wrongType,
        password: wrongType,
        gameId: wrongType,
        telegramAuth: wrongType,
        rsaKey: wrongType,
        RSA: wrongType,
        DES: wrongType,
      },
      { requiredKeys: [] },
    )
    .map((value) => JSON.stringify(value)),
  fc.uint8Array({ maxLength: 24 }).map((bytes) => Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, ...bytes, 0xc3, 0x22, 0x7d])),
);

describe('fuzzed requests against the backend with its logger on', () => {
  let app: FastifyInstance;
  let dir: string;
  let token: string;
  const answered: number[] = [];

  async function send(options: InjectOptions): Promise<number> {
    const response = await app.inject(options);
    answered.push(response.statusCode);
    return response.statusCode;
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'wps-fuzz-'));
    app = await buildApp({
      dbPath: join(dir, 'wps.sqlite'),
      qa: true,
      staticDir: 'dist',
      defaultMobilePassword: DEFAULT_PW,
      logger: true,
      logStream: { write: () => undefined },
    });
    token = await injectLogin(app);
  });

  afterAll(async () => {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers GET /m/home?%E0=1, and the next request too', async () => {
    expect(await send({ method: 'GET', url: '/m/home?%E0=1' })).toBeLessThan(500);
    expect(await send({ method: 'GET', url: '/wps/system/country', headers: { merchant: 'DEMO' } })).toBe(200);
  });

  it('answers a malformed escape in the path with the bad-request envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/wps/%E0' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, errorCode: 'bad.request' });
  });

  it('answers garbage paths and query strings below 500', async () => {
    await fc.assert(
      fc.asyncProperty(path, async (url) => {
        expect(await send({ method: 'GET', url, headers: { merchant: 'DEMO', authorization: token } })).toBeLessThan(500);
      }),
      { numRuns: RUNS.paths },
    );
  });

  it('answers garbage headers below 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(
          '/m/config.json',
          '/wps/v2/system/status?device=MOBILE',
          '/wps/game/launchGame?vendor=PG&gameCode=mahjong',
          '/wps/relay/GCS_gameTrialLaunch?gameId=mahjong',
          '/__emu/line/authorize?redirect_uri=%2Fback',
          '/__emu/line/oauth2/v2.1/authorize?response_type=code&client_id=line-demo-client&redirect_uri=https%3A%2F%2Fwww.demo.test%2Fm%2Flogin&state=s&scope=openid',
          '/__emu/geetest/init?v=3',
          '/__emu/chat/widget.js',
        ),
        headers(token),
        async (url, sent) => {
          expect(await send({ method: 'GET', url, headers: sent })).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS.headers },
    );
  });

  it('answers garbage bodies on POST routes below 500', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...POST_PATHS), headers(token), body, async (url, sent, payload) => {
        expect(await send({ method: 'POST', url, headers: sent, payload })).toBeLessThan(500);
      }),
      { numRuns: RUNS.posts },
    );
  });

  it('still answers a normal request after the garbage', async () => {
    expect(answered.length).toBeGreaterThan(RUNS.paths);
    const response = await app.inject({ method: 'GET', url: '/wps/system/country', headers: { merchant: 'DEMO' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
  });
});
