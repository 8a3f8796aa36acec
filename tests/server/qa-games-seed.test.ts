/** POST /__qa/games/seed: a merchant's catalogue at lobby scale (issue 5), seen through the game relays. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameCard, GameVendorData } from '../../src/shared/contract';
import { bulkGameName } from '../../server/seed/bulk-games';
import { startServer, type TestServer } from './helpers';

describe('QA game seed', () => {
  let server: TestServer;
  const relay = <T>(name: string, body: unknown = {}, merchant = 'DEMO') =>
    server.call<T>('POST', `/wps/relay/${name}`, { body, merchant });
  const total = async (merchant = 'DEMO') =>
    (await relay<{ total: number }>('GCSGAME_getGameList', { page: 1, size: 1 }, merchant)).body.value?.total;

  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  it('tops DEMO up to 5,000 games; the game list, the vendor data and the lists follow; other merchants do not change', async () => {
    const before = await total();
    const vnl = await total('VNL');
    expect(before).toBeLessThan(5000);
    const seeded = await server.call<{ added: number; total: number }>('POST', '/__qa/games/seed', {
      body: { merchant: 'DEMO', count: 5000 },
    });
    expect(seeded.body.value).toEqual({ merchant: 'DEMO', added: 5000 - before!, total: 5000 });
    expect(await total()).toBe(5000);
    expect(await total('VNL')).toBe(vnl);

    const data = (await relay<GameVendorData>('GCSGAME_newGameVendor')).body.value!;
    expect(data.categories.reduce((sum, category) => sum + category.gameCount, 0)).toBe(5000);
    // Sports lobbies get no bulk games; every other category grows.
    expect(data.categories.find((category) => category.gameClassify === 'SPORTS')?.gameCount).toBe(6);
    expect(data.categories.find((category) => category.gameClassify === 'SLOT')!.gameCount).toBeGreaterThan(1500);

    const last = (await relay<{ list: GameCard[] }>('GCSGAME_getGameList', { page: 50, size: 100 })).body.value!.list;
    expect(last).toHaveLength(100);
    const lastPage = await relay<{ list: GameCard[] }>('GCSGAME_getGameList', { page: 51, size: 100 });
    expect(lastPage.body.value?.list).toEqual([]);
    const names = new Set<string>();
    for (let page = 1; page <= 50; page += 1) {
      const list = (await relay<{ list: GameCard[] }>('GCSGAME_getGameList', { page, size: 100 })).body.value!.list;
      for (const game of list) names.add(game.displayName);
    }
    expect(names.has(bulkGameName(5000))).toBe(true);

    // The public lists still answer a guest (no Authorization).
    expect((await relay<GameCard[]>('GCSGAME_getHotGames')).body.value?.length).toBeGreaterThan(0);
    expect((await relay<unknown[]>('GCSGAME_getRanking')).body.value?.length).toBeGreaterThan(0);
    expect((await relay<unknown[]>('GCSGAME_getVendorList')).body.value?.length).toBeGreaterThan(10);
  });

  it('is idempotent, refuses unknown merchants and bad counts, and reset brings back the plain seed', async () => {
    const again = await server.call<{ added: number; total: number }>('POST', '/__qa/games/seed', {
      body: { merchant: 'DEMO', count: 5000 },
    });
    expect(again.body.value).toMatchObject({ added: 0, total: 5000 });
    expect((await server.call('POST', '/__qa/games/seed', { body: { merchant: 'NOPE', count: 10 } })).status).toBe(404);
    expect((await server.call('POST', '/__qa/games/seed', { body: { merchant: 'DEMO', count: 0 } })).status).toBe(400);
    expect((await server.call('POST', '/__qa/games/seed', { body: { merchant: 'DEMO' } })).status).toBe(400);
    await server.call('POST', '/__qa/reset', { body: {} });
    expect(await total()).toBeLessThan(5000);
  });

  it('names are unique and searchable', () => {
    expect(bulkGameName(1)).toBe('Golden Tiger 1');
    expect(bulkGameName(13)).toBe('Golden Phoenix 13');
    expect(new Set(Array.from({ length: 5000 }, (_, i) => bulkGameName(i + 1))).size).toBe(5000);
  });
});
