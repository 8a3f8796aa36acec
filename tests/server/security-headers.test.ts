/** Security headers on every kind of response, the per-merchant Content-Security-Policy, and no published source maps. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppOptions } from '../../server/app';
import { DATA_ANSWER_POLICY, EMULATED_PAGE_POLICY, PERMISSIONS_POLICY } from '../../server/http/content-security-policy';
import { isDataAnswer } from '../../server/http/security-headers';

const SHELL = `<!doctype html><html><head><meta charset="UTF-8" />
    <meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'self'" />
<script type="module" src="/m/assets/app-abc123.js"></script></head><body></body></html>`;

const dirs: string[] = [];
const apps: FastifyInstance[] = [];

async function app(options: Partial<AppOptions> = {}): Promise<FastifyInstance> {
  const dir = mkdtempSync(join(tmpdir(), 'wps-headers-'));
  dirs.push(dir);
  const dist = join(dir, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), SHELL);
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'app-abc123.js.map'), '{"version":3}');
  const built = await buildApp({ dbPath: join(dir, 'wps.sqlite'), qa: true, staticDir: dist, ...options });
  apps.push(built);
  return built;
}

afterAll(async () => {
  await Promise.all(apps.map((built) => built.close()));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function directives(header: string | string[] | number | undefined): Map<string, string[]> {
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name ?? '', values]),
  );
}

function expectCommonHeaders(headers: Record<string, unknown>): void {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  expect(headers['strict-transport-security']).toBeUndefined();
}

/** What a browser may run as a page or a worker: the site's policy and the Permissions-Policy. */
function expectPageHeaders(headers: Record<string, unknown>): Map<string, string[]> {
  expectCommonHeaders(headers);
  expect(headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  return expectSitePolicy(headers['content-security-policy'] as string);
}

/** A data answer (JSON): a policy that loads nothing and forbids framing, and no page-only headers. */
function expectDataHeaders(headers: Record<string, unknown>): void {
  expectCommonHeaders(headers);
  expect(headers['content-security-policy']).toBe(DATA_ANSWER_POLICY);
  expect(headers['permissions-policy']).toBeUndefined();
  expect(headers['x-frame-options']).toBeUndefined();
}

function expectSitePolicy(header: string | string[] | number | undefined): Map<string, string[]> {
  const policy = directives(header);
  const script = policy.get('script-src') ?? [];
  expect(script[0]).toBe("'self'");
  expect(script).not.toContain("'unsafe-inline'");
  expect(script).not.toContain("'unsafe-eval'");
  expect(policy.get('style-src')).not.toContain("'unsafe-inline'");
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('worker-src')).toEqual(["'self'"]);
  return policy;
}

describe('security headers', () => {
  let server: FastifyInstance;
  beforeAll(async () => {
    server = await app();
  });

  it('are on the site page, with the QA emulators as script sources and without the build’s <meta> policy', async () => {
    const response = await server.inject({ method: 'GET', url: '/m/home?token=abc' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-frame-options']).toBe('DENY');
    const policy = expectPageHeaders(response.headers);
    // QA: the captcha, pixels, Google, Facebook, chat widget and the carousel's stand-in CDNs are this origin's
    // emulators; this backend names no Firebase Auth Emulator, so Firebase's sign-in popup needs Google's gapi.
    expect(policy.get('script-src')).toEqual(["'self'", 'https://apis.google.com']);
    expect(response.body).not.toMatch(/http-equiv/i);
    expect(response.body).toContain('/m/assets/app-abc123.js');
  });

  it('are on a hashed asset, with the page’s policy, and on an API answer, with the data policy', async () => {
    const asset = await server.inject({ method: 'GET', url: '/m/assets/app-abc123.js' });
    expect(asset.statusCode).toBe(200);
    // The workers' own policy comes from their script's response.
    expectPageHeaders(asset.headers);

    const api = await server.inject({ method: 'GET', url: '/m/config.json' });
    expect(api.statusCode).toBe(200);
    expectDataHeaders(api.headers);
  });

  it('tell data answers from what a browser may run by the content type', () => {
    for (const type of [
      'application/json; charset=utf-8',
      'application/manifest+json',
      'text/css',
      'image/png',
      'image/webp',
      'font/woff2',
    ])
      expect(isDataAnswer(type), type).toBe(true);
    for (const type of [
      'text/html; charset=utf-8',
      'application/javascript; charset=utf-8',
      'text/javascript',
      'image/svg+xml',
      'application/xml',
      'text/plain',
      'application/jsonp',
      undefined,
      '',
    ])
      expect(isDataAnswer(type), String(type)).toBe(false);
  });

  it('are on error answers: an unknown route, a refused body, an unknown host', async () => {
    const missing = await server.inject({ method: 'GET', url: '/wps/nothing/here' });
    expect(missing.statusCode).toBe(404);
    expectDataHeaders(missing.headers);

    const refused = await server.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { 'content-type': 'application/json', merchant: 'DEMO' },
      payload: '{not json',
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expectDataHeaders(refused.headers);

    const unknownHost = await server.inject({ method: 'GET', url: '/m/config.json', headers: { host: 'evil.test' } });
    expect(unknownHost.statusCode).toBe(404);
    expectDataHeaders(unknownHost.headers);
    // No merchant: a page gets the site's own sources only.
    const unknownPage = await server.inject({ method: 'GET', url: '/m/home', headers: { host: 'evil.test' } });
    expect(directives(unknownPage.headers['content-security-policy']).get('script-src')).toEqual(["'self'"]);
  });

  it('give the emulated third-party pages a script-free policy', async () => {
    const page = await server.inject({ method: 'GET', url: '/__emu/game/mahjong?merchant=DEMO' });
    expect(page.statusCode).toBe(200);
    expectCommonHeaders(page.headers);
    expect(page.headers['content-security-policy']).toBe(EMULATED_PAGE_POLICY);
    expect(directives(page.headers['content-security-policy']).get('script-src')).toEqual(["'none'"]);
    const appStore = await server.inject({ method: 'GET', url: '/__emu/app-store/demo', headers: { host: 'www.demo.test' } });
    expect(appStore.statusCode).toBe(200);
    expectCommonHeaders(appStore.headers);
    expect(appStore.headers['content-security-policy']).toBe(EMULATED_PAGE_POLICY);
    expect(appStore.headers['x-frame-options']).toBe('DENY');
  });

  it('give the downloads under /download/ the merchant’s policy, not the stand-in pages’ one', async () => {
    for (const url of ['/download/demo.mobileconfig', '/download/demo.apk']) {
      const file = await server.inject({ method: 'GET', url, headers: { host: 'www.demo.test' } });
      expect(file.statusCode, url).toBe(200);
      expect(file.headers['content-security-policy'], url).not.toBe(EMULATED_PAGE_POLICY);
      expectPageHeaders(file.headers);
    }
  });

  it('never serve a source map, built or not', async () => {
    for (const url of ['/m/assets/app-abc123.js.map', '/m/assets/gone-xyz.js.map', '/m/other.map']) {
      const response = await server.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).toBe('');
      expectCommonHeaders(response.headers);
    }
  });
});

describe('the policy follows the merchant’s settings', () => {
  it('takes image hosts from the template, resources and image CDNs, and the merchant’s frame ancestors', async () => {
    const server = await app();
    const patch = await server.inject({
      method: 'PUT',
      url: '/__qa/merchants/DEMO/settings',
      payload: {
        template: { h5_logo: 'https://cdn.test/logo.svg', desktop_app_feature: '<p><img src="https://feature.test/a.png"></p>' },
        resources: { m_popup1: 'https://popups.test/1.png' },
        imageCDNs: ['img.example.com'],
        frameAncestors: ['https://partner.example.com'],
      },
    });
    expect(patch.statusCode).toBe(200);
    const response = await server.inject({ method: 'GET', url: '/m/home' });
    const policy = directives(response.headers['content-security-policy']);
    expect(policy.get('img-src')).toEqual(
      expect.arrayContaining(['https://cdn.test', 'https://feature.test', 'https://popups.test', 'https://img.example.com']),
    );
    expect(policy.get('script-src')).not.toContain('https://cdn.test');
    expect(policy.get('frame-ancestors')).toEqual(["'self'", 'https://partner.example.com']);
    expect(response.headers['x-frame-options']).toBeUndefined();
  });
});

describe('Strict-Transport-Security', () => {
  it('is absent on http, also when an untrusted client claims https', async () => {
    const server = await app();
    const plain = await server.inject({ method: 'GET', url: '/m/home' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const forged = await server.inject({ method: 'GET', url: '/m/home', headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it('is present when a trusted proxy says the request came over https', async () => {
    const server = await app({ trustProxy: ['127.0.0.1'] });
    const response = await server.inject({ method: 'GET', url: '/m/home', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});

describe('the policy outside QA', () => {
  it('lists the production vendors the merchant enables: GeeTest, the pixels, the carousel CDNs, Firebase', async () => {
    const server = await app({ qa: false, seedDemoMembers: false });
    const response = await server.inject({ method: 'GET', url: '/m/home' });
    const policy = expectSitePolicy(response.headers['content-security-policy']);
    const script = policy.get('script-src') ?? [];
    expect(script).toEqual(
      expect.arrayContaining([
        'https://static.geetest.com',
        'https://connect.facebook.net',
        'https://cdn.jsdelivr.net',
        'https://unpkg.com',
      ]),
    );
    expect(script).not.toContain("'unsafe-inline'");
    expect(policy.get('connect-src')).toContain('https://fcmregistrations.googleapis.com');
  });
});
