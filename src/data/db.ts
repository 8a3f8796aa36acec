/**
 * The one Dexie database of the app, shared by the page, the API worker and the service worker.
 * The worker writes what it fetches; the page writes only what the member creates (outbox events,
 * preferences). Each origin is one merchant, so rows need no merchant key.
 */
import { Dexie, type EntityTable } from 'dexie';
import type {
  Announcement,
  CountryInfo,
  CustomerServiceEntry,
  DownloadSetting,
  DomainRouteEntry,
  GameCard,
  GameMatch,
  GameOrder,
  GameVendorData,
  MemberInfo,
  MobileTemplate,
  PromoAvailability,
  Promotion,
  PromotionCategory,
  RankingEntry,
  RegisterSettings,
  RuntimeConfig,
  SiteSettings,
  StatusValue,
  TrackingEvent,
  VendorInfo,
  WebManifest,
  WhitelabelValue,
} from '../shared/contract';

export const DB_NAME = 'member-pwa';

/** A singleton record: tables that hold one value per merchant use the key CURRENT. */
export interface Singleton<T> {
  key: typeof CURRENT;
  value: T;
  updatedAt: number;
}
export const CURRENT = 'current' as const;

export interface SystemState {
  config: RuntimeConfig;
  status: StatusValue;
  domainRoute: DomainRouteEntry[];
  registerSettings: RegisterSettings;
  /** When each announcement type was last stored (ms since the epoch): an empty list is then known to be empty. */
  announcementsStored: Partial<Record<string, number>>;
}
export type SystemStateKey = keyof SystemState;
export interface SystemStateRow<K extends SystemStateKey = SystemStateKey> {
  key: K;
  value: SystemState[K];
  updatedAt: number;
}

/** The tracking-event outbox (src/data/outbox): delivered events are deleted, refused ones kept as 'rejected'. */
export type OutboxState = 'pending' | 'rejected';

export interface OutboxRecord {
  eventId: string;
  /** What goes over the wire, eventValue.eventId included (and eventValue.droppedCount when it carries one). */
  event: TrackingEvent;
  state: OutboxState;
  createdAt: number;
  /** HTTP attempts (POSTs and pings) that carried this event. */
  attempts: number;
  /** Set when the backend refused the event for good: the code it answered with. */
  rejectedCode?: string;
  /** The last reason a pending event was not delivered (an error code, or http.<status>). */
  lastCode?: string;
  lastAttemptAt?: number;
}

/**
 * Outbox bookkeeping rows. dropped: events dropped by the caps and not yet reported (count).
 * lease: the flush lease when Web Locks are missing (holder, expiresAt). pause: no flush before expiresAt
 * (a Retry-After longer than a flush waits).
 */
export interface OutboxMeta {
  key: 'dropped' | 'lease' | 'pause';
  count?: number;
  holder?: string;
  expiresAt?: number;
}

/** What the API worker loads when a session starts (spec §4 Token change) and resets when it ends. */
export interface MemberState {
  promoCodeEnable: boolean;
  /** Rank progress: 1 without a label, else completed over expected conditions (spec §4 VIP progress). */
  vipProgress: number;
  totalDepositSuccessCount: number;
  unreadCount: number;
}

/**
 * Lists and documents the worker fetches whole and the page shows as they are, one row per kind (schema v2).
 * Add a kind here with its value type; the worker replaces a row only when its call succeeded.
 */
export interface StoredLists {
  gameMatches: GameMatch[];
  gameOrders: GameOrder[];
  hotGames: GameCard[];
  ranking: RankingEntry[];
  vendorList: VendorInfo[];
  favouriteGames: GameCard[];
  recentGames: GameCard[];
  customerService: StoredServiceEntry[];
  downloadSetting: DownloadSetting;
  webManifest: WebManifest;
  /** The promotion categories with their promotions, in the backend's order (ACCEPTANCE D44). */
  promotionCategoryData: PromotionCategory[];
}
export type StoredListKey = keyof StoredLists;
/** A customer-service entry as stored: the worker has decrypted its path into url (ACCEPTANCE Q60). */
export type StoredServiceEntry = Omit<CustomerServiceEntry, 'path'> & { url: string };
export interface StoredListRow<K extends StoredListKey = StoredListKey> {
  key: K;
  value: StoredLists[K];
  updatedAt: number;
}

export interface Preference {
  key: string;
  value: unknown;
}

export class MemberDb extends Dexie {
  siteSettings!: EntityTable<Singleton<SiteSettings>, 'key'>;
  featureSwitches!: EntityTable<Singleton<WhitelabelValue>, 'key'>;
  mobileTemplate!: EntityTable<Singleton<MobileTemplate>, 'key'>;
  countryInfo!: EntityTable<Singleton<CountryInfo>, 'key'>;
  promoAvailability!: EntityTable<Singleton<PromoAvailability>, 'key'>;
  systemState!: EntityTable<SystemStateRow, 'key'>;
  gameVendors!: EntityTable<Singleton<GameVendorData>, 'key'>;
  games!: EntityTable<GameCard, 'gameId'>;
  announcements!: EntityTable<Announcement, 'id'>;
  promotions!: EntityTable<Promotion, 'id'>;
  memberInfo!: EntityTable<Singleton<MemberInfo>, 'key'>;
  memberState!: EntityTable<Singleton<MemberState>, 'key'>;
  outbox!: EntityTable<OutboxRecord, 'eventId'>;
  outboxMeta!: EntityTable<OutboxMeta, 'key'>;
  preferences!: EntityTable<Preference, 'key'>;
  lists!: EntityTable<StoredListRow, 'key'>;

  constructor(name = DB_NAME) {
    super(name);
    this.version(1).stores({
      siteSettings: '&key',
      featureSwitches: '&key',
      mobileTemplate: '&key',
      countryInfo: '&key',
      promoAvailability: '&key',
      systemState: '&key',
      gameVendors: '&key',
      games: '&gameId, vendor, category, displayName',
      announcements: '&id, type, category, sort',
      promotionCategories: '&categoryId',
      promotions: '&id, categoryId',
      memberInfo: '&key',
      memberState: '&key',
      outbox: '&eventId, state, createdAt, [state+createdAt]',
      outboxMeta: '&key',
      preferences: '&key',
    });
    this.version(2).stores({ lists: '&key' });
    // The categories live in lists.promotionCategoryData with their promotions' order.
    this.version(3).stores({ promotionCategories: null });
  }
}

let shared: MemberDb | undefined;
/** The process-wide database; tests construct their own MemberDb with a unique name. */
export function getDb(): MemberDb {
  shared ??= new MemberDb();
  return shared;
}
