/**
 * The customer-service entries (spec §3 Customer service entry, §7 WPSCORE_getCustomerServiceScript; ACCEPTANCE
 * D47, Q60): fetched whole, each path decrypted here in the worker, and stored in the Dexie `lists` table under
 * `customerService`. An entry whose path does not decrypt to a URL is left out with a warning; the raw encrypted
 * string never reaches the page. A failed call keeps the last good list.
 */
import type { MemberDb, StoredServiceEntry } from '../../src/data/db';
import type { CustomerServiceEntry } from '../../src/shared/contract';
import { decryptCsPath } from './cs-path';
import type { HttpClient } from './http-client';
import type { Clock } from '../../src/data/clock';
import { applyPart, emptySummary, type RefreshSummary } from './refresh-summary';

function isEntry(value: unknown): value is CustomerServiceEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return typeof entry.path === 'string' && typeof entry.csType === 'string';
}

/** The entries whose path decrypts, with url instead of path; warn names the ones left out. */
export function decryptServiceEntries(
  entries: readonly unknown[],
  warn: (message: string) => void = (message) => console.warn(message),
): StoredServiceEntry[] {
  const kept: StoredServiceEntry[] = [];
  entries.forEach((entry, index) => {
    const url = isEntry(entry) ? decryptCsPath(entry.path) : null;
    if (!isEntry(entry) || url === null) {
      const type = isEntry(entry) ? entry.csType : 'unknown';
      warn(`Customer-service entry ${index} (${type}) was skipped: its path does not decrypt to a URL`);
      return;
    }
    kept.push({
      url,
      csType: entry.csType,
      csPosition: entry.csPosition == null ? '' : String(entry.csPosition),
      labelIds: Array.isArray(entry.labelIds) ? entry.labelIds.filter((id) => typeof id === 'string') : [],
    });
  });
  return kept;
}

export function createCustomerService(
  client: HttpClient,
  getDb: () => MemberDb,
  timers: Pick<Clock, 'now'>,
  warn?: (message: string) => void,
) {
  return {
    async sync(): Promise<RefreshSummary> {
      const summary = emptySummary();
      const result = await client.call('customerService', {}, { silent: true });
      await applyPart(summary, 'customerService', result, Array.isArray, (entries) =>
        getDb().lists.put({ key: 'customerService', value: decryptServiceEntries(entries, warn), updatedAt: timers.now() }),
      );
      return summary;
    },
  };
}
