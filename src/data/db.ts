/**
 * The one Dexie database of the app, used by the API worker and the service worker; the page reads it without Dexie
 * (src/data/page-store.ts). The worker writes what it fetches; the service worker its own bookkeeping. Every
 * committed write is announced on the store-changes channel, so the page re-reads what it shows.
 */
import { Dexie, type EntityTable } from 'dexie';
import type {
  Announcement,
  CountryInfo,
  GameCard,
  GameVendorData,
  MemberInfo,
  MobileTemplate,
  PromoAvailability,
  Promotion,
  SiteSettings,
  WhitelabelValue,
} from '../shared/contract';
import {
  CURRENT,
  DB_NAME,
  type MemberState,
  type OutboxMeta,
  type OutboxRecord,
  type Preference,
  type Singleton,
  type StoredListRow,
  type SystemStateRow,
} from './schema';
import { announceCommittedWrites } from './store-changes';

export * from './schema';

export class MemberDb extends Dexie {
  siteSettings!: EntityTable<Singleton<SiteSettings>, 'key'>;
  featureSwitches!: EntityTable<Singleton<WhitelabelValue>, 'key'>;
  mobileTemplate!: EntityTable<Singleton<MobileTemplate>, 'key'>;
  countryInfo!: EntityTable<Singleton<CountryInfo>, 'key'>;
  promoAvailability!: EntityTable<Singleton<PromoAvailability>, 'key'>;
  systemState!: EntityTable<SystemStateRow, 'key'>;
  gameVendors!: EntityTable<Singleton<GameVendorData>, 'key'>;
  gameList!: EntityTable<Singleton<GameCard[]>, 'key'>;
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
    // The games move from one row each into one row (StoreRows.gameList); the table goes once they are copied.
    this.version(4)
      .stores({ gameList: '&key' })
      .upgrade(async (transaction) => {
        const games = await transaction.table<GameCard>('games').toArray();
        if (games.length > 0) await transaction.table('gameList').put({ key: CURRENT, value: games, updatedAt: Date.now() });
      });
    this.version(5).stores({ games: null });
    announceCommittedWrites(this);
  }
}

// eslint-disable-next-line no-restricted-syntax -- a connection, in the workers too: not page state
let shared: MemberDb | undefined;
/** The process-wide database; tests construct their own MemberDb with a unique name. */
export function getDb(): MemberDb {
  shared ??= new MemberDb();
  return shared;
}
