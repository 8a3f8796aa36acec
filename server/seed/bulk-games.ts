/**
 * QA scale data (POST /__qa/games/seed): tops a merchant's catalogue up to `count` games, spread round-robin over its
 * vendors (sports lobbies excepted), with deterministic names such as 'Golden Tiger 4321' so a text search can find
 * one game. Games already there are kept; /__qa/reset brings back the plain seed.
 */
import type { Db } from '../db/database';
import { gameImage } from './games';

/** The most games one merchant may be topped up to. */
export const BULK_GAMES_MAX = 20_000;

const ADJECTIVES = ['Golden', 'Lucky', 'Mega', 'Wild', 'Royal', 'Magic', 'Dragon', 'Fortune', 'Super', 'Jade', 'Ruby', 'Mystic'];
const NOUNS = ['Tiger', 'Phoenix', 'Koi', 'Treasure', 'Gems', 'Panda', 'Wheel', 'Temple', 'Riches', 'Bonanza', 'Spins', 'Empire'];

/** The name of the n-th bulk game (1-based): it cycles through adjective × noun and ends with n. */
export function bulkGameName(n: number): string {
  const adjective = ADJECTIVES[(n - 1) % ADJECTIVES.length]!;
  const noun = NOUNS[Math.floor((n - 1) / ADJECTIVES.length) % NOUNS.length]!;
  return `${adjective} ${noun} ${n}`;
}

export interface BulkSeedResult {
  merchant: string;
  added: number;
  total: number;
}

export function seedBulkGames(db: Db, merchant: string, count: number): BulkSeedResult {
  const vendors = db
    .prepare(
      `SELECT v.vendor, MIN(g.category) AS category, v.sort FROM vendors v JOIN games g ON g.merchant = v.merchant AND g.vendor = v.vendor
       WHERE v.merchant = ? AND g.category <> 'SPORTS' GROUP BY v.vendor ORDER BY v.sort`,
    )
    .all(merchant) as { vendor: string; category: string; sort: number }[];
  const existing = db.prepare('SELECT COUNT(*) FROM games WHERE merchant = ?').pluck().get(merchant) as number;
  const target = Math.min(count, BULK_GAMES_MAX);
  if (vendors.length === 0 || existing >= target) return { merchant, added: 0, total: existing };

  const insert = db.prepare(
    `INSERT OR IGNORE INTO games (merchant, game_id, vendor, category, display_name, node_id, image_url, freeplay, hot, maintenance, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, 0, ?)`,
  );
  const added = db.transaction(() => {
    let inserted = 0;
    for (let n = existing + 1; n <= target; n += 1) {
      const { vendor, category } = vendors[n % vendors.length]!;
      const gameId = `${vendor.toLowerCase()}-bulk-${n}`;
      // Sorted after the plain seed (whose sort numbers stay below 1,000).
      const sort = 1_000 + n;
      inserted += insert.run(
        merchant,
        gameId,
        vendor,
        category,
        bulkGameName(n),
        `B${n}`,
        gameImage(merchant, vendor, gameId),
        n % 5 === 0 ? 1 : 0,
        sort,
      ).changes;
    }
    return inserted;
  })();
  return { merchant, added, total: existing + added };
}
