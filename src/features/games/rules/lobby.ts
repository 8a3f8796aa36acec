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

/** Every word of the query must appear in the card's search key. */
export function matchesQuery(key: string, query: string | undefined): boolean {
  const words = normalizeText(query ?? '')
    .split(' ')
    .filter(Boolean);
  return words.every((word) => key.includes(word));
}

export function filterGames<C extends GameCard>(games: readonly C[], filter: LobbyFilter, keys?: ReadonlyMap<C, string>): C[] {
  const query = filter.query?.trim();
  return games.filter(
    (game) =>
      (!filter.category || game.category === filter.category) &&
      (!filter.vendor || game.vendor === filter.vendor) &&
      (!query || matchesQuery(keys?.get(game) ?? searchKey(game), query)),
  );
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
