/**
 * The page's side of the API worker (ARCHITECTURE "a worker bridge"): one long-lived worker behind a Comlink proxy.
 * Every call has a timeout a little above the worker's own (the worker settles each call within its timeoutMs),
 * and may take an AbortSignal. A worker that fails (error event) or stops answering is terminated and replaced, and
 * the new one gets the context again (one init with merchant, language, token, user agent and image format).
 * Failures come back as the same result union as the worker's, with code worker.unavailable.
 */
import * as Comlink from 'comlink';
import { takeApiWorker } from './early-worker';
import { HTTP_DEFAULT_TIMEOUT_MS } from '../../shared/constants';
import type { EndpointName, HttpMethod, RequestOf, ResponseOf } from '../../shared/contract';
// Not the contract's entry: that would put the whole endpoint registry on the first screen.
import { ErrorCode } from '../../shared/contract/error-codes';
import { failure, type ApiError, type ApiResult } from '../../shared/errors/result';
import type { NewTrackingEvent } from '../../data/outbox/enqueue';
import type { GameListsSummary } from '../../../workers/api/game-lists';
import type { CustomerServiceSummary } from '../../../workers/api/customer-service';
import type { InstallSyncSummary } from '../../../workers/api/download';
import type { MemberStateSummary } from '../../../workers/api/member-state';
import type { PromotionsSummary } from '../../../workers/api/promotions';
import type { HomeFeedsSummary } from '../../../workers/api/home-feeds';
import type {
  ApiService,
  DiagStats,
  ServiceCallOptions,
  SyncInput,
  SyncSummary,
  WorkerInit,
} from '../../../workers/api/services';

/** Extra time the bridge gives the worker beyond the call's own timeout before it calls it unresponsive. */
export const BRIDGE_TIMEOUT_MARGIN_MS = 5_000;
/** Timeout of control messages (init, session, language, stats). */
export const BRIDGE_CONTROL_TIMEOUT_MS = 5_000;
/** How long the liveness ping after a timed-out call may take before the worker is restarted. */
export const BRIDGE_PING_TIMEOUT_MS = 2_000;
/** syncSettings runs config, status, then one parallel batch: three call timeouts at most. */
export const SYNC_SETTINGS_TIMEOUT_MS = 3 * HTTP_DEFAULT_TIMEOUT_MS + BRIDGE_TIMEOUT_MARGIN_MS;
/** syncGames: the first page, then the rest two at a time; a slow network gets a few call timeouts. */
export const SYNC_GAMES_TIMEOUT_MS = 4 * HTTP_DEFAULT_TIMEOUT_MS + BRIDGE_TIMEOUT_MARGIN_MS;

/** A Worker as far as the bridge needs one; tests pass a MessageChannel port with terminate(). */
export interface WorkerHandle extends Comlink.Endpoint {
  terminate(): void;
}

export interface ApiBridgeOptions {
  createWorker?: () => WorkerHandle;
  setTimeout?: (callback: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
  /** Default BRIDGE_PING_TIMEOUT_MS. */
  pingTimeoutMs?: number;
  /** Told after each call or api whether the network answered: false on network.error, true on any HTTP answer. */
  onReachability?: (reachable: boolean) => void;
}

export interface BridgeCallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  silent?: boolean;
  cacheTtlMs?: number;
}

export interface ApiBridge {
  init(init: WorkerInit): Promise<ApiResult<void>>;
  setSession(token: string | null): Promise<ApiResult<void>>;
  setLanguage(code: string): Promise<ApiResult<void>>;
  call<N extends EndpointName>(name: N, payload: RequestOf<N>, options?: BridgeCallOptions): Promise<ApiResult<ResponseOf<N>>>;
  api(method: HttpMethod, path: string, payload?: unknown, options?: BridgeCallOptions): Promise<ApiResult<unknown>>;
  syncSettings(input?: SyncInput): Promise<ApiResult<SyncSummary>>;
  refreshConsoleSettings(): Promise<ApiResult<SyncSummary>>;
  /** Game vendor data and the home announcements into Dexie (after syncSettings). */
  syncHome(): Promise<ApiResult<SyncSummary>>;
  /** The lobby's full game list into Dexie. */
  syncGames(): Promise<ApiResult<SyncSummary>>;
  /** Hot games, ranking and vendor list; with a session also favourite and recent games (into Dexie lists). */
  syncGameLists(): Promise<ApiResult<GameListsSummary>>;
  /** The customer-service entries, decrypted by the worker, into Dexie lists. */
  syncCustomerService(): Promise<ApiResult<CustomerServiceSummary>>;
  /** Download setting, server manifest and app_download announcements into Dexie (after the merchant is known). */
  syncInstall(input: { domain: string }): Promise<ApiResult<InstallSyncSummary>>;
  /** Promotion categories and promotions into Dexie (D44). */
  syncPromotions(): Promise<ApiResult<PromotionsSummary>>;
  /** One promotion into Dexie when it is not stored yet (PROMOFE_getPromotionDetail). */
  loadPromotion(id: string): Promise<ApiResult<PromotionsSummary>>;
  /** Home's matches and winners feed into Dexie lists (D8, D10). */
  syncHomeFeeds(): Promise<ApiResult<HomeFeedsSummary>>;
  /** Stores a tracking event in the outbox (with onceKey, only once per device); true when stored. */
  recordEvent(event: NewTrackingEvent, onceKey?: string): Promise<ApiResult<boolean>>;
  /** Asks the worker to flush the event outbox; false while the merchant is still unknown. */
  flushOutbox(): Promise<ApiResult<boolean>>;
  syncMemberState(): Promise<ApiResult<MemberStateSummary>>;
  clearMemberState(): Promise<ApiResult<void>>;
  setMemberLanguage(language: string): Promise<ApiResult<ApiError | null>>;
  ping(): Promise<ApiResult<number>>;
  stats(): Promise<ApiResult<DiagStats>>;
  cacheKeys(): Promise<ApiResult<string[]>>;
  /** Terminates the current worker and starts a fresh one with the context re-sent. */
  restart(): void;
  dispose(): void;
  /** How many workers have been started (1 after the first call). */
  readonly generation: number;
}

interface Generation {
  worker: WorkerHandle;
  remote: Comlink.Remote<ApiService>;
  /** Settles every call still waiting on this worker when it dies. */
  pending: Set<(message: string) => void>;
  dead: boolean;
  /** It answered at least once: only such a worker is restarted at once when it dies (no restart loop on a broken script). */
  answered: boolean;
}

function unavailable(path: string, message: string): ApiResult<never> {
  return failure({ code: ErrorCode.WORKER_UNAVAILABLE, message, path });
}

export function createApiBridge(options: ApiBridgeOptions = {}): ApiBridge {
  const createWorker = options.createWorker ?? takeApiWorker;
  const setTimer = options.setTimeout ?? ((callback, ms) => setTimeout(callback, ms));
  const clearTimer = options.clearTimeout ?? ((handle) => clearTimeout(handle as number));
  const pingTimeoutMs = options.pingTimeoutMs ?? BRIDGE_PING_TIMEOUT_MS;
  let state: WorkerInit = {};
  let current: Generation | undefined;
  let generation = 0;
  let callSeq = 0;
  let disposed = false;

  /** Terminates gen and fails its pending calls; with restart, a worker that had worked is replaced at once. */
  function kill(gen: Generation, reason: string, restart: boolean) {
    if (gen.dead) return;
    gen.dead = true;
    if (current === gen) current = undefined;
    gen.worker.terminate();
    for (const settle of gen.pending) settle(reason);
    gen.pending.clear();
    if (restart && gen.answered && !disposed) ensure();
  }

  function ensure(): Generation {
    if (current) return current;
    const worker = createWorker();
    const gen: Generation = {
      worker,
      remote: Comlink.wrap<ApiService>(worker),
      pending: new Set(),
      dead: false,
      answered: false,
    };
    worker.addEventListener('error', () => kill(gen, 'the API worker failed', true));
    current = gen;
    generation++;
    // Messages are delivered in order, so every later call sees this context.
    void gen.remote.init(state).catch(() => undefined);
    return gen;
  }

  async function isAlive(gen: Generation): Promise<boolean> {
    return new Promise((resolve) => {
      const timer = setTimer(() => resolve(false), pingTimeoutMs);
      gen.remote.ping().then(
        () => {
          gen.answered = true;
          clearTimer(timer);
          resolve(true);
        },
        () => {
          clearTimer(timer);
          resolve(false);
        },
      );
    });
  }

  /** Runs one remote call with a timeout, an optional signal and the worker's death as three ways out. */
  function invoke<T>(
    label: string,
    run: (remote: Comlink.Remote<ApiService>, callId: string) => Promise<T>,
    timeoutMs: number,
    signal?: AbortSignal,
  ): Promise<ApiResult<T>> {
    if (signal?.aborted) return Promise.resolve(failure({ code: ErrorCode.ABORTED, message: 'aborted', path: label }));
    if (disposed) return Promise.resolve(unavailable(label, 'the API bridge was disposed'));
    const gen = ensure();
    const callId = `c${++callSeq}`;
    return new Promise((resolve) => {
      let settled = false;
      const finish = (result: ApiResult<T>) => {
        if (settled) return;
        settled = true;
        clearTimer(timer);
        signal?.removeEventListener('abort', onAbort);
        gen.pending.delete(onDeath);
        resolve(result);
      };
      const onDeath = (message: string) => finish(unavailable(label, message));
      const onAbort = () => {
        void gen.remote.abort(callId).catch(() => undefined);
        finish(failure({ code: ErrorCode.ABORTED, message: 'aborted', path: label }));
      };
      const timer = setTimer(() => {
        finish(unavailable(label, `the API worker did not answer within ${timeoutMs} ms`));
        void gen.remote.abort(callId).catch(() => undefined);
        void isAlive(gen).then((alive) => alive || kill(gen, 'the API worker stopped answering', true));
      }, timeoutMs);
      gen.pending.add(onDeath);
      signal?.addEventListener('abort', onAbort, { once: true });
      run(gen.remote, callId).then(
        (value) => {
          gen.answered = true;
          finish({ ok: true, value });
        },
        (error: unknown) => finish(unavailable(label, error instanceof Error ? error.message : String(error))),
      );
    });
  }

  /** The worker's answer to a call, with what it says about the network reported on the way. */
  function outcomeOf<T>(result: ApiResult<ApiResult<T>>): ApiResult<T> {
    const outcome = result.ok ? result.value : result;
    if (outcome.ok || (outcome.error.status ?? 0) > 0) options.onReachability?.(true);
    else if (outcome.error.code === ErrorCode.NETWORK_ERROR) options.onReachability?.(false);
    return outcome;
  }

  function serviceOptions(options: BridgeCallOptions, callId: string): ServiceCallOptions {
    const { signal: _signal, ...rest } = options;
    return { ...rest, callId };
  }

  const control = <T>(label: string, run: (remote: Comlink.Remote<ApiService>) => Promise<T>) =>
    invoke(label, run, BRIDGE_CONTROL_TIMEOUT_MS);

  return {
    init(init) {
      state = { ...state, ...init };
      return control('init', (remote) => remote.init(state));
    },
    setSession(token) {
      state = { ...state, token };
      return control('setSession', (remote) => remote.setSession(token));
    },
    setLanguage(code) {
      state = { ...state, language: code };
      return control('setLanguage', (remote) => remote.setLanguage(code));
    },
    async call(name, payload, options = {}) {
      const timeoutMs = (options.timeoutMs ?? HTTP_DEFAULT_TIMEOUT_MS) + BRIDGE_TIMEOUT_MARGIN_MS;
      const result = await invoke(
        name,
        (remote, callId) => remote.call(name, payload, serviceOptions(options, callId)) as Promise<ApiResult<never>>,
        timeoutMs,
        options.signal,
      );
      return outcomeOf(result);
    },
    async api(method, path, payload, options = {}) {
      const timeoutMs = (options.timeoutMs ?? HTTP_DEFAULT_TIMEOUT_MS) + BRIDGE_TIMEOUT_MARGIN_MS;
      const run = (remote: Comlink.Remote<ApiService>, callId: string) =>
        remote.api(method, path, payload, serviceOptions(options, callId)) as Promise<ApiResult<unknown>>;
      return outcomeOf(await invoke(path || 'api', run, timeoutMs, options.signal));
    },
    syncSettings(input = {}) {
      return invoke('syncSettings', (remote) => remote.syncSettings(input) as Promise<SyncSummary>, SYNC_SETTINGS_TIMEOUT_MS);
    },
    refreshConsoleSettings() {
      const timeoutMs = HTTP_DEFAULT_TIMEOUT_MS + BRIDGE_TIMEOUT_MARGIN_MS;
      return invoke('refreshConsoleSettings', (remote) => remote.refreshConsoleSettings() as Promise<SyncSummary>, timeoutMs);
    },
    syncHome() {
      return invoke(
        'syncHome',
        (remote) => remote.syncHome() as Promise<SyncSummary>,
        HTTP_DEFAULT_TIMEOUT_MS + BRIDGE_TIMEOUT_MARGIN_MS,
      );
    },
    syncGames() {
      return invoke('syncGames', (remote) => remote.syncGames() as Promise<SyncSummary>, SYNC_GAMES_TIMEOUT_MS);
    },
    syncGameLists() {
      const timeoutMs = HTTP_DEFAULT_TIMEOUT_MS + BRIDGE_TIMEOUT_MARGIN_MS;
      return invoke('syncGameLists', (remote) => remote.syncGameLists() as Promise<GameListsSummary>, timeoutMs);
    },
    syncCustomerService() {
      const timeoutMs = HTTP_DEFAULT_TIMEOUT_MS + BRIDGE_TIMEOUT_MARGIN_MS;
      return invoke(
        'syncCustomerService',
        (remote) => remote.syncCustomerService() as Promise<CustomerServiceSummary>,
        timeoutMs,
      );
    },
    syncInstall(input) {
      const timeoutMs = HTTP_DEFAULT_TIMEOUT_MS + BRIDGE_TIMEOUT_MARGIN_MS;
      return invoke('syncInstall', (remote) => remote.syncInstall(input) as Promise<InstallSyncSummary>, timeoutMs);
    },
    syncPromotions() {
      const timeoutMs = HTTP_DEFAULT_TIMEOUT_MS + BRIDGE_TIMEOUT_MARGIN_MS;
      return invoke('syncPromotions', (remote) => remote.syncPromotions() as Promise<PromotionsSummary>, timeoutMs);
    },
    loadPromotion(id) {
      const timeoutMs = HTTP_DEFAULT_TIMEOUT_MS + BRIDGE_TIMEOUT_MARGIN_MS;
      return invoke('loadPromotion', (remote) => remote.loadPromotion(id) as Promise<PromotionsSummary>, timeoutMs);
    },
    syncHomeFeeds() {
      const timeoutMs = HTTP_DEFAULT_TIMEOUT_MS + BRIDGE_TIMEOUT_MARGIN_MS;
      return invoke('syncHomeFeeds', (remote) => remote.syncHomeFeeds() as Promise<HomeFeedsSummary>, timeoutMs);
    },
    recordEvent: (event, onceKey) => control('recordEvent', (remote) => remote.recordEvent(event, onceKey)),
    flushOutbox: () => control('flushOutbox', (remote) => remote.flushOutbox()),
    syncMemberState() {
      const timeoutMs = HTTP_DEFAULT_TIMEOUT_MS + BRIDGE_TIMEOUT_MARGIN_MS;
      return invoke('syncMemberState', (remote) => remote.syncMemberState() as Promise<MemberStateSummary>, timeoutMs);
    },
    clearMemberState: () => control('clearMemberState', (remote) => remote.clearMemberState()),
    setMemberLanguage(language) {
      const timeoutMs = HTTP_DEFAULT_TIMEOUT_MS + BRIDGE_TIMEOUT_MARGIN_MS;
      return invoke('setMemberLanguage', (remote) => remote.setMemberLanguage(language) as Promise<ApiError | null>, timeoutMs);
    },
    ping: () => control('ping', (remote) => remote.ping()),
    stats: () => control('stats', (remote) => remote.stats() as Promise<DiagStats>),
    cacheKeys: () => control('cacheKeys', (remote) => remote.cacheKeys()),
    restart() {
      if (current) kill(current, 'the API worker was restarted', false);
      ensure();
    },
    dispose() {
      disposed = true;
      if (current) kill(current, 'the API bridge was disposed', false);
    },
    get generation() {
      return generation;
    },
  };
}
