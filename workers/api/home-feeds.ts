/**
 * The home screen's live feeds (spec §3 Other store data, §6, §7; ACCEPTANCE D8, D10, Q51): the sports matches from
 * GCSGAME_getGameMatchV2 and the public winners feed GET /wps/game/orders, each kept whole in the Dexie lists table
 * (gameMatches, gameOrders). Neither needs a session; a failed call leaves the last good list in place.
 */
import type { MemberDb, StoredListRow, StoredLists } from '../../src/data/db';
import type { GameMatch, GameOrder } from '../../src/shared/contract';
import type { ApiResult } from '../../src/shared/errors/result';
import type { HttpClient } from './http-client';
import type { Clock } from '../../src/data/clock';
import { isObject } from '../../src/shared/is-object';
import { applyPart, emptySummary, type RefreshSummary } from './refresh-summary';

/** How many recent winners the ticker shows (one page of the feed). */
export const WINNERS_PAGE_SIZE = 20;

export type HomeFeedKey = 'gameMatches' | 'gameOrders';

function isMatch(value: unknown): value is GameMatch {
  return isObject(value) && typeof value.matchId === 'string' && typeof value.home === 'string' && typeof value.away === 'string';
}

function isOrder(value: unknown): value is GameOrder {
  return isObject(value) && typeof value.maskedUser === 'string' && typeof value.amount === 'number';
}

export function createHomeFeeds(client: HttpClient, getDb: () => MemberDb, timers: Pick<Clock, 'now'>) {
  async function store<K extends HomeFeedKey>(
    key: K,
    result: ApiResult<readonly unknown[]>,
    keep: (row: unknown) => row is StoredLists[K][number],
    summary: RefreshSummary,
  ): Promise<void> {
    await applyPart(summary, key, result, Array.isArray, (rows) =>
      getDb().lists.put({ key, value: rows.filter(keep), updatedAt: timers.now() } as StoredListRow),
    );
  }

  return {
    async sync(): Promise<RefreshSummary> {
      const summary = emptySummary();
      const [matches, orders] = await Promise.all([
        client.call('gameMatches', {}, { silent: true }),
        client.call('gameOrders', { page: 1, size: WINNERS_PAGE_SIZE }, { silent: true }),
      ]);
      await Promise.all([store('gameMatches', matches, isMatch, summary), store('gameOrders', orders, isOrder, summary)]);
      return summary;
    },
  };
}

export type HomeFeeds = ReturnType<typeof createHomeFeeds>;
