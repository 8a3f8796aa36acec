/** The asset-list bump counter (BUMP), kept in app_state so the static host's asset manifest changes. */
import type { Db } from '../db/database';

const KEY = 'assets.bump';

export function assetBump(db: Db): number {
  return Number(db.prepare('SELECT value FROM app_state WHERE key = ?').pluck().get(KEY) ?? 0);
}

export function bumpAssets(db: Db): number {
  const next = assetBump(db) + 1;
  db.prepare('INSERT INTO app_state (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(
    KEY,
    String(next),
  );
  return next;
}
