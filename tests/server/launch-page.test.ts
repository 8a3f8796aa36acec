/** The launch targets the backend serves: the demo game page (/__emu/game/{code}) and the page that never answers. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, startServer, type TestServer } from './helpers';

describe('launch targets', () => {
  let server: TestServer;
  let member1: string;
  beforeAll(async () => {
    server = await startServer();
    member1 = await login(server, 'member1');
  });
  afterAll(() => server.close());

  async function page(path: string): Promise<{ status: number; html: string; type: string | null }> {
    const response = await fetch(`${server.base}${path}`);
    return { status: response.status, html: await response.text(), type: response.headers.get('content-type') };
  }

  it('a vendor launch answers a game page in the merchant’s brand with the game’s name and a Back to backUrl', async () => {
    const back = 'https://www.demo.test/m/game?tab=SLOT';
    const answer = await server.call<{ gameUrl: string }>(
      'GET',
      `/wps/game/launchGame?vendor=PG&gameCode=mahjong&device=MOBILE&language=EN&backUrl=${encodeURIComponent(back)}`,
      { token: member1 },
    );
    const gameUrl = new URL(answer.body.value?.gameUrl ?? '');
    const { status, html, type } = await page(`${gameUrl.pathname}${gameUrl.search}`);
    expect(status).toBe(200);
    expect(type).toContain('text/html');
    expect(html).toContain('<h1 data-testid="emu-game-title">Mahjong Ways</h1>');
    expect(html).toContain('Lucky Star Casino');
    expect(html).toContain('--primary:#c8102e');
    expect(html).toContain(`href="${back.replace(/&/g, '&#38;')}"`);
    expect(html).toContain('Real play');
  });

  it('a trial, by POST and by its GET variant, opens the same page marked Free play', async () => {
    const post = await server.call<{ gameUrl: string }>('POST', '/wps/relay/GCS_gameTrialLaunch', {
      body: { gameId: 'mahjong', nodeId: 'N1', platform: 'html5' },
    });
    const url = new URL(post.body.value?.gameUrl ?? '');
    const trial = await page(`${url.pathname}${url.search}`);
    expect(trial.html).toContain('Free play');
    expect(trial.html).toContain('Mahjong Ways');
    const navigation = await fetch(`${server.base}/wps/relay/GCS_gameTrialLaunch?gameId=mahjong&nodeId=N1&platform=html5`, {
      headers: { Merchant: 'DEMO', Accept: 'text/html' },
      redirect: 'manual',
    });
    expect(navigation.status).toBe(302);
    expect(navigation.headers.get('location')).toContain('/__emu/game/mahjong?merchant=DEMO');
  });

  it('the lottery lobby page is named for the lobby on the VNL brand', async () => {
    const { html } = await page('/__emu/game/lobby?merchant=VNL&area=VN&view=lobby&language=VI');
    expect(html).toContain('Lottery lobby');
    expect(html).toContain('VN Lotto Club');
    expect(html).toContain('<html lang="vi">');
  });

  it('Back accepts only http(s) addresses and paths of this site (no script, no other scheme, no //host)', async () => {
    for (const unsafe of ['javascript:alert(1)', 'data:text/html,x', '//evil.test/m', 'ftp://x.test/']) {
      const { html } = await page(`/__emu/game/x?backUrl=${encodeURIComponent(unsafe)}`);
      expect(html, unsafe).toContain('href="/m/home"');
      expect(html).not.toContain('javascript:');
    }
    expect((await page(`/__emu/game/x?backUrl=${encodeURIComponent('/m/game')}`)).html).toContain('href="/m/game"');
  });

  it('escapes what the query brings and ignores a colour that is not one', async () => {
    const { html } = await page(`/__emu/game/${encodeURIComponent('<b>x</b>')}?note=${encodeURIComponent('"><script>')}`);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&#60;b&#62;x&#60;/b&#62;');
  });

  it('/__emu/hang never answers (D17)', async () => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), 500);
    await expect(fetch(`${server.base}/__emu/hang`, { signal: controller.signal })).rejects.toThrow();
    clearTimeout(timer);
  });
});
