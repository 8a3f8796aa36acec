/**
 * The page's side of the API worker (ARCHITECTURE "a worker bridge"): one long-lived worker behind a Comlink proxy.
 * Every call has a timeout a little above the worker's own (the worker settles each call within its timeoutMs),
 * and may take an AbortSignal. A worker that fails (error event) or stops answering is terminated and replaced, and
 * the new one gets the page's context again (one init with language, token, user agent and image format; the worker
 * reads its merchant from the stored config itself).
 * Failures come back as the same result union as the worker's, with code worker.unavailable.
 */
import * as Comlink from 'comlink';
import { takeApiWorker } from './early-worker';
import { HTTP_DEFAULT_TIMEOUT_MS } from '../../shared/constants';
import type { EndpointName, HttpMethod, RequestOf, ResponseOf } from '../../shared/contract';
// Not the contract's entry: that would put the whole endpoint registry on the first screen.
import { ErrorCode } from '../../shared/contract/error-codes';
import { failure, type ApiResult } from '../../shared/errors/result';
import { refreshDeadlineMs } from '../../../workers/api/resource-table';
import type { ApiService, ServiceCallOptions, WorkerInit } from '../../../workers/api/services';

/** Extra time the bridge gives the worker beyond the worker's own deadline before it calls it unresponsive. */
export const BRIDGE_TIMEOUT_MARGIN_MS = 5_000;
/** Timeout of control messages (init, session, language, stats). */
export const BRIDGE_CONTROL_TIMEOUT_MS = 5_000;
/** How long the liveness ping after a timed-out call may take before the worker is restarted. */
export const BRIDGE_PING_TIMEOUT_MS = 2_000;

/** Worker members the bridge wraps by hand: the context it re-sends to a new worker, calls with signals, abort. */
type Wrapped = 'init' | 'setSession' | 'setLanguage' | 'call' | 'api' | 'abort';
type Passed = Exclude<keyof ApiService, Wrapped>;

/** A worker method as the page calls it: the same arguments, the answer as a result (worker.unavailable on failure). */
type Bridged<F> = F extends (...args: infer A) => infer R ? (...args: A) => Promise<ApiResult<Awaited<R>>> : never;
export type BridgedMethods = { [K in Passed]: Bridged<ApiService[K]> };

const control = () => BRIDGE_CONTROL_TIMEOUT_MS;
const oneCall = () => HTTP_DEFAULT_TIMEOUT_MS + BRIDGE_TIMEOUT_MARGIN_MS;

/**
 * How long the bridge waits for each worker method: the worker's own deadline plus a margin (a refresh from the
 * resource table's chains), or the control timeout for what only touches the worker and Dexie. Typed from the
 * service, so a new worker method does not compile without its deadline, and the bridge serves every method listed.
 */
export const BRIDGE_DEADLINES: { [K in Passed]: (...args: Parameters<ApiService[K]>) => number } = {
  refresh: (names) => refreshDeadlineMs(names) + BRIDGE_TIMEOUT_MARGIN_MS,
  loadPromotion: oneCall,
  setMemberLanguage: oneCall,
  clearMemberState: control,
  recordEvent: control,
  flushOutbox: control,
  outboxStatus: control,
  heldBack: control,
  ping: control,
  cacheKeys: control,
  stats: control,
};

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

export interface ApiBridge extends BridgedMethods {
  init(init: WorkerInit): Promise<ApiResult<void>>;
  setSession(token: string | null): Promise<ApiResult<void>>;
  setLanguage(code: string): Promise<ApiResult<void>>;
  call<N extends EndpointName>(name: N, payload: RequestOf<N>, options?: BridgeCallOptions): Promise<ApiResult<ResponseOf<N>>>;
  api(method: HttpMethod, path: string, payload?: unknown, options?: BridgeCallOptions): Promise<ApiResult<unknown>>;
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

  const controlCall = <T>(label: string, run: (remote: Comlink.Remote<ApiService>) => Promise<T>) =>
    invoke(label, run, BRIDGE_CONTROL_TIMEOUT_MS);

  /** Every other worker method, with the deadline its table entry gives for these arguments. */
  function passed(name: string, deadline: (...args: never[]) => number) {
    return (...args: never[]) =>
      invoke(
        name,
        async (remote) => Reflect.apply(Reflect.get(remote, name), remote, args),
        Reflect.apply(deadline, undefined, args),
      );
  }
  // Object.fromEntries cannot carry the mapped type; BRIDGE_DEADLINES's type guarantees every key is here.
  const methods = Object.fromEntries(
    Object.entries(BRIDGE_DEADLINES).map(([name, deadline]) => [name, passed(name, deadline)]),
  ) as unknown as BridgedMethods;

  return {
    ...methods,
    init(init) {
      state = { ...state, ...init };
      return controlCall('init', (remote) => remote.init(state));
    },
    setSession(token) {
      state = { ...state, token };
      return controlCall('setSession', (remote) => remote.setSession(token));
    },
    setLanguage(code) {
      state = { ...state, language: code };
      return controlCall('setLanguage', (remote) => remote.setLanguage(code));
    },
    async call(name, payload, options = {}) {
      const timeoutMs = (options.timeoutMs ?? HTTP_DEFAULT_TIMEOUT_MS) + BRIDGE_TIMEOUT_MARGIN_MS;
      // Comlink's Remote drops call's type parameter (and splits the result union): the worker answers ResponseOf<N>.
      const run = (remote: Comlink.Remote<ApiService>, callId: string) =>
        remote.call(name, payload, serviceOptions(options, callId)) as Promise<ApiResult<ResponseOf<typeof name>>>;
      return outcomeOf(await invoke(name, run, timeoutMs, options.signal));
    },
    async api(method, path, payload, options = {}) {
      const timeoutMs = (options.timeoutMs ?? HTTP_DEFAULT_TIMEOUT_MS) + BRIDGE_TIMEOUT_MARGIN_MS;
      // Awaited, Comlink's split result union (a promise of each member) is one ApiResult again.
      const run = async (remote: Comlink.Remote<ApiService>, callId: string): Promise<ApiResult<unknown>> =>
        await remote.api(method, path, payload, serviceOptions(options, callId));
      return outcomeOf(await invoke(path || 'api', run, timeoutMs, options.signal));
    },
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
