/** A launch's stored card: from the lobby's game list, else from the home's vendor data. */
import 'fake-indexeddb/auto';
import { afterAll, expect, it, vi } from 'vitest';
import { CURRENT, getDb } from '../../data/db';
import { startReadingLobby } from '../../data/hooks';
import { latestAnswer } from '../../data/shared-query';
import type { GameCard, GameVendorData } from '../../shared/contract';
import { storedCard } from './page-data';

// The language helpers page-data also exports pull in the compiled catalogs, which only the build compiles.
vi.mock('../../i18n', () => ({
  LANGUAGE_PREFERENCE_KEY: 'language',
  LANGUAGE_STORAGE_KEY: 'language',
  normalizeLanguage: String,
}));

const card = (gameId: string, vendor: string, accountTypeName = gameId): GameCard => ({
  gameId,
  nodeId: `N-${gameId}`,
  vendor,
  accountTypeName,
  displayName: gameId,
  freeplay: false,
  imageUrl: '',
});

afterAll(async () => {
  await getDb().delete();
});

it('finds the card by gameId or account type name and vendor in the game list, else in the vendor data', async () => {
  const db = getDb();
  await db.gameList.put({ key: CURRENT, value: [card('g1', 'PG'), card('g2', 'PP', 'pp-two')], updatedAt: 1 });
  const fromVendors = card('g3', 'EVO');
  await db.gameVendors.put({
    key: CURRENT,
    value: {
      categories: [{ title: 'Live', gameClassify: 'LIVE', gameCount: 1, cards: [fromVendors] }],
    } as unknown as GameVendorData,
    updatedAt: 1,
  });

  expect((await storedCard('g1'))?.nodeId).toBe('N-g1');
  expect((await storedCard('pp-two', 'PP'))?.gameId).toBe('g2');
  expect(await storedCard('g1', 'EVO')).toBeUndefined();
  expect(await storedCard('g3', 'EVO')).toEqual(fromVendors);
  expect(await storedCard('nothing')).toBeUndefined();
});

it("takes the card from the lobby's live list once it holds one, without reading the whole list again", async () => {
  const gets = vi.spyOn(IDBObjectStore.prototype, 'get');
  const listReads = () => gets.mock.contexts.filter((store) => (store as IDBObjectStore).name === 'gameList').length;
  startReadingLobby();
  await vi.waitFor(() => expect(latestAnswer('gameList')).toBeDefined());
  const before = listReads();
  expect((await storedCard('pp-two', 'PP'))?.nodeId).toBe('N-g2');
  expect(await storedCard('g3', 'EVO')).toBeDefined();
  expect(listReads()).toBe(before);
  gets.mockRestore();
});
