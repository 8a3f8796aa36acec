/** The member database opens over what an earlier version of the site left in the browser. */
import Dexie from 'dexie';
import { expect, it } from 'vitest';
import { CURRENT, MemberDb } from './db';

it('version 3 drops the unused promotionCategories table and keeps the rest', async () => {
  const name = 'db-upgrade-v2';
  const old = new Dexie(name);
  old.version(2).stores({ promotionCategories: '&categoryId', promotions: '&id, categoryId', lists: '&key' });
  await old.table('promotionCategories').put({ categoryId: 'CAT-1', name: 'Welcome' });
  await old.table('promotions').put({ id: 'PROMO1', categoryId: 'CAT-1' });
  await old.table('lists').put({ key: 'promotionCategoryData', value: [], updatedAt: 1 });
  old.close();

  const db = new MemberDb(name);
  await db.open();
  expect(db.tables.map((table) => table.name)).not.toContain('promotionCategories');
  expect(await db.promotions.get('PROMO1')).toEqual({ id: 'PROMO1', categoryId: 'CAT-1' });
  expect(await db.lists.get('promotionCategoryData')).toMatchObject({ updatedAt: 1 });
  db.close();
});

it('version 5 keeps the games of the old games table as the one gameList row, and drops the table', async () => {
  const name = 'db-upgrade-v3';
  const old = new Dexie(name);
  old.version(3).stores({ games: '&gameId, vendor, category, displayName', lists: '&key' });
  const card = (gameId: string) => ({ gameId, nodeId: 'N', vendor: 'PG', accountTypeName: gameId, displayName: gameId });
  await old.table('games').bulkPut([card('b'), card('a')]);
  old.close();

  const db = new MemberDb(name);
  await db.open();
  expect(db.tables.map((table) => table.name)).not.toContain('games');
  expect((await db.gameList.get(CURRENT))?.value).toEqual([card('a'), card('b')]);
  db.close();
});

it('version 5 over an old database without games stores no game list', async () => {
  const name = 'db-upgrade-v3-empty';
  const old = new Dexie(name);
  old.version(3).stores({ games: '&gameId, vendor, category, displayName' });
  await old.open();
  old.close();

  const db = new MemberDb(name);
  await db.open();
  expect(await db.gameList.count()).toBe(0);
  db.close();
});
