/** What every route module gets: the store, the clock and the resolved options. */
import type { EndpointClass } from '../src/shared/contract';
import type { Db } from './db/database';
import type { Merchant } from './merchants/store';
import type { RequestLogEntry } from './qa/request-log';
import type { SessionRecord } from './sessions/sessions';
import type { FirebaseAuthOptions, FirebaseTokenVerifier } from './auth/firebase';
import type { RateLimitCounters, RateLimitOptions } from './http/rate-limit';

export interface AppOptions {
  dbPath: string;
  qa: boolean;
  /** The built site (dist); served under /m/ when it exists. */
  staticDir?: string;
  /** Host (or `*.suffix`) → merchant code; replaces the default map. */
  hosts?: Record<string, string>;
  sessionTtlMs?: number;
  /** The spec's {secret} default mobile password (ACCEPTANCE Q4). */
  defaultMobilePassword?: string;
  logger?: boolean;
  /** Where the log goes when logger is on (standard output by default). */
  logStream?: { write(line: string): void };
  /**
   * Proxies whose X-Forwarded-* headers are believed (addresses or CIDRs); none by default, so a client cannot
   * choose the host, protocol or address the backend sees.
   */
  trustProxy?: readonly string[];
  /** The site's public origin (https://m.example.com); generated absolute URLs use it instead of the request's Host. */
  publicOrigin?: string;
  /** Seed the demo members with known passwords (ACCEPTANCE 0.4); defaults to qa. */
  seedDemoMembers?: boolean;
  /** Injected clock (ms since epoch) for sessions, codes and logs. */
  now?: () => number;
  /** Environment name reported in /m/config.json. */
  env?: string;
  /** Where Firebase id tokens' signing keys come from, and whether the Auth Emulator's unsigned tokens pass (QA). */
  firebase?: FirebaseAuthOptions;
  /**
   * The LINE API's base URL (WPS_LINE_API_BASE); by default LINE's own, or on a QA backend its own LINE emulator
   * (/__emu/line).
   */
  lineApiBase?: string;
  /** Per-IP limits of the credential and code-sending endpoints (always on; see server/http/rate-limit.ts). */
  rateLimits?: RateLimitOptions;
}

export interface AppContext {
  db: Db;
  qa: boolean;
  now: () => number;
  hosts: Readonly<Record<string, string>>;
  sessionTtlMs: number;
  defaultMobilePassword: string;
  staticDir: string | undefined;
  env: string;
  /** The configured public origin (no trailing slash), when there is one. */
  publicOrigin: string | undefined;
  verifyFirebaseToken: FirebaseTokenVerifier;
  /** The Firebase Auth Emulator the page signs in against (QA backends configured for it only). */
  firebaseAuthEmulatorUrl: string | undefined;
  /** The configured LINE API base URL, if any (server/auth/line-login-client.ts picks the default). */
  lineApiBase: string | undefined;
  /** The per-IP request counts (cleared by the QA reset). */
  rateLimitCounters: RateLimitCounters;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    merchant: Merchant | undefined;
    session: SessionRecord | undefined;
    rawBody: string | undefined;
    /** This request's entry in the QA request log (QA backends only). */
    qaLog: RequestLogEntry | undefined;
  }
  interface FastifyContextConfig {
    endpoint?: EndpointClass;
  }
}
