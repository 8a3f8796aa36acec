/** The server's RSA-2048 key pairs, generated on first start and kept in SQLite. A retired key stays valid for 10 minutes. */
import { generateKeyPairSync } from 'node:crypto';
import type { Db } from '../db/database';

export const RETIRED_KEY_GRACE_MS = 10 * 60 * 1000;

interface KeyRow {
  public_spki: string;
  private_pem: string;
}

function generate(db: Db, now: number): string {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const spki = publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  db.prepare('INSERT INTO rsa_keys (public_spki, private_pem, created_at) VALUES (?, ?, ?)').run(spki, pem, now);
  return spki;
}

/** The current public key as base64 SPKI (the W1 value), created when none exists. */
export function currentPublicKey(db: Db, now: number): string {
  const row = db.prepare('SELECT public_spki FROM rsa_keys WHERE retired_at IS NULL ORDER BY id DESC LIMIT 1').get() as
    KeyRow | undefined;
  return row?.public_spki ?? generate(db, now);
}

export function rotateKey(db: Db, now: number): string {
  db.prepare('UPDATE rsa_keys SET retired_at = ? WHERE retired_at IS NULL').run(now);
  return generate(db, now);
}

/** Accepts the key as returned by W1, or wrapped in PEM armour and line breaks. */
export function normalizePublicKey(key: string): string {
  return key.replace(/-----(BEGIN|END) PUBLIC KEY-----/g, '').replace(/\s+/g, '');
}

export function privateKeyFor(db: Db, publicKey: string, now: number): string | undefined {
  const row = db
    .prepare('SELECT public_spki, private_pem FROM rsa_keys WHERE public_spki = ? AND (retired_at IS NULL OR retired_at > ?)')
    .get(normalizePublicKey(publicKey), now - RETIRED_KEY_GRACE_MS) as KeyRow | undefined;
  return row?.private_pem;
}
