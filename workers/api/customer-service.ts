/**
 * The customer-service entries (spec §3 Customer service entry, §7 WPSCORE_getCustomerServiceScript; ACCEPTANCE
 * D47, Q60): fetched whole, each path decrypted here in the worker, and stored in the Dexie `lists` table under
 * `customerService`. An entry whose path does not decrypt to a URL is left out with a warning; the raw encrypted
 * string never reaches the page. A failed call keeps the last good list.
 */
import type { MemberDb, StoredServiceEntry } from '../../src/data/db';
import { ErrorCode, type CustomerServiceEntry } from '../../src/shared/contract';
import type { ApiError } from '../../src/shared/errors/result';
import { decryptCsPath } from './cs-path';
import type { HttpClient } from './http-client';
import type { Clock } from '../../src/data/clock';

export interface CustomerServiceSummary {
  stored: number;
  skipped: number;
  error: ApiError | null;
}

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
    async sync(): Promise<CustomerServiceSummary> {
      const result = await client.call('customerService', {}, { silent: true });
      if (!result.ok) return { stored: 0, skipped: 0, error: result.error };
      if (!Array.isArray(result.value)) {
        const error: ApiError = {
          code: ErrorCode.INVALID_RESPONSE,
          message: 'unexpected customerService shape',
          path: 'customerService',
        };
        return { stored: 0, skipped: 0, error };
      }
      const entries = decryptServiceEntries(result.value, warn);
      await getDb().lists.put({ key: 'customerService', value: entries, updatedAt: timers.now() });
      return { stored: entries.length, skipped: result.value.length - entries.length, error: null };
    },
  };
}
