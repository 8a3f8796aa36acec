/**
 * The API worker's service object, exposed to the page through Comlink (workers/api/main.ts). Every method returns
 * plain, cloneable values; failures are results, never exceptions. AbortSignals cannot cross postMessage, so the
 * page names a call with callId and cancels it with abort(callId).
 */
import { CURRENT, type MemberDb, type SystemStateKey, type SystemStateRow } from '../../src/data/db';
import {
  ErrorCode,
  type EndpointName,
  type HttpMethod,
  type RequestOf,
  type ResponseOf,
  type RuntimeConfig,
} from '../../src/shared/contract';
import { DEFAULT_LANGUAGE, DEVICE_MOBILE, HTTP_DEFAULT_TIMEOUT_MS, type ImageFormat } from '../../src/shared/constants';
import type { ApiError, ApiResult } from '../../src/shared/errors/result';
import type { ApiCacheStats } from './api-cache';
import { createHttpClient, type CallOptions, type ClientContext, type FetchLike, type HttpClientStats } from './http-client';
import type { RsaEncrypt } from './encryption';
import type { RateLimiterStats } from './rate-limiter';
import { systemTimers, type Timers } from './timers';

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
  'config' | 'status' | 'settings' | 'whitelabel' | 'country' | 'domainRoute' | 'registerSettings' | 'promoAvailability';

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

export interface ApiServiceDeps extends Partial<Timers> {
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

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  return isObject(value) && typeof value.merchantCode === 'string' && value.merchantCode !== '';
}

export function createApiService(deps: ApiServiceDeps) {
  const timers: Timers = {
    now: deps.now ?? systemTimers.now,
    setTimeout: deps.setTimeout ?? systemTimers.setTimeout,
    clearTimeout: deps.clearTimeout ?? systemTimers.clearTimeout,
  };
  const context: ClientContext = {
    merchantCode: '',
    language: DEFAULT_LANGUAGE,
    token: null,
    userAgent: '',
    imageFormat: 'webp',
  };
  const client = createHttpClient({ ...deps, ...timers, getContext: () => context });
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
      await step(summary, 'status', client.call('status', { device: DEVICE_MOBILE, ...input }), isObject, (value) =>
        putState(db, 'status', value),
      );
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

    /** Refreshes only the console settings (the page calls it when it becomes visible, debounced). */
    async refreshConsoleSettings(): Promise<SyncSummary> {
      const summary: SyncSummary = { updated: [], failed: [], config: null };
      await Promise.all(consoleSettingsSteps(deps.getDb(), summary));
      return summary;
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
