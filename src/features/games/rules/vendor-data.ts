/**
 * Game vendor data rules (spec §3 "Game vendor data"; ACCEPTANCE D1–D7, Q50): pure functions over the answer of
 * GCSGAME_newGameVendor. The worker stores that answer as it came; the page derives ordinals, visible categories,
 * the vendors of a category and its cards from it.
 */
import type { GameCard, GameCategory, GameVendorData, VendorInfo } from '../../../shared/contract';

/** Category ordinals start here and step by this much, in `sorting` order (Q50). */
export const ORDINAL_START = 100;
export const ORDINAL_STEP = 100;

/** Alias categories derived from another category's ordinal: [alias, base, offset]. */
export const ORDINAL_ALIASES: readonly (readonly [alias: string, base: string, offset: number])[] = [
  ['ELOTTO', 'ELOTT', 0],
  ['SEA_LOTT', 'LOTT', 5],
  ['VIETNAM_LOTTO', 'LOTT', 1],
];

/** The six keys of the store's game vendor data (D1), ordinal derived on the client. */
export interface VendorData {
  sorting: string[];
  mapping: Record<string, string[]>;
  vendorSorting: Record<string, string[]>;
  display: Record<string, boolean>;
  ordinal: Record<string, number>;
  allVendors: VendorInfo[];
}

/** 100, 200, 300… in sorting order; ELOTTO = ELOTT, SEA_LOTT = LOTT + 5, VIETNAM_LOTTO = LOTT + 1 when not sorted themselves. */
export function categoryOrdinals(sorting: readonly string[]): Record<string, number> {
  const ordinal: Record<string, number> = {};
  sorting.forEach((category, index) => {
    if (!(category in ordinal)) ordinal[category] = ORDINAL_START + index * ORDINAL_STEP;
  });
  for (const [alias, base, offset] of ORDINAL_ALIASES) {
    if (!sorting.includes(alias) && ordinal[base] !== undefined) ordinal[alias] = ordinal[base] + offset;
  }
  return ordinal;
}

/** The store's view of the answer: the six keys of D1. */
export function toVendorData(data: GameVendorData): VendorData {
  return {
    sorting: [...data.sorting],
    mapping: data.mapping ?? {},
    vendorSorting: data.vendorSorting ?? {},
    display: data.display ?? {},
    ordinal: categoryOrdinals(data.sorting ?? []),
    allVendors: data.allVendors ?? [],
  };
}

/** Sorts category codes by ordinal; codes without one keep their relative order after the rest. */
export function sortByOrdinal(codes: readonly string[], ordinal: Readonly<Record<string, number>>): string[] {
  return codes
    .map((code, index) => ({ code, index, key: ordinal[code] ?? Number.POSITIVE_INFINITY }))
    .sort((a, b) => a.key - b.key || a.index - b.index)
    .map(({ code }) => code);
}

/** A category is shown unless its display flag is false (D4). */
export function isDisplayed(data: Pick<GameVendorData, 'display'>, category: string): boolean {
  return data.display?.[category] !== false;
}

/** The vendors a category holds (mapping decides), ordered by vendorSorting; unsorted ones follow in mapping order (D3). */
export function vendorsOfCategory(data: Pick<GameVendorData, 'mapping' | 'vendorSorting'>, category: string): string[] {
  const members = data.mapping?.[category] ?? [];
  const order = data.vendorSorting?.[category] ?? [];
  const sorted = order.filter((vendor) => members.includes(vendor));
  return [...new Set([...sorted, ...members.filter((vendor) => !order.includes(vendor))])];
}

/** Cards of vendors the category holds, in vendor order; within a vendor the server's order is kept. */
export function orderCards<C extends Pick<GameCard, 'vendor'>>(cards: readonly C[], vendors: readonly string[]): C[] {
  const rank = new Map(vendors.map((vendor, index) => [vendor, index]));
  return cards
    .map((card, index) => ({ card, index, key: rank.get(card.vendor) }))
    .filter((entry): entry is { card: C; index: number; key: number } => entry.key !== undefined)
    .sort((a, b) => a.key - b.key || a.index - b.index)
    .map(({ card }) => card);
}

/** One category as the home strip and the lobby show it (D2). */
export interface CategoryView {
  /** gameClassify: the category's code (SLOT, LIVE…), used for filtering and the public pages. */
  code: string;
  title: string;
  gameCount: number;
  ordinal: number;
  vendors: string[];
  cards: GameCard[];
}

/** Visible categories in ordinal order, each with its vendors and its cards (mapping and vendorSorting applied). */
export function categoryViews(data: GameVendorData | undefined): CategoryView[] {
  if (!data) return [];
  const ordinal = categoryOrdinals(data.sorting ?? []);
  const byCode = new Map((data.categories ?? []).map((category) => [gameClassify(category), category]));
  const codes = sortByOrdinal([...new Set([...(data.sorting ?? []), ...byCode.keys()])], ordinal);
  return codes
    .filter((code) => byCode.has(code) && isDisplayed(data, code))
    .map((code) => {
      const category = byCode.get(code)!;
      const vendors = vendorsOfCategory(data, code);
      return {
        code,
        title: category.title || code,
        gameCount: gameCount(category),
        ordinal: ordinal[code] ?? Number.POSITIVE_INFINITY,
        vendors,
        cards: orderCards(category.cards ?? [], vendors),
      };
    });
}

/** The category's code. */
export function gameClassify(category: Pick<GameCategory, 'gameClassify'>): string {
  return category.gameClassify;
}

/** How many games the category has on the server (the cards are only its first few). */
export function gameCount(category: Pick<GameCategory, 'gameCount' | 'cards'>): number {
  return Number.isFinite(category.gameCount) ? category.gameCount : (category.cards?.length ?? 0);
}

/** A vendor's display name from allVendors, else its code. */
export function vendorName(allVendors: readonly VendorInfo[] | undefined, vendor: string): string {
  return allVendors?.find((entry) => entry.vendor === vendor)?.name ?? vendor;
}

/** What a card offers (D2, D7): the launch key is accountTypeName, the label displayName, trial play when freeplay. */
export interface CardView {
  key: string;
  label: string;
  vendor: string;
  imageUrl: string;
  freeplay: boolean;
  /** /m/launchGame for a real-money launch (D19). */
  launchPath: string;
  /** /m/launchGame with playType=trial, when freeplay (D20). */
  trialPath?: string;
}

export function cardView(card: GameCard): CardView {
  const query = new URLSearchParams({ vendor: card.vendor, code: card.accountTypeName || card.gameId });
  const launchPath = `/m/launchGame?${query.toString()}`;
  const view: CardView = {
    key: card.accountTypeName || card.gameId,
    label: card.displayName || card.accountTypeName || card.gameId,
    vendor: card.vendor,
    imageUrl: card.imageUrl,
    freeplay: card.freeplay === true,
    launchPath,
  };
  if (view.freeplay) {
    query.set('playType', 'trial');
    if (card.nodeId) query.set('nodeId', card.nodeId);
    view.trialPath = `/m/launchGame?${query.toString()}`;
  }
  return view;
}
