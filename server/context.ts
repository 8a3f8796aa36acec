/** What every route module gets: the store, the clock and the resolved options. */
import type { EndpointClass } from '../src/shared/contract';
import type { Db } from './db/database';
import type { Merchant } from './merchants/store';
import type { FaultStore } from './qa/faults';
import type { CaptchaEmuStore } from './auth/captcha-emu';
import type { RequestLog, RequestLogEntry } from './qa/request-log';
import type { SessionRecord } from './sessions/sessions';

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
  /** Injected clock (ms since epoch) for sessions, codes and logs. */
  now?: () => number;
  /** Environment name reported in /m/config.json. */
  env?: string;
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
  requestLog: RequestLog;
  faults: FaultStore;
  /** QA mode of the local captcha provider (PUT /__qa/captcha). */
  captchaEmu: CaptchaEmuStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
  interface FastifyRequest {
    merchant: Merchant | undefined;
    session: SessionRecord | undefined;
    rawBody: string | undefined;
    qaLog: RequestLogEntry | undefined;
  }
  interface FastifyContextConfig {
    endpoint?: EndpointClass;
  }
}
