/**
 * The service worker's side of the outbox: a flush from a Background Sync 'sync' event (or a periodic wake-up)
 * when no page is open. It reuses this module and the Dexie schema: no second API client.
 *
 *   self.addEventListener('sync', (event) => {
 *     if (event.tag === syncTag) event.waitUntil(flushFromServiceWorker(deps, { lastChance: event.lastChance }));
 *   });
 */
// Types only from ../db: its value is Dexie, which must stay out of the page's chunks.
import type { MemberDb, SystemStateRow } from '../db';
import { CURRENT, LANGUAGE_PREFERENCE_KEY } from '../schema';
import { DEFAULT_LANGUAGE } from '../../shared/constants';
import { OUTBOX_LOCK_NAME } from './constants';
import { flushOutbox, type FlushDeps, type FlushResult } from './flush';

/** The Background Sync tag of the outbox. */
export const syncTag = OUTBOX_LOCK_NAME;

/** Rejects the sync's waitUntil so the browser schedules the sync again later. */
export class OutboxNotDrainedError extends Error {
  constructor(readonly result: FlushResult) {
    super(`${result.pending} tracking event(s) still pending${result.halted ? ` (${result.halted})` : ''}`);
    this.name = 'OutboxNotDrainedError';
  }
}

/**
 * Flushes once. Rejects with OutboxNotDrainedError while events remain pending, unless it is the browser's last
 * try (lastChance), so that Background Sync tries again. Resolves to null when another context is flushing.
 */
export async function flushFromServiceWorker(
  deps: FlushDeps,
  options: { lastChance?: boolean } = {},
): Promise<FlushResult | null> {
  const result = await flushOutbox(deps);
  if (result && result.pending > 0 && !options.lastChance) throw new OutboxNotDrainedError(result);
  return result;
}

/** The page (or worker) asks for a Background Sync after an enqueue; false where the API is missing or refused. */
export async function requestOutboxSync(
  registration: { sync?: { register(tag: string): Promise<void> } } | undefined,
): Promise<boolean> {
  if (!registration?.sync) return false;
  try {
    await registration.sync.register(syncTag);
    return true;
  } catch {
    return false;
  }
}

/**
 * The language of a service-worker flush (the Language header): the member's choice, else the merchant's default
 * language, else the default.
 */
export async function storedLanguage(db: MemberDb): Promise<string> {
  const chosen = (await db.preferences.get(LANGUAGE_PREFERENCE_KEY))?.value;
  if (typeof chosen === 'string' && chosen) return chosen;
  return (await db.siteSettings.get(CURRENT))?.value.defaultLanguage || DEFAULT_LANGUAGE;
}

/** The merchant code the API worker stored (systemState 'config'), for the Merchant header of a service-worker flush. */
export async function storedMerchantCode(db: MemberDb): Promise<string | undefined> {
  const row = (await db.systemState.get('config')) as SystemStateRow<'config'> | undefined;
  return row?.value.merchantCode;
}
