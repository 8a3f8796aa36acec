/**
 * The /wps HTTP client of spec §7 (ACCEPTANCE B1 to B29, B36, B37). One call goes:
 * url check → payload (URL fields stripped, ext added) → cache → shared in-flight GET → [RSA key + encryption]
 * → /wps spacing → concurrency slots → fetch (JSON, credentials, no redirects, timeout) → envelope → result.
 * The timeout covers the whole call, waits included, so a call always settles within timeoutMs.
 * Results are values, never exceptions: {ok:true, value} or {ok:false, error:{code, message?, status?, path}}.
 */
import {
  ErrorCode,
  endpoints,
  isEnvelope,
  type EndpointClass,
  type EndpointName,
  type HttpMethod,
  type RequestOf,
  type ResponseOf,
} from '../../src/shared/contract';
import {
  DEVICE_MOBILE,
  HTTP_DEFAULT_TIMEOUT_MS,
  HTTP_MAX_CONCURRENT,
  HTTP_MAX_CONCURRENT_GAME_LISTS,
  type ImageFormat,
} from '../../src/shared/constants';
import { failure, success, type ApiError, type ApiResult } from '../../src/shared/errors/result';
import { stripCredentials } from '../../src/shared/url';
import { cacheKey, createApiCache, type ApiCache, type QueryValue } from './api-cache';
import { createAuthGate } from './auth-gate';
import { createSemaphore, type Release } from './concurrency';
import { encryptPayload, type RsaEncrypt } from './encryption';
import { createRateLimiter, type RateLimiter } from './rate-limiter';
import { systemClock, type Clock } from '../../src/data/clock';
import { isObject } from '../../src/shared/is-object';

/** What the page tells the worker; read at send time, so a new token or language applies to queued calls. */
export interface ClientContext {
  merchantCode: string;
  language: string;
  /** The raw session token (Q21), or null for a guest. */
  token: string | null;
  /** navigator.userAgent read in the page (B4): a worker's own user agent may differ. */
  userAgent: string;
  imageFormat: ImageFormat;
  /** Prefix of /wps paths, from /m/config.json; '' means same origin. */
  apiBase?: string;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Default: the endpoint's own timeout (launchGame 10 s, ping 15 s), else 30,000 ms. */
  timeoutMs?: number;
  /** No alert for this failure (B31); the client only skips logging it, the page's catalogue does the rest. */
  silent?: boolean;
  /** TTL of the answer of a cached endpoint (default 180 s). */
  cacheTtlMs?: number;
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface HttpClientDeps extends Partial<Clock> {
  fetch: FetchLike;
  getContext: () => ClientContext;
  /** Settles once the context is known (the worker reads its stored merchant at start); calls wait for it. */
  contextReady?: Promise<unknown>;
  rsaEncrypt: RsaEncrypt;
  /** Uniform [0, 1): the cache's size-check draw. Default Math.random. */
  random?: () => number;
  /** The random 16-character string K of an encrypted submission. Default: crypto.getRandomValues. */
  randomKey?: () => string;
  /** One line per failed call: method, path and code; never a header, query or body. */
  log?: (line: string) => void;
}

export interface HttpClientStats {
  active: number;
  waiting: number;
  gameListActive: number;
  gameListWaiting: number;
  sharedInFlight: number;
}

export interface HttpClient {
  call<N extends EndpointName>(name: N, payload: RequestOf<N>, options?: CallOptions): Promise<ApiResult<ResponseOf<N>>>;
  /** An ad-hoc call by method and path (DIAG, /wps/qa/*): known paths keep their endpoint class. */
  request(method: HttpMethod, path: string, payload?: unknown, options?: CallOptions): Promise<ApiResult<unknown>>;
  /** Drops cached answers, e.g. after a language change. */
  clearCache(): void;
  readonly cache: ApiCache;
  readonly limiter: RateLimiter;
  stats(): HttpClientStats;
  dispose(): void;
}

type RouteSpec = EndpointClass & { method: HttpMethod; path: string };
type Payload = Record<string, unknown>;

interface SharedGet {
  promise: Promise<ApiResult<unknown>>;
  controller: AbortController;
  followers: number;
}

export const URL_IS_NULL_MESSAGE = 'url is null';
const URL_FIELD = /^(url|.*Url|.*Uri)$/;
/** What an HTTP header value may hold, as fetch checks it: printable ASCII. */
const HEADER_VALUE = /^[\x20-\x7E]+$/;
const DEFAULT_CLASS: EndpointClass = { login: 'optional' };
const ROUTES: readonly RouteSpec[] = Object.values(endpoints) as readonly RouteSpec[];

/** The class of an ad-hoc path: the registry entry with that method and path, else a plain optional-login call. */
export function routeFor(method: HttpMethod, path: string): RouteSpec {
  return ROUTES.find((route) => route.method === method && route.path === path) ?? { ...DEFAULT_CLASS, method, path };
}

/** Removes token and authorization parameters from URL-valued payload fields (url, registerUrl, backUrl, ...). Q24. */
export function stripUrlFields(payload: Payload): Payload {
  const out: Payload = {};
  for (const [name, value] of Object.entries(payload)) {
    out[name] = typeof value === 'string' && URL_FIELD.test(name) ? stripCredentials(value) : value;
  }
  return out;
}

function toQuery(payload: Payload): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(payload)) {
    if (value === undefined || value === null) continue;
    query[name] = typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
  return query;
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** [path, query] of a path that may carry its own query; '' for a missing path. */
function splitPath(path: string | null | undefined): [string, string] {
  const trimmed = (path ?? '').trim();
  const index = trimmed.indexOf('?');
  return index < 0 ? [trimmed, ''] : [trimmed.slice(0, index), trimmed.slice(index + 1)];
}

export function createHttpClient(deps: HttpClientDeps): HttpClient {
  const timers: Clock = {
    now: deps.now ?? systemClock.now,
    setTimeout: deps.setTimeout ?? systemClock.setTimeout,
    clearTimeout: deps.clearTimeout ?? systemClock.clearTimeout,
  };
  const cache = createApiCache({ ...timers, random: deps.random ?? Math.random });
  const limiter = createRateLimiter(timers);
  const allSlots = createSemaphore(HTTP_MAX_CONCURRENT);
  const gameListSlots = createSemaphore(HTTP_MAX_CONCURRENT_GAME_LISTS);
  const rsaKeyGate = createAuthGate<ApiResult<unknown>>(timers);
  const sharedGets = new Map<string, SharedGet>();
  let contextKnown = !deps.contextReady;
  const known = () => (contextKnown = true);
  void deps.contextReady?.then(known, known);

  async function acquireSlots(gameList: boolean, signal: AbortSignal): Promise<Release> {
    const releaseGameList = gameList ? await gameListSlots.acquire(signal) : undefined;
    try {
      const release = await allSlots.acquire(signal);
      return () => {
        release();
        releaseGameList?.();
      };
    } catch (error) {
      releaseGameList?.();
      throw error;
    }
  }

  function headersFor(route: RouteSpec, hasBody: boolean): Record<string, string> {
    const context = deps.getContext();
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (hasBody) headers['Content-Type'] = 'application/json';
    if (context.merchantCode) headers.Merchant = context.merchantCode;
    if (context.language) headers.Language = context.language;
    if (context.userAgent) headers['X-Real-UA'] = context.userAgent;
    // A token no header can carry (garbage from a link) goes out as none: fetch would refuse the request as if offline,
    // where the backend's not-logged-in answer ends the session (A20, C69).
    if (context.token && !route.noAuthHeader && HEADER_VALUE.test(context.token)) headers.Authorization = context.token;
    if (route.moduleId) headers.ModuleId = route.moduleId;
    if (route.path === endpoints.login.path) headers.Device = DEVICE_MOBILE;
    return headers;
  }

  async function readResponse(response: Response, route: RouteSpec, path: string): Promise<ApiResult<unknown>> {
    const { status } = response;
    if (response.type === 'opaqueredirect' || (status >= 300 && status < 400)) {
      const error: ApiError = { code: ErrorCode.HTTP_REDIRECT, message: 'redirect not followed', path };
      if (status > 0) error.status = status;
      return failure(error);
    }
    const text = await response.text();
    let body: unknown;
    let parsed = true;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = false;
    }
    // A failure without the backend's envelope (a proxy's or a CDN's error page) has no message for the member: the
    // catalogue's own text is shown, never the HTTP reason phrase ("Service Unavailable").
    if (route.raw) {
      if (response.ok) return success(parsed ? body : text);
      return failure({ code: ErrorCode.HTTP_ERROR, status, path });
    }
    if (isEnvelope(body)) {
      if (body.success && response.ok) return success(body.value);
      const error: ApiError = { code: body.errorCode || ErrorCode.HTTP_ERROR, status, path };
      if (body.message) error.message = body.message;
      if (body.value !== undefined && body.value !== null) error.value = body.value;
      return failure(error);
    }
    if (!response.ok) return failure({ code: ErrorCode.HTTP_ERROR, status, path });
    return failure({ code: ErrorCode.INVALID_RESPONSE, status, path, message: 'response is not an envelope' });
  }

  function fetchRsaKey(signal: AbortSignal): Promise<ApiResult<unknown>> {
    return rsaKeyGate.run(() => send(endpoints.rsaKey, { _: timers.now() }, { signal }), signal);
  }

  /** One network exchange, bounded by its timeout and by signal. */
  async function execute(
    route: RouteSpec,
    url: string,
    path: string,
    body: Payload | undefined,
    timeoutMs: number,
    signal: AbortSignal | undefined,
  ): Promise<ApiResult<unknown>> {
    const controller = new AbortController();
    let timedOut = false;
    const timer = timers.setTimeout(() => {
      timedOut = true;
      controller.abort(new Error(`timeout of ${timeoutMs}ms exceeded`));
    }, timeoutMs);
    const onAbort = () => controller.abort(signal?.reason);
    if (signal?.aborted) onAbort();
    else signal?.addEventListener('abort', onAbort, { once: true });

    try {
      let extraHeaders: Record<string, string> = {};
      let sent: unknown = body;
      if (route.encrypted) {
        const key = await fetchRsaKey(controller.signal);
        if (!key.ok) return key;
        try {
          const submission = encryptPayload(body, key.value as string, deps);
          sent = submission.body;
          extraHeaders = submission.headers;
        } catch (error) {
          return failure({ code: ErrorCode.ENCRYPTION_FAILED, message: errorMessage(error), path });
        }
      }
      if (route.method === 'GET') await limiter.wait(route.method, path, controller.signal);
      const release = await acquireSlots(Boolean(route.gameList), controller.signal);
      try {
        const response = await deps.fetch(url, {
          method: route.method,
          headers: { ...headersFor(route, sent !== undefined), ...extraHeaders },
          body: sent === undefined ? undefined : JSON.stringify(sent),
          credentials: 'include',
          redirect: 'manual',
          cache: 'no-store',
          signal: controller.signal,
        });
        return await readResponse(response, route, path);
      } finally {
        release();
      }
    } catch (error) {
      if (timedOut) return failure({ code: ErrorCode.TIMEOUT, message: `timeout of ${timeoutMs}ms exceeded`, path });
      if (controller.signal.aborted) return failure({ code: ErrorCode.ABORTED, message: 'aborted', path });
      return failure({ code: ErrorCode.NETWORK_ERROR, message: errorMessage(error), path });
    } finally {
      timers.clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    }
  }

  /** Joins a shared GET; the network request is aborted only when every follower has aborted. */
  function follow(shared: SharedGet, path: string, signal: AbortSignal | undefined): Promise<ApiResult<unknown>> {
    shared.followers++;
    if (!signal) return shared.promise;
    return new Promise((resolve) => {
      const onAbort = () => {
        if (--shared.followers === 0) shared.controller.abort(signal.reason);
        resolve(failure({ code: ErrorCode.ABORTED, message: 'aborted', path }));
      };
      if (signal.aborted) return onAbort();
      signal.addEventListener('abort', onAbort, { once: true });
      void shared.promise.then((result) => {
        signal.removeEventListener('abort', onAbort);
        resolve(result);
      });
    });
  }

  async function send(route: RouteSpec, payload: unknown, options: CallOptions = {}): Promise<ApiResult<unknown>> {
    const [path, rawQuery] = splitPath(route.path);
    if (!path) return failure({ code: ErrorCode.URL_IS_NULL, message: URL_IS_NULL_MESSAGE, path: '' });
    if (!contextKnown) await deps.contextReady;
    const context = deps.getContext();

    let data = stripUrlFields(isObject(payload) ? payload : {});
    if (route.imageList && context.imageFormat !== 'na' && data.ext === undefined) data = { ...data, ext: context.imageFormat };
    const isGet = route.method === 'GET';
    const params = new URLSearchParams({ ...Object.fromEntries(new URLSearchParams(rawQuery)), ...(isGet ? toQuery(data) : {}) });
    const search = stripCredentials(`?${params.toString()}`).slice(1);
    const query: Record<string, QueryValue> = Object.fromEntries(new URLSearchParams(search));
    const url = stripCredentials(`${context.apiBase ?? ''}${path}${search ? `?${search}` : ''}`);
    const timeoutMs = options.timeoutMs ?? route.timeoutMs ?? HTTP_DEFAULT_TIMEOUT_MS;
    const logFailure = (result: ApiResult<unknown>) => {
      if (!result.ok && !options.silent) deps.log?.(`${route.method} ${path} failed: ${result.error.code}`);
      return result;
    };

    if (!isGet) return logFailure(await execute(route, url, path, data, timeoutMs, options.signal));

    const key = cacheKey(route.method, path, query);
    if (route.cached) {
      const hit = cache.get<unknown>(key);
      if (hit !== undefined) return success(hit);
    }
    // Only requests in the same language and with the same credentials are the same request: a GET sent before a
    // language change or a login must not answer one after, nor fill the cache once the language has changed.
    const language = context.language;
    const credentials = route.noAuthHeader || !context.token ? '' : context.token;
    const sharedKey = `${key}|${language}|${credentials}`;
    let shared = sharedGets.get(sharedKey);
    if (!shared) {
      const controller = new AbortController();
      const promise = execute(route, url, path, undefined, timeoutMs, controller.signal).then((result) => {
        sharedGets.delete(sharedKey);
        if (result.ok && route.cached && deps.getContext().language === language)
          cache.set(key, result.value, options.cacheTtlMs);
        return result;
      });
      shared = { controller, followers: 0, promise };
      sharedGets.set(sharedKey, shared);
    }
    const result = await follow(shared, path, options.signal);
    // An answer in a language no longer in force would put the old language's texts on screen: ask again in the new one.
    if (result.ok && deps.getContext().language !== language) return send(route, payload, options);
    return logFailure(result);
  }

  return {
    call(name, payload, options) {
      const route = (endpoints as Record<string, RouteSpec | undefined>)[name] ?? { ...DEFAULT_CLASS, method: 'GET', path: '' };
      return send(route, payload, options) as Promise<ApiResult<never>>;
    },
    request(method, path, payload, options) {
      const route = routeFor(method, splitPath(path)[0]);
      return send({ ...route, path: path ?? '' }, payload, options);
    },
    clearCache: () => cache.clear(),
    cache,
    limiter,
    stats: () => ({
      active: allSlots.active,
      waiting: allSlots.waiting,
      gameListActive: gameListSlots.active,
      gameListWaiting: gameListSlots.waiting,
      sharedInFlight: sharedGets.size,
    }),
    dispose: () => cache.dispose(),
  };
}
