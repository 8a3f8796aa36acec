/** The demo members (known passwords) exist only on a QA backend or with WPS_SEED=demo; npm start listens on loopback. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp, type AppOptions } from '../../server/app';
import { listenHost, seedsDemoMembers, trustedProxies } from '../../server/env';

const dirs: string[] = [];

/** Builds a backend on a new store, closes it, and counts what the seed left there. */
async function seeded(options: Partial<AppOptions>): Promise<{ members: number; merchants: number; games: number }> {
  const dir = mkdtempSync(join(tmpdir(), 'wps-seed-'));
  dirs.push(dir);
  const dbPath = join(dir, 'wps.sqlite');
  await (await buildApp({ dbPath, qa: false, ...options })).close();
  const db = new Database(dbPath, { readonly: true });
  const count = (table: string) => db.prepare(`SELECT COUNT(*) FROM ${table}`).pluck().get() as number;
  const counts = { members: count('members'), merchants: count('merchants'), games: count('games') };
  db.close();
  return counts;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('demo seeding', () => {
  it('seeds merchants and games always, the demo members only with QA or when asked', async () => {
    const plain = await seeded({});
    expect(plain.members).toBe(0);
    expect(plain.merchants).toBeGreaterThan(0);
    expect(plain.games).toBeGreaterThan(0);
    expect((await seeded({ seedDemoMembers: true })).members).toBeGreaterThan(0);
    expect((await seeded({ qa: true })).members).toBeGreaterThan(0);
  });
});

describe('settings from the environment', () => {
  it('listens on loopback unless HOST is set', () => {
    expect(listenHost({})).toBe('127.0.0.1');
    expect(listenHost({ HOST: '0.0.0.0' })).toBe('0.0.0.0');
  });

  it('trusts no proxy unless TRUST_PROXY lists some', () => {
    expect(trustedProxies({})).toEqual([]);
    expect(trustedProxies({ TRUST_PROXY: ' 10.0.0.1, 192.168.0.0/16 ,,loopback' })).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      'loopback',
    ]);
  });

  it('seeds the demo members with QA on or WPS_SEED=demo', () => {
    expect(seedsDemoMembers({}, false)).toBe(false);
    expect(seedsDemoMembers({ WPS_SEED: 'demo' }, false)).toBe(true);
    expect(seedsDemoMembers({}, true)).toBe(true);
  });
});
