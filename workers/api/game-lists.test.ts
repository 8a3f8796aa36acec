/** The API worker's lobby lists (ACCEPTANCE D9): what is fetched for a guest and a member, what is stored, what is cleared. */
import { describe, expect, it } from 'vitest';
import { MemberDb } from '../../src/data/db';
import { createApiService } from './services';
import { envelope, failEnvelope, fakeServer, jsencryptRsa, type Handler } from '../../tests/unit/support/worker-fake-server';

const card = (gameId: string) => ({
  gameId,
  nodeId: 'N',
  vendor: 'PG',
  accountTypeName: gameId,
  displayName: gameId,
  freeplay: false,
  imageUrl: `/img/${gameId}.svg`,
  category: 'SLOT',
});
const LISTS: Record<string, unknown> = {
  GCSGAME_getHotGames: [card('hot1'), card('hot2')],
  GCSGAME_getRanking: [{ rank: 1, maskedUser: 'a***b12', game: 'Mahjong Ways', amount: 1234.5 }],
  GCSGAME_getVendorList: [{ vendor: 'PG', name: 'PG Soft', logo: '/img/vendor/PG.svg' }],
  GCSGAME_getFavouriteGames: [card('fav1')],
  GCSGAME_getRecentGames: [card('recent1'), card('recent2')],
};
const MEMBER_ONLY = new Set(['GCSGAME_getFavouriteGames', 'GCSGAME_getRecentGames']);

const backend: Handler = (request) => {
  const name = request.path.replace('/wps/relay/', '');
  if (MEMBER_ONLY.has(name) && !request.headers.Authorization) return failEnvelope('CUSTOMER_NOT_LOGIN', 'login', 401);
  return name in LISTS ? envelope(LISTS[name]) : envelope({});
};

let seq = 0;
function setup(handler: Handler = backend) {
  const server = fakeServer(handler);
  const db = new MemberDb(`games-lists-${++seq}`);
  const service = createApiService({ fetch: server.fetch, rsaEncrypt: jsencryptRsa, getDb: () => db, random: () => 0.5 });
  service.init({ merchantCode: 'DEMO', imageFormat: 'webp' });
  return { server, db, service };
}

async function stored(db: MemberDb) {
  return Object.fromEntries((await db.lists.toArray()).map((row) => [row.key, row.value]));
}

describe('syncGameLists', () => {
  it('a guest loads hot, ranking and vendor list without Authorization, and no member list', async () => {
    const { server, db, service } = setup();
    const summary = await service.refresh(['gameLists']);
    expect(summary.failed).toEqual([]);
    expect(summary.updated.sort()).toEqual(['hotGames', 'ranking', 'vendorList']);
    expect(await stored(db)).toEqual({
      hotGames: LISTS.GCSGAME_getHotGames,
      ranking: LISTS.GCSGAME_getRanking,
      vendorList: LISTS.GCSGAME_getVendorList,
    });
    const paths = server.sent.map((request) => request.path).sort();
    expect(paths).toEqual([
      '/wps/relay/GCSGAME_getHotGames',
      '/wps/relay/GCSGAME_getRanking',
      '/wps/relay/GCSGAME_getVendorList',
    ]);
    for (const request of server.sent) expect(request.headers.Authorization).toBeUndefined();
    // The image list asks for the detected format; the vendor list is not an image list.
    expect(server.to('/wps/relay/GCSGAME_getHotGames')[0]?.body).toEqual({ ext: 'webp' });
    expect(server.to('/wps/relay/GCSGAME_getRanking')[0]?.body).toEqual({});
  });

  it('a member also loads favourite and recent games with Authorization; the vendor list never carries it', async () => {
    const { server, db, service } = setup();
    service.setSession('tok-1');
    const summary = await service.refresh(['gameLists']);
    expect(summary.failed).toEqual([]);
    expect(summary.updated.sort()).toEqual(['favouriteGames', 'hotGames', 'ranking', 'recentGames', 'vendorList']);
    const lists = await stored(db);
    expect(lists.favouriteGames).toEqual(LISTS.GCSGAME_getFavouriteGames);
    expect(lists.recentGames).toEqual(LISTS.GCSGAME_getRecentGames);
    expect(server.to('/wps/relay/GCSGAME_getFavouriteGames')[0]?.headers.Authorization).toBe('tok-1');
    expect(server.to('/wps/relay/GCSGAME_getRecentGames')[0]?.headers.Authorization).toBe('tok-1');
    expect(server.to('/wps/relay/GCSGAME_getVendorList')[0]?.headers.Authorization).toBeUndefined();
  });

  it('logout clears the member lists and keeps the public ones', async () => {
    const { db, service } = setup();
    service.setSession('tok-1');
    await service.refresh(['gameLists']);
    service.setSession(null);
    await service.clearMemberState();
    expect(Object.keys(await stored(db)).sort()).toEqual(['hotGames', 'ranking', 'vendorList']);
  });

  it('a failed or malformed answer keeps the stored list', async () => {
    const { server, db, service } = setup();
    await service.refresh(['gameLists']);
    server.setHandler((request) =>
      request.path.endsWith('GCSGAME_getHotGames')
        ? new Response('down', { status: 503 })
        : request.path.endsWith('GCSGAME_getRanking')
          ? envelope({ not: 'a list' })
          : backend(request),
    );
    const summary = await service.refresh(['gameLists']);
    expect(summary.updated).toEqual(['vendorList']);
    expect(summary.failed.map((entry) => entry.part).sort()).toEqual(['hotGames', 'ranking']);
    const lists = await stored(db);
    expect(lists.hotGames).toEqual(LISTS.GCSGAME_getHotGames);
    expect(lists.ranking).toEqual(LISTS.GCSGAME_getRanking);
  });
});
