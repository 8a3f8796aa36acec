/**
 * Live-read hooks: the page reads everything it shows from the local store, and re-renders when the worker writes. A
 * row query answers null when the row is absent, so undefined means only "the store has not answered yet".
 */
import type { GameCard } from '../shared/contract';
import { readByIndex, readRow } from './page-store';
import {
  CURRENT,
  type StoredListKey,
  type StoredLists,
  type StoreRows,
  type StoreTable,
  type SystemState,
  type SystemStateKey,
} from './schema';
import { keepSharedQuery, latestAnswer, sharedQuery, useSharedQuery, type SharedQuery } from './shared-query';

/** The shared query of one stored row (its key, the table it follows, the read): null when it is not stored. */
function rowQuery<K extends StoreTable>(table: K, key: string) {
  return [`${table}:${key}`, [{ table, key }], async () => (await readRow(table, key)) ?? null] as const;
}

/**
 * The live read of one stored row that the page's components share (null when it is not stored): for code outside
 * components that follows a row, so it adds no read of its own.
 */
export function sharedRow<K extends StoreTable>(table: K, key: string): SharedQuery<StoreRows[K] | null> {
  return sharedQuery<StoreRows[K] | null>(...rowQuery(table, key));
}

/** One stored row: undefined until the store answers, null when it is not stored. */
function useRow<K extends StoreTable>(table: K, key: string, options?: { keep?: boolean }): StoreRows[K] | null | undefined {
  return useSharedQuery(...rowQuery(table, key), options);
}

type RowValue<K extends StoreTable> = StoreRows[K] extends { value: infer V } ? V : never;

/**
 * One stored row's value: undefined until the store answers and while nothing is stored. The same query as the
 * row's; a row written again with an equal value (a refresh that changed nothing) renders nothing again.
 */
function useRowValue<K extends StoreTable>(table: K, key: string, options?: { keep?: boolean }): RowValue<K> | undefined {
  return useSharedQuery(...rowQuery(table, key), {
    ...options,
    select: (row) => (row as { value?: RowValue<K> } | null)?.value,
  });
}

/** The stored site settings row: undefined until the store answers, null when nothing is stored. */
export function useSiteSettingsRow() {
  return useRow('siteSettings', CURRENT);
}

export function useSiteSettings() {
  return useRowValue('siteSettings', CURRENT);
}

/**
 * The stored rows the shell and its screens take their shape from: the site settings (the brand, the menu, the login
 * prompt), the feature switches (which ways in a form offers), the template, the country (dialling codes), the runtime
 * and registration settings, and what decides the menu's entries (the promotions on offer, the member, the download
 * links).
 */
const SHAPING_ROWS: readonly (readonly [StoreTable, string])[] = [
  ['siteSettings', CURRENT],
  ['featureSwitches', CURRENT],
  ['mobileTemplate', CURRENT],
  ['countryInfo', CURRENT],
  ['systemState', 'config'],
  ['systemState', 'registerSettings'],
  ['promoAvailability', CURRENT],
  ['memberInfo', CURRENT],
  ['memberState', CURRENT],
  ['lists', 'downloadSetting'],
];

/**
 * How long the first render waits at most for those answers: a store that never answers (an open that hangs, as
 * Safari 14's first one could before ./idb-ready.ts, or one held by another tab's schema upgrade) must not keep the
 * page blank. They come in milliseconds otherwise.
 */
export const SHAPING_ROWS_WAIT_MS = 1_000;

/**
 * Resolves once the store has answered on every shaping row, or failed to, or after SHAPING_ROWS_WAIT_MS. Their reads
 * run on for the page's lifetime from here (the shell reads them on every screen), so a first render after this shows
 * what is stored rather than rendering without it and moving when the answers come (the login form, pushed down by
 * its prompt and its social buttons).
 */
export async function whenShapingRowsRead(): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all(SHAPING_ROWS.map(([table, key]) => whenRowRead(table, key))),
    new Promise((waited) => (timer = setTimeout(waited, SHAPING_ROWS_WAIT_MS))),
  ]);
  clearTimeout(timer);
}

/** Resolves once the store has answered on a row, or failed to; the row's read is kept for the page's lifetime. */
function whenRowRead(table: StoreTable, key: string): Promise<void> {
  const query = rowQuery(table, key);
  keepSharedQuery(...query);
  let stop = () => {};
  const read = new Promise<void>((settle) => {
    stop = sharedQuery(...query).subscribe(
      () => settle(),
      () => settle(),
    );
  });
  return read.finally(() => stop());
}

/** When the site settings were last stored (ms since the epoch): the age of what the page shows offline. */
export function useSiteSettingsUpdatedAt(): number | undefined {
  return useSiteSettingsRow()?.updatedAt;
}

export function useFeatureSwitches() {
  return useRowValue('featureSwitches', CURRENT);
}

export function useMobileTemplate() {
  return useRowValue('mobileTemplate', CURRENT);
}

export function useCountryInfo() {
  return useRowValue('countryInfo', CURRENT);
}

export function useSystemState<K extends SystemStateKey>(key: K): SystemState[K] | undefined {
  return useRowValue('systemState', key) as SystemState[K] | undefined;
}

/**
 * The stored answer of GCSGAME_newGameVendor (the worker's syncHome writes it), kept for the lobby's remounts:
 * undefined until the store answers, null when none is stored.
 */
export function useGameVendorDataOrNull() {
  return useSharedQuery(...rowQuery('gameVendors', CURRENT), { keep: true, select: (row) => row?.value ?? null });
}

/** The same answer; undefined until the store answers and while none is stored. */
export function useGameVendorData() {
  return useGameVendorDataOrNull() ?? undefined;
}

/**
 * The shared query of the stored announcements of one type; undefined until that type has been stored once (an empty
 * list is then known to be empty). The rows and the stored-types mark are read together, after the same write: read
 * apart, a list from before a sync and the mark of that sync could meet, and a carousel would vanish for a moment.
 */
function announcementsQuery(type: string) {
  return [
    `announcements:${type}`,
    ['announcements', { table: 'systemState', key: 'announcementsStored' }],
    async () => {
      const [rows, stored] = await Promise.all([
        readByIndex('announcements', 'type', type),
        readRow('systemState', 'announcementsStored'),
      ]);
      return (stored?.value as SystemState['announcementsStored'] | undefined)?.[type] !== undefined ? rows : undefined;
    },
  ] as const;
}

/** The stored announcements of one type (see announcementsQuery). */
export function useAnnouncements(type: string) {
  return useSharedQuery(...announcementsQuery(type));
}

/** The live read of one type's announcements that the page's components share: for code outside their render. */
export function sharedAnnouncements(type: string) {
  return sharedQuery(...announcementsQuery(type));
}

/** Every stored game: an empty list when none is stored. */
const gamesQuery = ['gameList', ['gameList'], async () => (await readRow('gameList', CURRENT))?.value ?? []] as const;

/** Every stored game (the lobby's list; the worker's syncGames writes it); undefined until the store has answered. */
export function useGames() {
  return useSharedQuery(...gamesQuery, { keep: true });
}

/**
 * Every stored game, for code outside components: the lobby's live answer once it holds one, so a launch from the
 * lobby does not deserialise the whole list again (about 1 MB for 5,000 games); else one read of the row.
 */
export async function readGames(): Promise<GameCard[]> {
  const [key, , read] = gamesQuery;
  return latestAnswer<GameCard[]>(key)?.value ?? read();
}

/**
 * Starts reading what the lobby orders its games by, the stored games and the vendor data, before it first renders
 * (a visit that opens on a lobby page): both answered, its first render is its last.
 */
export function startReadingLobby(): void {
  keepSharedQuery(...gamesQuery);
  keepSharedQuery(...rowQuery('gameVendors', CURRENT));
}

/** One stored list or document of the lists table (matches, orders, hot games, customer service…); undefined until stored. */
export function useStoredList<K extends StoredListKey>(key: K): StoredLists[K] | undefined {
  return useRowValue('lists', key) as StoredLists[K] | undefined;
}

/** MCSFE_getMerchantAvailablePromotions as stored; undefined until stored. */
export function usePromoAvailability() {
  return useRowValue('promoAvailability', CURRENT);
}

/** The logged-in member's info (GET /wps/member/info, written with the session's side data); undefined without. */
export function useMemberInfo() {
  return useRowValue('memberInfo', CURRENT);
}

/** The session's side data (promo-code flag, VIP progress, deposits, unread count); undefined until first written. */
export function useMemberState() {
  return useRowValue('memberState', CURRENT);
}
