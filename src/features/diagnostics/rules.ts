/**
 * The diagnostics screen's rules, apart from the browser: who may open it, what each stored table and the outbox add
 * up to, and the support report, which is built from these figures only (never from a row's content), so it cannot
 * carry a token, a password, a remembered login or anything personal.
 */
import type { RuntimeConfig, SiteSettings, WhitelabelValue } from '../../shared/contract';
import type { OutboxMeta, OutboxRecord, StoreTable } from '../../data/schema';

/** The QA environment's name in /m/config.json (the backend's QA mode). */
export const QA_ENV = 'qa';

/**
 * Open in the QA environment, or where the merchant's settings switch it on (gw.DIAGNOSTICS); undefined until the
 * config and the settings are stored (a first visit), so a member is not sent away before the answer is known.
 */
export function diagnosticsEnabled(
  config: Pick<RuntimeConfig, 'env'> | null | undefined,
  settings: { gw?: Partial<SiteSettings['gw']> } | null | undefined,
): boolean | undefined {
  if (config?.env === QA_ENV || settings?.gw?.DIAGNOSTICS === true) return true;
  if (!config || !settings) return undefined;
  return false;
}

/** Every table of the store, in the order the screen lists them (a table added to the schema must be added here). */
export const STORE_TABLES: readonly StoreTable[] = Object.keys({
  siteSettings: 1,
  featureSwitches: 1,
  mobileTemplate: 1,
  countryInfo: 1,
  promoAvailability: 1,
  systemState: 1,
  gameVendors: 1,
  gameList: 1,
  announcements: 1,
  promotions: 1,
  memberInfo: 1,
  memberState: 1,
  outbox: 1,
  outboxMeta: 1,
  preferences: 1,
  lists: 1,
} satisfies Record<StoreTable, 1>) as StoreTable[];

export interface TableSummary {
  table: StoreTable;
  rows: number;
  /** The oldest and newest update time of its rows (ms since the epoch); null when its rows carry none. */
  oldest: number | null;
  newest: number | null;
}

function updateTime(row: unknown): number | undefined {
  const { updatedAt, lastAttemptAt, createdAt } = row as { updatedAt?: unknown; lastAttemptAt?: unknown; createdAt?: unknown };
  const time = updatedAt ?? lastAttemptAt ?? createdAt;
  return typeof time === 'number' && Number.isFinite(time) ? time : undefined;
}

export function summarizeTable(table: StoreTable, rows: readonly unknown[]): TableSummary {
  const times = rows.map(updateTime).filter((time): time is number => time !== undefined);
  return {
    table,
    rows: rows.length,
    oldest: times.length ? Math.min(...times) : null,
    newest: times.length ? Math.max(...times) : null,
  };
}

export interface OutboxSummary {
  pending: number;
  /** Refused by the backend for good (kept 7 days, never retried). */
  rejected: number;
  /** Attempts made for the pending events, in all. */
  attempts: number;
  /** Dropped by the caps and not yet reported to the backend. */
  dropped: number;
  /** The latest reason an event was not delivered, and when. */
  lastError: { code: string; at: number | null } | null;
  /** When the worker's next timed flush is due; null when none is armed. */
  nextAttemptAt: number | null;
}

export function summarizeOutbox(
  records: readonly OutboxRecord[],
  meta: readonly OutboxMeta[],
  nextAttemptAt: number | null,
): OutboxSummary {
  const pending = records.filter((record) => record.state === 'pending');
  let lastError: OutboxSummary['lastError'] = null;
  for (const record of records) {
    const code = record.state === 'rejected' ? record.rejectedCode : record.lastCode;
    if (!code) continue;
    const at = record.lastAttemptAt ?? null;
    if (!lastError || (at ?? -1) > (lastError.at ?? -1)) lastError = { code, at };
  }
  return {
    pending: pending.length,
    rejected: records.length - pending.length,
    attempts: pending.reduce((sum, record) => sum + record.attempts, 0),
    dropped: meta.find((row) => row.key === 'dropped')?.count ?? 0,
    lastError,
    nextAttemptAt: pending.length ? nextAttemptAt : null,
  };
}

export interface CacheSummary {
  name: string;
  entries: number;
  bytes: number;
}

export interface ServiceWorkerSummary {
  /** The active worker's state, or 'none' when no worker is registered for the site. */
  state: ServiceWorkerState | 'none' | 'unsupported';
  /** The build the active worker reports; null when it did not answer. */
  buildId: string | null;
  /** Whether it controls this page. */
  controlling: boolean;
  /** A newer worker waits for the update dialog's Refresh. */
  waiting: boolean;
}

export interface StorageSummary {
  usage: number | null;
  quota: number | null;
  persisted: boolean | null;
}

export interface NetworkSummary {
  /** What the app acts on: offline when the browser is, when a call found no network, or while the switch holds it. */
  app: 'online' | 'offline';
  browserOnline: boolean;
  simulatedOffline: boolean;
  /** The Network Information API's estimate where the browser has it ('4g', '3g', …). */
  effectiveType: string | null;
}

export interface DiagnosticsSnapshot {
  appBuild: string;
  serviceWorker: ServiceWorkerSummary;
  caches: readonly CacheSummary[];
  storage: StorageSummary;
  tables: readonly TableSummary[];
  outbox: OutboxSummary;
  network: NetworkSummary;
  merchant: string | null;
  environment: string | null;
  language: string;
  switches: WhitelabelValue['whitelabelVal'] | null;
  secureContext: boolean;
}

/**
 * The support report: figures only, copied field by field, so nothing stored about the member (token, password,
 * remembered login, name, phone, balance) can come with it.
 */
export function supportReport(snapshot: DiagnosticsSnapshot, generatedAt: number, userAgent: string): string {
  const report = {
    generatedAt: new Date(generatedAt).toISOString(),
    appBuild: snapshot.appBuild,
    serviceWorker: { ...snapshot.serviceWorker },
    caches: snapshot.caches.map(({ name, entries, bytes }) => ({ name, entries, bytes })),
    storage: { ...snapshot.storage },
    tables: snapshot.tables.map(({ table, rows, oldest, newest }) => ({ table, rows, oldest, newest })),
    outbox: {
      pending: snapshot.outbox.pending,
      rejected: snapshot.outbox.rejected,
      attempts: snapshot.outbox.attempts,
      dropped: snapshot.outbox.dropped,
      lastError: snapshot.outbox.lastError && { code: snapshot.outbox.lastError.code, at: snapshot.outbox.lastError.at },
      nextAttemptAt: snapshot.outbox.nextAttemptAt,
    },
    network: { ...snapshot.network },
    merchant: snapshot.merchant,
    environment: snapshot.environment,
    language: snapshot.language,
    switches:
      snapshot.switches && Object.fromEntries(Object.entries(snapshot.switches).filter(([, on]) => typeof on === 'boolean')),
    secureContext: snapshot.secureContext,
    userAgent,
  };
  return JSON.stringify(report, null, 2);
}
