/**
 * The API worker's service object, exposed to the page through Comlink (workers/api/main.ts). Every method returns
 * plain, cloneable values; failures are results, never exceptions. AbortSignals cannot cross postMessage, so the
 * page names a call with callId and cancels it with abort(callId).
 */
import type { MemberDb } from '../../src/data/db';
import type { EndpointName, HttpMethod, RequestOf, ResponseOf, RuntimeConfig } from '../../src/shared/contract';
import { DEFAULT_LANGUAGE, type ImageFormat } from '../../src/shared/constants';
import type { ApiError, ApiResult } from '../../src/shared/errors/result';
import type { ApiCacheStats } from './api-cache';
import { createHttpClient, type CallOptions, type ClientContext, type FetchLike, type HttpClientStats } from './http-client';
import type { RsaEncrypt } from './encryption';
import type { NetworkSwitch } from './network-switch';
import type { OutboxStatus } from './outbox-runner';
import { createInstallSync } from './download';
import { createGameLists } from './game-lists';
import { createCustomerService } from './customer-service';
import { createMemberState } from './member-state';
import { createPromotions } from './promotions';
import { createHomeFeeds } from './home-feeds';
import { createHomeSync } from './home-sync';
import { createSettingsSync, storedRuntimeConfig } from './settings-sync';
import type { RateLimiterStats } from './rate-limiter';
import { systemClock, type Clock } from '../../src/data/clock';
import { enqueue, enqueueOnce, type NewTrackingEvent } from '../../src/data/outbox/enqueue';
import type { RefreshInput, Refreshers, ResourceName } from './resource-table';
import { mergeSummaries, type RefreshSummary } from './refresh-summary';

/** What the page knows and the worker cannot read itself. Missing fields keep their current value. */
export interface WorkerInit {
  merchantCode?: string;
  language?: string;
  token?: string | null;
  userAgent?: string;
  imageFormat?: ImageFormat;
  apiBase?: string;
  /** The tester's offline switch (network-switch.ts): no request leaves while it is on. */
  offline?: boolean;
}

/** CallOptions without the signal, plus the id abort() cancels by. */
export interface ServiceCallOptions extends Omit<CallOptions, 'signal'> {
  callId?: string;
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
  flushOutbox?: (merchantCode: string, language: string, options?: { retryNow?: boolean }) => boolean;
  /** When the outbox flushes next, for the diagnostics screen. */
  outboxStatus?: () => OutboxStatus;
  /** The offline switch the worker's fetch goes through. */
  network?: Pick<NetworkSwitch, 'setOffline' | 'offline' | 'heldBack'>;
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
  const { getDb } = deps;
  function adoptConfig(config: RuntimeConfig) {
    if (!context.merchantCode) context.merchantCode = config.merchantCode;
    if (!context.apiBase && config.apiBase) context.apiBase = config.apiBase.replace(/\/+$/, '');
  }
  // The worker owns its merchant: a new worker (a restart, a new page) takes it from the stored config before its first call.
  const contextReady = storedRuntimeConfig(getDb).then((config) => config && adoptConfig(config));
  const client = createHttpClient({ ...deps, ...timers, getContext: () => context, contextReady });
  const memberState = createMemberState(client, getDb, timers.now);
  const gameLists = createGameLists(client, getDb, timers);
  const promotions = createPromotions(client, getDb, timers);
  const homeSync = createHomeSync(client, getDb, timers);
  const installSync = createInstallSync(client, getDb, timers);
  const customerService = createCustomerService(client, getDb, timers);
  const homeFeeds = createHomeFeeds(client, getDb, timers);
  const settingsSync = createSettingsSync({
    client,
    fetch: deps.fetch,
    getDb,
    timers,
    merchantCode: () => context.merchantCode,
    onConfig: adoptConfig,
  });
  const controllers = new Map<string, AbortController>();

  const refreshers: Refreshers = {
    settings: ({ domain: _domain, ...input }) => settingsSync.sync(input),
    consoleSettings: () => settingsSync.refreshConsoleSettings(),
    home: () => homeSync.syncHome(),
    games: () => homeSync.syncGames(),
    gameLists: () => gameLists.sync({ member: context.token !== null }),
    customerService: () => customerService.sync(),
    install: ({ domain = '' }) => installSync.sync({ domain, merchantCode: context.merchantCode }),
    promotions: () => promotions.sync(),
    homeFeeds: () => homeFeeds.sync(),
    memberInfo: () => memberState.loadInfo(),
    memberState: () => memberState.load(),
  };

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

  return {
    /** Sets the context every call reads; call again after a worker restart. */
    init({ offline, ...init }: WorkerInit): void {
      for (const [name, value] of Object.entries(init)) {
        if (value !== undefined) (context as unknown as Record<string, unknown>)[name] = value;
      }
      if (offline === undefined || !deps.network || offline === deps.network.offline) return;
      deps.network.setOffline(offline);
      // Back online: what the browser's 'online' event would start.
      if (!offline) deps.flushOutbox?.(context.merchantCode, context.language, { retryNow: true });
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

    /** Refreshes these resources into Dexie together (resource-table.ts); one summary for all of them. */
    async refresh(names: readonly ResourceName[], input: RefreshInput = {}): Promise<RefreshSummary> {
      return mergeSummaries(await Promise.all(names.map((name) => refreshers[name](input))));
    },

    /** The session ended: what the memberState refresh wrote is reset, and the member's game lists. */
    async clearMemberState(): Promise<void> {
      await Promise.all([memberState.clear(), gameLists.clearMember()]);
    },

    /** One promotion for /m/activity?id=: fetched with PROMOFE_getPromotionDetail when it is not stored. */
    loadPromotion(id: string): Promise<RefreshSummary> {
      return promotions.load(id);
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

    /**
     * The page recorded an event or became visible: flush the outbox (starts the flusher once the merchant is known).
     * retryNow (a tester's "send now"): a flush waiting out its backoff retries at once.
     */
    flushOutbox(retryNow = false): boolean {
      return deps.flushOutbox?.(context.merchantCode, context.language, { retryNow }) ?? false;
    },

    /** Round trip for benchmarks and liveness checks: the worker's clock. */
    ping(): number {
      return timers.now();
    },

    cacheKeys(): string[] {
      return client.cache.keys();
    },

    /** How many requests the offline switch has held back in this worker. */
    heldBack(): number {
      return deps.network?.heldBack ?? 0;
    },

    /** The outbox's flusher as the diagnostics screen shows it; null before it has started. */
    outboxStatus(): OutboxStatus | null {
      return deps.outboxStatus?.() ?? null;
    },

    stats(): DiagStats {
      return { cache: client.cache.stats(), limiter: client.limiter.stats(), http: client.stats() };
    },
  };
}

export type ApiService = ReturnType<typeof createApiService>;
