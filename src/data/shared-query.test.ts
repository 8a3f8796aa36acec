/** One live read per key for the page: shared answers, one run per write, nothing kept after the last subscriber. */
import 'fake-indexeddb/auto';
import { afterAll, describe, expect, it } from 'vitest';
import { CURRENT, getDb, type MemberState, type Singleton } from './db';
import { readRow } from './page-store';
import { keepSharedQuery, sharedQuery } from './shared-query';

type Row = Singleton<MemberState> | null;
const state = (unreadCount: number): MemberState => ({
  promoCodeEnable: false,
  vipProgress: 1,
  totalDepositSuccessCount: 0,
  unreadCount,
});

afterAll(async () => {
  await getDb().delete();
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
  it('runs one read for every subscriber, once per write from the worker, and hands a late subscriber the answer at once', async () => {
    const db = getDb();
    await db.open();
    let runs = 0;
    const query = async (): Promise<Row> => {
      runs += 1;
      return (await readRow('memberState', CURRENT)) ?? null;
    };
    const shared = sharedQuery('memberState:current', ['memberState'], query);
    expect(sharedQuery('memberState:current', ['memberState'], query)).toBe(shared);

    const first: Row[] = [];
    const second: Row[] = [];
    const stopFirst = shared.subscribe((value) => first.push(value));
    const stopSecond = shared.subscribe((value) => second.push(value));
    await nextValue(shared.subscribe.bind(shared), (value) => value === null);
    expect(shared.hasValue()).toBe(true);
    const runsBefore = runs;

    await db.memberState.put({ key: CURRENT, value: state(7), updatedAt: 1 });
    await nextValue<Row>(shared.subscribe.bind(shared), (value) => value?.value.unreadCount === 7);
    expect(runs).toBe(runsBefore + 1);
    expect(first.at(-1)?.value.unreadCount).toBe(7);
    expect(second.at(-1)).toBe(first.at(-1));

    const late: Row[] = [];
    const stopLate = shared.subscribe((value) => late.push(value));
    expect(late).toEqual([first.at(-1)]);
    expect(runs).toBe(runsBefore + 1);

    // A write to another table does not run the read again.
    await db.featureSwitches.put({ key: CURRENT, value: {} as never, updatedAt: 2 });
    await db.memberState.put({ key: CURRENT, value: state(8), updatedAt: 3 });
    await nextValue<Row>(shared.subscribe.bind(shared), (value) => value?.value.unreadCount === 8);
    expect(runs).toBe(runsBefore + 2);

    for (const stop of [stopFirst, stopSecond, stopLate]) stop();
    expect(shared.hasValue()).toBe(false);
    expect(sharedQuery('memberState:current', ['memberState'], query)).not.toBe(shared);
  });

  it('passes on only answers that changed, keeping the identity of what did not (a re-read after another row was written)', async () => {
    const db = getDb();
    await db.open();
    let runs = 0;
    const query = async () => {
      runs += 1;
      return (await readRow('systemState', 'registerSettings')) ?? null;
    };
    await db.systemState.put({ key: 'registerSettings', value: { mobilePassword: true } as never, updatedAt: 1 });
    const shared = sharedQuery('systemState:registerSettings', ['systemState'], query);
    const seen: unknown[] = [];
    const stop = shared.subscribe((value) => seen.push(value));
    await nextValue(shared.subscribe.bind(shared), (value) => value !== null);
    const first = shared.getValue();
    seen.length = 0;
    const runsBefore = runs;

    // Another row of the same table: the read runs again, answers the same, and nobody hears of it.
    await db.systemState.put({ key: 'domainRoute', value: [] as never, updatedAt: 2 });
    await db.systemState.put({ key: 'registerSettings', value: { mobilePassword: false } as never, updatedAt: 3 });
    const changed = await nextValue(shared.subscribe.bind(shared), (value) => value !== first);
    expect(runs).toBe(runsBefore + 2);
    expect(seen).toEqual([changed]);
    stop();
  });

  it('keeps a query started ahead of its first reader: the reader gets the answer it already read, and no second read', async () => {
    const db = getDb();
    await db.open();
    await db.memberState.put({ key: CURRENT, value: state(3), updatedAt: 1 });
    let runs = 0;
    const query = async (): Promise<Row> => {
      runs += 1;
      return (await readRow('memberState', CURRENT)) ?? null;
    };
    keepSharedQuery('memberState:ahead', ['memberState'], query);
    keepSharedQuery('memberState:ahead', ['memberState'], query);
    const shared = sharedQuery('memberState:ahead', ['memberState'], query);
    await nextValue<Row>(shared.subscribe.bind(shared), (value) => value?.value.unreadCount === 3);
    const runsAnswered = runs;

    // A reader is answered at once from that read; its leaving does not stop the query, nor forget the answer.
    const seen: Row[] = [];
    const stop = shared.subscribe((value) => seen.push(value));
    expect(seen.at(-1)?.value.unreadCount).toBe(3);
    stop();
    expect(sharedQuery('memberState:ahead', ['memberState'], query)).toBe(shared);
    expect(shared.hasValue()).toBe(true);
    expect(runs).toBe(runsAnswered);
  });
});
