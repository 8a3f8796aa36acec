import { describe, expect, it } from 'vitest';
import { CURRENT, MemberDb } from '../../src/data/db';
import type { GameCard } from '../../src/shared/contract';
import { createApiService } from './services';
import { envelope, fakeServer, jsencryptRsa, json, type Handler } from '../../tests/unit/support/worker-fake-server';

const VENDORS = {
  sorting: ['SLOT'],
  mapping: { SLOT: ['PG'] },
  vendorSorting: { SLOT: ['PG'] },
  display: { SLOT: true },
  allVendors: [{ vendor: 'PG', name: 'PG Soft', logo: '' }],
  categories: [{ title: 'Slots', gameClassify: 'SLOT', gameCount: 250, cards: [] }],
};
const item = (id: string, type: string, category = 'general') => ({
  id,
  type,
  category,
  title: id,
  content: id,
  imageUrl: '',
  sort: 1,
});
const game = (i: number) => ({
  gameId: `g${i}`,
  nodeId: 'N',
  vendor: 'PG',
  accountTypeName: `g${i}`,
  displayName: `G ${i}`,
  freeplay: false,
  imageUrl: '',
  category: 'SLOT',
});

function answers(total = 250, card: (i: number) => object = game): Handler {
  return (request) => {
    if (request.path === '/m/config.json') return json({ merchantCode: 'DEMO', apiBase: '' });
    if (request.path.endsWith('GCSGAME_newGameVendor')) return envelope(VENDORS);
    if (request.path.endsWith('MCSFE_getListAnnouncements')) {
      const type = (request.body as { types: string[] }).types[0]!;
      return envelope([item(`${type}1`, type), item(`${type}2`, type)]);
    }
    if (request.path.endsWith('GCSGAME_getGameList')) {
      const { page, size } = request.body as { page: number; size: number };
      const list = Array.from({ length: Math.max(0, Math.min(size, total - (page - 1) * size)) }, (_, i) =>
        card((page - 1) * size + i),
      );
      return envelope({ list, total });
    }
    return envelope({});
  };
}

let seq = 0;
function setup(handler: Handler) {
  const server = fakeServer(handler);
  const db = new MemberDb(`home-sync-${++seq}`);
  const service = createApiService({ fetch: server.fetch, rsaEncrypt: jsencryptRsa, getDb: () => db, random: () => 0.5 });
  service.init({ merchantCode: 'DEMO', imageFormat: 'webp' });
  return { server, db, service };
}

describe('syncHome', () => {
  it('stores the game vendor data and the marquee, banner and popup announcements', async () => {
    const { server, db, service } = setup(answers());
    const summary = await service.refresh(['home']);
    expect(summary.failed).toEqual([]);
    expect(summary.updated.sort()).toEqual(['banners', 'gameVendors', 'marquee', 'popups']);
    expect((await db.gameVendors.get(CURRENT))?.value).toEqual(VENDORS);
    expect((await db.announcements.where('type').equals('PR').toArray()).map((a) => a.id)).toEqual(['PR1', 'PR2']);
    expect(await db.announcements.count()).toBe(6);

    const vendorCall = server.to('/wps/relay/GCSGAME_newGameVendor')[0]!;
    expect(vendorCall.headers.Authorization).toBeUndefined();
    expect(vendorCall.body).toMatchObject({ ext: 'webp' });
    const bodies = server.to('/wps/relay/MCSFE_getListAnnouncements').map((request) => request.body);
    expect(bodies).toContainEqual(expect.objectContaining({ types: ['PR'], platform: 'M' }));
    expect(bodies).toContainEqual(expect.objectContaining({ types: ['BANNER'], platform: 'M' }));
    expect(bodies).toContainEqual(expect.objectContaining({ types: ['POPUP'], platform: 'M' }));
  });

  it('replaces announcements of a type but leaves other categories alone', async () => {
    const { db, service } = setup(answers());
    await db.announcements.bulkPut([item('OLD', 'PR'), item('APPDL1', 'PR', 'app_download')]);
    await service.refresh(['home']);
    const ids = (await db.announcements.where('type').equals('PR').toArray()).map((a) => a.id).sort();
    expect(ids).toEqual(['APPDL1', 'PR1', 'PR2']);
  });

  it('a failed call keeps what Dexie had', async () => {
    const { server, db, service } = setup(answers());
    await service.refresh(['home']);
    server.setHandler(() => new Response('down', { status: 503 }));
    const summary = await service.refresh(['home']);
    expect(summary.updated).toEqual([]);
    expect(summary.failed.map((f) => f.part).sort()).toEqual(['banners', 'gameVendors', 'marquee', 'popups']);
    expect((await db.gameVendors.get(CURRENT))?.value).toEqual(VENDORS);
    expect(await db.announcements.count()).toBe(6);
  });

  it('a malformed vendor answer is not stored', async () => {
    const { server, db, service } = setup(answers());
    server.setHandler((request) => (request.path.endsWith('GCSGAME_newGameVendor') ? envelope({ nope: 1 }) : answers()(request)));
    const summary = await service.refresh(['home']);
    expect(summary.failed.map((f) => f.part)).toEqual(['gameVendors']);
    expect(await db.gameVendors.get(CURRENT)).toBeUndefined();
  });
});

describe('syncGames', () => {
  const storedGames = async (db: MemberDb) => (await db.gameList.get(CURRENT))?.value;
  const storeGames = (db: MemberDb, games: GameCard[]) => db.gameList.put({ key: CURRENT, value: games, updatedAt: 1 });

  it('pages through the game list and replaces the stored list, one card per gameId in gameId order', async () => {
    const { server, db, service } = setup(answers(250));
    await storeGames(db, [game(9999)]);
    const summary = await service.refresh(['games']);
    expect(summary.updated).toEqual(['games']);
    const stored = (await storedGames(db))!;
    expect(stored).toHaveLength(250);
    expect(stored.map((card) => card.gameId)).toEqual(Array.from({ length: 250 }, (_, i) => `g${i}`).sort());
    const pages = server.to('/wps/relay/GCSGAME_getGameList').map((request) => (request.body as { page: number }).page);
    expect(pages.sort()).toEqual([1, 2, 3]);
  });

  it('leaves an unchanged list as it was stored, and replaces it once a card changes', async () => {
    const { server, db, service } = setup(answers(250));
    await service.refresh(['games']);
    const first = (await db.gameList.get(CURRENT))!;
    await db.gameList.put({ ...first, updatedAt: 1 });

    // The same games again: nothing is written, so no open lobby reads the list again.
    expect((await service.refresh(['games'])).updated).toEqual(['games']);
    expect((await db.gameList.get(CURRENT))?.updatedAt).toBe(1);

    server.setHandler(answers(250, (i) => (i === 249 ? { ...game(i), displayName: 'Renamed' } : game(i))));
    expect((await service.refresh(['games'])).updated).toEqual(['games']);
    const changed = (await db.gameList.get(CURRENT))!;
    expect(changed.updatedAt).toBeGreaterThan(1);
    expect(changed.value).toHaveLength(250);
    expect(changed.value.find((card) => card.gameId === 'g249')?.displayName).toBe('Renamed');
  });

  it('keeps the last card listed under a repeated gameId', async () => {
    const { server, db, service } = setup(answers());
    const cards = [game(2), { ...game(1), displayName: 'first' }, { ...game(1), displayName: 'second' }];
    server.setHandler((request) =>
      request.path.endsWith('GCSGAME_getGameList') ? envelope({ list: cards, total: 3 }) : answers()(request),
    );
    await service.refresh(['games']);
    expect((await storedGames(db))?.map((card) => `${card.gameId} ${card.displayName}`)).toEqual(['g1 second', 'g2 G 2']);
  });

  it('refuses a list with a card that has no gameId, and keeps what was stored', async () => {
    const { server, db, service } = setup(answers());
    await storeGames(db, [game(9999)]);
    server.setHandler((request) =>
      request.path.endsWith('GCSGAME_getGameList')
        ? envelope({ list: [game(1), { displayName: 'x' }], total: 2 })
        : answers()(request),
    );
    const summary = await service.refresh(['games']);
    expect(summary.failed.map((f) => f.part)).toEqual(['games']);
    expect(await storedGames(db)).toEqual([game(9999)]);
  });

  it('asks a page again when it failed fast, and stores the whole list', async () => {
    const { server, db, service } = setup(answers(250));
    let failures = 0;
    server.setHandler((request) =>
      request.path.endsWith('GCSGAME_getGameList') && (request.body as { page: number }).page === 2 && failures++ < 2
        ? failures === 1
          ? Promise.reject(new TypeError('Failed to fetch'))
          : new Response('down', { status: 503 })
        : answers(250)(request),
    );
    const summary = await service.refresh(['games']);
    expect(summary.updated).toEqual(['games']);
    expect(await storedGames(db)).toHaveLength(250);
    const pages = server.to('/wps/relay/GCSGAME_getGameList').map((request) => (request.body as { page: number }).page);
    expect(pages.sort()).toEqual([1, 2, 2, 2, 3]);
  });

  it('keeps the stored list when a page fails', async () => {
    const { server, db, service } = setup(answers(250));
    await storeGames(db, [game(9999)]);
    server.setHandler((request) =>
      request.path.endsWith('GCSGAME_getGameList') && (request.body as { page: number }).page === 2
        ? new Response('down', { status: 503 })
        : answers(250)(request),
    );
    const summary = await service.refresh(['games']);
    expect(summary.failed.map((f) => f.part)).toEqual(['games']);
    expect(await storedGames(db)).toEqual([game(9999)]);
  });
});
