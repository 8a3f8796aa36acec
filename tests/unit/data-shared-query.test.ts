/** One live query per key for the page: shared answers, one run per write, nothing kept after the last subscriber. */
import 'fake-indexeddb/auto';
import Dexie, { type EntityTable } from 'dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { sharedQuery } from '../../src/data/shared-query';

interface Row {
  key: string;
  value: number;
}

class TestDb extends Dexie {
  rows!: EntityTable<Row, 'key'>;
  constructor(name: string) {
    super(name);
    this.version(1).stores({ rows: '&key' });
  }
}

let db: TestDb | undefined;
afterEach(async () => {
  await db?.delete();
});

function nextValue<T>(subscribe: (next: (value: T) => void) => () => void, accept: (value: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    const stop = subscribe((value) => {
      if (!accept(value)) return;
      queueMicrotask(stop);
      resolve(value);
    });
  });
}

describe('sharedQuery', () => {
  it('runs one query for every subscriber, once per write, and hands a late subscriber the answer at once', async () => {
    db = new TestDb(`shared-${Math.random()}`);
    const table = db.rows;
    let runs = 0;
    const query = async () => {
      runs += 1;
      return (await table.get('a')) ?? null;
    };
    const shared = sharedQuery('rows:a', query);
    expect(sharedQuery('rows:a', query)).toBe(shared);

    const first: (Row | null)[] = [];
    const second: (Row | null)[] = [];
    const stopFirst = shared.subscribe((value) => first.push(value));
    const stopSecond = shared.subscribe((value) => second.push(value));
    await nextValue(shared.subscribe.bind(shared), (value) => value === null);
    expect(shared.hasValue()).toBe(true);
    const runsBefore = runs;

    await table.put({ key: 'a', value: 7 });
    await nextValue(shared.subscribe.bind(shared), (value) => value?.value === 7);
    expect(runs).toBe(runsBefore + 1);
    expect(first.at(-1)).toEqual({ key: 'a', value: 7 });
    expect(second.at(-1)).toBe(first.at(-1));

    const late: (Row | null)[] = [];
    const stopLate = shared.subscribe((value) => late.push(value));
    expect(late).toEqual([{ key: 'a', value: 7 }]);
    expect(runs).toBe(runsBefore + 1);

    for (const stop of [stopFirst, stopSecond, stopLate]) stop();
    expect(shared.hasValue()).toBe(false);
    expect(sharedQuery('rows:a', query)).not.toBe(shared);
  });
});
