/**
 * Opening customer service (spec §2 Menu SERVICE, §3 Customer service entry, §5; ACCEPTANCE D31, D47–D49): the
 * entry chosen for the request and the member's VIP label, its decrypted URL with the user's parameters, in a new
 * window. Without entries (none stored yet and the refresh failed) the site's contact address is used.
 */
import { readRow } from '../../data/page-store';
import { CURRENT, type StoredServiceEntry } from '../../data/schema';
import { readSession } from '../../platform/session';
import { presentFailure, showToast } from '../../platform/dialogs';
import { refusedUrlError } from '../../shared/outgoing-url';
import { buildServiceLink, type ServiceUser } from './rules/provider-link';
import { selectServiceEntry } from './rules/select-entry';
import { serviceUnavailableMessage } from './messages';
import { openExternal } from './open-external';
import type { ApiBridge } from '../../platform/api/bridge';

export interface OpenCustomerServiceOptions {
  csType?: string;
  csPosition?: number;
}

async function readEntries(): Promise<StoredServiceEntry[]> {
  const value = (await readRow('lists', 'customerService'))?.value;
  return Array.isArray(value) ? (value as StoredServiceEntry[]) : [];
}

/** The stored entries; on a first visit whose refresh has not landed yet, the worker is asked for them now. */
async function storedEntries(api: ApiBridge): Promise<StoredServiceEntry[]> {
  const stored = await readEntries();
  if (stored.length) return stored;
  await api.refresh(['customerService']);
  return readEntries();
}

/** The URL customer service opens at for this request, or null when there is none. */
async function customerServiceUrl(api: ApiBridge, options: OpenCustomerServiceOptions): Promise<string | null> {
  const session = readSession();
  const member = session?.token ? (await readRow('memberInfo', CURRENT))?.value : undefined;
  const entry = selectServiceEntry(await storedEntries(api), { ...options, labelId: member?.clubLabel?.labelId });
  if (!entry) return (await readRow('siteSettings', CURRENT))?.value.customerService || null;
  const userName = session?.token ? session.userName || member?.account : undefined;
  const user: ServiceUser | null = userName ? { userName, labelName: member?.clubLabel?.labelName } : null;
  return buildServiceLink(entry.url, entry.csType, user);
}

export async function openCustomerService(api: ApiBridge, options: OpenCustomerServiceOptions = {}): Promise<void> {
  const url = await customerServiceUrl(api, options);
  if (!url) {
    showToast(serviceUnavailableMessage);
    return;
  }
  if (!openExternal(url)) presentFailure(refusedUrlError('customerService'), { call: 'customerService' });
}
