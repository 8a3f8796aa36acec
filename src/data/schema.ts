/**
 * What the app's IndexedDB database holds, without Dexie: its name, tables and row types. The page reads it through
 * src/data/page-store.ts; the API worker and the service worker write it through Dexie (src/data/db.ts). Each origin
 * is one merchant, so rows need no merchant key.
 */
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

/** The preferences row that mirrors the member's language choice (the worker and service worker can read it). */
export const LANGUAGE_PREFERENCE_KEY = 'language';

export interface Preference {
  key: string;
  value: unknown;
}

/** Each table's row type: the page store reads tables by these names. */
export interface StoreRows {
  siteSettings: Singleton<SiteSettings>;
  featureSwitches: Singleton<WhitelabelValue>;
  mobileTemplate: Singleton<MobileTemplate>;
  countryInfo: Singleton<CountryInfo>;
  promoAvailability: Singleton<PromoAvailability>;
  systemState: SystemStateRow;
  gameVendors: Singleton<GameVendorData>;
  /** The lobby's whole game list as one row: one value reads in a fraction of the time of thousands of rows. */
  gameList: Singleton<GameCard[]>;
  announcements: Announcement;
  promotions: Promotion;
  memberInfo: Singleton<MemberInfo>;
  memberState: Singleton<MemberState>;
  outbox: OutboxRecord;
  outboxMeta: OutboxMeta;
  preferences: Preference;
  lists: StoredListRow;
}
export type StoreTable = keyof StoreRows;

/** The BroadcastChannel on which every committed write names the tables it wrote (src/data/store-changes.ts). */
export const STORE_CHANGES_CHANNEL = `${DB_NAME}:changes`;
