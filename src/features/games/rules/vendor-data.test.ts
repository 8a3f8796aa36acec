import { describe, expect, it } from 'vitest';
import type { GameCard, GameVendorData } from '../../../shared/contract';
import {
  cardView,
  categoryOrdinals,
  categoryViews,
  gameClassify,
  gameCount,
  isDisplayed,
  orderCards,
  sortByOrdinal,
  toVendorData,
  vendorName,
  vendorsOfCategory,
} from '.';

const card = (vendor: string, gameId: string, extra: Partial<GameCard> = {}): GameCard => ({
  gameId,
  nodeId: `N-${gameId}`,
  vendor,
  accountTypeName: gameId,
  displayName: gameId.toUpperCase(),
  freeplay: false,
  imageUrl: `/img/${gameId}.svg`,
  ...extra,
});

function data(overrides: Partial<GameVendorData> = {}): GameVendorData {
  return {
    sorting: ['SPORTS', 'LIVE', 'SLOT', 'LOTT', 'ELOTT'],
    mapping: { SPORTS: ['SBO'], LIVE: ['EVO'], SLOT: ['V1', 'V2'], LOTT: ['LOTT'], ELOTT: ['ELOTT'] },
    vendorSorting: { SLOT: ['V2', 'V1'] },
    display: { SPORTS: true, LIVE: true, SLOT: true, LOTT: true, ELOTT: true },
    allVendors: [
      { vendor: 'V1', name: 'Vendor One', logo: '' },
      { vendor: 'V2', name: 'Vendor Two', logo: '' },
    ],
    categories: [
      {
        title: 'Slots',
        gameClassify: 'SLOT',
        gameCount: 520,
        cards: [card('V1', 'a'), card('V2', 'b'), card('V1', 'c'), card('V3', 'x')],
      },
      { title: 'Sports', gameClassify: 'SPORTS', gameCount: 6, cards: [card('SBO', 's')] },
      { title: 'Live Casino', gameClassify: 'LIVE', gameCount: 180, cards: [] },
      { title: 'Lottery', gameClassify: 'LOTT', gameCount: 50, cards: [] },
      { title: 'E-Lottery', gameClassify: 'ELOTT', gameCount: 27, cards: [] },
    ],
    ...overrides,
  };
}

describe('ordinals (D5, D6, Q50)', () => {
  it('start at 100 in steps of 100 in sorting order', () => {
    const ordinal = categoryOrdinals(['SPORTS', 'LIVE', 'SLOT', 'LOTT', 'ELOTT']);
    expect([ordinal.SPORTS, ordinal.LIVE, ordinal.SLOT, ordinal.LOTT, ordinal.ELOTT]).toEqual([100, 200, 300, 400, 500]);
  });

  it('ELOTTO equals ELOTT, SEA_LOTT is LOTT + 5, VIETNAM_LOTTO is LOTT + 1', () => {
    const ordinal = categoryOrdinals(['SPORTS', 'LIVE', 'SLOT', 'LOTT', 'ELOTT']);
    expect(ordinal.ELOTTO).toBe(500);
    expect(ordinal.SEA_LOTT).toBe(405);
    expect(ordinal.VIETNAM_LOTTO).toBe(401);
    expect(sortByOrdinal(['ELOTTO', 'SEA_LOTT', 'VIETNAM_LOTTO', 'LOTT'], ordinal)).toEqual([
      'LOTT',
      'VIETNAM_LOTTO',
      'SEA_LOTT',
      'ELOTTO',
    ]);
  });

  it('an alias in sorting keeps its own ordinal; an alias without its base gets none', () => {
    expect(categoryOrdinals(['LOTT', 'SEA_LOTT']).SEA_LOTT).toBe(200);
    expect(categoryOrdinals(['SLOT']).ELOTTO).toBeUndefined();
    expect(categoryOrdinals([])).toEqual({});
  });

  it('a duplicate in sorting keeps its first place', () => {
    expect(categoryOrdinals(['A', 'B', 'A'])).toEqual({ A: 100, B: 200 });
  });

  it('unknown codes sort last, in their given order', () => {
    expect(sortByOrdinal(['Z', 'B', 'Y', 'A'], { A: 100, B: 200 })).toEqual(['A', 'B', 'Z', 'Y']);
  });
});

describe('the store view (D1)', () => {
  it('holds sorting, mapping, vendorSorting, display, ordinal and allVendors', () => {
    const view = toVendorData(data());
    expect(Object.keys(view).sort()).toEqual(['allVendors', 'display', 'mapping', 'ordinal', 'sorting', 'vendorSorting']);
    expect(view.ordinal.SLOT).toBe(300);
  });
});

describe('display (D4)', () => {
  it('hides a category whose flag is false; a missing flag shows it', () => {
    expect(isDisplayed({ display: { FISH: false } }, 'FISH')).toBe(false);
    expect(isDisplayed({ display: { FISH: true } }, 'FISH')).toBe(true);
    expect(isDisplayed({ display: {} }, 'FISH')).toBe(true);
    const codes = categoryViews(data({ display: { LIVE: false } })).map((view) => view.code);
    expect(codes).toEqual(['SPORTS', 'SLOT', 'LOTT', 'ELOTT']);
  });
});

describe('mapping and vendorSorting (D3)', () => {
  it('vendorSorting orders the vendors; mapping decides membership', () => {
    expect(vendorsOfCategory(data(), 'SLOT')).toEqual(['V2', 'V1']);
    expect(vendorsOfCategory(data({ mapping: { SLOT: ['V2'] } }), 'SLOT')).toEqual(['V2']);
    expect(vendorsOfCategory(data({ vendorSorting: {} }), 'SLOT')).toEqual(['V1', 'V2']);
    expect(vendorsOfCategory(data({ vendorSorting: { SLOT: ['V9', 'V1'] } }), 'SLOT')).toEqual(['V1', 'V2']);
    expect(vendorsOfCategory(data(), 'NONE')).toEqual([]);
  });

  it('cards follow the vendor order, keep the server order within a vendor, and drop unmapped vendors', () => {
    const cards = orderCards([card('V1', 'a'), card('V2', 'b'), card('V1', 'c'), card('V3', 'x')], ['V2', 'V1']);
    expect(cards.map((entry) => entry.gameId)).toEqual(['b', 'a', 'c']);
    const slot = categoryViews(data({ mapping: { SLOT: ['V2'] } })).find((view) => view.code === 'SLOT');
    expect(slot?.cards.map((entry) => entry.vendor)).toEqual(['V2']);
  });
});

describe('categories (D2)', () => {
  it('follow the sorting order with title, count and classify', () => {
    const views = categoryViews(data());
    expect(views.map((view) => view.code)).toEqual(['SPORTS', 'LIVE', 'SLOT', 'LOTT', 'ELOTT']);
    const slot = views[2]!;
    expect(slot).toMatchObject({ title: 'Slots', gameCount: 520, ordinal: 300, vendors: ['V2', 'V1'] });
  });

  it('a category missing from sorting comes last; one without a category entry is skipped', () => {
    const extra = data({
      sorting: ['SLOT', 'GHOST'],
      categories: [...data().categories, { title: 'Arcade', gameClassify: 'ARCADE', gameCount: 3, cards: [] }],
    });
    const codes = categoryViews(extra).map((view) => view.code);
    expect(codes[0]).toBe('SLOT');
    expect(codes).not.toContain('GHOST');
    expect(codes.at(-1)).toBe('ARCADE');
  });

  it('gameClassify is the code; gameCount falls back to the cards', () => {
    expect(gameClassify({ gameClassify: 'SLOT' })).toBe('SLOT');
    expect(gameCount({ gameCount: 42, cards: [] })).toBe(42);
    expect(gameCount({ gameCount: Number.NaN, cards: [card('A', 'a')] })).toBe(1);
  });

  it('no data → no categories', () => {
    expect(categoryViews(undefined)).toEqual([]);
  });
});

describe('cards (D2, D7)', () => {
  it('launch by accountTypeName, show displayName', () => {
    const view = cardView(card('PG', 'mahjong', { accountTypeName: 'mahjong', displayName: 'Mahjong Ways' }));
    expect(view).toMatchObject({ key: 'mahjong', label: 'Mahjong Ways', freeplay: false });
    expect(view.launchPath).toBe('/m/launchGame?vendor=PG&code=mahjong');
    expect(view.trialPath).toBeUndefined();
  });

  it('freeplay offers a trial launch with the node id', () => {
    const view = cardView(card('PG', 'mahjong', { freeplay: true, nodeId: 'N1' }));
    expect(view.freeplay).toBe(true);
    expect(view.trialPath).toBe('/m/launchGame?vendor=PG&code=mahjong&playType=trial&nodeId=N1');
  });

  it('vendor names come from allVendors, else the code', () => {
    expect(vendorName(data().allVendors, 'V2')).toBe('Vendor Two');
    expect(vendorName(data().allVendors, 'ZZ')).toBe('ZZ');
    expect(vendorName(undefined, 'ZZ')).toBe('ZZ');
  });
});
