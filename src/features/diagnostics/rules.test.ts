import { describe, expect, it } from 'vitest';
import type { OutboxRecord } from '../../data/schema';
import type { TrackingEvent } from '../../shared/contract';
import {
  STORE_TABLES,
  diagnosticsEnabled,
  summarizeOutbox,
  summarizeTable,
  supportReport,
  type DiagnosticsSnapshot,
} from './rules';

const record = (fields: Partial<OutboxRecord>): OutboxRecord => ({
  eventId: 'e',
  event: {} as TrackingEvent,
  state: 'pending',
  createdAt: 1,
  attempts: 0,
  ...fields,
});

describe('who may open the diagnostics screen', () => {
  it('the QA environment, or a merchant whose settings switch it on; nobody else, once both are known', () => {
    expect(diagnosticsEnabled({ env: 'qa' }, null)).toBe(true);
    expect(diagnosticsEnabled({ env: 'prod' }, { gw: { DIAGNOSTICS: true } })).toBe(true);
    expect(diagnosticsEnabled({ env: 'prod' }, { gw: { DIAGNOSTICS: false } })).toBe(false);
    expect(diagnosticsEnabled({ env: 'prod' }, { gw: {} })).toBe(false);
    // A first visit: not stored yet, so not decided yet.
    expect(diagnosticsEnabled(undefined, undefined)).toBeUndefined();
    expect(diagnosticsEnabled(null, { gw: {} })).toBeUndefined();
    expect(diagnosticsEnabled({ env: 'prod' }, null)).toBeUndefined();
  });
});

describe('the table and outbox figures', () => {
  it('lists every table once', () => {
    expect(new Set(STORE_TABLES).size).toBe(STORE_TABLES.length);
    expect(STORE_TABLES).toContain('outbox');
  });

  it('counts rows and finds the oldest and newest update of those that carry one', () => {
    expect(summarizeTable('lists', [{ updatedAt: 30 }, { updatedAt: 10 }, { key: 'x' }])).toEqual({
      table: 'lists',
      rows: 3,
      oldest: 10,
      newest: 30,
    });
    expect(summarizeTable('gameList', [{ id: 1 }])).toEqual({ table: 'gameList', rows: 1, oldest: null, newest: null });
  });

  it('adds up the pending events, their attempts, the refused ones, the dropped count and the latest error', () => {
    const summary = summarizeOutbox(
      [
        record({ eventId: 'a', attempts: 2, lastCode: 'network.error', lastAttemptAt: 50 }),
        record({ eventId: 'b', attempts: 1, lastCode: 'http.503', lastAttemptAt: 70 }),
        record({ eventId: 'c', state: 'rejected', attempts: 1, rejectedCode: 'EVENT_INVALID', lastAttemptAt: 60 }),
      ],
      [{ key: 'dropped', count: 4 }],
      1_000,
    );
    expect(summary).toEqual({
      pending: 2,
      rejected: 1,
      attempts: 3,
      dropped: 4,
      lastError: { code: 'http.503', at: 70 },
      nextAttemptAt: 1_000,
    });
    expect(summarizeOutbox([], [], 1_000)).toMatchObject({ pending: 0, lastError: null, nextAttemptAt: null });
  });
});

describe('the support report', () => {
  it('copies the figures field by field: whatever else a snapshot object carries stays out', () => {
    const snapshot = {
      appBuild: 'abc-1',
      serviceWorker: { state: 'activated', buildId: 'abc-1', controlling: true, waiting: false },
      caches: [{ name: 'member-pwa-precache', entries: 3, bytes: 10, token: 'tok-secret' }],
      storage: { usage: 1, quota: 2, persisted: false },
      tables: [{ table: 'memberInfo', rows: 1, oldest: 5, newest: 5, value: { username: 'member1' } }],
      outbox: { pending: 1, rejected: 0, attempts: 0, dropped: 0, lastError: null, nextAttemptAt: null, event: 'x' },
      network: { app: 'online', browserOnline: true, simulatedOffline: false, effectiveType: null },
      merchant: 'DEMO',
      environment: 'qa',
      language: 'en',
      switches: { CBS3: true, password: 'hunter2' as unknown as boolean },
      secureContext: true,
    } as unknown as DiagnosticsSnapshot;
    const report = supportReport(snapshot, 0, 'UA');
    expect(report).not.toMatch(/tok-secret|member1|hunter2|username/);
    expect(JSON.parse(report)).toMatchObject({
      appBuild: 'abc-1',
      merchant: 'DEMO',
      switches: { CBS3: true },
      tables: [{ table: 'memberInfo', rows: 1 }],
      generatedAt: '1970-01-01T00:00:00.000Z',
    });
  });
});
