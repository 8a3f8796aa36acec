/**
 * The resources the worker refreshes into Dexie: one row each, with the endpoints its refresh calls and its chain,
 * the longest run of calls it makes one after another (each call settles within HTTP_DEFAULT_TIMEOUT_MS, its waits
 * included). The worker serves each name with one refresher (services.ts); the page's bridge takes its deadlines
 * from here without loading the worker's code. A test holds every row to its endpoints and its chain.
 *
 * Adding a resource: its endpoints in the contract, its table in the Dexie schema, a row here, its refresher in
 * services.ts, and a hook that reads the table (workers/README.md).
 */
import { HTTP_DEFAULT_TIMEOUT_MS } from '../../src/shared/constants';
import type { EndpointName } from '../../src/shared/contract';
import type { RefreshSummary } from './refresh-summary';
import type { SyncInput } from './settings-sync';

interface ResourceRow {
  endpoints: readonly EndpointName[];
  chain: number;
}

export const RESOURCES = {
  /** /m/config.json, then status, then the rest together (and the status metric, 5 s later). */
  settings: {
    endpoints: ['status', 'settings', 'whitelabel', 'country', 'domainRoute', 'registerSettings', 'promoAvailability', 'collect'],
    chain: 3,
  },
  consoleSettings: { endpoints: ['settings', 'whitelabel'], chain: 1 },
  home: { endpoints: ['gameVendors', 'announcements'], chain: 1 },
  /** The first page, then every other page together (a page's wait for its turn counts in its timeout). */
  games: { endpoints: ['gameList'], chain: 2 },
  gameLists: { endpoints: ['hotGames', 'ranking', 'vendorList', 'favouriteGames', 'recentGames'], chain: 1 },
  customerService: { endpoints: ['customerService'], chain: 1 },
  install: { endpoints: ['downloadSetting', 'manifest', 'announcements'], chain: 1 },
  promotions: { endpoints: ['promotionCategories'], chain: 1 },
  homeFeeds: { endpoints: ['gameMatches', 'gameOrders'], chain: 1 },
  /** The member's own record alone: the session check on the member's screens, and what a launch needs. */
  memberInfo: { endpoints: ['memberInfo'], chain: 1 },
  /** whitelabel while the switches are not stored yet, then the member calls together. */
  memberState: {
    endpoints: ['whitelabel', 'memberInfo', 'promoCodeEnable', 'rankProgress', 'depositSettings', 'unreadCount'],
    chain: 2,
  },
} as const satisfies Record<string, ResourceRow>;

export type ResourceName = keyof typeof RESOURCES;

/** What the page passes to a refresh: the status call's parameters, and the page's host name for the install data. */
export interface RefreshInput extends SyncInput {
  domain?: string;
}

/** The worker's side of the table: one refresher per row. */
export type Refreshers = Record<ResourceName, (input: RefreshInput) => Promise<RefreshSummary>>;

/** The worker settles a refresh of these resources within this time. */
export function refreshDeadlineMs(names: readonly ResourceName[]): number {
  return Math.max(0, ...names.map((name) => RESOURCES[name].chain)) * HTTP_DEFAULT_TIMEOUT_MS;
}
