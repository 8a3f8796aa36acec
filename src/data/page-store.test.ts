/** The page's store without Dexie: it never creates the database, reads what the worker's Dexie wrote, and follows it. */
import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { CURRENT, DB_NAME, getDb, MemberDb } from './db';
import { liveRead, liveRow, readAll, readByIndex, readRow, writeRow } from './page-store';
import type { Announcement } from '../shared/contract';

async function databaseExists(): Promise<boolean> {
  return (await indexedDB.databases()).some((database) => database.name === DB_NAME);
}

function values<T>(live: { subscribe(observer: { next(value: T): void }): { unsubscribe(): void } }) {
  const seen: T[] = [];
  const subscription = live.subscribe({ next: (value) => void seen.push(value) });
  const until = (accept: (value: T) => boolean) =>
    new Promise<T>((resolve) => {
      const check = () => {
        const index = seen.findIndex(accept);
        if (index >= 0) resolve(seen[index] as T);
        else setTimeout(check, 1);
      };
      check();
    });
  return { seen, until, stop: () => subscription.unsubscribe() };
}

const announcement = (id: string, type: string): Announcement => ({ id, type, sort: 1 }) as unknown as Announcement;

describe('page store', () => {
  it('reads a database that does not exist yet as empty, without creating it, and follows the worker once it writes', async () => {
    expect(await readRow('siteSettings', CURRENT)).toBeUndefined();
    expect(await readAll('gameList')).toEqual([]);
    expect(await databaseExists()).toBe(false);

    const config = values(liveRow('systemState', 'config'));
    await config.until((row) => row === undefined);

    const db = getDb();
    await db.systemState.put({ key: 'config', value: { merchantCode: 'DEMO' } as never, updatedAt: 1 });
    const row = await config.until((value) => value !== undefined);
    expect(row?.value).toEqual({ merchantCode: 'DEMO' });
    config.stop();

    await db.announcements.bulkPut([announcement('a', 'BANNER'), announcement('b', 'PR'), announcement('c', 'BANNER')]);
    expect((await readByIndex('announcements', 'type', 'BANNER')).map((each) => each.id)).toEqual(['a', 'c']);
  });

  it('writes what the member creates, and its own live reads follow', async () => {
    const language = values(liveRow('preferences', 'language'));
    await language.until((row) => row === undefined);
    await writeRow('preferences', { key: 'language', value: 'vi' });
    expect((await language.until((row) => row !== undefined))?.value).toBe('vi');
    language.stop();
    expect((await getDb().preferences.get('language'))?.value).toBe('vi');
  });

  it('passes on an answer a write overtook, then reads again: a stream of writes never holds the answers back', async () => {
    const reads: ((value: string) => void)[] = [];
    const live = values(liveRead(['preferences'], () => new Promise<string>((resolve) => reads.push(resolve))));
    await vi.waitFor(() => expect(reads).toHaveLength(1));
    // Each write lands while a read runs.
    await writeRow('preferences', { key: 'language', value: 'vi' });
    reads[0]?.('before the write');
    await live.until((value) => value === 'before the write');
    await vi.waitFor(() => expect(reads).toHaveLength(2));
    await writeRow('preferences', { key: 'language', value: 'vi' });
    reads[1]?.('after one write');
    await live.until((value) => value === 'after one write');
    await vi.waitFor(() => expect(reads).toHaveLength(3));
    reads[2]?.('after both');
    await live.until((value) => value === 'after both');
    expect(live.seen).toEqual(['before the write', 'after one write', 'after both']);
    live.stop();
  });

  it('reads a row again only when its row was written, or a write cannot say which rows it changed', async () => {
    const db = getDb();
    let configReads = 0;
    const config = values(
      liveRead([{ table: 'systemState', key: 'config' }], async () => {
        configReads += 1;
        return (await readRow('systemState', 'config'))?.value;
      }),
    );
    const status = values(liveRow('systemState', 'status'));
    const wholeTable = values(liveRead(['systemState'], () => readAll('systemState')));
    await config.until((value) => value !== undefined);
    await status.until(() => true);
    const before = configReads;

    // Another row of the table: its own live read and the whole table's follow; the config row is not read again.
    await db.systemState.put({ key: 'status', value: { kind: 'open' } as never, updatedAt: 2 });
    await status.until((row) => row !== undefined);
    await wholeTable.until((rows) => rows.some((row) => row.key === 'status'));
    expect(configReads).toBe(before);

    await db.systemState.put({ key: 'config', value: { merchantCode: 'VNL' } as never, updatedAt: 3 });
    await config.until((value) => (value as { merchantCode?: string } | undefined)?.merchantCode === 'VNL');
    expect(configReads).toBe(before + 1);

    // An update and a modify of another row name it: the config row is not read again.
    await db.systemState.update('status', { updatedAt: 5 });
    await status.until((row) => row?.updatedAt === 5);
    await db.systemState.where('key').equals('status').modify({ updatedAt: 6 });
    await status.until((row) => row?.updatedAt === 6);
    expect(configReads).toBe(before + 1);
    await db.systemState.where('key').equals('config').modify({ updatedAt: 7 });
    await vi.waitFor(() => expect(configReads).toBe(before + 2));

    // A write by range names no rows: every read of the table runs again.
    await db.systemState.where('key').startsWith('stat').delete();
    await status.until((row) => row === undefined);
    await vi.waitFor(() => expect(configReads).toBe(before + 3));

    // So does a transaction of more rows than are announced one by one.
    const many = Array.from({ length: 65 }, (_, index) => ({ key: `row${index}`, value: index as never, updatedAt: 4 }));
    await db.systemState.bulkPut(many as never);
    await vi.waitFor(() => expect(configReads).toBe(before + 4));
    for (const live of [config, status, wholeTable]) live.stop();
  });

  it('lets a new schema version in: the page closes its connection and the next read opens the upgraded one', async () => {
    await readRow('preferences', 'language');
    getDb().close();
    class NextDb extends MemberDb {
      constructor() {
        super();
        this.version(6).stores({ extra: '&key' });
      }
    }
    const next = new NextDb();
    await next.open();
    expect(next.verno).toBe(6);
    expect((await readRow('preferences', 'language'))?.value).toBe('vi');
    next.close();
  });
});
