/**
 * Per-IP request limits (@fastify/rate-limit) on the endpoints that check credentials, send codes or create members,
 * on top of the per-account login throttle (server/auth/throttle.ts): one address cannot try many accounts, or make
 * the backend send SMS and e-mail without end. Always on; the limits are generous enough for members sharing a
 * carrier NAT address (and for the end-to-end suite), and AppOptions.rateLimits changes them.
 * Counting runs on the app's clock, so tests move past a window without waiting.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { endpoints, ErrorCode } from '../../src/shared/contract';
import { BizError } from './errors';

export type RateLimitGroup = 'login' | 'codes' | 'register';

export interface RateLimit {
  max: number;
  windowMs: number;
}

export interface RateLimitOptions {
  limits?: Partial<Record<RateLimitGroup, RateLimit>>;
}

const MINUTE_MS = 60_000;

export const DEFAULT_RATE_LIMITS: Readonly<Record<RateLimitGroup, RateLimit>> = {
  login: { max: 100, windowMs: MINUTE_MS },
  codes: { max: 20, windowMs: MINUTE_MS },
  register: { max: 30, windowMs: MINUTE_MS },
};

/** The group of each limited path; e-mail codes go out through loginVerification, which counts them itself. */
const GROUP_OF_PATH: ReadonlyMap<string, RateLimitGroup> = new Map([
  [endpoints.login.path, 'login'],
  [endpoints.loginVerification.path, 'login'],
  [endpoints.loginMaya.path, 'login'],
  [endpoints.loginLine.path, 'login'],
  [endpoints.loginTelegram.path, 'login'],
  [endpoints.passwordChange.path, 'login'],
  [endpoints.passwordReset.path, 'login'],
  [endpoints.smsNoLogin.path, 'codes'],
  [endpoints.register.path, 'register'],
  [endpoints.registerMobile.path, 'register'],
  [endpoints.registerAutoUsername.path, 'register'],
]);

interface Hits {
  count: number;
  resetAt: number;
}

/** Bound on the addresses tracked per group; past it, expired and then the oldest entries go. */
const MAX_TRACKED_KEYS = 50_000;

/** Fixed-window counters on an injected clock: the plugin's store interface. */
export class RateLimitCounters {
  private readonly hits = new Map<string, Hits>();
  private readonly children = new Set<RateLimitCounters>();

  constructor(private readonly now: () => number) {}

  incr(key: string, callback: (error: Error | null, result: { current: number; ttl: number }) => void, windowMs: number): void {
    const now = this.now();
    let entry = this.hits.get(key);
    if (!entry || entry.resetAt <= now) {
      this.hits.delete(key);
      this.makeRoom(now);
      entry = { count: 0, resetAt: now + windowMs };
      this.hits.set(key, entry);
    }
    entry.count += 1;
    callback(null, { current: entry.count, ttl: entry.resetAt - now });
  }

  read(key: string, callback: (error: Error | null, result: { current: number; ttl: number }) => void): void {
    const now = this.now();
    const entry = this.hits.get(key);
    callback(null, entry && entry.resetAt > now ? { current: entry.count, ttl: entry.resetAt - now } : { current: 0, ttl: 0 });
  }

  child(): RateLimitCounters {
    const child = new RateLimitCounters(this.now);
    this.children.add(child);
    return child;
  }

  /** Forgets every count (QA reset). */
  clear(): void {
    this.hits.clear();
    for (const child of this.children) child.clear();
  }

  private makeRoom(now: number): void {
    if (this.hits.size < MAX_TRACKED_KEYS) return;
    for (const [key, entry] of this.hits) if (entry.resetAt <= now) this.hits.delete(key);
    for (const key of this.hits.keys()) {
      if (this.hits.size < MAX_TRACKED_KEYS) break;
      this.hits.delete(key);
    }
  }
}

export type RateLimitEnforcer = (request: FastifyRequest, reply: FastifyReply, group: RateLimitGroup) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts the request against its address's limit in group; throws TOO_MANY_REQUEST (HTTP 429) past it. */
    enforceRateLimit: RateLimitEnforcer;
  }
}

/** Registers the plugin and limits the routes of GROUP_OF_PATH; call before those routes are added. */
export async function registerRateLimits(
  app: FastifyInstance,
  counters: RateLimitCounters,
  options: RateLimitOptions = {},
): Promise<void> {
  // The plugin instantiates its store class itself; this one hands it the app's counters.
  const store = function Store() {
    return counters;
  } as unknown as new () => RateLimitCounters;
  await app.register(rateLimit, { global: false, store });

  const checks = Object.fromEntries(
    (Object.keys(DEFAULT_RATE_LIMITS) as RateLimitGroup[]).map((group) => {
      const limit = options.limits?.[group] ?? DEFAULT_RATE_LIMITS[group];
      return [group, app.createRateLimit({ max: limit.max, timeWindow: limit.windowMs })];
    }),
  ) as Record<RateLimitGroup, ReturnType<FastifyInstance['createRateLimit']>>;

  const enforce: RateLimitEnforcer = async (request, reply, group) => {
    const result = await checks[group](request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw new BizError(ErrorCode.TOO_MANY_REQUEST, undefined, 429);
  };
  app.decorate('enforceRateLimit', enforce);

  app.addHook('onRoute', (route) => {
    const group = GROUP_OF_PATH.get(route.url ?? '');
    if (!group) return;
    const limiter = (request: FastifyRequest, reply: FastifyReply) => enforce(request, reply, group);
    const existing = route.onRequest;
    route.onRequest = [limiter, ...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing])];
  });
}
