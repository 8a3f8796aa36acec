import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameOrder } from '../../src/shared/contract';
import { login, startServer, type TestServer } from './helpers';

describe('game endpoints', () => {
  let server: TestServer;
  let vip1: string;
  let member1: string;
  beforeAll(async () => {
    // W31 sends X-Forwarded-Host as the proxy in front of the backend would: this one trusts loopback.
    server = await startServer({ trustProxy: ['loopback'] });
    vip1 = await login(server, 'vip1', undefined, 'VNL');
    member1 = await login(server, 'member1');
  });
  afterAll(() => server.close());

  it('W31 launches a lottery game and points at the demo game page', async () => {
    const query = new URLSearchParams({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'PM1',
      lottoGameCode: 'VN_HN',
      lottoView: 'betting',
      device: 'MOBILE',
      backUrl: 'https://www.vnl.test/m/home',
      hasLobby: 'false',
      language: 'VI',
      title: 'Hà Nội',
      labelName: 'Gold',
    });
    const answer = await server.call<{ gameUrl: string }>('GET', `/wps/game/launchGame?${query}`, {
      merchant: 'VNL',
      token: vip1,
      headers: { 'X-Forwarded-Host': 'www.vnl.test', 'X-Forwarded-Proto': 'https' },
    });
    const url = new URL(answer.body.value?.gameUrl ?? '');
    expect(url.origin).toBe('https://www.vnl.test');
    expect(url.pathname).toBe('/__emu/game/VN_HN');
    expect(url.searchParams.get('backUrl')).toBe('https://www.vnl.test/m/home');
    const lobby = await server.call<{ gameUrl: string }>(
      'GET',
      '/wps/game/launchGame?lottoArea=VN&launchMode=LOTT&lottoMode=SEA_Tradition_Mobile&lottoGameCode=lobby&lottoView=lobby&device=MOBILE',
      { merchant: 'VNL', token: vip1 },
    );
    expect(lobby.body.value?.gameUrl).toContain('/__emu/game/lobby');
  });

  it('W31 launches a vendor game (Q55) and records it as recent', async () => {
    const answer = await server.call<{ gameUrl: string }>(
      'GET',
      '/wps/game/launchGame?vendor=PG&gameCode=mahjong&device=MOBILE&backUrl=%2Fm%2Fhome&language=EN',
      { token: member1 },
    );
    const gameUrl = new URL(answer.body.value?.gameUrl ?? '');
    expect(gameUrl.pathname).toBe('/__emu/game/mahjong');
    expect(Object.fromEntries(gameUrl.searchParams)).toMatchObject({ merchant: 'DEMO', vendor: 'PG', backUrl: '/m/home' });
    const banner = await server.call<{ gameUrl: string }>(
      'GET',
      '/wps/game/launchGame?vendor=PG&gameType=SLOT&roomId=R1&nodeId=N1&device=MOBILE',
      { token: member1 },
    );
    expect(banner.body.value?.gameUrl).toContain('/__emu/game/mahjong');
    const recent = await server.call<{ gameId: string }[]>('POST', '/wps/relay/GCSGAME_getRecentGames', {
      body: {},
      token: member1,
    });
    expect(recent.body.value?.[0]?.gameId).toBe('mahjong');
  });

  it('W31 needs a login and reports unknown games', async () => {
    expect((await server.call('GET', '/wps/game/launchGame?vendor=PG&gameCode=mahjong')).status).toBe(401);
    expect((await server.call('GET', '/wps/game/launchGame?vendor=PG&gameCode=nope', { token: member1 })).body.errorCode).toBe(
      'game.not.found',
    );
    expect(
      (await server.call('GET', '/wps/game/launchGame?lottoArea=VN&launchMode=LOTT&lottoGameCode=XX', { token: member1 })).body
        .errorCode,
    ).toBe('game.not.found');
  });

  it('W32 pages the public orders feed without personal data', async () => {
    const first = await server.call<GameOrder[]>('GET', '/wps/game/orders?page=1&size=5');
    expect(first.body.value).toHaveLength(5);
    expect(first.body.value?.[0]).toEqual({
      maskedUser: expect.stringContaining('***'),
      game: expect.any(String),
      amount: expect.any(Number),
      currency: 'PHP',
      time: expect.any(Number),
    });
    const second = await server.call<GameOrder[]>('GET', '/wps/game/orders?page=2&size=5');
    expect(second.body.value?.[0]).not.toEqual(first.body.value?.[0]);
    expect((await server.call('GET', '/wps/game/orders?page=x')).status).toBe(400);
  });
});
