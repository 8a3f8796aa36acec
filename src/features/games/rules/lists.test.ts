/** The lobby's list rules (ACCEPTANCE D9): shelves per visitor and category, ranking rows, amounts, vendor names. */
import { describe, expect, it } from 'vitest';
import type { GameCard, RankingEntry } from '../../../shared/contract';
import { distinctCards, gameShelves, hotCards, rankingRows, SHELF_MAX_CARDS, vendorDirectory } from '.';

const card = (vendor: string, gameId: string, category?: string, hot = false): GameCard => ({
  gameId,
  nodeId: 'N',
  vendor,
  accountTypeName: gameId,
  displayName: gameId,
  freeplay: false,
  imageUrl: '',
  category,
  hot,
});

const HOT = [card('PG', 'mahjong', 'SLOT'), card('EVO', 'baccarat', 'LIVE'), card('PG', 'mahjong', 'SLOT')];
const FAVOURITES = [card('PP', 'gates', 'SLOT')];
const RECENT = [card('EVO', 'roulette', 'LIVE'), card('PG', 'tiger', 'SLOT')];
const ids = (cards: readonly GameCard[]) => cards.map((entry) => entry.gameId);

describe('gameShelves', () => {
  it('a guest gets only the hot shelf; a member also favourites and recent, in that order', () => {
    const sources = { hot: HOT, favourites: FAVOURITES, recent: RECENT };
    expect(gameShelves(sources, { member: false }).map((shelf) => shelf.id)).toEqual(['hot']);
    const member = gameShelves(sources, { member: true });
    expect(member.map((shelf) => shelf.id)).toEqual(['hot', 'favourites', 'recent']);
    expect(ids(member[0]!.cards)).toEqual(['mahjong', 'baccarat']);
    expect(ids(member[1]!.cards)).toEqual(['gates']);
    expect(ids(member[2]!.cards)).toEqual(['roulette', 'tiger']);
  });

  it('a member without stored lists gets empty shelves (their empty states), not missing ones', () => {
    const shelves = gameShelves({ hot: [] }, { member: true });
    expect(shelves.map((shelf) => [shelf.id, shelf.cards.length])).toEqual([
      ['hot', 0],
      ['favourites', 0],
      ['recent', 0],
    ]);
  });

  it('on a category page every shelf holds that category only; cards without a category stay', () => {
    const uncategorised = card('X', 'mystery');
    const shelves = gameShelves(
      { hot: [...HOT, uncategorised], favourites: FAVOURITES, recent: RECENT },
      { member: true, category: 'LIVE' },
    );
    expect(ids(shelves[0]!.cards)).toEqual(['baccarat', 'mystery']);
    expect(ids(shelves[1]!.cards)).toEqual([]);
    expect(ids(shelves[2]!.cards)).toEqual(['roulette']);
  });

  it('before the hot list is stored, the stored games flagged hot stand in; a stored empty list is kept empty', () => {
    const games = [card('PG', 'a', 'SLOT', true), card('PG', 'b', 'SLOT'), card('PP', 'c', 'SLOT', true)];
    expect(ids(hotCards({ games }))).toEqual(['a', 'c']);
    expect(hotCards({ hot: [], games })).toEqual([]);
    expect(hotCards({})).toEqual([]);
  });

  it('drops repeats of the same vendor and game, and caps a shelf', () => {
    const many = Array.from({ length: 60 }, (_, index) => card('PG', `g${index % 40}`));
    const shelf = distinctCards(many);
    expect(shelf).toHaveLength(SHELF_MAX_CARDS);
    expect(new Set(ids(shelf)).size).toBe(SHELF_MAX_CARDS);
    // Same id from two vendors are two games.
    expect(distinctCards([card('PG', 'x'), card('PP', 'x')])).toHaveLength(2);
  });
});

describe('rankingRows', () => {
  it('orders by rank, keeps at most ten rows and drops malformed ones', () => {
    const entry = (rank: number, amount = 100): RankingEntry => ({ rank, maskedUser: `u${rank}`, game: 'G', amount });
    const rows = rankingRows([
      entry(3),
      entry(1),
      entry(2),
      { rank: Number.NaN, maskedUser: 'bad', game: 'G', amount: 1 },
      ...Array.from({ length: 12 }, (_, index) => entry(index + 4)),
    ]);
    expect(rows.map((row) => row.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(rankingRows(undefined)).toEqual([]);
  });
});

describe('vendorDirectory', () => {
  it('takes names from the vendor data first, then from the vendor list', () => {
    const names = vendorDirectory(
      [{ vendor: 'PG', name: 'PG Soft', logo: '' }],
      [
        { vendor: 'PG', name: 'Other name', logo: '' },
        { vendor: 'EVO', name: 'Evolution', logo: '' },
      ],
    );
    expect(names.get('PG')).toBe('PG Soft');
    expect(names.get('EVO')).toBe('Evolution');
    expect(names.get('NOPE')).toBeUndefined();
    expect(vendorDirectory(undefined, undefined).size).toBe(0);
  });
});
