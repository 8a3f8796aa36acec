/**
 * The API worker's service object, exposed to the page through Comlink (workers/api/main.ts). Every method returns
 * plain, cloneable values; failures are results, never exceptions. AbortSignals cannot cross postMessage, so the
 * page names a call with callId and cancels it with abort(callId).
 */
import type { Announcement, GameCard, GameListValue } from '../../src/shared/contract';
import { CURRENT, type MemberDb, type SystemState, type SystemStateKey, type SystemStateRow } from '../../src/data/db';
import {
  ErrorCode,
  type EndpointName,
  type HttpMethod,
  type RequestOf,
  type ResponseOf,
  type RuntimeConfig,
} from '../../src/shared/contract';
import {
  BANNER_TYPE,
  DEFAULT_LANGUAGE,
  DEVICE_MOBILE,
  HTTP_DEFAULT_TIMEOUT_MS,
  MARQUEE_TYPE,
  POPUP_TYPE,
  STATUS_METRIC_DELAY_MS,
  type ImageFormat,
} from '../../src/shared/constants';
import type { ApiError, ApiResult } from '../../src/shared/errors/result';
import type { ApiCacheStats } from './api-cache';
import { createHttpClient, type CallOptions, type ClientContext, type FetchLike, type HttpClientStats } from './http-client';
import type { RsaEncrypt } from './encryption';
import { createInstallSync, type InstallSyncSummary } from './download';
import { createGameLists, type GameListsSummary } from './game-lists';
import { createCustomerService, type CustomerServiceSummary } from './customer-service';
import { createMemberState, type MemberStateSummary } from './member-state';
import { createPromotions, type PromotionsSummary } from './promotions';
import { createHomeFeeds, type HomeFeedsSummary } from './home-feeds';
import type { RateLimiterStats } from './rate-limiter';
import { systemClock, type Clock } from '../../src/data/clock';
import { enqueue, enqueueOnce, type NewTrackingEvent } from '../../src/data/outbox/enqueue';
import { isObject } from '../../src/shared/is-object';

export const CONFIG_URL = '/m/config.json';

/** What the page knows and the worker cannot read itself. Missing fields keep their current value. */
export interface WorkerInit {
  merchantCode?: string;
  language?: string;
  token?: string | null;
  userAgent?: string;
  imageFormat?: ImageFormat;
  apiBase?: string;
}

/** CallOptions without the signal, plus the id abort() cancels by. */
export interface ServiceCallOptions extends Omit<CallOptions, 'signal'> {
  callId?: string;
}

/** Status parameters only the page knows (its own URL; the client strips token and authorization from it). */
export interface SyncInput {
  url?: string;
  originalDomain?: string;
  track?: string;
}

export type SyncPart =
  | 'config'
  | 'status'
  | 'settings'
  | 'whitelabel'
  | 'country'
  | 'domainRoute'
  | 'registerSettings'
  | 'promoAvailability'
  | HomeSyncPart;

/** What syncHome and syncGames refresh: the vendor data, the three announcement kinds, the lobby's game list. */
export type HomeSyncPart = 'gameVendors' | 'marquee' | 'banners' | 'popups' | 'games';

/** Announcement kinds the home screen shows (ACCEPTANCE D39, Q58), each fetched with its own types list. */
export const HOME_ANNOUNCEMENTS: readonly { part: HomeSyncPart; type: string }[] = [
  { part: 'marquee', type: MARQUEE_TYPE },
  { part: 'banners', type: BANNER_TYPE },
  { part: 'popups', type: POPUP_TYPE },
];
/** Page size of the lobby's game list (the backend allows up to 100) and a guard against a runaway total. */
export const GAME_LIST_PAGE_SIZE = 100;
export const GAME_LIST_MAX_PAGES = 200;

export interface SyncSummary {
  updated: SyncPart[];
  failed: { part: SyncPart; error: ApiError }[];
  /** The runtime config in use: the fresh one, else the stored one, else null. */
  config: RuntimeConfig | null;
}

export interface DiagStats {
  cache: ApiCacheStats;
  limiter: RateLimiterStats;
  http: HttpClientStats;
}

export interface ApiServiceDeps extends Partial<Clock> {
  fetch: FetchLike;
  rsaEncrypt: RsaEncrypt;
  getDb: () => MemberDb;
  random?: () => number;
  randomKey?: () => string;
  log?: (line: string) => void;
  /** Flushes the event outbox for the given merchant; false while it cannot (merchant unknown). */
  flushOutbox?: (merchantCode: string) => boolean;
}

const STORAGE_ERROR = 'storage.error';

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  return isObject(value) && typeof value.merchantCode === 'string' && value.merchantCode !== '';
}

function isGameVendorData(value: unknown): boolean {
  return isObject(value) && Array.isArray(value.sorting) && Array.isArray(value.categories);
}

function isGameList(value: unknown): value is GameListValue {
  return isObject(value) && Array.isArray(value.list) && typeof value.total === 'number';
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

export function createApiService(deps: ApiServiceDeps) {
  const timers: Clock = {
    now: deps.now ?? systemClock.now,
    setTimeout: deps.setTimeout ?? systemClock.setTimeout,
    clearTimeout: deps.clearTimeout ?? systemClock.clearTimeout,
  };
  const context: ClientContext = {
    merchantCode: '',
    language: DEFAULT_LANGUAGE,
    token: null,
    userAgent: '',
    imageFormat: 'webp',
  };
  const client = createHttpClient({ ...deps, ...timers, getContext: () => context });
  const memberState = createMemberState(client, deps.getDb, timers.now);
  const installSync = createInstallSync(client, deps.getDb, timers);
  const gameLists = createGameLists(client, deps.getDb, timers);
  const customerService = createCustomerService(client, deps.getDb, timers);
  const promotions = createPromotions(client, deps.getDb, timers);
  const homeFeeds = createHomeFeeds(client, deps.getDb, timers);
  const controllers = new Map<string, AbortController>();

  async function withCallId<T>(callId: string | undefined, run: (signal: AbortSignal | undefined) => Promise<T>): Promise<T> {
    if (!callId) return run(undefined);
    const controller = new AbortController();
    controllers.set(callId, controller);
    try {
      return await run(controller.signal);
    } finally {
      controllers.delete(callId);
    }
  }

  function callOptions({ callId: _callId, ...options }: ServiceCallOptions, signal: AbortSignal | undefined): CallOptions {
    return signal ? { ...options, signal } : options;
  }

  function applyConfig(config: RuntimeConfig) {
    if (!context.merchantCode) context.merchantCode = config.merchantCode;
    if (!context.apiBase && config.apiBase) context.apiBase = config.apiBase.replace(/\/+$/, '');
  }

  /** /m/config.json with plain fetch (not a /wps call); the stored copy when it fails. */
  async function loadConfig(db: MemberDb, summary: SyncSummary): Promise<void> {
    const controller = new AbortController();
    const timer = timers.setTimeout(() => controller.abort(), HTTP_DEFAULT_TIMEOUT_MS);
    let error: ApiError;
    try {
      const response = await deps.fetch(CONFIG_URL, { credentials: 'same-origin', cache: 'no-store', signal: controller.signal });
      const body: unknown = response.ok ? await response.json() : undefined;
      if (isRuntimeConfig(body)) {
        await putState(db, 'config', body);
        summary.updated.push('config');
        summary.config = body;
        applyConfig(body);
        return;
      }
      error = response.ok
        ? { code: ErrorCode.INVALID_RESPONSE, status: response.status, path: CONFIG_URL }
        : { code: ErrorCode.HTTP_ERROR, status: response.status, path: CONFIG_URL };
    } catch (caught) {
      const code = controller.signal.aborted ? ErrorCode.TIMEOUT : ErrorCode.NETWORK_ERROR;
      error = { code, message: caught instanceof Error ? caught.message : String(caught), path: CONFIG_URL };
    } finally {
      timers.clearTimeout(timer);
    }
    summary.failed.push({ part: 'config', error });
    const stored = (await db.systemState.get('config'))?.value;
    if (isRuntimeConfig(stored)) {
      summary.config = stored;
      applyConfig(stored);
    }
  }

  function putState<K extends SystemStateKey>(db: MemberDb, key: K, value: SystemStateRow<K>['value']) {
    return db.systemState.put({ key, value, updatedAt: timers.now() } as SystemStateRow);
  }

  /** Writes a successful, well-shaped answer; anything else leaves Dexie as it was and lands in the summary. */
  async function step<T>(
    summary: SyncSummary,
    part: SyncPart,
    result: Promise<ApiResult<T>>,
    valid: (value: unknown) => boolean,
    write: (value: T) => Promise<unknown>,
  ): Promise<void> {
    const outcome = await result;
    if (!outcome.ok) return void summary.failed.push({ part, error: outcome.error });
    if (!valid(outcome.value)) {
      return void summary.failed.push({
        part,
        error: { code: ErrorCode.INVALID_RESPONSE, message: `unexpected ${part} shape`, path: part },
      });
    }
    try {
      await write(outcome.value);
      summary.updated.push(part);
    } catch (caught) {
      summary.failed.push({
        part,
        error: { code: STORAGE_ERROR, message: caught instanceof Error ? caught.message : String(caught), path: part },
      });
    }
  }

  /** The status metric (spec §9, ACCEPTANCE F37): the status call's duration, sent 5 s after it. */
  function sendStatusMetric(durationMs: number) {
    timers.setTimeout(() => {
      if (!context.merchantCode) return;
      const value = `status;ms=${Math.round(durationMs)}`;
      void client.call('collect', { merchant: context.merchantCode, value }, { silent: true });
    }, STATUS_METRIC_DELAY_MS);
  }

  /** The merchant's console settings (ACCEPTANCE Q94): consolidated settings with the template, and the switches. */
  function consoleSettingsSteps(db: MemberDb, summary: SyncSummary): Promise<void>[] {
    const at = () => timers.now();
    return [
      step(summary, 'settings', client.call('settings', {}), isObject, (value) =>
        db.transaction('rw', db.siteSettings, db.mobileTemplate, async () => {
          await db.siteSettings.put({ key: CURRENT, value, updatedAt: at() });
          if (isObject(value.mobileTemplate))
            await db.mobileTemplate.put({ key: CURRENT, value: value.mobileTemplate, updatedAt: at() });
        }),
      ),
      step(summary, 'whitelabel', client.call('whitelabel', {}), isObject, (value) =>
        db.featureSwitches.put({ key: CURRENT, value, updatedAt: at() }),
      ),
    ];
  }

  return {
    /** Sets the context every call reads; call again after a worker restart. */
    init(init: WorkerInit): void {
      for (const [name, value] of Object.entries(init)) {
        if (value !== undefined) (context as unknown as Record<string, unknown>)[name] = value;
      }
    },

    setSession(token: string | null): void {
      context.token = token || null;
    },

    /** Later calls carry the new Language header; cached answers in the old language are dropped. */
    setLanguage(code: string): void {
      if (code === context.language) return;
      context.language = code;
      client.clearCache();
    },

    call<N extends EndpointName>(
      name: N,
      payload: RequestOf<N>,
      options: ServiceCallOptions = {},
    ): Promise<ApiResult<ResponseOf<N>>> {
      return withCallId(options.callId, (signal) => client.call(name, payload, callOptions(options, signal)));
    },

    /** Ad-hoc call by method and path (DIAG api('GET', '/wps/...')); an empty path fails with 'url is null'. */
    api(method: HttpMethod, path: string, payload?: unknown, options: ServiceCallOptions = {}): Promise<ApiResult<unknown>> {
      return withCallId(options.callId, (signal) => client.request(method, path, payload, callOptions(options, signal)));
    },

    /** Cancels the call started with this callId; it settles with code 'aborted'. */
    abort(callId: string): void {
      controllers.get(callId)?.abort();
    },

    /**
     * Stale-while-revalidate of the start-up data: config, then status, then settings, whitelabel, country,
     * domain route, register settings and promo availability in parallel. Each part is written only when its call
     * succeeds; a failed part keeps what Dexie had and is reported.
     */
    async syncSettings(input: SyncInput = {}): Promise<SyncSummary> {
      const db = deps.getDb();
      const summary: SyncSummary = { updated: [], failed: [], config: null };
      const at = () => timers.now();
      await loadConfig(db, summary);
      const statusStart = timers.now();
      await step(summary, 'status', client.call('status', { device: DEVICE_MOBILE, ...input }), isObject, (value) =>
        putState(db, 'status', value),
      );
      sendStatusMetric(timers.now() - statusStart);
      await Promise.all([
        ...consoleSettingsSteps(db, summary),
        step(summary, 'country', client.call('country', {}), isObject, (value) =>
          db.countryInfo.put({ key: CURRENT, value, updatedAt: at() }),
        ),
        step(summary, 'domainRoute', client.call('domainRoute', { device: DEVICE_MOBILE }), Array.isArray, (value) =>
          putState(db, 'domainRoute', value),
        ),
        step(summary, 'registerSettings', client.call('registerSettings', {}), isObject, (value) =>
          putState(db, 'registerSettings', value),
        ),
        step(summary, 'promoAvailability', client.call('promoAvailability', {}), isObject, (value) =>
          db.promoAvailability.put({ key: CURRENT, value, updatedAt: at() }),
        ),
      ]);
      return summary;
    },

    /**
     * The home screen's data, after syncSettings (the merchant is known then): game vendor data (R9) and the
     * marquee, banner and popup announcements (R4). Image lists get ext from the client. Each part replaces what
     * Dexie had only when its call succeeds, so a failed refresh leaves the last good data on screen.
     */
    async syncHome(): Promise<SyncSummary> {
      const db = deps.getDb();
      const summary: SyncSummary = { updated: [], failed: [], config: null };
      await Promise.all([
        step(summary, 'gameVendors', client.call('gameVendors', {}), isGameVendorData, (value) =>
          db.gameVendors.put({ key: CURRENT, value, updatedAt: timers.now() }),
        ),
        ...HOME_ANNOUNCEMENTS.map(({ part, type }) =>
          step(
            summary,
            part,
            client.call('announcements', { types: [type], platform: 'M' }),
            Array.isArray,
            (value: Announcement[]) => replaceAnnouncements(db, type, value, timers.now()),
          ),
        ),
      ]);
      return summary;
    },

    /**
     * The lobby's full game list (R20), page by page (at most two in flight, the client's game-list limit). Dexie's
     * games table is replaced only when every page arrived.
     */
    async syncGames(): Promise<SyncSummary> {
      const db = deps.getDb();
      const summary: SyncSummary = { updated: [], failed: [], config: null };
      const page = (n: number) => client.call('gameList', { page: n, size: GAME_LIST_PAGE_SIZE });
      const first = await page(1);
      if (!first.ok) return { ...summary, failed: [{ part: 'games', error: first.error }] };
      if (!isGameList(first.value)) {
        summary.failed.push({
          part: 'games',
          error: { code: ErrorCode.INVALID_RESPONSE, message: 'unexpected games shape', path: 'games' },
        });
        return summary;
      }
      const pages = Math.min(GAME_LIST_MAX_PAGES, Math.ceil(first.value.total / GAME_LIST_PAGE_SIZE));
      const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, index) => page(index + 2)));
      const games: GameCard[] = [...first.value.list];
      for (const result of rest) {
        if (!result.ok) return { ...summary, failed: [{ part: 'games', error: result.error }] };
        if (isGameList(result.value)) games.push(...result.value.list);
      }
      await step(summary, 'games', Promise.resolve({ ok: true, value: games } as ApiResult<GameCard[]>), Array.isArray, (value) =>
        db.transaction('rw', db.games, async () => {
          await db.games.clear();
          await db.games.bulkPut(value);
        }),
      );
      return summary;
    },

    /** Refreshes only the console settings (the page calls it when it becomes visible, debounced). */
    async refreshConsoleSettings(): Promise<SyncSummary> {
      const summary: SyncSummary = { updated: [], failed: [], config: null };
      await Promise.all(consoleSettingsSteps(deps.getDb(), summary));
      return summary;
    },

    /** A session started (spec §4 Token change): member info, promo-code flag, rank progress, deposits, unread count. */
    syncMemberState(): Promise<MemberStateSummary> {
      return memberState.load();
    },

    /** Install and download data (E5, E26, E28): download setting, server manifest, app_download announcements. */
    syncInstall({ domain }: { domain: string }): Promise<InstallSyncSummary> {
      return installSync.sync({ domain, merchantCode: context.merchantCode });
    },

    /** The session ended: what syncMemberState wrote is reset. */
    async clearMemberState(): Promise<void> {
      await Promise.all([memberState.clear(), gameLists.clearMember()]);
    },

    /** The lobby's lists (D9): hot, ranking and vendors for everyone; favourites and recent games with a session. */
    /** The customer-service entries, decrypted, into Dexie (on start and when the token changes). */
    syncCustomerService(): Promise<CustomerServiceSummary> {
      return customerService.sync();
    },

    syncGameLists(): Promise<GameListsSummary> {
      return gameLists.sync({ member: context.token !== null });
    },

    /** The promotion categories and their promotions (D44), for /m/activity and the promotion banners. */
    syncPromotions(): Promise<PromotionsSummary> {
      return promotions.sync();
    },

    /** One promotion for /m/activity?id=: fetched with PROMOFE_getPromotionDetail when it is not stored. */
    loadPromotion(id: string): Promise<PromotionsSummary> {
      return promotions.load(id);
    },

    /** Home's sports matches (D8) and winners feed (D10) into Dexie lists. */
    syncHomeFeeds(): Promise<HomeFeedsSummary> {
      return homeFeeds.sync();
    },

    /** The member changed language while logged in (ACCEPTANCE D59); null on success. */
    setMemberLanguage(language: string): Promise<ApiError | null> {
      return memberState.setLanguage(language, context.merchantCode);
    },

    /**
     * A tracking event the page recorded, into the outbox before anything is sent; with onceKey only if that flag is
     * not set yet (once per device). True when stored.
     */
    async recordEvent(event: NewTrackingEvent, onceKey?: string): Promise<boolean> {
      if (onceKey) return enqueueOnce(deps.getDb(), onceKey, event, { now: timers.now });
      await enqueue(deps.getDb(), event, { now: timers.now });
      return true;
    },

    /** The page recorded an event or became visible: flush the outbox (starts the flusher once the merchant is known). */
    flushOutbox(): boolean {
      return deps.flushOutbox?.(context.merchantCode) ?? false;
    },

    /** Round trip for benchmarks and liveness checks: the worker's clock. */
    ping(): number {
      return timers.now();
    },

    cacheKeys(): string[] {
      return client.cache.keys();
    },

    stats(): DiagStats {
      return { cache: client.cache.stats(), limiter: client.limiter.stats(), http: client.stats() };
    },
  };
}

export type ApiService = ReturnType<typeof createApiService>;
