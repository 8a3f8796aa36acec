import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import type { GameCard } from '../../../shared/contract';
import {
  columnsFor,
  filterGames,
  indexGames,
  queryIndex,
  gridMetrics,
  matchesQuery,
  normalizeText,
  orderGames,
  searchKey,
  vendorsIn,
  visibleRange,
} from '.';

const game = (vendor: string, gameId: string, category: string, displayName: string, hot = false): GameCard => ({
  gameId,
  nodeId: 'N',
  vendor,
  accountTypeName: gameId,
  displayName,
  freeplay: false,
  imageUrl: '',
  category,
  hot,
});

const GAMES = [
  game('PG', 'mahjong', 'SLOT', 'Mahjong Ways'),
  game('PP', 'gates', 'SLOT', 'Gates of Olympus', true),
  game('EVO', 'evo-1', 'LIVE', 'Lucky Baccarat'),
  game('LOTT', 'VN_HN', 'LOTT', 'Hà Nội'),
  game('PG', 'fortune-tiger', 'SLOT', 'Fortune Tiger'),
];

describe('lobby filter', () => {
  it('by category, by vendor and by both', () => {
    expect(filterGames(GAMES, { category: 'SLOT' }).map((g) => g.gameId)).toEqual(['mahjong', 'gates', 'fortune-tiger']);
    expect(filterGames(GAMES, { vendor: 'PG' }).map((g) => g.gameId)).toEqual(['mahjong', 'fortune-tiger']);
    expect(filterGames(GAMES, { category: 'LIVE', vendor: 'PG' })).toEqual([]);
    expect(filterGames(GAMES, {})).toHaveLength(GAMES.length);
  });

  it('by text: case, accents and word order do not matter; every word must match', () => {
    expect(filterGames(GAMES, { query: 'tiger' }).map((g) => g.gameId)).toEqual(['fortune-tiger']);
    expect(filterGames(GAMES, { query: 'ha noi' }).map((g) => g.gameId)).toEqual(['VN_HN']);
    expect(filterGames(GAMES, { query: 'WAYS mahjong' }).map((g) => g.gameId)).toEqual(['mahjong']);
    expect(filterGames(GAMES, { query: 'evo' }).map((g) => g.gameId)).toEqual(['evo-1']);
    expect(filterGames(GAMES, { query: '  ' })).toHaveLength(GAMES.length);
    expect(filterGames(GAMES, { query: 'zzz' })).toEqual([]);
  });

  it('uses precomputed keys when given', () => {
    const keys = new Map(GAMES.map((g) => [g, g.gameId === 'gates' ? 'special' : searchKey(g)]));
    expect(filterGames(GAMES, { query: 'special' }, keys).map((g) => g.gameId)).toEqual(['gates']);
  });

  it('normalises text', () => {
    expect(normalizeText('  Đà   Nẵng ')).toBe('da nang');
    expect(matchesQuery('lucky baccarat evo', 'bac luck')).toBe(true);
    expect(matchesQuery('lucky baccarat evo', undefined)).toBe(true);
  });

  it('answers from its index exactly as the filter does, in the same order', () => {
    const many = [
      ...GAMES,
      ...Array.from({ length: 300 }, (_, i) =>
        game(`V${i % 7}`, `g${i}`, ['SLOT', 'LIVE', 'LOTT'][i % 3]!, `Đại Game ${i}`, i % 5 === 0),
      ),
      { ...game('PG', 'no-category', 'SLOT', 'Loose tiger'), category: undefined },
    ];
    const index = indexGames(many);
    fc.assert(
      fc.property(
        fc.constantFrom(undefined, '', 'SLOT', 'LIVE', 'LOTT', 'NONE'),
        fc.constantFrom(undefined, 'PG', 'V3', 'EVO'),
        fc.constantFrom(undefined, '', 'tiger', 'dai game 1', 'GAME 2', ' ha  noi ', 'g1', 'zzz', 'ways mahjong'),
        (category, vendor, query) => {
          const filter = { category, vendor, query };
          expect(queryIndex(index, filter)).toEqual(filterGames(many, filter));
        },
      ),
    );
  });

  it('makes the search keys on the first text query only, once per index', () => {
    const index = indexGames(GAMES);
    const searchKeys = vi.spyOn(index, 'searchKeys');
    queryIndex(index, { category: 'SLOT', vendor: 'PG', query: '  ' });
    expect(searchKeys).not.toHaveBeenCalled();
    const keys = index.searchKeys();
    expect(queryIndex(index, { query: 'tiger' }).map((g) => g.gameId)).toEqual(['fortune-tiger']);
    expect(searchKeys).toHaveBeenCalledTimes(2);
    expect(searchKeys.mock.results[1]?.value).toBe(keys);
  });

  it("keeps a category's games and vendors once made: a tab tapped again makes no new list", () => {
    const index = indexGames(GAMES);
    const slots = queryIndex(index, { category: 'SLOT' });
    expect(slots.map((g) => g.gameId)).toEqual(['mahjong', 'gates', 'fortune-tiger']);
    expect(queryIndex(index, { category: 'SLOT', query: ' ' })).toBe(slots);
    expect(queryIndex(index, {})).toBe(index.games);
    expect(index.vendorsOf('SLOT')).toEqual(['PG', 'PP']);
    expect(index.vendorsOf('SLOT')).toBe(index.vendorsOf('SLOT'));
    expect(index.vendorsOf()).toEqual(vendorsIn(GAMES));
  });
});

describe('lobby order', () => {
  it('category ordinal, then vendor order, then hot first, then stored order', () => {
    const ordered = orderGames(GAMES, { LIVE: 100, SLOT: 200, LOTT: 300 }, (category) =>
      category === 'SLOT' ? ['PP', 'PG'] : [],
    );
    expect(ordered.map((g) => g.gameId)).toEqual(['evo-1', 'gates', 'mahjong', 'fortune-tiger', 'VN_HN']);
  });

  it('vendors in first-seen order', () => {
    expect(vendorsIn(GAMES)).toEqual(['PG', 'PP', 'EVO', 'LOTT']);
  });
});

describe('windowing', () => {
  it('columns that fit', () => {
    expect(columnsFor(358, 100, 10)).toBe(3);
    expect(columnsFor(50, 100, 10)).toBe(1);
    expect(columnsFor(0, 100, 10)).toBe(1);
    expect(columnsFor(600, 100, 10)).toBe(5);
  });

  it('grid metrics', () => {
    expect(gridMetrics(5000, 3, 150)).toEqual({ columns: 3, rowHeight: 150, rows: 1667, height: 250050 });
    expect(gridMetrics(0, 3, 150).height).toBe(0);
  });

  it('renders only the rows near the viewport, with overscan', () => {
    const metrics = gridMetrics(5000, 3, 150);
    const top = visibleRange(metrics, 5000, 0, 800, 3);
    expect(top).toEqual({ start: 0, end: 27, offsetTop: 0 });
    const middle = visibleRange(metrics, 5000, 150 * 1000, 800, 3);
    expect(middle.start).toBe(997 * 3);
    expect(middle.offsetTop).toBe(997 * 150);
    expect(middle.end - middle.start).toBeLessThanOrEqual(3 * 13);
    const bottom = visibleRange(metrics, 5000, metrics.height - 800, 800, 3);
    expect(bottom.end).toBe(5000);
  });

  it('a grid still below the fold renders its first rows; an empty grid nothing', () => {
    const metrics = gridMetrics(100, 4, 100);
    expect(visibleRange(metrics, 100, -300, 800, 2)).toEqual({ start: 0, end: 28, offsetTop: 0 });
    expect(visibleRange(gridMetrics(0, 4, 100), 0, 0, 800)).toEqual({ start: 0, end: 0, offsetTop: 0 });
  });
});
