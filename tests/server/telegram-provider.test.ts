/**
 * Telegram Login's auth page, locally (ACCEPTANCE C80, C82, C102–C104): the QA backend's stand-in of
 * oauth.telegram.org/auth checks the bot and the site's origin as Telegram does, shows a confirm page under its own
 * policy, and signs the Login Widget data with the merchant's bot token on the server; the result logs in through
 * POST /wps/session/login/telegram, as JSON (the popup's message) and as the redirect's #tgAuthResult.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { verifyTelegramAuth } from '../../server/auth/telegram';
import { EMULATED_PAGE_POLICY } from '../../server/http/content-security-policy';
import type { LoginValue, RuntimeConfig } from '../../src/shared/contract';
import {
  authResultFromFragment,
  authResultFromMessage,
  telegramAuthPageUrl,
  telegramAuthPayload,
  type TelegramAuthData,
} from '../../src/features/auth/social/telegram';
import { DEMO_BOT_TOKEN, startServer, type TestServer } from './helpers';

/** jsdom ships no types; the little of it this test uses. */
interface DomWindow {
  document: Document;
  location: Location;
  opener: unknown;
  close: () => void;
  fetch: typeof fetch;
  eval: (code: string) => void;
}
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string, options: { url: string; runScripts: 'outside-only' }) => { window: DomWindow };
};

const NOW_MS = Date.parse('2030-01-01T00:00:00Z');
const NOW_S = NOW_MS / 1000;
const AUTH = '/__emu/telegram/auth';
const CONFIRM = '/__emu/telegram/auth/confirm';
const DEMO_BOT = { botId: '7000000001', authDomain: 'www.demo.test' };
const VNL_BOT_ID = '7000000002';
const SITE = 'http://localhost:5173';
const RETURN_TO = `${SITE}/m/login?affiliateCode=a1`;

interface ConfirmAnswer {
  result: TelegramAuthData | false;
  origin: string;
  redirect?: string;
}

describe('the Telegram Login stand-in', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ now: () => NOW_MS });
  }, 60_000);
  afterAll(() => server.close());

  const page = (params: Record<string, string>) => fetch(`${server.base}${AUTH}?${new URLSearchParams(params)}`);
  const demoPage = (params: Record<string, string> = {}) =>
    page({ bot_id: DEMO_BOT.botId, origin: SITE, request_access: 'write', ...params });

  async function confirm(fields: Record<string, string>, init: { json?: boolean; form?: boolean } = {}) {
    const body = { bot_id: DEMO_BOT.botId, origin: SITE, ...fields };
    const response = await fetch(`${server.base}${CONFIRM}`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        ...(init.json === false ? {} : { accept: 'application/json' }),
        'content-type': init.form === false ? 'application/json' : 'application/x-www-form-urlencoded',
      },
      body: init.form === false ? JSON.stringify(body) : new URLSearchParams(body).toString(),
    });
    return response;
  }

  async function signed(fields: Record<string, string> = {}): Promise<ConfirmAnswer> {
    const response = await confirm(fields);
    expect(response.status).toBe(200);
    return (await response.json()) as ConfirmAnswer;
  }

  const loginTelegram = (telegramAuth: string) =>
    server.call<LoginValue>('POST', '/wps/session/login/telegram', { body: { telegramAuth } });

  it('refuses a bot no merchant has, with Telegram’s page', async () => {
    for (const botId of ['123', '7000000009', 'abc', '']) {
      const response = await page({ bot_id: botId, origin: SITE, request_access: 'write' });
      expect(response.status, botId).toBe(400);
      expect(await response.text(), botId).toContain('Bot not found');
    }
    const answer = await confirm({ bot_id: '999' });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: 'Bot not found' });
  });

  it('accepts the bot’s authDomain and the hosts this backend serves its merchant on, nothing else', async () => {
    for (const origin of [SITE, 'http://localhost', 'https://www.demo.test', 'https://m.demo.test:8443', 'https://demo.test/']) {
      expect((await demoPage({ origin })).status, origin).toBe(200);
    }
    const refused = [
      'https://evil.test',
      'https://www.demo.test.evil.test',
      'http://127.0.0.1:5173', // VNL's host in the QA map
      'https://www.vnl.test',
      `${SITE}/m/login`, // not an origin
      'javascript:alert(1)',
      'localhost',
      '',
    ];
    for (const origin of refused) {
      const response = await demoPage({ origin });
      expect(response.status, origin).toBe(400);
      expect(await response.text(), origin).toContain('Bot domain invalid');
    }
    // The same origin is fine for the bot whose merchant it is.
    expect((await page({ bot_id: VNL_BOT_ID, origin: 'http://127.0.0.1:5173' })).status).toBe(200);
    expect((await confirm({ origin: 'https://evil.test' })).status).toBe(400);
  });

  it('refuses a return_to on another origin than origin', async () => {
    for (const returnTo of [
      'https://evil.test/m/login',
      'http://localhost:5174/m/login',
      'https://www.demo.test/m/login',
      '/m/login',
      '',
    ]) {
      const response = await demoPage({ return_to: returnTo });
      expect(response.status, returnTo).toBe(400);
      expect(await response.text(), returnTo).toContain('Invalid return_to');
      expect((await confirm({ return_to: returnTo })).status, returnTo).toBe(400);
    }
    expect((await demoPage({ return_to: RETURN_TO })).status).toBe(200);
  });

  it('shows who logs in and where, with Log in and Cancel, under its own script-only policy', async () => {
    const response = await demoPage({ return_to: RETURN_TO });
    const html = await response.text();
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('data-testid="tg-auth-user">Tg (@tg1001)<');
    expect(html).toContain('localhost:5173');
    expect(html).toMatch(/<button[^>]*value="login"[^>]*>Log in<\/button>/);
    expect(html).toMatch(/<button[^>]*value="cancel"[^>]*>Cancel<\/button>/);
    expect(html).toContain(`action="${CONFIRM}"`);
    expect(html).toContain('<script src="/__emu/telegram/auth.js"></script>');
    expect(html).not.toContain(DEMO_BOT_TOKEN);
    expect(html).not.toMatch(/<script>|\son[a-z]+=/i);
    expect(html).toContain('data-auto="0"');
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).not.toBe(EMULATED_PAGE_POLICY);
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).toContain(`form-action 'self' ${SITE}`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('cache-control')).toBe('no-store');
    // A refusal is a plain stand-in page: no script.
    const refusal = await demoPage({ origin: 'https://evil.test' });
    expect(refusal.headers.get('content-security-policy')).toBe(EMULATED_PAGE_POLICY);

    const auto = await (await demoPage({ auto: '1', user: '2002', first_name: '<b>Ann</b>', username: '' })).text();
    expect(auto).toContain('data-auto="1"');
    expect(auto).toContain('data-testid="tg-auth-user">&#60;b&#62;Ann&#60;/b&#62;<');
    expect(auto).not.toContain('<b>Ann');
  });

  it('refuses an account Telegram could not have', async () => {
    const accounts: Record<string, string>[] = [
      { user: '0' },
      { user: '-5' },
      { user: '1e3' },
      { user: '1234567890123456' },
      { username: 'a b' },
    ];
    for (const params of accounts) {
      expect((await demoPage(params)).status, JSON.stringify(params)).toBe(400);
    }
    expect((await demoPage({ first_name: 'x'.repeat(65) })).status).toBe(400);
    expect((await demoPage({ photo_url: 'http://insecure.test/p.png' })).status).toBe(400);
  });

  it('serves the page’s script: the message to the opener for origin, else the redirect', async () => {
    const response = await fetch(`${server.base}/__emu/telegram/auth.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('javascript');
    const script = await response.text();
    expect(script).toContain("opener.postMessage(JSON.stringify({ event: 'auth_result', result: answer.result }), origin)");
    expect(script).toContain('window.location.replace(answer.redirect)');
    expect(script).not.toContain('eval(');
  });

  it('signs the default account (1001) on the server; the result verifies and logs member1 in', async () => {
    const answer = await signed({ return_to: RETURN_TO });
    expect(answer.origin).toBe(SITE);
    const result = answer.result as TelegramAuthData;
    expect(result).toMatchObject({ id: 1001, first_name: 'Tg', username: 'tg1001', auth_date: NOW_S });
    expect(result.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(Object.keys(result).sort()).toEqual(['auth_date', 'first_name', 'hash', 'id', 'username']);

    // The popup's message carries the object; the page sends it on as JSON (telegramAuthPayload).
    const payload = telegramAuthPayload(result);
    expect(verifyTelegramAuth(payload, DEMO_BOT_TOKEN, NOW_MS)).toEqual({
      id: '1001',
      firstName: 'Tg',
      username: 'tg1001',
      photoUrl: undefined,
    });
    expect((await loginTelegram(payload)).body.value?.userName).toBe('member1');

    // The redirect: return_to with #tgAuthResult=<base64url JSON>; read back by the page's rule, and as it is.
    const redirect = new URL(answer.redirect ?? '');
    expect(`${redirect.origin}${redirect.pathname}${redirect.search}`).toBe(RETURN_TO);
    expect(redirect.hash).toMatch(/^#tgAuthResult=[A-Za-z0-9_-]+$/);
    const fragment = authResultFromFragment(redirect.hash);
    expect(fragment).toEqual({ kind: 'auth', data: result });
    if (fragment.kind === 'auth')
      expect((await loginTelegram(telegramAuthPayload(fragment.data))).body.value?.userName).toBe('member1');
    expect((await loginTelegram(redirect.hash.slice('#tgAuthResult='.length))).body.value?.userName).toBe('member1');
  });

  it('mints a mini-app initData Telegram’s client would inject: signed as WebAppData, it logs member1 in (C81)', async () => {
    const response = await fetch(`${server.base}/__emu/telegram/webapp/init-data`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ bot_id: DEMO_BOT.botId, origin: SITE }),
    });
    const { initData } = (await response.json()) as { initData: string };
    const fields = new URLSearchParams(initData);
    expect(JSON.parse(fields.get('user') ?? '')).toEqual({ id: 1001, first_name: 'Tg', username: 'tg1001' });
    expect(fields.get('auth_date')).toBe(String(NOW_S));
    expect(verifyTelegramAuth(initData, DEMO_BOT_TOKEN, NOW_MS)).toMatchObject({ id: '1001' });
    expect((await loginTelegram(initData)).body.value?.userName).toBe('member1');
    // Signed as a mini-app's data, it is not a Login Widget result, nor the other way round.
    fields.set('user', JSON.stringify({ id: 1002, first_name: 'Tg' }));
    expect((await loginTelegram(fields.toString())).body.errorCode).toBe('telegram_validate_failed');
    const refused = await fetch(`${server.base}/__emu/telegram/webapp/init-data`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ bot_id: DEMO_BOT.botId, origin: 'https://evil.test' }),
    });
    expect(refused.status).toBe(400);
  });

  it('signs another account the query names; a new Telegram user is registered, not member1', async () => {
    const answer = await signed({ user: '2002', first_name: 'Neo', username: 'neo_2002', photo_url: 'https://t.me/i/u.jpg' });
    const result = answer.result as TelegramAuthData;
    expect(result).toMatchObject({ id: 2002, first_name: 'Neo', username: 'neo_2002', photo_url: 'https://t.me/i/u.jpg' });
    expect(answer.redirect).toBeUndefined();
    const login = await loginTelegram(telegramAuthPayload(result));
    expect(login.body.success).toBe(true);
    expect(login.body.value?.userName).not.toBe('member1');

    const noUsername = (await signed({ user: '2003', username: '' })).result as TelegramAuthData;
    expect(noUsername).not.toHaveProperty('username');
    expect(verifyTelegramAuth(telegramAuthPayload(noUsername), DEMO_BOT_TOKEN, NOW_MS)?.id).toBe('2003');
  });

  it('signs with the bot’s own merchant token only; a changed result is refused (telegram_validate_failed)', async () => {
    const result = (await signed()).result as TelegramAuthData;
    const tampered: Record<string, unknown>[] = [
      { ...result, id: 1002 },
      { ...result, first_name: 'Other' },
      { ...result, auth_date: result.auth_date - 1 },
      { ...result, hash: result.hash.replace(/^./, (c) => (c === '0' ? '1' : '0')) },
      { ...result, hash: undefined },
      { ...result, photo_url: 'https://t.me/i/other.jpg' },
    ];
    for (const data of tampered) {
      expect((await loginTelegram(JSON.stringify(data))).body.errorCode, JSON.stringify(data)).toBe('telegram_validate_failed');
    }
    // VNL's bot signs with VNL's token, which DEMO's backend does not take.
    const vnl = await confirm({ bot_id: VNL_BOT_ID, origin: 'http://127.0.0.1:5173' });
    const vnlResult = ((await vnl.json()) as ConfirmAnswer).result as TelegramAuthData;
    expect((await loginTelegram(telegramAuthPayload(vnlResult))).body.errorCode).toBe('telegram_validate_failed');
  });

  it('cancel gives false, to the opener and in the redirect', async () => {
    expect(await signed({ action: 'cancel' })).toEqual({ result: false, origin: SITE });
    const redirected = await signed({ action: 'cancel', return_to: RETURN_TO });
    expect(redirected.result).toBe(false);
    expect(redirected.redirect).toBe(`${RETURN_TO}#tgAuthResult=false`);
    expect(authResultFromFragment(new URL(redirected.redirect ?? '').hash)).toEqual({ kind: 'cancelled' });
    expect((await confirm({ action: 'steal' })).status).toBe(400);
  });

  it('without script, the form post is redirected to return_to (303), or answered with a plain page', async () => {
    const login = await confirm({ return_to: RETURN_TO }, { json: false });
    expect(login.status).toBe(303);
    expect(login.headers.get('location')).toMatch(/\/m\/login\?affiliateCode=a1#tgAuthResult=[A-Za-z0-9_-]+$/);
    const cancel = await confirm({ return_to: RETURN_TO, action: 'cancel' }, { json: false });
    expect(cancel.headers.get('location')).toBe(`${RETURN_TO}#tgAuthResult=false`);
    const plain = await confirm({}, { json: false });
    expect(plain.status).toBe(200);
    expect(await plain.text()).toContain('Logged in');
    expect(plain.headers.get('content-security-policy')).toBe(EMULATED_PAGE_POLICY);
    // A JSON body is taken too.
    expect((await confirm({}, { form: false })).status).toBe(200);
  });

  /** The auth page in a DOM at `url`, its script run, fetch going to the test server. */
  async function pageInDom(params: Record<string, string>, url: string, opener: unknown) {
    const html = await (await demoPage(params)).text();
    const script = await (await fetch(`${server.base}/__emu/telegram/auth.js`)).text();
    const { window } = new JSDOM(html, { url, runScripts: 'outside-only' });
    let closed = false;
    window.opener = opener;
    window.close = () => {
      closed = true;
    };
    window.fetch = (input, init) => fetch(new URL(String(input), server.base), init);
    window.eval(script);
    return { window, closed: () => closed };
  }

  const settled = async (done: () => boolean) => {
    for (let i = 0; i < 200 && !done(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  };

  it('the page’s script posts the result to the opener for origin only, then closes (popup)', async () => {
    const posted: [unknown, string][] = [];
    const opener = { closed: false, postMessage: (data: unknown, target: string) => posted.push([data, target]) };
    const dom = await pageInDom({}, `${server.base}${AUTH}`, opener);
    dom.window.document.querySelector<HTMLButtonElement>('[data-testid="tg-auth-login"]')?.click();
    await settled(() => posted.length > 0);
    expect(posted).toHaveLength(1);
    const [data, target] = posted[0] ?? [];
    expect(target).toBe(SITE);
    expect(typeof data).toBe('string');
    const received = authResultFromMessage({ origin: SITE, data }, SITE);
    expect(received && verifyTelegramAuth(telegramAuthPayload(received), DEMO_BOT_TOKEN, NOW_MS)?.id).toBe('1001');
    expect(dom.closed()).toBe(true);

    const cancelled: unknown[] = [];
    const cancelDom = await pageInDom({}, `${server.base}${AUTH}`, {
      closed: false,
      postMessage: (d: unknown) => cancelled.push(d),
    });
    cancelDom.window.document.querySelector<HTMLButtonElement>('[data-testid="tg-auth-cancel"]')?.click();
    await settled(() => cancelled.length > 0);
    expect(cancelled).toEqual([JSON.stringify({ event: 'auth_result', result: false })]);

    // auto=1 logs in with no click.
    const auto: unknown[] = [];
    await pageInDom({ auto: '1', user: '2002' }, `${server.base}${AUTH}`, {
      closed: false,
      postMessage: (d: unknown) => auto.push(d),
    });
    await settled(() => auto.length > 0);
    expect((authResultFromMessage({ origin: SITE, data: auto[0] }, SITE) || undefined)?.id).toBe(2002);
  });

  it('the page’s script follows return_to#tgAuthResult without an opener (redirect)', async () => {
    // The DOM stands at return_to itself, so that the redirect is a fragment change jsdom carries out.
    const dom = await pageInDom({ return_to: RETURN_TO, auto: '1' }, RETURN_TO, null);
    await settled(() => dom.window.location.hash !== '');
    const fragment = authResultFromFragment(dom.window.location.hash);
    expect(fragment.kind).toBe('auth');
    if (fragment.kind === 'auth')
      expect((await loginTelegram(telegramAuthPayload(fragment.data))).body.value?.userName).toBe('member1');

    const cancel = await pageInDom({ return_to: RETURN_TO }, RETURN_TO, null);
    cancel.window.document.querySelector<HTMLButtonElement>('[data-testid="tg-auth-cancel"]')?.click();
    await settled(() => cancel.window.location.hash !== '');
    expect(cancel.window.location.hash).toBe('#tgAuthResult=false');
  });

  it('is what the page’s rules open, and what /m/config.json names in QA', async () => {
    const config = await server.call('GET', '/m/config.json', { headers: { 'X-Forwarded-Host': 'localhost' } });
    const { telegramAuthUrl } = JSON.parse(config.text) as RuntimeConfig;
    expect(telegramAuthUrl).toBe(AUTH);
    const url = new URL(telegramAuthPageUrl(`${server.base}${telegramAuthUrl}`, DEMO_BOT, SITE, RETURN_TO));
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Tg (@tg1001)');
  });
});

describe('the Telegram Login stand-in with QA off', () => {
  it('does not exist', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'wps-telegram-off-'));
    const app = await buildApp({ dbPath: join(dir, 'wps.sqlite'), qa: false });
    try {
      const query = new URLSearchParams({ bot_id: DEMO_BOT.botId, origin: SITE, request_access: 'write' });
      expect((await app.inject({ url: `${AUTH}?${query}` })).statusCode).toBe(404);
      expect((await app.inject({ method: 'POST', url: CONFIRM, payload: {} })).statusCode).toBe(404);
      expect((await app.inject({ url: '/__emu/telegram/auth.js' })).statusCode).toBe(404);
    } finally {
      await app.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
