/** Reads and writes merchants and their configuration documents. */
import type { Db } from '../db/database';
import { deepMerge, type MerchantConfig } from './config';

export interface Merchant {
  code: string;
  name: string;
  config: MerchantConfig;
}

interface MerchantRow {
  code: string;
  name: string;
  config: string;
}

export function findMerchant(db: Db, code: string | undefined): Merchant | undefined {
  if (!code) return undefined;
  const row = db.prepare('SELECT code, name, config FROM merchants WHERE code = ?').get(code) as MerchantRow | undefined;
  return row && { code: row.code, name: row.name, config: JSON.parse(row.config) as MerchantConfig };
}

export function saveMerchant(db: Db, code: string, name: string, config: MerchantConfig): void {
  db.prepare(
    'INSERT INTO merchants (code, name, config) VALUES (?, ?, ?) ON CONFLICT (code) DO UPDATE SET name = excluded.name, config = excluded.config',
  ).run(code, name, JSON.stringify(config));
}

/** Deep-merges a patch into the merchant's document and returns the new document. */
export function patchMerchantConfig(db: Db, code: string, patch: Record<string, unknown>): MerchantConfig | undefined {
  const merchant = findMerchant(db, code);
  if (!merchant) return undefined;
  const config = deepMerge(merchant.config, patch);
  saveMerchant(db, code, config.merchantName, config);
  return config;
}
