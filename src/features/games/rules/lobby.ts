/** Lobby rules: the filter (category, vendor, text) and the order of the stored games. Pure, for tests and the bench. */
import type { GameCard } from '../../../shared/contract';

export interface LobbyFilter {
  /** gameClassify; undefined for every category. */
  category?: string;
  vendor?: string;
  /** Free text matched against the name, the vendor and the code. */
  query?: string;
}

/** Lower case, accents removed, spaces collapsed: 'Hà Nội' matches 'ha noi'. */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text a card is searched by: its name, its vendor and its code. */
export function searchKey(card: Pick<GameCard, 'displayName' | 'vendor' | 'accountTypeName' | 'gameId'>): string {
  return normalizeText(`${card.displayName} ${card.vendor} ${card.accountTypeName || card.gameId}`);
}

/** The query's words, normalised: once per filter, not once per game. */
export function queryWords(query: string | undefined): string[] {
  return normalizeText(query ?? '')
    .split(' ')
    .filter(Boolean);
}

/** Every word of the query must appear in the card's search key. */
export function matchesQuery(key: string, query: string | undefined): boolean {
  return queryWords(query).every((word) => key.includes(word));
}

export function filterGames<C extends GameCard>(games: readonly C[], filter: LobbyFilter, keys?: ReadonlyMap<C, string>): C[] {
  const words = queryWords(filter.query);
  return games.filter(
    (game) =>
      (!filter.category || game.category === filter.category) &&
      (!filter.vendor || game.vendor === filter.vendor) &&
      (words.length === 0 || words.every((word) => (keys?.get(game) ?? searchKey(game)).includes(word))),
  );
}

/**
 * A game list indexed once per version: each category's positions, in list order, and each game's search key. The
 * keys are made on the first text query (or by `searchKeys` ahead of it): a lobby that opens without one, the usual
 * visit, does not normalise 5,000 names before its first tile. A category's games and vendors are kept once made, so
 * a tab tapped again (or all games) answers without a pass over the list.
 */
export interface LobbyIndex<C extends GameCard> {
  games: readonly C[];
  categories: ReadonlyMap<string, readonly number[]>;
  searchKeys(): readonly string[];
  /** The games of a category in list order; every game without one. */
  inCategory(category?: string): readonly C[];
  /** The vendors of those games, in first-seen order. */
  vendorsOf(category?: string): readonly string[];
}

export function indexGames<C extends GameCard>(games: readonly C[]): LobbyIndex<C> {
  const categories = new Map<string, number[]>();
  games.forEach((game, position) => {
    if (!game.category) return;
    const positions = categories.get(game.category);
    if (positions) positions.push(position);
    else categories.set(game.category, [position]);
  });
  let keys: string[] | undefined;
  const byCategory = new Map<string, readonly C[]>();
  const vendorsByCategory = new Map<string, readonly string[]>();
  const inCategory = (category?: string): readonly C[] => {
    if (!category) return games;
    let found = byCategory.get(category);
    if (!found) byCategory.set(category, (found = (categories.get(category) ?? []).map((position) => games[position]!)));
    return found;
  };
  return {
    games,
    categories,
    searchKeys: () => (keys ??= games.map(searchKey)),
    inCategory,
    vendorsOf(category) {
      let vendors = vendorsByCategory.get(category ?? '');
      if (!vendors) vendorsByCategory.set(category ?? '', (vendors = vendorsIn(inCategory(category))));
      return vendors;
    },
  };
}

/** filterGames over an index: only the category's games are visited and the query is normalised once. */
export function queryIndex<C extends GameCard>(index: LobbyIndex<C>, filter: LobbyFilter): readonly C[] {
  const words = queryWords(filter.query);
  if (!filter.vendor && words.length === 0) return index.inCategory(filter.category);
  const keys = words.length > 0 ? index.searchKeys() : [];
  const found: C[] = [];
  const visit = (position: number) => {
    const game = index.games[position]!;
    if (filter.vendor && game.vendor !== filter.vendor) return;
    if (words.every((word) => keys[position]!.includes(word))) found.push(game);
  };
  if (filter.category) for (const position of index.categories.get(filter.category) ?? []) visit(position);
  else for (let position = 0; position < index.games.length; position += 1) visit(position);
  return found;
}

/** Stored games in lobby order: category ordinal, vendor order within the category, hot first, then the stored order. */
export function orderGames<C extends GameCard>(
  games: readonly C[],
  ordinal: Readonly<Record<string, number>>,
  vendorOrder: (category: string) => readonly string[],
): C[] {
  const vendorRank = new Map<string, Map<string, number>>();
  const rankOf = (category: string, vendor: string) => {
    let ranks = vendorRank.get(category);
    if (!ranks) {
      ranks = new Map(vendorOrder(category).map((code, index) => [code, index]));
      vendorRank.set(category, ranks);
    }
    return ranks.get(vendor) ?? Number.MAX_SAFE_INTEGER;
  };
  return games
    .map((game, index) => ({
      game,
      index,
      category: ordinal[game.category ?? ''] ?? Number.MAX_SAFE_INTEGER,
      vendor: rankOf(game.category ?? '', game.vendor),
    }))
    .sort(
      (a, b) =>
        a.category - b.category || a.vendor - b.vendor || Number(!!b.game.hot) - Number(!!a.game.hot) || a.index - b.index,
    )
    .map(({ game }) => game);
}

/** Vendors present in a list of games, in first-seen order. */
export function vendorsIn(games: readonly Pick<GameCard, 'vendor'>[]): string[] {
  return [...new Set(games.map((game) => game.vendor))];
}
