import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SHA256 from 'crypto-js/sha256';
import { endpoints, type EndpointName } from '../../src/shared/contract';
import type { ImageFormat } from '../../src/shared/constants';
import { createHttpClient, type ClientContext } from './http-client';
import {
  deferred,
  desDecrypt,
  envelope,
  failEnvelope,
  fakeServer,
  jsencryptRsa,
  json,
  rsaDecrypt,
  rsaKeyPair,
  type Handler,
} from '../../tests/unit/support/worker-fake-server';

const RSA_PATH = endpoints.rsaKey.path;
const REGISTER = {
  password: 'p',
  login: true,
  registerMethod: 'PWA',
  registerUrl: 'https://www.demo.test/m/register',
  loginDeviceId: 'd1',
} as const;
const keys = rsaKeyPair();
const TOKEN = 'tok-123';

function setup(handler?: Handler, overrides: Partial<ClientContext> = {}) {
  const server = fakeServer(handler);
  const context: ClientContext = {
    merchantCode: 'DEMO',
    language: 'EN',
    token: null,
    userAgent: 'Mozilla/5.0 (Page)',
    imageFormat: 'webp',
    ...overrides,
  };
  const client = createHttpClient({
    fetch: server.fetch,
    getContext: () => context,
    rsaEncrypt: jsencryptRsa,
    random: () => 0.5,
    now: () => Date.now(),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as number),
  });
  return { server, client, context };
}

/** Answers the RSA key with the test key pair and everything else with success. */
const withKey: Handler = (request) => (request.path === RSA_PATH ? envelope(keys.publicKey) : envelope({ ok: 1 }));

/** Awaits a call while moving the fake clock, so spacing and polling waits elapse. */
async function settle<T>(promise: Promise<T>): Promise<T> {
  let done = false;
  void promise.finally(() => (done = true));
  while (!done) await vi.advanceTimersByTimeAsync(50);
  return promise;
}

beforeEach(() => {
  vi.useFakeTimers({ now: 1_700_000_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('conventions', () => {
  it('sends JSON POST bodies with credentials, no redirects, Merchant, Language and X-Real-UA', async () => {
    const { server, client } = setup();
    await client.call('memberLanguage', { language: 'TH', merchantCode: 'DEMO' });
    const [request] = server.sent;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/wps/member/language',
      body: { language: 'TH', merchantCode: 'DEMO' },
    });
    expect(request?.headers).toMatchObject({
      'Content-Type': 'application/json',
      Merchant: 'DEMO',
      Language: 'EN',
      'X-Real-UA': 'Mozilla/5.0 (Page)',
    });
    expect(request?.init).toMatchObject({ credentials: 'include', redirect: 'manual' });
  });

  it('sends GET payloads as the query and no body', async () => {
    const { server, client } = setup();
    await client.call('gameOrders', { page: 2, size: 10 });
    expect(server.sent[0]?.url).toBe('/wps/game/orders?page=2&size=10');
    expect(server.sent[0]?.rawBody).toBeUndefined();
    expect(server.sent[0]?.headers['Content-Type']).toBeUndefined();
  });

  it('reads the context at send time: a new language applies to later calls', async () => {
    const { server, client, context } = setup();
    await client.call('location', {});
    context.language = 'TH';
    await client.call('gameOrders', {});
    expect(server.sent.map((r) => r.headers.Language)).toEqual(['EN', 'TH']);
  });

  it('adds Authorization (the raw token) only with a session and never on noAuthHeader endpoints; ModuleId only where declared', async () => {
    const { server, client } = setup(withKey, { token: TOKEN });
    const names = Object.keys(endpoints) as EndpointName[];
    for (const name of names) {
      server.sent.length = 0;
      await settle(client.call(name, {} as never));
      const request = server.sent.find((r) => r.path === endpoints[name].path.split('?')[0]);
      expect(request, name).toBeDefined();
      const endpoint = endpoints[name] as { noAuthHeader?: boolean; moduleId?: string };
      expect(request?.headers.Authorization, name).toBe(endpoint.noAuthHeader ? undefined : TOKEN);
      expect(request?.headers.ModuleId, name).toBe(endpoint.moduleId);
    }
  });

  it('sends ModuleId REG3 and MOBILENUMREG3 on the register calls, and Device on login', async () => {
    const { server, client } = setup(withKey);
    await settle(client.call('register', { ...REGISTER, username: 'u1' }));
    await settle(client.call('registerMobile', { ...REGISTER, mobileNum: '0912345678' }));
    await settle(client.call('login', { type: 'username', username: 'u', password: 'p' }));
    expect(server.to('/wps/member/register')[0]?.headers.ModuleId).toBe('REG3');
    expect(server.to('/wps/member/register/mobile')[0]?.headers.ModuleId).toBe('MOBILENUMREG3');
    expect(server.to('/wps/session/login')[0]?.headers.Device).toBe('MOBILE');
    expect(server.to('/wps/member/register')[0]?.headers.Device).toBeUndefined();
  });

  it('sends a token no header can carry (garbage from a link) as none, so the not-logged-in answer ends it (A20, C69)', async () => {
    for (const token of ['\uFFFD(', 'tok\nen', 'токен']) {
      const { server, client } = setup(() => failEnvelope('customer.not.login', undefined, 401), { token });
      const result = await client.call('memberInfo', {});
      expect(result.ok ? null : result.error.code).toBe('customer.not.login');
      expect(server.sent[0]?.headers.Authorization).toBeUndefined();
      // What went out is what a browser's fetch accepts.
      expect(() => new Headers(server.sent[0]?.headers)).not.toThrow();
    }
  });

  it('sends no Authorization for a guest', async () => {
    const { server, client } = setup();
    await client.call('memberInfo', {});
    expect(server.sent[0]?.headers.Authorization).toBeUndefined();
  });

  it.each<[ImageFormat, string | undefined]>([
    ['webp', 'webp'],
    ['avif', 'avif'],
    ['na', undefined],
  ])('puts ext in the body of image-list relays for format %s', async (format, ext) => {
    const { server, client } = setup(undefined, { imageFormat: format });
    await client.call('announcements', { types: ['PR'], platform: 'M' });
    await client.call('gameVendors', {});
    await client.call('gameList', { category: 'SLOT' });
    await client.call('promoAvailability', {});
    const [announcements, vendors, games, promo] = server.sent.map((r) => r.body as Record<string, unknown>);
    expect(announcements).toEqual({ types: ['PR'], platform: 'M', ...(ext ? { ext } : {}) });
    expect(vendors?.ext).toBe(ext);
    expect(games?.ext).toBe(ext);
    expect(promo?.ext).toBeUndefined();
    for (const request of server.sent) expect(request.query.has('ext')).toBe(false);
  });

  it('removes token and authorization from request URLs and URL-valued fields', async () => {
    const { server, client } = setup();
    await client.request('GET', '/wps/member/info?token=T1&authorization=X&a=1');
    await client.call('status', { device: 'MOBILE', url: 'https://www.demo.test/m/home?token=T2&authorization=X&gclid=G' });
    await client.call('registerAutoUsername', { registerUrl: 'https://www.demo.test/m/register?token=T3&r=9' });
    expect(server.sent[0]?.url).toBe('/wps/member/info?a=1');
    expect(server.sent[1]?.query.get('url')).toBe('https://www.demo.test/m/home?gclid=G');
    expect((server.sent[2]?.body as { registerUrl: string }).registerUrl).toBe('https://www.demo.test/m/register?r=9');
    for (const request of server.sent) expect(`${request.url} ${request.rawBody ?? ''}`).not.toMatch(/token=|authorization=/i);
  });

  it('rejects a call with no url with "url is null" and sends nothing', async () => {
    const { server, client } = setup();
    const empty = await client.request('GET', '');
    const blank = await client.request('POST', '   ');
    const unknown = await client.call('noSuchEndpoint' as EndpointName, {} as never);
    for (const result of [empty, blank, unknown]) {
      expect(result).toEqual({ ok: false, error: { code: 'url.is.null', message: 'url is null', path: '' } });
    }
    expect(server.sent).toHaveLength(0);
  });
});

describe('responses', () => {
  it('returns the envelope value on success', async () => {
    const { client } = setup(() => envelope({ id: 'm1' }));
    expect(await client.call('memberInfo', {})).toEqual({ ok: true, value: { id: 'm1' } });
  });

  it('treats success:false as a failure even with HTTP 200, keeping errorCode, message and value', async () => {
    const { client } = setup(() => failEnvelope('login_verify_required', 'Verify', 200, { verifyToken: 'v1' }));
    expect(await client.call('memberInfo', {})).toEqual({
      ok: false,
      error: {
        code: 'login_verify_required',
        message: 'Verify',
        status: 200,
        path: '/wps/member/info',
        value: { verifyToken: 'v1' },
      },
    });
  });

  it('maps HTTP errors to failures with their status', async () => {
    const { client, server } = setup(() => failEnvelope('CUSTOMER_NOT_LOGIN', undefined, 401));
    expect(await client.call('memberInfo', {})).toMatchObject({ ok: false, error: { code: 'CUSTOMER_NOT_LOGIN', status: 401 } });
    server.setHandler(() => new Response('Bad Gateway', { status: 502 }));
    expect(await client.request('GET', '/wps/x')).toMatchObject({ ok: false, error: { code: 'http.error', status: 502 } });
    // A proxy's own error page: no message of its own reaches the member (the catalogue's text shows instead).
    server.setHandler(
      () => new Response('<h1>503 Service Temporarily Unavailable</h1>', { status: 503, statusText: 'Service Unavailable' }),
    );
    expect(await client.request('GET', '/wps/z')).toEqual({
      ok: false,
      error: { code: 'http.error', status: 503, path: '/wps/z' },
    });
    server.setHandler(() => json({ not: 'an envelope' }));
    expect(await client.request('GET', '/wps/y')).toMatchObject({ ok: false, error: { code: 'invalid.response', status: 200 } });
  });

  it('maps a missing response to network.error without a status', async () => {
    const { client } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const result = await client.call('memberInfo', {});
    expect(result).toEqual({ ok: false, error: { code: 'network.error', message: 'Failed to fetch', path: '/wps/member/info' } });
  });

  it('returns the raw body of raw endpoints', async () => {
    const { client } = setup(() => json({ short_name: 'Demo' }));
    expect(await client.call('manifest', { merchantCode: 'DEMO', _: 1 })).toEqual({ ok: true, value: { short_name: 'Demo' } });
  });

  it('does not follow redirects: a 302 or an opaque redirect rejects with http.redirect', async () => {
    const { client, server } = setup(() => new Response(null, { status: 302, headers: { Location: '/wps/qa/redirected' } }));
    expect(await client.call('memberInfo', {})).toMatchObject({ ok: false, error: { code: 'http.redirect', status: 302 } });
    server.setHandler(() => {
      const response = new Response(null, { status: 200 });
      Object.defineProperty(response, 'type', { value: 'opaqueredirect' });
      Object.defineProperty(response, 'status', { value: 0 });
      return response;
    });
    const opaque = await client.call('location', {});
    expect(opaque).toMatchObject({ ok: false, error: { code: 'http.redirect' } });
    expect(server.to('/wps/qa/redirected')).toHaveLength(0);
  });

  it('aborts at 30 s with ECONNABORTED, not before', async () => {
    const { client, server } = setup(() => new Promise<Response>(() => undefined));
    let result: unknown;
    void client.call('memberInfo', {}).then((r) => (result = r));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(result).toBeUndefined();
    expect(server.sent[0]?.init.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(result).toMatchObject({ ok: false, error: { code: 'ECONNABORTED', path: '/wps/member/info' } });
    expect(server.sent[0]?.init.signal?.aborted).toBe(true);
  });

  it('times a game launch out at 10 s, and takes a per-call timeout and a caller signal', async () => {
    const { client } = setup(() => new Promise<Response>(() => undefined));
    let launch: unknown;
    void client.call('launchGame', {}).then((r) => (launch = r));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(launch).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(launch).toMatchObject({ ok: false, error: { code: 'ECONNABORTED', path: '/wps/game/launchGame' } });
    const custom = client.call('memberInfo', {}, { timeoutMs: 2_000 });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(await custom).toMatchObject({ ok: false, error: { code: 'ECONNABORTED' } });
    const controller = new AbortController();
    const aborted = client.call('event', {} as never, { signal: controller.signal });
    controller.abort();
    expect(await aborted).toMatchObject({ ok: false, error: { code: 'aborted' } });
  });
});

describe('sharing, caching, spacing and concurrency', () => {
  it('shares identical in-flight GETs: one request, the same value for both', async () => {
    const gate = deferred<Response>();
    const { client, server } = setup(() => gate.promise);
    const first = client.call('location', {});
    const second = client.call('location', {});
    await vi.advanceTimersByTimeAsync(0);
    expect(server.sent).toHaveLength(1);
    gate.resolve(envelope({ ip: '1.2.3.4' }));
    expect(await first).toEqual({ ok: true, value: { ip: '1.2.3.4' } });
    expect(await second).toEqual(await first);
    await settle(client.call('location', {}));
    expect(server.sent).toHaveLength(2); // no longer in flight, not a cached endpoint
  });

  it('does not share a GET sent before a login with one sent after it', async () => {
    const gate = deferred<Response>();
    const { client, server, context } = setup(() => gate.promise);
    const guest = client.call('memberInfo', {});
    await vi.advanceTimersByTimeAsync(0);
    context.token = 'member-token';
    const member = client.call('memberInfo', {});
    await vi.advanceTimersByTimeAsync(200);
    expect(server.sent.map((request) => request.headers.Authorization)).toEqual([undefined, 'member-token']);
    gate.resolve(envelope({ id: '1' }));
    await Promise.all([settle(guest), settle(member)]);
  });

  it('does not share a GET across a language change, and asks again when the answer came in the old language', async () => {
    const gates = [deferred<Response>(), deferred<Response>()];
    const { client, server, context } = setup(
      (request) => gates[server.sent.indexOf(request)]?.promise ?? envelope({ text: 'vi, asked again' }),
    );
    const before = client.call('settings', {});
    await vi.advanceTimersByTimeAsync(0);
    context.language = 'VI';
    const after = client.call('settings', {});
    await vi.advanceTimersByTimeAsync(200);
    expect(server.sent.map((request) => request.headers.Language)).toEqual(['EN', 'VI']);
    gates[1]!.resolve(envelope({ text: 'vi' }));
    expect(await settle(after)).toEqual({ ok: true, value: { text: 'vi' } });
    // The English answer lands last: its caller gets the Vietnamese one, asked again, never the English.
    gates[0]!.resolve(envelope({ text: 'en' }));
    expect(await settle(before)).toEqual({ ok: true, value: { text: 'vi, asked again' } });
    expect(server.sent.map((request) => request.headers.Language)).toEqual(['EN', 'VI', 'VI']);
  });

  it('does not share POSTs', async () => {
    const { client, server } = setup();
    await Promise.all([client.call('unreadCount', {}), client.call('unreadCount', {})]);
    expect(server.sent).toHaveLength(2);
  });

  it('a follower that aborts leaves the shared GET running for the others', async () => {
    const gate = deferred<Response>();
    const { client, server } = setup(() => gate.promise);
    const controller = new AbortController();
    const leaving = client.call('location', {}, { signal: controller.signal });
    const staying = client.call('location', {});
    controller.abort();
    expect(await leaving).toMatchObject({ ok: false, error: { code: 'aborted' } });
    gate.resolve(envelope('v'));
    expect(await staying).toEqual({ ok: true, value: 'v' });
    expect(server.sent[0]?.init.signal?.aborted).toBe(false);
  });

  it('caches marked GETs by an MD5 of the request: 179 s served from cache, 181 s a new request', async () => {
    const { client, server } = setup(() => envelope({ countryCode: 'PH' }));
    await client.call('country', {});
    await vi.advanceTimersByTimeAsync(179_000);
    expect(await client.call('country', {})).toEqual({ ok: true, value: { countryCode: 'PH' } });
    expect(server.sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(2_000);
    await client.call('country', {});
    expect(server.sent).toHaveLength(2);
    expect(client.cache.keys().every((key) => /^[0-9a-f]{32}$/.test(key))).toBe(true);
  });

  it('tells cached requests apart by query, and does not cache failures or unmarked endpoints', async () => {
    const { client, server } = setup();
    await client.call('domainRoute', { device: 'MOBILE' });
    await settle(client.call('domainRoute', { device: 'X' }));
    await client.call('domainRoute', { device: 'MOBILE' });
    expect(server.sent).toHaveLength(2);
    server.setHandler(() => failEnvelope('qa.err'));
    await client.call('country', {});
    await settle(client.call('country', {}));
    expect(server.to('/wps/system/country')).toHaveLength(2);
  });

  it('honours a per-call cache TTL', async () => {
    const { client, server } = setup();
    await client.call('country', {}, { cacheTtlMs: 10_000 });
    await vi.advanceTimersByTimeAsync(10_001);
    await client.call('country', {});
    expect(server.sent).toHaveLength(2);
  });

  it('spaces same-path GETs ≥150 ms apart and leaves different paths and non-/wps GETs alone', async () => {
    const { client, server } = setup();
    await Promise.all([
      client.request('GET', '/wps/qa/slow/1?q=a'),
      client.request('GET', '/wps/qa/slow/1?q=b'),
      client.request('GET', '/wps/qa/slow/1?q=c'),
      client.request('GET', '/wps/qa/slow/2'),
      client.request('GET', '/wps/qa/slow/3'),
      client.request('GET', '/m/asset-manifest.json?t=1', undefined),
      client.request('GET', '/m/asset-manifest.json?t=2', undefined),
      vi.advanceTimersByTimeAsync(1_000),
    ]);
    const start = 1_700_000_000_000;
    const times = (path: string) => server.to(path).map((r) => r.at - start);
    expect(times('/wps/qa/slow/1')).toEqual([0, 150, 300]);
    expect([...times('/wps/qa/slow/2'), ...times('/wps/qa/slow/3'), ...times('/m/asset-manifest.json')]).toEqual([0, 0, 0, 0]);
  });

  it('does not count cached or shared GETs for spacing', async () => {
    const { client, server } = setup();
    await client.call('country', {});
    await client.call('country', {}); // cache hit
    await client.call('country', {}, { cacheTtlMs: 1 });
    expect(server.sent).toHaveLength(1);
    await client.call('location', {});
    await vi.advanceTimersByTimeAsync(150);
    await client.call('location', {});
    expect(server.to('/wps/system/location').map((r) => r.at - 1_700_000_000_000)).toEqual([0, 150]);
  });

  it('keeps at most 10 requests in flight: the 11th goes out when one finishes', async () => {
    const gates = new Map<string, ReturnType<typeof deferred<Response>>>();
    const { client, server } = setup((request) => {
      const gate = deferred<Response>();
      gates.set(request.path, gate);
      return gate.promise;
    });
    const results = Array.from({ length: 15 }, (_, i) => client.request('GET', `/wps/qa/slow/${i + 1}`));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.sent).toHaveLength(10);
    expect(client.stats()).toMatchObject({ active: 10, waiting: 5 });
    gates.get('/wps/qa/slow/3')?.resolve(envelope(3));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.sent).toHaveLength(11);
    expect(server.sent[10]?.path).toBe('/wps/qa/slow/11');
    for (const gate of gates.values()) gate.resolve(envelope(0));
    await vi.advanceTimersByTimeAsync(0);
    for (const gate of gates.values()) gate.resolve(envelope(0));
    await Promise.all(results);
    expect(server.sent).toHaveLength(15);
  });

  it('keeps at most 2 game lists in flight: the 3rd waits, other calls do not', async () => {
    const gates: ReturnType<typeof deferred<Response>>[] = [];
    const { client, server } = setup((request) => {
      if (!request.path.includes('GCSGAME_get')) return envelope(null);
      const gate = deferred<Response>();
      gates.push(gate);
      return gate.promise;
    });
    const lists = [client.call('gameList', {}), client.call('hotGames', {}), client.call('favouriteGames', {})];
    await client.call('announcements', {});
    await vi.advanceTimersByTimeAsync(0);
    expect(server.sent.map((r) => r.path).sort()).toEqual([
      '/wps/relay/GCSGAME_getGameList',
      '/wps/relay/GCSGAME_getHotGames',
      '/wps/relay/MCSFE_getListAnnouncements',
    ]);
    gates[0]?.resolve(envelope([]));
    await vi.advanceTimersByTimeAsync(0);
    expect(server.sent.at(-1)?.path).toBe('/wps/relay/GCSGAME_getFavouriteGames');
    gates.forEach((gate) => gate.resolve(envelope([])));
    await vi.advanceTimersByTimeAsync(0);
    gates.forEach((gate) => gate.resolve(envelope([])));
    await Promise.all(lists);
    expect(client.stats()).toMatchObject({ active: 0, gameListActive: 0 });
  });
});

describe('encrypted submissions', () => {
  const credentials = { type: 'username' as const, username: 'member1', password: 'secret-pass' };

  it('fetches the RSA key first, then sends exactly {rsaKey, RSA, DES} that decrypts to the payload', async () => {
    const { client, server } = setup(withKey);
    const result = await client.call('login', credentials);
    expect(result.ok).toBe(true);
    const [keyRequest, login] = server.sent;
    expect(keyRequest?.path).toBe(RSA_PATH);
    expect(Number(keyRequest?.query.get('_'))).toBe(Date.now());
    expect(login?.path).toBe('/wps/session/login');
    const body = login?.body as { rsaKey: string; RSA: string; DES: string };
    expect(Object.keys(body).sort()).toEqual(['DES', 'RSA', 'rsaKey']);
    expect(login?.rawBody).not.toContain('secret-pass');
    expect(body.rsaKey).toBe(keys.publicKey);
    const k = rsaDecrypt(keys.privateKey, body.RSA);
    expect(k).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(JSON.parse(desDecrypt(body.DES, k))).toEqual(credentials);
    expect(login?.headers).toMatchObject({
      Encryption: 'RSA-DES',
      'X-RSA': body.RSA,
      'X-Digest': SHA256(body.DES).toString(),
      'Content-Type': 'application/json',
    });
  });

  it('uses a new random key for each submission', async () => {
    const { client, server } = setup(withKey);
    await settle(client.call('login', credentials));
    await settle(client.call('login', credentials));
    const [a, b] = server.to('/wps/session/login').map((r) => r.body as { RSA: string; DES: string });
    expect(a?.RSA).not.toBe(b?.RSA);
    expect(a?.DES).not.toBe(b?.DES);
    expect(rsaDecrypt(keys.privateKey, a!.RSA)).not.toBe(rsaDecrypt(keys.privateKey, b!.RSA));
  });

  it('rejects with encryption.failed and the message, sending nothing, when the key is not a key', async () => {
    const { client, server } = setup((r) => (r.path === RSA_PATH ? envelope('not-a-key') : envelope({})));
    const result = await client.call('login', credentials);
    expect(result).toMatchObject({ ok: false, error: { code: 'encryption.failed', path: '/wps/session/login' } });
    expect(!result.ok && result.error.message).toMatch(/RSA encryption failed/);
    expect(server.to('/wps/session/login')).toHaveLength(0);
  });

  it('passes a failed key fetch through without sending the submission', async () => {
    const { client, server } = setup((r) => (r.path === RSA_PATH ? new Response('x', { status: 502 }) : envelope({})));
    expect(await client.call('register', REGISTER)).toMatchObject({ ok: false, error: { status: 502 } });
    expect(server.to('/wps/member/register')).toHaveLength(0);
  });

  it('lets overlapping submissions poll every 100 ms for the key in flight instead of fetching it twice', async () => {
    const keyGate = deferred<Response>();
    const { client, server } = setup((r) => (r.path === RSA_PATH ? keyGate.promise : envelope({})));
    const start = Date.now();
    const first = client.call('login', credentials);
    await vi.advanceTimersByTimeAsync(10);
    const second = client.call('register', REGISTER);
    await vi.advanceTimersByTimeAsync(240);
    expect(server.to(RSA_PATH)).toHaveLength(1);
    expect(server.sent).toHaveLength(1); // neither submission has gone out
    keyGate.resolve(envelope(keys.publicKey)); // released at 250 ms
    await vi.advanceTimersByTimeAsync(0);
    expect(server.to('/wps/session/login')[0]?.at).toBe(start + 250);
    expect(server.to('/wps/member/register')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(100);
    const registerAt = server.to('/wps/member/register')[0]!.at - start;
    expect(registerAt).toBe(310); // polls at 110, 210, 310: 100 ms apart, within 100 ms of the release
    expect(server.to(RSA_PATH)).toHaveLength(1);
    expect((await first).ok && (await second).ok).toBe(true);
    const body = server.to('/wps/member/register')[0]?.body as { RSA: string; DES: string };
    expect(JSON.parse(desDecrypt(body.DES, rsaDecrypt(keys.privateKey, body.RSA)))).toEqual(REGISTER);
  });
});
