/** What the backend believes of a request: X-Forwarded-* only from a configured proxy; generated URLs on the public origin. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type AppOptions } from '../../server/app';
import { injectLogin } from './helpers';

const FORGED = { 'x-forwarded-host': 'evil.test', 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7' };
const LAUNCH = '/wps/game/launchGame?vendor=PG&gameCode=mahjong';

const dirs: string[] = [];
const apps: FastifyInstance[] = [];

async function app(options: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  const dir = mkdtempSync(join(tmpdir(), 'wps-trust-'));
  dirs.push(dir);
  const built = await buildApp({ dbPath: join(dir, 'wps.sqlite'), qa: true, ...options });
  apps.push(built);
  return built;
}

/** The origin of the URL an endpoint generated, asked from `remoteAddress` with the given headers. */
async function originOf(
  target: FastifyInstance,
  request: { method?: 'GET' | 'POST'; url: string; headers: Record<string, string>; remoteAddress?: string },
  field: 'gameUrl' | 'chatUrl' = 'gameUrl',
): Promise<string> {
  const answer = await target.inject({
    method: request.method ?? 'GET',
    url: request.url,
    headers: { merchant: 'DEMO', ...request.headers },
    remoteAddress: request.remoteAddress,
    ...(request.method === 'POST' ? { payload: {} } : {}),
  });
  const value = answer.json<{ value?: Record<string, string> }>().value?.[field];
  if (!value) throw new Error(`no ${field}: ${answer.body}`);
  return new URL(value).origin;
}

afterEach(async () => {
  await Promise.all(apps.splice(0).map((built) => built.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('trustProxy and the public origin', () => {
  it('ignores a forged X-Forwarded-Host: generated URLs stay on the request Host; a Host that is no host is a 400', async () => {
    const backend = await app();
    const token = await injectLogin(backend);
    const headers = { host: 'localhost:8080', authorization: token, ...FORGED };
    expect(await originOf(backend, { url: LAUNCH, headers })).toBe('http://localhost:8080');
    expect(await originOf(backend, { url: '/wps/relay/GCS_gameTrialLaunch?gameId=mahjong', headers })).toBe(
      'http://localhost:8080',
    );
    expect(await originOf(backend, { method: 'POST', url: '/wps/relay/CBS_launchChat', headers }, 'chatUrl')).toBe(
      'http://localhost:8080',
    );
    const garbled = await backend.inject({
      method: 'POST',
      url: '/wps/relay/CBS_launchChat',
      headers: { merchant: 'DEMO', host: 'a b', authorization: token },
      payload: {},
    });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json()).toMatchObject({ success: false, errorCode: 'bad.request' });
  });

  it('uses the configured public origin whatever the request says', async () => {
    const backend = await app({ publicOrigin: 'https://m.example.com/ignored/path' });
    const token = await injectLogin(backend);
    expect(await originOf(backend, { url: LAUNCH, headers: { host: 'localhost:8080', authorization: token, ...FORGED } })).toBe(
      'https://m.example.com',
    );
  });

  it('believes X-Forwarded-Host only from a listed proxy', async () => {
    const backend = await app({ trustProxy: ['10.0.0.0/8'] });
    const token = await injectLogin(backend);
    const headers = { host: 'internal:8080', authorization: token, ...FORGED };
    expect(await originOf(backend, { url: LAUNCH, headers, remoteAddress: '10.1.2.3' })).toBe('https://evil.test');
    expect(await originOf(backend, { url: LAUNCH, headers, remoteAddress: '203.0.113.9' })).toBe('http://internal:8080');
  });

  it('refuses a public origin that is not an http(s) URL at start-up', async () => {
    await expect(app({ publicOrigin: 'm.example.com' })).rejects.toThrow(/PUBLIC_ORIGIN/);
  });
});
