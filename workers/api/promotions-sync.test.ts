/** The API worker's promotions (D44, R26) and home feeds (D8, D10): what goes over the wire and what Dexie keeps. */
import { describe, expect, it } from 'vitest';
import { MemberDb } from '../../src/data/db';
import { createApiService } from './services';
import { WINNERS_PAGE_SIZE } from './home-feeds';
import { envelope, failEnvelope, fakeServer, jsencryptRsa, type Handler } from '../../tests/unit/support/worker-fake-server';

const CATEGORIES = [
  {
    categoryId: 'CAT-WELCOME',
    name: 'Welcome',
    promotions: [{ id: 'PROMO1', title: 'Welcome', content: '<p>x</p>', imageUrl: '' }],
  },
  { categoryId: 'CAT-DAILY', name: 'Daily', promotions: [{ id: 'PROMO2', title: 'Daily', content: '<p>y</p>', imageUrl: '' }] },
];
const MATCHES = [{ matchId: 'M1', league: 'L', home: 'A', away: 'B', startTime: 1, odds: [1.5, 3, 2] }, { bad: true }];
const ORDERS = [{ maskedUser: 'a***b12', game: 'Mahjong Ways', amount: 12.5, currency: 'PHP', time: 2 }];

const backend: Handler = (request) => {
  if (request.path === '/wps/relay/PROMOFE_getPromotionAnnouncementCategory') return envelope(CATEGORIES);
  if (request.path === '/wps/relay/PROMOFE_getPromotionDetail') {
    const { id } = request.body as { id: string };
    return id === 'PROMO9'
      ? envelope({ id, title: 'Late offer', content: '<p>z</p>', imageUrl: '', categoryId: 'CAT-DAILY' })
      : failEnvelope('promotion.not.found');
  }
  if (request.path === '/wps/relay/GCSGAME_getGameMatchV2') return envelope(MATCHES);
  if (request.path === '/wps/game/orders') return envelope(ORDERS);
  return envelope({});
};

let seq = 0;
function setup(handler: Handler = backend) {
  const server = fakeServer(handler);
  const db = new MemberDb(`promotions-sync-${++seq}`);
  const service = createApiService({ fetch: server.fetch, rsaEncrypt: jsencryptRsa, getDb: () => db, random: () => 0.5 });
  service.init({ merchantCode: 'DEMO', imageFormat: 'webp' });
  return { server, db, service };
}

describe('syncPromotions', () => {
  it('stores the categories in order as promotionCategoryData, and each promotion by id', async () => {
    const { db, service } = setup();
    expect(await service.refresh(['promotions'])).toEqual({ updated: ['promotionCategories'], failed: [] });
    const stored = (await db.lists.get('promotionCategoryData'))?.value as typeof CATEGORIES;
    expect(stored.map((category) => category.categoryId)).toEqual(['CAT-WELCOME', 'CAT-DAILY']);
    expect(await db.promotions.get('PROMO2')).toMatchObject({ title: 'Daily', categoryId: 'CAT-DAILY' });
  });

  it('keeps what was stored when the call fails, and shares a call already running', async () => {
    let fail = false;
    const { server, db, service } = setup((request) => (fail ? failEnvelope('x', 'down', 500) : backend(request)));
    await Promise.all([service.refresh(['promotions']), service.refresh(['promotions'])]);
    expect(server.sent.filter((request) => request.path.includes('PROMOFE'))).toHaveLength(1);
    fail = true;
    const summary = await service.refresh(['promotions']);
    expect(summary.updated).toEqual([]);
    expect(summary.failed).toMatchObject([{ part: 'promotionCategories', error: { status: 500 } }]);
    expect((await db.lists.get('promotionCategoryData'))?.value).toHaveLength(2);
  });
});

describe('loadPromotion', () => {
  it('asks PROMOFE_getPromotionDetail only for a promotion that is not stored, and stores it', async () => {
    const { server, db, service } = setup();
    await service.refresh(['promotions']);
    expect(await service.loadPromotion('PROMO1')).toEqual({ updated: [], failed: [] });
    expect(server.sent.some((request) => request.path.endsWith('PROMOFE_getPromotionDetail'))).toBe(false);
    expect(await service.loadPromotion('PROMO9')).toEqual({ updated: ['promotionDetail'], failed: [] });
    const detailCall = server.sent.find((request) => request.path.endsWith('PROMOFE_getPromotionDetail'));
    expect(detailCall?.body).toEqual({ id: 'PROMO9' });
    expect(await db.promotions.get('PROMO9')).toMatchObject({ title: 'Late offer' });
    // A later refresh of the list keeps the promotion fetched alone, and drops one that left the list.
    CATEGORIES[1]!.promotions = [];
    await service.refresh(['promotions']);
    expect(await db.promotions.get('PROMO9')).toMatchObject({ title: 'Late offer' });
    expect(await db.promotions.get('PROMO2')).toBeUndefined();
    CATEGORIES[1]!.promotions = [{ id: 'PROMO2', title: 'Daily', content: '<p>y</p>', imageUrl: '' }];
    const missing = await service.loadPromotion('NOPE');
    expect(missing.failed[0]?.error.code).toBe('promotion.not.found');
  });
});

describe('syncHomeFeeds', () => {
  it('stores the matches and a page of the public orders feed, without Authorization for a guest', async () => {
    const { server, db, service } = setup();
    const summary = await service.refresh(['homeFeeds']);
    expect(summary.failed).toEqual([]);
    expect(summary.updated.sort()).toEqual(['gameMatches', 'gameOrders']);
    expect((await db.lists.get('gameMatches'))?.value).toEqual([MATCHES[0]]);
    expect((await db.lists.get('gameOrders'))?.value).toEqual(ORDERS);
    const orders = server.sent.find((request) => request.path === '/wps/game/orders');
    expect(orders?.method).toBe('GET');
    expect(orders?.query.get('size')).toBe(String(WINNERS_PAGE_SIZE));
    expect(orders?.headers.Authorization).toBeUndefined();
  });
});
