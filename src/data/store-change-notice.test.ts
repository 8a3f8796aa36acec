import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseStoreChangeNotice, touches, type StoreChangeNotice } from './store-change-notice';

const notice = (tables: string[], keys: StoreChangeNotice['keys'] = {}): StoreChangeNotice => ({ tables, keys });

describe('store change notices', () => {
  it('touch a whole-table read on any write to its table, and a row read only when its row was written', () => {
    const written = notice(['systemState', 'lists'], { systemState: ['status'] });
    expect(touches(written, 'systemState')).toBe(true);
    expect(touches(written, { table: 'systemState', key: 'status' })).toBe(true);
    expect(touches(written, { table: 'systemState', key: 'config' })).toBe(false);
    // lists has no keys: its rows may all have changed.
    expect(touches(written, { table: 'lists', key: 'hotGames' })).toBe(true);
    expect(touches(written, 'siteSettings')).toBe(false);
    expect(touches(written, { table: 'siteSettings', key: 'current' })).toBe(false);
    expect(touches(notice(['outbox'], { outbox: [1, 2] }), { table: 'outbox', key: 2 })).toBe(true);
  });

  it('reads the notice the workers post, and the plain list of tables of an earlier build as a change in any row', () => {
    expect(parseStoreChangeNotice({ tables: ['lists'], keys: { lists: ['hotGames'] } })).toEqual(
      notice(['lists'], { lists: ['hotGames'] }),
    );
    expect(parseStoreChangeNotice(['lists', 'systemState'])).toEqual(notice(['lists', 'systemState']));
    expect(parseStoreChangeNotice(['lists', 3, null])).toEqual(notice(['lists']));
  });

  it('counts keys it cannot follow as a change anywhere in their table, and refuses what is not a notice', () => {
    // Keys of a table not named, keys that are not a list of row keys, an inherited property: dropped.
    expect(
      parseStoreChangeNotice({
        tables: ['lists', 'systemState'],
        keys: { lists: [['a', 1]], systemState: 'config', other: ['x'] },
      }),
    ).toEqual(notice(['lists', 'systemState']));
    expect(parseStoreChangeNotice({ tables: ['toString'], keys: {} })).toEqual(notice(['toString']));
    expect(touches(notice(['toString']), { table: 'toString', key: 'a' })).toBe(true);
    expect(parseStoreChangeNotice({ tables: ['outbox'], keys: { outbox: [Number.NaN] } })).toEqual(notice(['outbox']));
    for (const data of [null, undefined, 'lists', 7, {}, { tables: 'lists' }, { keys: { lists: ['a'] } }]) {
      expect(parseStoreChangeNotice(data)).toBeNull();
    }
  });

  it('never throws, and what it reads never leaves a written row unfollowed', () => {
    fc.assert(
      fc.property(fc.anything(), fc.string(), fc.string(), (data, table, key) => {
        const parsed = parseStoreChangeNotice(data);
        if (!parsed) return;
        // A table it names changed, unless its keys say which rows did.
        if (parsed.tables.includes(table) && !Object.hasOwn(parsed.keys, table)) {
          expect(touches(parsed, { table, key })).toBe(true);
        }
      }),
    );
  });
});
