/**
 * The resources the worker refreshes into Dexie, each with its chain (the longest run of calls its refresh makes one
 * after another; each call settles within HTTP_DEFAULT_TIMEOUT_MS, its waits included) and the endpoints it calls.
 * The worker serves each name with one refresher (services.ts); the page's bridge takes its deadlines from here
 * without loading the worker's code. A test holds every resource to its endpoints and its chain.
 *
 * Adding a resource: its endpoints in the contract, its table in the Dexie schema, its chain and endpoints here, its
 * refresher in services.ts, and a hook that reads the table (workers/README.md).
 */
import { HTTP_DEFAULT_TIMEOUT_MS } from '../../src/shared/constants';
import type { EndpointName } from '../../src/shared/contract';
import type { RefreshSummary } from './refresh-summary';
import type { SyncInput } from './settings-sync';

/** Each resource's chain: the page's bridge reads only this, so the endpoint lists below stay out of the page. */
export const RESOURCE_CHAINS = {
  /** /m/config.json, then status, then the rest together (and the status metric, 5 s later). */
  settings: 3,
  consoleSettings: 1,
  home: 1,
  /**
   * The first page, then every other page together (a page's wait for its turn, and its retries after failing fast,
   * count in its timeout).
   */
  games: 2,
  gameLists: 1,
  customerService: 1,
  install: 1,
  promotions: 1,
  homeFeeds: 1,
  /** The member's own record alone: the session check on the member's screens, and what a launch needs. */
  memberInfo: 1,
  /** whitelabel while the switches are not stored yet, then the member calls together. */
  memberState: 2,
} as const;

export type ResourceName = keyof typeof RESOURCE_CHAINS;

/** The endpoints each resource's refresh calls. */
export const RESOURCE_ENDPOINTS: Record<ResourceName, readonly EndpointName[]> = {
  settings: ['status', 'settings', 'whitelabel', 'country', 'domainRoute', 'registerSettings', 'promoAvailability', 'collect'],
  consoleSettings: ['settings', 'whitelabel'],
  home: ['gameVendors', 'announcements'],
  games: ['gameList'],
  gameLists: ['hotGames', 'ranking', 'vendorList', 'favouriteGames', 'recentGames'],
  customerService: ['customerService'],
  install: ['downloadSetting', 'manifest', 'announcements'],
  promotions: ['promotionCategories'],
  homeFeeds: ['gameMatches', 'gameOrders'],
  memberInfo: ['memberInfo'],
  memberState: ['whitelabel', 'memberInfo', 'promoCodeEnable', 'rankProgress', 'depositSettings', 'unreadCount'],
};

/** What the page passes to a refresh: the status call's parameters, and the page's host name for the install data. */
export interface RefreshInput extends SyncInput {
  domain?: string;
}

/** The worker's side of the table: one refresher per row. */
export type Refreshers = Record<ResourceName, (input: RefreshInput) => Promise<RefreshSummary>>;

/** The worker settles a refresh of these resources within this time. */
export function refreshDeadlineMs(names: readonly ResourceName[]): number {
  return Math.max(0, ...names.map((name) => RESOURCE_CHAINS[name])) * HTTP_DEFAULT_TIMEOUT_MS;
}
