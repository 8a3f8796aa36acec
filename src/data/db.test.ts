/** The member database opens over what an earlier version of the site left in the browser. */
import Dexie from 'dexie';
import { expect, it } from 'vitest';
import { MemberDb } from './db';

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
