/**
 * The home screen's data, after the settings (the merchant is known then): game vendor data (R9) and the marquee,
 * banner and popup announcements (R4); and the lobby's full game list (R20). Each part replaces what Dexie had only
 * when its call succeeds, so a failed refresh leaves the last good data on screen.
 */
import type { Announcement, GameCard } from '../../src/shared/contract';
import { CURRENT, type MemberDb, type SystemState } from '../../src/data/db';
import { BANNER_TYPE, HTTP_DEFAULT_TIMEOUT_MS, MARQUEE_TYPE, POPUP_TYPE } from '../../src/shared/constants';
import { sleep, type Clock } from '../../src/data/clock';
import { ErrorCode } from '../../src/shared/contract';
import type { ApiError, ApiResult } from '../../src/shared/errors/result';
import { isObject } from '../../src/shared/is-object';
import { keepEqualParts } from '../../src/data/keep-equal-parts';
import type { HttpClient } from './http-client';
import { applyPart, emptySummary, invalidShape, type RefreshSummary } from './refresh-summary';

/** Announcement kinds the home screen shows (ACCEPTANCE D39, Q58), each fetched with its own types list. */
const HOME_ANNOUNCEMENTS: readonly { part: string; type: string }[] = [
  { part: 'marquee', type: MARQUEE_TYPE },
  { part: 'banners', type: BANNER_TYPE },
  { part: 'popups', type: POPUP_TYPE },
];
/** Page size of the lobby's game list (the backend allows up to 100) and a guard against a runaway total. */
const GAME_LIST_PAGE_SIZE = 100;
const GAME_LIST_MAX_PAGES = 200;
/**
 * A page that failed fast (no network answer, or a 5xx) is asked again this many times, after 500 ms, then 1 s, within
 * the one timeout the page has in all (so the resource's chain holds): the list is stored only whole, so on a flaky
 * network one lost page of 17 would otherwise keep the lobby empty.
 */
const GAME_LIST_PAGE_RETRIES = 2;
const GAME_LIST_RETRY_DELAY_MS = 500;

/** A failure worth asking again at once: the request got no answer, or the server failed (not a timeout: its wait is spent). */
function isTransient(error: ApiError): boolean {
  if (error.code === ErrorCode.NETWORK_ERROR) return true;
  return error.code === ErrorCode.HTTP_ERROR && (error.status ?? 0) >= 500;
}

function isGameVendorData(value: unknown): boolean {
  return isObject(value) && Array.isArray(value.sorting) && Array.isArray(value.categories);
}

function isGameList(value: unknown): value is { list: GameCard[]; total: number } {
  return isObject(value) && Array.isArray(value.list) && typeof value.total === 'number';
}

function isGameCards(value: readonly GameCard[]): boolean {
  return value.every((card) => isObject(card) && typeof card.gameId === 'string' && card.gameId !== '');
}

/** One card per gameId (the last one listed wins), in gameId order: the lobby's stored order. */
function byGameId(games: readonly GameCard[]): GameCard[] {
  const unique = new Map(games.map((game) => [game.gameId, game]));
  return [...unique.values()].sort((a, b) => (a.gameId < b.gameId ? -1 : a.gameId > b.gameId ? 1 : 0));
}

/** Replaces the general announcements of one type (other categories, such as app_download, are left alone). */
function replaceAnnouncements(db: MemberDb, type: string, rows: Announcement[], now: number) {
  return db.transaction('rw', db.announcements, db.systemState, async () => {
    await db.announcements
      .where('type')
      .equals(type)
      .filter((row) => (row.category ?? 'general') === 'general')
      .delete();
    await db.announcements.bulkPut(rows.filter((row) => isObject(row) && typeof row.id === 'string'));
    const stored = (await db.systemState.get('announcementsStored'))?.value as SystemState['announcementsStored'] | undefined;
    await db.systemState.put({ key: 'announcementsStored', value: { ...stored, [type]: now }, updatedAt: now });
  });
}

export function createHomeSync(client: HttpClient, getDb: () => MemberDb, timers: Clock) {
  return {
    async syncHome(): Promise<RefreshSummary> {
      const db = getDb();
      const summary = emptySummary();
      await Promise.all([
        applyPart(summary, 'gameVendors', client.call('gameVendors', {}), isGameVendorData, (value) =>
          db.gameVendors.put({ key: CURRENT, value, updatedAt: timers.now() }),
        ),
        ...HOME_ANNOUNCEMENTS.map(({ part, type }) =>
          applyPart(summary, part, client.call('announcements', { types: [type], platform: 'M' }), Array.isArray, (value) =>
            replaceAnnouncements(db, type, value, timers.now()),
          ),
        ),
      ]);
      return summary;
    },

    /**
     * The lobby's full game list: the first page, then the rest together (the client lets two go out at a time, and
     * a page's wait for its turn counts in its timeout). The stored list is replaced only when every page arrived,
     * and only when it changed: each write makes every open lobby read and compare about 1 MB of games again.
     */
    async syncGames(): Promise<RefreshSummary> {
      const summary = emptySummary();
      const page = async (n: number): Promise<ApiResult<unknown>> => {
        const deadline = timers.now() + HTTP_DEFAULT_TIMEOUT_MS;
        let result = await client.call('gameList', { page: n, size: GAME_LIST_PAGE_SIZE });
        for (let retry = 1; retry <= GAME_LIST_PAGE_RETRIES && !result.ok && isTransient(result.error); retry += 1) {
          const delay = GAME_LIST_RETRY_DELAY_MS * retry;
          const left = deadline - timers.now() - delay;
          if (left <= 0) break;
          await sleep(timers, delay);
          result = await client.call('gameList', { page: n, size: GAME_LIST_PAGE_SIZE }, { timeoutMs: left });
        }
        return result;
      };
      const first = await page(1);
      if (!first.ok) return { ...summary, failed: [{ part: 'games', error: first.error }] };
      if (!isGameList(first.value)) return { ...summary, failed: [{ part: 'games', error: invalidShape('games') }] };
      const pages = Math.min(GAME_LIST_MAX_PAGES, Math.ceil(first.value.total / GAME_LIST_PAGE_SIZE));
      const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, index) => page(index + 2)));
      const games: GameCard[] = [...first.value.list];
      for (const result of rest) {
        if (!result.ok) return { ...summary, failed: [{ part: 'games', error: result.error }] };
        if (isGameList(result.value)) games.push(...result.value.list);
      }
      const db = getDb();
      await applyPart(summary, 'games', { ok: true, value: games }, isGameCards, async (value) => {
        const list = byGameId(value);
        const stored = await db.gameList.get(CURRENT);
        if (stored && keepEqualParts(stored.value, list) === stored.value) return;
        await db.gameList.put({ key: CURRENT, value: list, updatedAt: timers.now() });
      });
      return summary;
    },
  };
}
