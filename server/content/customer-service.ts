/** Customer-service entries (R12): each URL is served DES-encrypted with its 8-character key appended (ACCEPTANCE Q60). */
import type { CustomerServiceEntry } from '../../src/shared/contract';
import type { Db } from '../db/database';
import { desDecryptEcb, desEncryptEcb } from '../crypto/des';

export const CS_KEY_LENGTH = 8;

export function encryptCsPath(url: string, key: string): string {
  if (key.length !== CS_KEY_LENGTH) throw new Error('customer-service keys are 8 characters');
  return `${desEncryptEcb(url, key)}${key}`;
}

/** The client's side of Q60, used by tests. */
export function decryptCsPath(path: string): string {
  return desDecryptEcb(path.slice(0, -CS_KEY_LENGTH), path.slice(-CS_KEY_LENGTH));
}

export function customerServiceEntries(db: Db, merchant: string): CustomerServiceEntry[] {
  const rows = db
    .prepare('SELECT url, path_key, cs_type, cs_position, label_ids FROM cs_entries WHERE merchant = ? ORDER BY sort')
    .all(merchant) as {
    url: string;
    path_key: string;
    cs_type: string;
    cs_position: string;
    label_ids: string;
  }[];
  return rows.map((row) => ({
    path: encryptCsPath(row.url, row.path_key),
    csType: row.cs_type,
    csPosition: row.cs_position,
    labelIds: JSON.parse(row.label_ids) as string[],
  }));
}
