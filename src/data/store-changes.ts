/**
 * Store changes across contexts: the API worker and the service worker write through Dexie, and every committed
 * readwrite transaction posts a notice on one BroadcastChannel (store-change-notice.ts): the tables it wrote and,
 * where it wrote rows by key, which rows. The page, which reads IndexedDB without Dexie (src/data/page-store.ts),
 * re-reads what it shows from those tables, a read of one row only when that row changed.
 */
import type { DBCoreMutateRequest, DBCoreTable, DBCoreTransaction, Dexie } from 'dexie';
import { STORE_CHANGES_CHANNEL } from './schema';
import { isRowKey, type RowKey, type StoreChangeNotice } from './store-change-notice';

/** More rows than this in one table and transaction are announced as a change anywhere in it. */
const MAX_ANNOUNCED_KEYS = 64;

/** A transaction's writes so far: the keys written per table, or null for a table changed beyond its keys. */
type Writes = Map<string, Set<RowKey> | null>;

/**
 * The rows a write touches, or null when it cannot tell (a range: a clear, a delete of a key range). A put or add
 * names its rows by `keys` or, in an inbound table, by its values (Dexie's put, update and modify send no keys there).
 */
function writtenKeys(table: DBCoreTable, request: DBCoreMutateRequest): readonly unknown[] | null {
  if (request.type === 'deleteRange') return null;
  if (request.type === 'delete') return request.keys;
  if (request.keys && request.keys.length === request.values.length) return request.keys;
  const extractKey = table.schema.primaryKey.extractKey;
  return extractKey ? request.values.map((value) => extractKey(value)) : null;
}

function record(writes: Writes, table: DBCoreTable, request: DBCoreMutateRequest): void {
  const name = table.name;
  if (writes.get(name) === null) return;
  const keys = writtenKeys(table, request);
  const known = writes.get(name) ?? new Set<RowKey>();
  if (!keys || !keys.every(isRowKey)) return void writes.set(name, null);
  for (const key of keys) known.add(key);
  writes.set(name, known.size > MAX_ANNOUNCED_KEYS ? null : known);
}

/** The notice of a committed transaction: the tables it wrote, or its whole scope when none of its writes was seen. */
function changeNotice(scope: readonly string[], writes: Writes): StoreChangeNotice {
  if (writes.size === 0) return { tables: [...scope], keys: {} };
  const keys: Record<string, RowKey[]> = {};
  for (const [table, written] of writes) if (written) keys[table] = [...written];
  return { tables: [...writes.keys()], keys };
}

export function announceCommittedWrites(db: Dexie): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(STORE_CHANGES_CHANNEL);
  // Node's channel would keep a test process alive; browsers have no unref.
  (channel as { unref?: () => void }).unref?.();
  const writesOf = new WeakMap<DBCoreTransaction, Writes>();
  db.use({
    stack: 'dbcore',
    name: 'store-changes',
    create: (down) => ({
      ...down,
      transaction(stores, mode, options) {
        const transaction = down.transaction(stores, mode, options);
        if (mode === 'readwrite') {
          const writes: Writes = new Map();
          writesOf.set(transaction, writes);
          // Dexie's IndexedDB core hands out the IDBTransaction itself.
          (transaction as unknown as IDBTransaction).addEventListener('complete', () =>
            channel.postMessage(changeNotice(stores, writes)),
          );
        }
        return transaction;
      },
      table(name) {
        const table = down.table(name);
        return {
          ...table,
          mutate(request) {
            const writes = writesOf.get(request.trans);
            if (writes) record(writes, table, request);
            return table.mutate(request);
          },
        };
      },
    }),
  });
}
