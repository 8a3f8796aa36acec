/** Sports matches (R10) and the winners ranking built from the orders feed (R22). */
import type { GameMatch, RankingEntry } from '../../src/shared/contract';
import type { Db } from '../db/database';

export function gameMatches(db: Db, merchant: string): GameMatch[] {
  const rows = db.prepare('SELECT * FROM game_matches WHERE merchant = ? ORDER BY start_time').all(merchant) as {
    match_id: string;
    league: string;
    home: string;
    away: string;
    start_time: number;
    odds: string;
  }[];
  return rows.map((row) => ({
    matchId: row.match_id,
    league: row.league,
    home: row.home,
    away: row.away,
    startTime: row.start_time,
    odds: JSON.parse(row.odds) as number[],
  }));
}

export function ranking(db: Db, merchant: string, limit = 10): RankingEntry[] {
  const rows = db
    .prepare('SELECT masked_user, game, amount FROM game_orders WHERE merchant = ? ORDER BY amount DESC LIMIT ?')
    .all(merchant, limit) as {
    masked_user: string;
    game: string;
    amount: number;
  }[];
  return rows.map((row, index) => ({ rank: index + 1, maskedUser: row.masked_user, game: row.game, amount: row.amount }));
}
