import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { login, startServer, type TestServer } from './helpers';
import { matchesGlob } from '../../server/qa/glob';

interface LogEntry {
  path: string;
  url: string;
  query: Record<string, string>;
  tStart: number;
  tEnd: number | null;
  status: number | null;
  clientAborted: boolean;
  fault: number | null;
}

describe('fault injection and the request log', () => {
  let server: TestServer;
  let token: string;
  const fault = (body: unknown) => server.call<{ id: number }>('POST', '/__qa/faults', { body });
  beforeAll(async () => {
    server = await startServer();
    token = await login(server, 'member1');
  });
  afterAll(() => server.close());
  afterEach(async () => {
    await server.call('DELETE', '/__qa/faults');
  });

  it('matches globs with * inside a segment and ** across segments', () => {
    expect(matchesGlob('/wps/qa/slow/*', '/wps/qa/slow/3')).toBe(true);
    expect(matchesGlob('/wps/qa/slow/*', '/wps/qa/slow/3/x')).toBe(false);
    expect(matchesGlob('/wps/**', '/wps/relay/CBS_unreadCount')).toBe(true);
    expect(matchesGlob('/wps/relay/GCSGAME_*', '/wps/relay/GCSGAME_getHotGames')).toBe(true);
  });

  it('one fault is removed by its id, the others stay; an unknown or malformed id is refused', async () => {
    const first = await fault({ match: { path: '/wps/member/info' }, errorCode: 'qa.first' });
    const second = await fault({ match: { path: '/wps/system/country' }, errorCode: 'qa.second' });
    const firstId = first.body.value?.id ?? 0;
    expect((await server.call('DELETE', `/__qa/faults/${firstId}`)).body).toEqual({ success: true, value: {} });
    const left = await server.call<{ id: number }[]>('GET', '/__qa/faults');
    expect(left.body.value?.map((entry) => entry.id)).toEqual([second.body.value?.id]);
    expect((await server.call('GET', '/wps/member/info', { token })).body).toMatchObject({ success: true });
    expect((await server.call('DELETE', `/__qa/faults/${firstId}`)).status).toBe(404);
    for (const id of ['0', '-1', 'abc', '1.5']) expect((await server.call('DELETE', `/__qa/faults/${id}`)).status, id).toBe(400);
  });

  it('a status fault answers enveloped with that status, for `times` requests only', async () => {
    await fault({ match: { method: 'GET', path: '/wps/member/info' }, status: 502, times: 1 });
    const failed = await server.call('GET', '/wps/member/info', { token });
    expect(failed.status).toBe(502);
    expect(failed.body).toMatchObject({ success: false, errorCode: 'http.502' });
    expect((await server.call('GET', '/wps/member/info', { token })).status).toBe(200);
  });

  it('an errorCode fault answers HTTP 200 success:false, or 401 for CUSTOMER_NOT_LOGIN', async () => {
    await fault({ match: { path: '/wps/member/info' }, errorCode: 'qa.err', message: 'Boom', times: 1 });
    expect(await server.call('GET', '/wps/member/info', { token })).toMatchObject({
      status: 200,
      body: { success: false, errorCode: 'qa.err', message: 'Boom' },
    });
    await fault({ match: { path: '/wps/member/info' }, errorCode: 'CUSTOMER_NOT_LOGIN', times: 1 });
    expect((await server.call('GET', '/wps/member/info', { token })).status).toBe(401);
  });

  it('a value fault answers success with that value, and a merchant filter limits it', async () => {
    await fault({ match: { path: '/wps/system/country', merchant: 'VNL' }, value: { canned: true } });
    expect((await server.call('GET', '/wps/system/country', { merchant: 'VNL' })).body).toEqual({
      success: true,
      value: { canned: true },
    });
    expect((await server.call<{ currency: string }>('GET', '/wps/system/country')).body.value?.currency).toBe('PHP');
  });

  it('a redirect fault answers 302 with Location, and retryAfter sets Retry-After', async () => {
    await fault({ match: { path: '/wps/member/info' }, redirect: '/wps/qa/redirected', times: 1 });
    const redirected = await server.call('GET', '/wps/member/info', { token });
    expect(redirected.status).toBe(302);
    expect(redirected.headers.get('location')).toBe('/wps/qa/redirected');
    expect((await server.call('GET', '/wps/qa/redirected')).body).toEqual({ success: true, value: { redirected: true } });
    await fault({ match: { path: '/wps/system/country' }, status: 503, retryAfter: 7, times: 1 });
    expect((await server.call('GET', '/wps/system/country')).headers.get('retry-after')).toBe('7');
  });

  it('a delay fault delays, then the request runs normally', async () => {
    await fault({ match: { path: '/wps/qa/slow/*' }, delayMs: 300 });
    const started = Date.now();
    const answer = await server.call('GET', '/wps/qa/slow/4');
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(answer.body).toEqual({ success: true, value: 4 });
    const slow = Date.now();
    await server.call('DELETE', '/__qa/faults');
    await server.call('GET', '/wps/qa/slow/5?delay=200');
    expect(Date.now() - slow).toBeGreaterThanOrEqual(190);
  });

  it('a drop fault destroys the connection', async () => {
    await fault({ match: { path: '/wps/system/location' }, drop: true, times: 1 });
    await expect(server.call('GET', '/wps/system/location')).rejects.toThrow();
    expect((await server.call('GET', '/wps/system/location')).status).toBe(200);
  });

  it('a hang fault never answers, and the log records the client abort', async () => {
    await fault({ match: { path: '/wps/system/domainRoute' }, hang: true, times: 1 });
    const since = Date.now();
    await expect(
      fetch(`${server.base}/wps/system/domainRoute?device=MOBILE`, {
        headers: { Merchant: 'DEMO' },
        signal: AbortSignal.timeout(300),
      }),
    ).rejects.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const log = await server.call<LogEntry[]>('GET', `/__qa/requests?path=/wps/system/domainRoute&since=${since}`);
    expect(log.body.value?.[0]).toMatchObject({ clientAborted: true, status: null });
    expect(log.body.value?.[0]?.fault).toEqual(expect.any(Number));
  });

  it('probability 0 never fires; the fault list shows hits and remaining uses', async () => {
    await fault({ match: { path: '/wps/system/country' }, status: 500, probability: 0 });
    expect((await server.call('GET', '/wps/system/country')).status).toBe(200);
    await fault({ match: { path: '/wps/system/location' }, status: 500, times: 3 });
    await server.call('GET', '/wps/system/location');
    const list = await server.call<{ hits: number; remaining: number | null }[]>('GET', '/__qa/faults');
    expect(list.body.value?.[1]).toMatchObject({ hits: 1, remaining: 2 });
  });

  it('logs each request with tokens stripped from the URL and times, filtered by path, since and limit', async () => {
    await server.call('DELETE', '/__qa/requests');
    await server.call('GET', '/wps/system/country?token=SECRET&authorization=X&gclid=G', { token });
    await server.call('GET', '/wps/system/location');
    const all = await server.call<LogEntry[]>('GET', '/__qa/requests');
    expect(all.body.value).toHaveLength(2);
    const entry = all.body.value?.[0];
    expect(entry?.url).toBe('/wps/system/country?gclid=G');
    expect(entry?.query).toEqual({ gclid: 'G' });
    expect(JSON.stringify(all.body.value)).not.toContain('SECRET');
    expect(JSON.stringify(all.body.value)).not.toContain(token);
    expect(entry?.tEnd).toBeGreaterThanOrEqual(entry?.tStart ?? Infinity);
    expect(entry?.status).toBe(200);
    expect(
      (await server.call<LogEntry[]>('GET', '/__qa/requests?path=/wps/system/*&limit=1')).body.value?.map((item) => item.path),
    ).toEqual(['/wps/system/location']);
    expect((await server.call<LogEntry[]>('GET', `/__qa/requests?since=${Date.now() + 60_000}`)).body.value).toEqual([]);
  });
});
