/**
 * The start-up data (stale-while-revalidate): /m/config.json, then status, then the console settings, country,
 * domain route, register settings and promo availability together. Each part is written only when its call
 * succeeds; a failed part keeps what Dexie had and is reported.
 */
import { CURRENT, type MemberDb, type SystemStateKey, type SystemStateRow } from '../../src/data/db';
import { ErrorCode, type RuntimeConfig } from '../../src/shared/contract';
import { DEVICE_MOBILE, HTTP_DEFAULT_TIMEOUT_MS, STATUS_METRIC_DELAY_MS } from '../../src/shared/constants';
import type { ApiError } from '../../src/shared/errors/result';
import type { Clock } from '../../src/data/clock';
import { isObject } from '../../src/shared/is-object';
import type { FetchLike, HttpClient } from './http-client';
import { applyPart, emptySummary, type RefreshSummary } from './refresh-summary';

const CONFIG_URL = '/m/config.json';

/** Status parameters only the page knows (its own URL; the client strips token and authorization from it). */
export interface SyncInput {
  url?: string;
  originalDomain?: string;
  track?: string;
}

export interface SettingsSyncDeps {
  client: HttpClient;
  fetch: FetchLike;
  getDb: () => MemberDb;
  timers: Clock;
  /** The runtime config in use (the fresh one, else the stored one). */
  onConfig: (config: RuntimeConfig) => void;
  merchantCode: () => string;
}

function isRuntimeConfig(value: unknown): value is RuntimeConfig {
  return isObject(value) && typeof value.merchantCode === 'string' && value.merchantCode !== '';
}

/** The config an earlier start stored; undefined when there is none (or no database to read). */
export async function storedRuntimeConfig(getDb: () => MemberDb): Promise<RuntimeConfig | undefined> {
  try {
    const stored = (await getDb().systemState.get('config'))?.value;
    return isRuntimeConfig(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

export function createSettingsSync({ client, fetch, getDb, timers, onConfig, merchantCode }: SettingsSyncDeps) {
  const at = () => timers.now();

  function putState<K extends SystemStateKey>(db: MemberDb, key: K, value: SystemStateRow<K>['value']) {
    return db.systemState.put({ key, value, updatedAt: at() } as SystemStateRow);
  }

  /** /m/config.json with plain fetch (not a /wps call); the stored copy when it fails. */
  async function loadConfig(db: MemberDb, summary: RefreshSummary): Promise<void> {
    const controller = new AbortController();
    const timer = timers.setTimeout(() => controller.abort(), HTTP_DEFAULT_TIMEOUT_MS);
    let error: ApiError;
    try {
      const response = await fetch(CONFIG_URL, { credentials: 'same-origin', cache: 'no-store', signal: controller.signal });
      const body: unknown = response.ok ? await response.json() : undefined;
      if (isRuntimeConfig(body)) {
        onConfig(body);
        await putState(db, 'config', body);
        summary.updated.push('config');
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
    const stored = await storedRuntimeConfig(() => db);
    if (stored) onConfig(stored);
  }

  /** The status metric (spec §9, ACCEPTANCE F37): the status call's duration, sent 5 s after it. */
  function sendStatusMetric(durationMs: number) {
    timers.setTimeout(() => {
      const merchant = merchantCode();
      if (!merchant) return;
      const value = `status;ms=${Math.round(durationMs)}`;
      void client.call('collect', { merchant, value }, { silent: true });
    }, STATUS_METRIC_DELAY_MS);
  }

  /** The merchant's console settings (ACCEPTANCE Q94): consolidated settings with the template, and the switches. */
  function consoleSettings(db: MemberDb, summary: RefreshSummary): Promise<unknown>[] {
    return [
      applyPart(summary, 'settings', client.call('settings', {}), isObject, (value) =>
        db.transaction('rw', db.siteSettings, db.mobileTemplate, async () => {
          await db.siteSettings.put({ key: CURRENT, value, updatedAt: at() });
          if (isObject(value.mobileTemplate))
            await db.mobileTemplate.put({ key: CURRENT, value: value.mobileTemplate, updatedAt: at() });
        }),
      ),
      applyPart(summary, 'whitelabel', client.call('whitelabel', {}), isObject, (value) =>
        db.featureSwitches.put({ key: CURRENT, value, updatedAt: at() }),
      ),
    ];
  }

  return {
    async sync(input: SyncInput): Promise<RefreshSummary> {
      const db = getDb();
      const summary = emptySummary();
      await loadConfig(db, summary);
      const statusStart = timers.now();
      const status = await client.call('status', { device: DEVICE_MOBILE, ...input });
      await applyPart(summary, 'status', status, isObject, (value) => putState(db, 'status', value));
      sendStatusMetric(timers.now() - statusStart);
      await Promise.all([
        ...consoleSettings(db, summary),
        applyPart(summary, 'country', client.call('country', {}), isObject, (value) =>
          db.countryInfo.put({ key: CURRENT, value, updatedAt: at() }),
        ),
        applyPart(summary, 'domainRoute', client.call('domainRoute', { device: DEVICE_MOBILE }), Array.isArray, (value) =>
          putState(db, 'domainRoute', value),
        ),
        applyPart(summary, 'registerSettings', client.call('registerSettings', {}), isObject, (value) =>
          putState(db, 'registerSettings', value),
        ),
        applyPart(summary, 'promoAvailability', client.call('promoAvailability', {}), isObject, (value) =>
          db.promoAvailability.put({ key: CURRENT, value, updatedAt: at() }),
        ),
      ]);
      return summary;
    },

    /** Only the console settings (the page asks when it becomes visible, debounced). */
    async refreshConsoleSettings(): Promise<RefreshSummary> {
      const summary = emptySummary();
      await Promise.all(consoleSettings(getDb(), summary));
      return summary;
    },
  };
}
