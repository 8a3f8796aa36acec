/** The chat provider's stand-ins (ACCEPTANCE 3.6; C70, C71, D50, D51) and the seeded customer-service entries (0.4). */
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerServiceEntry, RuntimeConfig } from '../../src/shared/contract';
import { CS_TYPES } from '../../src/shared/constants';
import { decryptCsPath } from '../../server/content/customer-service';
import { CHAT_EMU_COOKIE, chatWidgetScript, readyMsFromCookie } from '../../server/qa/emulators/chat-widget';
import { login, startServer, type TestServer } from './helpers';

describe('chat emulator and CS entries', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  }, 60_000);
  afterAll(() => server.close());

  it('CBS_launchChat answers the chat room on this backend, for the member', async () => {
    const token = await login(server, 'member1');
    const result = await server.call<{ chatUrl: string }>('POST', '/wps/relay/CBS_launchChat', { body: {}, token });
    const chatUrl = new URL(result.body.value?.chatUrl ?? '');
    expect(`${chatUrl.origin}${chatUrl.pathname}`).toBe(`${server.base}/__emu/chat/room`);
    expect(Object.fromEntries(chatUrl.searchParams)).toEqual({ merchant: 'DEMO', user: 'member1' });

    const room = await fetch(chatUrl);
    expect(room.headers.get('content-type')).toContain('text/html');
    const html = await room.text();
    expect(html).toContain('data-testid="emu-chat-user">member1<');
    await expect((await fetch(`${server.base}/__emu/chat/room?user=%3Cscript%3E`)).text()).resolves.not.toContain('<script>');
  });

  it('the runtime config names the widget emulator in QA mode only', async () => {
    const config = (await (await fetch(`${server.base}/m/config.json`)).json()) as RuntimeConfig;
    expect(config.chatWidgetUrl).toBe('/__emu/chat/widget.js');
    const plain = await startServer({ qa: false });
    try {
      const plainConfig = (await (await fetch(`${plain.base}/m/config.json`)).json()) as RuntimeConfig;
      expect(plainConfig.chatWidgetUrl).toBeUndefined();
      expect((await fetch(`${plain.base}/__emu/chat/widget.js`)).status).toBe(404);
      expect((await fetch(`${plain.base}/__emu/chat/room?user=a`)).status).toBe(200);
    } finally {
      await plain.close();
    }
  }, 60_000);

  it('serves a widget whose setUser throws until its ready delay has passed (D51)', async () => {
    expect(readyMsFromCookie(`a=1; ${CHAT_EMU_COOKIE}=${encodeURIComponent('{"readyMs":2000}')}`)).toBe(2_000);
    expect(readyMsFromCookie(`${CHAT_EMU_COOKIE}=nonsense`)).toBe(0);
    expect(readyMsFromCookie(undefined)).toBe(0);

    const response = await fetch(`${server.base}/__emu/chat/widget.js`, {
      headers: { cookie: `${CHAT_EMU_COOKIE}=${encodeURIComponent('{"readyMs":2000}')}` },
    });
    expect(response.headers.get('content-type')).toContain('javascript');
    const source = await response.text();
    expect(source).toBe(chatWidgetScript(2_000));

    let now = 1_000;
    const posted: unknown[] = [];
    const window: Record<string, unknown> = {};
    runInNewContext(source, {
      window,
      Date: { now: () => now },
      fetch: (_url: string, init: { body: string }) => {
        posted.push(JSON.parse(init.body));
        return Promise.resolve();
      },
    });
    const widget = window.CBSChat as { setUser(user: { userName: string }): void; clearUser(): void };
    now += 500;
    expect(() => widget.setUser({ userName: 'member1' })).toThrow(/not ready/);
    now += 1_500;
    widget.setUser({ userName: 'member1' });
    widget.clearUser();
    expect(posted).toEqual([
      { method: 'setUser', user: 'member1', ok: false, at: 1_500 },
      { method: 'setUser', user: 'member1', ok: true, at: 3_000 },
      { method: 'clearUser', user: null, ok: true, at: 3_000 },
    ]);
    expect((window.__chatEmu as { calls: unknown[] }).calls).toEqual(posted);
  });

  it('keeps a log of the widget calls that tests read and clear', async () => {
    const post = (body: unknown) =>
      fetch(`${server.base}/__emu/chat/log`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await post({ method: 'setUser', user: 'vip1', ok: true, at: 5 })).status).toBe(204);
    expect((await post({ method: 'hack', ok: true, at: 5 })).status).toBe(400);
    const log = (await (await fetch(`${server.base}/__emu/chat/log`)).json()) as { method: string; user: string }[];
    expect(log).toEqual([expect.objectContaining({ method: 'setUser', user: 'vip1', ok: true, at: 5 })]);
    await expect((await fetch(`${server.base}/__emu/chat/log?since=${Date.now() + 60_000}`)).json()).resolves.toEqual([]);
    expect((await fetch(`${server.base}/__emu/chat/log`, { method: 'DELETE' })).status).toBe(204);
    await expect((await fetch(`${server.base}/__emu/chat/log`)).json()).resolves.toEqual([]);
  });

  it('seeds one entry per provider type at positions 1–6, a L-GOLD entry and a default, each path decrypting to a provider page served here', async () => {
    const result = await server.call<CustomerServiceEntry[]>('POST', '/wps/relay/WPSCORE_getCustomerServiceScript', { body: {} });
    const entries = result.body.value ?? [];
    for (const [index, type] of CS_TYPES.entries()) {
      expect(entries.find((entry) => entry.csType === type && entry.labelIds.length === 0)?.csPosition).toBe(String(index + 1));
    }
    expect(entries.filter((entry) => entry.labelIds.includes('L-GOLD'))).toHaveLength(1);
    expect(entries.filter((entry) => entry.csPosition === 'default')).toHaveLength(1);
    for (const entry of entries) {
      expect(entry.path.slice(-8)).toMatch(/^.{8}$/);
      const url = decryptCsPath(entry.path) ?? '';
      expect(url).toMatch(/^\/__emu\/cs\/[a-z0-9-]+\?merchant=DEMO/);
      const page = await fetch(`${server.base}${url}&visitorName=vip1&vipLabel=Gold`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('data-testid="emu-chat-user">vip1<');
      expect(html).toContain('VIP desk: Gold');
      expect(html).toContain('Lucky Star Casino');
    }
  });

  it('serves the merchant pages menu entries and banners link to, and nothing else under their prefix', async () => {
    for (const name of ['signin', 'promo', 'partner']) {
      const page = await fetch(`${server.base}/__emu/page/${name}?merchant=DEMO`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toContain("script-src 'none'");
      expect(await page.text()).toContain('data-testid="emu-page-title"');
    }
    expect((await fetch(`${server.base}/__emu/page/constructor`)).status).toBe(404);
    expect(await (await fetch(`${server.base}/__emu/page/signin?merchant=%3Cb%3E`)).text()).not.toContain('<b>');
  });
});
