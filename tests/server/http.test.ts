import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { get, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Database from 'better-sqlite3';
import { buildApp } from '../../server/app';
import { applyMigrations, listMigrations } from '../../server/db/migrate';
import { merchantForHost, DEFAULT_HOSTS } from '../../server/merchants/hosts';
import { precompress } from '../../scripts/precompress.mjs';
import { COMPRESSION_THRESHOLD_BYTES } from '../../server/http/compression';
import { login, startServer, type TestServer } from './helpers';

const BIG_SCRIPT = `export const tiles = [${Array.from({ length: 400 }, (_, i) => `'tile-${i}'`).join(', ')}];\n`;

/** A GET that leaves the body as it came over the wire (fetch would decode it). */
function request(url: string, headers: Record<string, string>): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('envelope and malformed requests', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('answers an unknown /wps path with an enveloped 404', async () => {
    const answer = await server.call('GET', '/wps/nothing/here');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ success: false, errorCode: 'not.found' });
  });

  it('refuses a missing or unknown Merchant header with merchant.not.found', async () => {
    for (const merchant of [null, 'NOPE']) {
      const answer = await server.call('GET', '/wps/system/country', { merchant });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'merchant.not.found' });
    }
  });

  it('envelopes malformed JSON as 400 and changes nothing', async () => {
    const answer = await server.call('POST', '/wps/system/event', { rawBody: '{"domain":' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ success: false, errorCode: 'bad.request' });
    const events = await server.call<unknown[]>('GET', '/__qa/events');
    expect(events.body.value).toEqual([]);
  });

  it('envelopes schema violations (wrong types, extra fields) as 400', async () => {
    const wrongType = await server.call('POST', '/wps/system/event', {
      body: { domain: 1, affiliateCode: '', eventName: 'login', eventValue: { eventId: 'x' } },
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.errorCode).toBe('bad.request');
    const extra = await server.call('POST', '/wps/system/event', {
      body: { domain: 'd', affiliateCode: '', eventName: 'login', eventValue: { eventId: 'x' }, more: 1 },
    });
    expect(extra.status).toBe(400);
    const events = await server.call<unknown[]>('GET', '/__qa/events');
    expect(events.body.value).toEqual([]);
  });

  it('answers a wrong content type with an enveloped 415', async () => {
    const answer = await server.call('POST', '/wps/system/event', { rawBody: '<xml/>', contentType: 'application/xml' });
    expect(answer.status).toBe(415);
    expect(answer.body).toMatchObject({ success: false, errorCode: 'unsupported.media.type' });
  });

  it('answers an oversized body with an enveloped 413', async () => {
    const answer = await server.call('POST', '/wps/system/event', {
      body: { domain: 'x'.repeat(300 * 1024), affiliateCode: '', eventName: 'login', eventValue: { eventId: 'big' } },
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ success: false, errorCode: 'payload.too.large' });
  });

  it('answers a required-login endpoint without a token with 401 CUSTOMER_NOT_LOGIN', async () => {
    for (const token of [undefined, 'not-a-token']) {
      const answer = await server.call('GET', '/wps/member/info', { token });
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ success: false, errorCode: 'CUSTOMER_NOT_LOGIN' });
    }
  });

  it('accepts the raw token and the Bearer form', async () => {
    const token = await login(server, 'member1');
    expect((await server.call('GET', '/wps/member/info', { token })).status).toBe(200);
    expect((await server.call('GET', '/wps/member/info', { token: `Bearer ${token}` })).status).toBe(200);
  });

  it('never lets a session of one merchant act on another', async () => {
    const token = await login(server, 'member1');
    const answer = await server.call('GET', '/wps/member/info', { token, merchant: 'VNL' });
    expect(answer.status).toBe(401);
  });
});

describe('host mapping, config and static files', () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'wps-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'assets', 'big-abc123.js'), BIG_SCRIPT);
    await precompress(dist);
    // The per-host tests send X-Forwarded-Host as the proxy in front of the backend would: this one trusts loopback.
    server = await startServer({ staticDir: dist, trustProxy: ['loopback'] });
  });
  afterAll(async () => {
    await server.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('maps hosts to merchants, ignoring the port', () => {
    expect(merchantForHost('localhost:5173', DEFAULT_HOSTS)).toBe('DEMO');
    expect(merchantForHost('127.0.0.1:8080', DEFAULT_HOSTS)).toBe('VNL');
    expect(merchantForHost('www.demo.test', DEFAULT_HOSTS)).toBe('DEMO');
    expect(merchantForHost('aff1.demo.test', DEFAULT_HOSTS)).toBe('DEMO');
    expect(merchantForHost('www.vnl.test', DEFAULT_HOSTS)).toBe('VNL');
    expect(merchantForHost('www.bare.test:443', DEFAULT_HOSTS)).toBe('BARE');
    expect(merchantForHost('evil.test', DEFAULT_HOSTS)).toBeUndefined();
  });

  it('serves /m/config.json per host with no-cache', async () => {
    const demo = await server.call('GET', '/m/config.json', { headers: { 'X-Forwarded-Host': 'www.demo.test' } });
    expect(demo.status).toBe(200);
    expect(demo.headers.get('cache-control')).toBe('no-cache');
    // QA mode points the site at the local emulators of every third party.
    expect(JSON.parse(demo.text)).toEqual({
      merchantCode: 'DEMO',
      env: 'qa',
      apiBase: '',
      captchaProvider: 'local',
      pixelProvider: 'local',
      pushProvider: 'local',
      chatWidgetUrl: '/__emu/chat/widget.js',
      lineAuthorizeUrl: '/__emu/line/oauth2/v2.1/authorize',
      telegramAuthUrl: '/__emu/telegram/auth',
      carouselScripts: [
        '/__emu/cdn/cdn-primary.test/npm/embla-carousel@8.6.0/embla-carousel.umd.js',
        '/__emu/cdn/cdn-backup.test/npm/embla-carousel@8.6.0/embla-carousel.umd.js',
      ],
      googleIdentityScriptUrl: '/__emu/gsi/client',
      facebookSdkScriptUrl: '/__emu/facebook/sdk.js',
      lineLiffScriptUrl: '/__emu/line/liff/sdk.js',
    });
    const vnl = await server.call('GET', '/m/config.json');
    expect(JSON.parse(vnl.text).merchantCode).toBe('VNL');
  });

  it('serves files, falls back to index.html, and sets cache headers', async () => {
    const deep = await fetch(`${server.base}/m/member/home?x=1`);
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('shell');
    expect(deep.headers.get('cache-control')).toBe('no-cache');
    const sw = await fetch(`${server.base}/m/sw.js?env=qa&merchant=DEMO`);
    expect(await sw.text()).toContain('addEventListener');
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const asset = await fetch(`${server.base}/m/assets/app-abc123.js`);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const escape = await fetch(`${server.base}/m/..%2f..%2fetc%2fpasswd`);
    expect(await escape.text()).toContain('shell');
  });

  it("sends the build's Brotli or gzip copy to a browser that takes it, and the plain file otherwise", async () => {
    const url = `${server.base}/m/assets/big-abc123.js`;
    for (const [accepted, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const answer = await request(url, { 'accept-encoding': accepted });
      expect({ accepted, encoding: answer.headers['content-encoding'] ?? null }).toEqual({ accepted, encoding });
      expect(answer.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(answer.headers['vary']).toMatch(/accept-encoding/i);
      const body =
        encoding === 'br' ? brotliDecompressSync(answer.body) : encoding === 'gzip' ? gunzipSync(answer.body) : answer.body;
      expect(body.toString()).toBe(BIG_SCRIPT);
      if (encoding) expect(answer.body.length).toBeLessThan(BIG_SCRIPT.length / 3);
    }
  });

  it('compresses the answers it makes per request (the /wps JSON) for a browser that takes it', async () => {
    const url = `${server.base}/wps/system/settings`;
    const plain = await request(url, { merchant: 'DEMO', 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    for (const [accepted, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const answer = await request(url, { merchant: 'DEMO', 'accept-encoding': accepted });
      expect({ accepted, encoding: answer.headers['content-encoding'] }).toEqual({ accepted, encoding });
      expect(answer.headers['vary']).toMatch(/accept-encoding/i);
      const body = encoding === 'br' ? brotliDecompressSync(answer.body) : gunzipSync(answer.body);
      expect(JSON.parse(body.toString())).toEqual(JSON.parse(plain.body.toString()));
      expect(answer.body.length).toBeLessThan(plain.body.length / 2);
    }
    // A short answer goes as it is.
    const short = await request(`${server.base}/m/config.json`, { 'accept-encoding': 'br' });
    expect(short.body.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(short.headers['content-encoding']).toBeUndefined();
  });

  it('opens a page whose link has a malformed escape: the shell, not a 400; a mangled asset path stays 404', async () => {
    for (const path of ['/m/%E0', '/m/x%E0y/%C3?go=%', '/m/%', '/m/home%FF%FE']) {
      const page = await fetch(`${server.base}${path}`);
      expect({ path, status: page.status, shell: (await page.text()).includes('shell') }).toEqual({
        path,
        status: 200,
        shell: true,
      });
    }
    expect((await fetch(`${server.base}/m/assets/app-%E0.js`)).status).toBe(404);
    expect((await fetch(`${server.base}/wps/%E0`)).status).toBe(400);
  });

  it('redirects / to /m/home keeping the query', async () => {
    const answer = await fetch(`${server.base}/?affiliateCode=a1&gclid=G`, { redirect: 'manual' });
    expect(answer.status).toBe(302);
    expect(answer.headers.get('location')).toBe('/m/home?affiliateCode=a1&gclid=G');
  });

  it('synthesizes the asset manifest and changes it on bump', async () => {
    const before = await (await fetch(`${server.base}/m/asset-manifest.json?t=1`)).json();
    expect(before.files).toContain('/m/assets/app-abc123.js');
    await server.call('POST', '/__qa/assets/bump', { body: {} });
    const after = await (await fetch(`${server.base}/m/asset-manifest.json?t=2`)).json();
    expect(after.qaBump).toBe(1);
    expect(after).not.toEqual(before);
  });
});

describe('migrations and the QA switch', () => {
  it('applies migrations once and is idempotent on restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wps-mig-'));
    const dbPath = join(dir, 'wps.sqlite');
    try {
      const first = await buildApp({ dbPath, qa: false, seedDemoMembers: true });
      const key = (await first.inject({ method: 'GET', url: '/wps/session/key/rsa?_=1', headers: { merchant: 'DEMO' } })).json()
        .value;
      await first.close();
      const second = await buildApp({ dbPath, qa: false, seedDemoMembers: true });
      const again = (
        await second.inject({ method: 'GET', url: '/wps/session/key/rsa?_=1', headers: { merchant: 'DEMO' } })
      ).json().value;
      await second.close();
      expect(again).toBe(key);
      const db = new Database(dbPath);
      const versions = db.prepare('SELECT version FROM schema_migrations').pluck().all();
      expect(versions).toEqual(listMigrations().map((migration) => migration.version));
      expect(applyMigrations(db)).toEqual([]);
      expect(db.prepare('SELECT COUNT(*) FROM members WHERE account = ?').pluck().get('member1')).toBe(3);
      db.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
