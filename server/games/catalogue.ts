/** Game catalogue queries: cards, the vendor data of R9, lists and lookups. */
import type { GameCard, GameVendorData, VendorInfo } from '../../src/shared/contract';
import type { Db } from '../db/database';
import type { Merchant } from '../merchants/store';

export const CARDS_PER_CATEGORY = 12;

export interface GameRow {
  merchant: string;
  game_id: string;
  vendor: string;
  category: string;
  display_name: string;
  node_id: string;
  image_url: string;
  freeplay: number;
  hot: number;
  maintenance: number;
  sort: number;
}

export function toCard(row: GameRow): GameCard {
  return {
    gameId: row.game_id,
    nodeId: row.node_id,
    vendor: row.vendor,
    accountTypeName: row.game_id,
    displayName: row.display_name,
    freeplay: row.freeplay === 1,
    imageUrl: row.image_url,
    category: row.category,
    hot: row.hot === 1,
  };
}

export function vendorInfos(db: Db, merchant: string): VendorInfo[] {
  return db.prepare('SELECT vendor, name, logo FROM vendors WHERE merchant = ? ORDER BY sort').all(merchant) as VendorInfo[];
}

export function vendorsOfCategory(db: Db, merchant: string, category: string): VendorInfo[] {
  return db
    .prepare(
      `SELECT v.vendor, v.name, v.logo FROM vendors v WHERE v.merchant = ? AND EXISTS
        (SELECT 1 FROM games g WHERE g.merchant = v.merchant AND g.vendor = v.vendor AND g.category = ?) ORDER BY v.sort`,
    )
    .all(merchant, category) as VendorInfo[];
}

/** R9: sorting, mapping and vendorSorting come from the games table unless the merchant's layout overrides them. */
export function gameVendorData(db: Db, merchant: Merchant): GameVendorData {
  const layout = merchant.config.games;
  const categories = db.prepare('SELECT DISTINCT category FROM games WHERE merchant = ?').pluck().all(merchant.code) as string[];
  const ordered = [
    ...layout.sorting.filter((category) => categories.includes(category)),
    ...categories.filter((category) => !layout.sorting.includes(category)),
  ];
  const mapping: Record<string, string[]> = {};
  const vendorSorting: Record<string, string[]> = {};
  for (const category of ordered) {
    const vendors = vendorsOfCategory(db, merchant.code, category).map((vendor) => vendor.vendor);
    mapping[category] = layout.mapping?.[category] ?? vendors;
    vendorSorting[category] = layout.vendorSorting?.[category] ?? vendors;
  }
  const count = db.prepare('SELECT COUNT(*) FROM games WHERE merchant = ? AND category = ?').pluck();
  const cards = db.prepare('SELECT * FROM games WHERE merchant = ? AND category = ? ORDER BY hot DESC, sort, vendor LIMIT ?');
  return {
    sorting: ordered,
    mapping,
    vendorSorting,
    display: Object.fromEntries(ordered.map((category) => [category, layout.display[category] ?? true])),
    allVendors: vendorInfos(db, merchant.code),
    categories: ordered.map((category) => ({
      title: layout.titles[category] ?? category,
      gameClassify: category,
      gameCount: count.get(merchant.code, category) as number,
      cards: (cards.all(merchant.code, category, CARDS_PER_CATEGORY) as GameRow[]).map(toCard),
    })),
  };
}

export function findGame(db: Db, merchant: string, code: string, vendor?: string): GameRow | undefined {
  return (
    vendor
      ? db.prepare('SELECT * FROM games WHERE merchant = ? AND game_id = ? AND vendor = ?').get(merchant, code, vendor)
      : db.prepare('SELECT * FROM games WHERE merchant = ? AND game_id = ? ORDER BY sort LIMIT 1').get(merchant, code)
  ) as GameRow | undefined;
}

export function gameList(
  db: Db,
  merchant: string,
  filter: { category?: string; vendor?: string; page: number; size: number },
): { list: GameCard[]; total: number } {
  const where = 'merchant = @merchant AND (@category IS NULL OR category = @category) AND (@vendor IS NULL OR vendor = @vendor)';
  const params = { merchant, category: filter.category ?? null, vendor: filter.vendor ?? null };
  const total = db.prepare(`SELECT COUNT(*) FROM games WHERE ${where}`).pluck().get(params) as number;
  const rows = db
    .prepare(`SELECT * FROM games WHERE ${where} ORDER BY category, vendor, sort LIMIT @size OFFSET @offset`)
    .all({ ...params, size: filter.size, offset: (filter.page - 1) * filter.size }) as GameRow[];
  return { list: rows.map(toCard), total };
}

export function hotGames(db: Db, merchant: string, limit = 24): GameCard[] {
  return (
    db
      .prepare('SELECT * FROM games WHERE merchant = ? AND hot = 1 ORDER BY sort, vendor LIMIT ?')
      .all(merchant, limit) as GameRow[]
  ).map(toCard);
}

export function favouriteGames(db: Db, memberId: string): GameCard[] {
  return (
    db
      .prepare(
        `SELECT g.* FROM favourite_games f JOIN games g ON g.merchant = f.merchant AND g.vendor = f.vendor AND g.game_id = f.game_id
         WHERE f.member_id = ? ORDER BY f.added_at DESC`,
      )
      .all(memberId) as GameRow[]
  ).map(toCard);
}

export function recentGames(db: Db, memberId: string, limit = 20): GameCard[] {
  return (
    db
      .prepare(
        `SELECT g.* FROM (SELECT merchant, vendor, game_id, MAX(launched_at) AS last FROM game_launches WHERE member_id = ? GROUP BY merchant, vendor, game_id) l
         JOIN games g ON g.merchant = l.merchant AND g.vendor = l.vendor AND g.game_id = l.game_id ORDER BY l.last DESC LIMIT ?`,
      )
      .all(memberId, limit) as GameRow[]
  ).map(toCard);
}

export function recordLaunch(
  db: Db,
  merchant: string,
  memberId: string | null,
  game: GameRow,
  trial: boolean,
  now: number,
): void {
  db.prepare(
    'INSERT INTO game_launches (member_id, merchant, vendor, game_id, trial, launched_at) VALUES (?, ?, ?, ?, ?, ?)',
  ).run(memberId, merchant, game.vendor, game.game_id, trial ? 1 : 0, now);
}
