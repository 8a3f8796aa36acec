/**
 * Rules of the lobby's lists (ACCEPTANCE D9): which shelves a visitor sees (hot for everyone, favourites and recent
 * games for members), what each holds on a category page, the winners ranking and how its amounts read. Pure.
 */
import type { GameCard, RankingEntry, VendorInfo } from '../../../shared/contract';

export type ShelfId = 'hot' | 'favourites' | 'recent' | 'ranking';

/** At most this many tiles on a shelf (a horizontal strip, not a second lobby). */
export const SHELF_MAX_CARDS = 24;
export const RANKING_MAX_ROWS = 10;

export interface ShelfSources {
  /** The stored hot list (R21); undefined before the first sync. */
  hot?: readonly GameCard[];
  favourites?: readonly GameCard[];
  recent?: readonly GameCard[];
  /** The stored game list, whose hot flags stand in for the hot list until it arrives. */
  games?: readonly GameCard[];
}

export interface GameShelf {
  id: Exclude<ShelfId, 'ranking'>;
  cards: GameCard[];
}

const cardKey = (card: Pick<GameCard, 'vendor' | 'gameId'>) => `${card.vendor}:${card.gameId}`;

/** A list without repeated games (same vendor and id), in its order, capped. */
export function distinctCards(cards: readonly GameCard[], max = SHELF_MAX_CARDS): GameCard[] {
  const seen = new Set<string>();
  const out: GameCard[] = [];
  for (const card of cards) {
    const key = cardKey(card);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(card);
    if (out.length >= max) break;
  }
  return out;
}

/** The stored hot list; before it exists, the stored games flagged hot. */
export function hotCards(sources: Pick<ShelfSources, 'hot' | 'games'>): GameCard[] {
  if (sources.hot) return [...sources.hot];
  return (sources.games ?? []).filter((game) => game.hot === true);
}

/**
 * The shelves in tab order: hot for everyone; favourites and recent games only for a member. On a category page a
 * shelf holds that category's games only (a card without a category is kept: the server did not say).
 */
export function gameShelves(sources: ShelfSources, options: { member: boolean; category?: string }): GameShelf[] {
  const inCategory = (cards: readonly GameCard[]) =>
    options.category ? cards.filter((card) => !card.category || card.category === options.category) : cards;
  const shelves: GameShelf[] = [{ id: 'hot', cards: distinctCards(inCategory(hotCards(sources))) }];
  if (options.member) {
    shelves.push({ id: 'favourites', cards: distinctCards(inCategory(sources.favourites ?? [])) });
    shelves.push({ id: 'recent', cards: distinctCards(inCategory(sources.recent ?? [])) });
  }
  return shelves;
}

/** The ranking by rank, at most RANKING_MAX_ROWS rows; malformed rows are dropped. */
export function rankingRows(entries: readonly RankingEntry[] | undefined): RankingEntry[] {
  return (entries ?? [])
    .filter((entry) => Number.isFinite(entry.rank) && Number.isFinite(entry.amount) && typeof entry.maskedUser === 'string')
    .sort((a, b) => a.rank - b.rank)
    .slice(0, RANKING_MAX_ROWS);
}

/** Vendor names: the vendor data's allVendors first, then the stored vendor list (R23) for vendors it lacks. */
export function vendorDirectory(
  allVendors: readonly VendorInfo[] | undefined,
  vendorList: readonly VendorInfo[] | undefined,
): ReadonlyMap<string, string> {
  const names = new Map<string, string>();
  for (const vendor of [...(allVendors ?? []), ...(vendorList ?? [])]) {
    if (vendor?.vendor && vendor.name && !names.has(vendor.vendor)) names.set(vendor.vendor, vendor.name);
  }
  return names;
}
