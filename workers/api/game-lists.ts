/**
 * The lobby's lists (spec §7; ACCEPTANCE D9, Q5): hot games, the winners ranking and the vendor list for everyone,
 * favourite and recent games for a member. Each goes whole into the Dexie `lists` table and replaces the stored row
 * only when its call succeeded with a list, so a failed refresh (or no network) leaves the last good one on screen.
 * The member lists are removed when the session ends.
 */
import type { MemberDb, StoredListKey, StoredLists } from '../../src/data/db';
import type { EndpointName } from '../../src/shared/contract';
import type { HttpClient } from './http-client';
import type { Clock } from '../../src/data/clock';
import { applyPart, emptySummary, type RefreshSummary } from './refresh-summary';

/** The lists anyone may load (hot, ranking, vendor list) and the ones that need a session. */
export const PUBLIC_GAME_LISTS = ['hotGames', 'ranking', 'vendorList'] as const;
export const MEMBER_GAME_LISTS = ['favouriteGames', 'recentGames'] as const;
export type GameListKey = (typeof PUBLIC_GAME_LISTS)[number] | (typeof MEMBER_GAME_LISTS)[number];

/** Every list key is also the name of its endpoint in the contract. */
const endpointOf: Record<GameListKey, EndpointName & StoredListKey> = {
  hotGames: 'hotGames',
  ranking: 'ranking',
  vendorList: 'vendorList',
  favouriteGames: 'favouriteGames',
  recentGames: 'recentGames',
};

export function createGameLists(client: HttpClient, getDb: () => MemberDb, timers: Pick<Clock, 'now'>) {
  async function load(key: GameListKey, summary: RefreshSummary): Promise<void> {
    // Each of these endpoints takes an empty body (ext is added by the client on the image lists).
    const result = await client.call(endpointOf[key], {}, { silent: true });
    await applyPart(summary, key, result, Array.isArray, (value) =>
      getDb().lists.put({ key, value: value as StoredLists[typeof key], updatedAt: timers.now() }),
    );
  }

  return {
    /** The public lists, plus the member lists when a session is set (they carry its Authorization). */
    async sync({ member }: { member: boolean }): Promise<RefreshSummary> {
      const summary = emptySummary();
      const keys: GameListKey[] = member ? [...PUBLIC_GAME_LISTS, ...MEMBER_GAME_LISTS] : [...PUBLIC_GAME_LISTS];
      await Promise.all(keys.map((key) => load(key, summary)));
      return summary;
    },

    /** The session ended: a guest sees no one's favourites or recent games. */
    async clearMember(): Promise<void> {
      await getDb().lists.bulkDelete([...MEMBER_GAME_LISTS]);
    },
  };
}

export type GameLists = ReturnType<typeof createGameLists>;
