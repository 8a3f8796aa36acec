/**
 * The page's access to the app's IndexedDB database, without Dexie (the API worker and the service worker write it
 * through Dexie; keeping Dexie out of the page keeps it off the first screen's script). Rows by key, whole tables and
 * rows by index, and live reads that run again when a committed write may have changed what they read (one of their
 * tables, or the one row they follow): writes of other contexts arrive on the store-changes channel, this page's own
 * are told to it directly.
 *
 * The page never creates the database: before the worker has opened it (a first visit), every read answers as an
 * empty store, and the worker's first write brings the live reads back.
 */
import { DB_NAME, STORE_CHANGES_CHANNEL, type StoreRows, type StoreTable } from './schema';
import { parseStoreChangeNotice, touches, type ReadScope, type RowKey, type StoreChangeNotice } from './store-change-notice';
import { browserIdbReady } from './idb-ready';

// eslint-disable-next-line no-restricted-syntax -- the page's one connection to the database
let opening: Promise<IDBDatabase | null> | undefined;
// eslint-disable-next-line no-restricted-syntax -- asked once per page, before its first open
let ready: Promise<void> | undefined;

function open(): Promise<IDBDatabase | null> {
  opening ??= (ready ??= browserIdbReady()).then(() => openNow());
  return opening;
}

function openNow(): Promise<IDBDatabase | null> {
  return new Promise<IDBDatabase | null>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME);
    // Only a database that does not exist yet needs an upgrade when opened without a version: leave it to Dexie.
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => {
      const db = request.result;
      const forget = () => {
        db.close();
        opening = undefined;
      };
      // A new schema from the worker's Dexie waits for this connection to close; the next read opens the new one.
      db.onversionchange = forget;
      db.onclose = forget;
      resolve(db);
    };
    // Not kept: the next read tries again (the worker may have created the database meanwhile).
    request.onerror = () => {
      opening = undefined;
      if (request.error?.name === 'AbortError') resolve(null);
      else reject(request.error ?? new Error(`IndexedDB ${DB_NAME} could not be opened`));
    };
  });
}

async function inStore<T>(
  table: StoreTable,
  mode: IDBTransactionMode,
  run: (store: IDBObjectStore) => IDBRequest,
  absent: T,
  retry = true,
): Promise<T> {
  const db = await open();
  if (!db || !db.objectStoreNames.contains(table)) return absent;
  let transaction: IDBTransaction;
  try {
    transaction = db.transaction(table, mode);
  } catch (error) {
    // The connection closed for a new schema between the open and this read: once more on a new connection.
    if (!(error instanceof DOMException && error.name === 'InvalidStateError') || !retry) throw error;
    opening = undefined;
    return inStore(table, mode, run, absent, false);
  }
  return new Promise<T>((resolve, reject) => {
    const request = run(transaction.objectStore(table));
    transaction.oncomplete = () => resolve(request.result as T);
    transaction.onerror = () => reject(transaction.error ?? request.error);
    transaction.onabort = () => reject(transaction.error ?? new Error(`IndexedDB ${table} transaction aborted`));
  });
}

/** One row by its primary key; undefined when it is not stored. */
export function readRow<K extends StoreTable>(table: K, key: IDBValidKey): Promise<StoreRows[K] | undefined> {
  return inStore(table, 'readonly', (store) => store.get(key), undefined);
}

/** Every row of a table, in primary-key order. */
export function readAll<K extends StoreTable>(table: K): Promise<StoreRows[K][]> {
  return inStore(table, 'readonly', (store) => store.getAll(), []);
}

/** The rows whose index equals value. */
export function readByIndex<K extends StoreTable>(table: K, index: string, value: IDBValidKey): Promise<StoreRows[K][]> {
  return inStore(table, 'readonly', (store) => store.index(index).getAll(value), []);
}

type ChangeListener = (notice: StoreChangeNotice) => void;
const listeners = new Set<ChangeListener>();
// eslint-disable-next-line no-restricted-syntax -- the one channel the workers announce their writes on
let channel: BroadcastChannel | undefined;

function tellListeners(notice: StoreChangeNotice): void {
  for (const listener of [...listeners]) listener(notice);
}

function onStoreChange(listener: ChangeListener): () => void {
  if (!channel && typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(STORE_CHANGES_CHANNEL);
    channel.onmessage = (event: MessageEvent<unknown>) => {
      const notice = parseStoreChangeNotice(event.data);
      if (notice) tellListeners(notice);
    };
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The database once it exists: on a first visit, after the worker's first write. */
async function whenOpen(): Promise<void> {
  while (!(await open()))
    await new Promise<void>((resolve) => {
      const stop = onStoreChange(() => {
        stop();
        resolve();
      });
    });
}

/** Writes one row (the page writes only what the member creates); the page's live reads of the table run again. */
export async function writeRow<K extends StoreTable>(table: K, row: StoreRows[K]): Promise<void> {
  await whenOpen();
  await inStore(table, 'readwrite', (store) => store.put(row), undefined);
  const notice: StoreChangeNotice = { tables: [table], keys: {} };
  tellListeners(notice);
  channel?.postMessage(notice);
}

export interface LiveReadObserver<T> {
  next(value: T): void;
  error?(reason: unknown): void;
}

export interface LiveRead<T> {
  subscribe(observer: LiveReadObserver<T>): { unsubscribe(): void };
}

/**
 * A read that answers now and again after every committed write to what it follows (`scope`: whole tables, or single
 * rows, which run again only when their row was written or the write cannot say which rows). A write that lands while
 * the read runs makes it run once more, so the last answer is never older than the last write; the answer it was
 * reading is passed on meanwhile (it is whole, only older): on a first visit the worker writes dozens of rows in a row,
 * and holding each answer back until a read saw no write starved the screens for hundreds of milliseconds.
 */
export function liveRead<T>(scope: readonly ReadScope<StoreTable>[], read: () => Promise<T>): LiveRead<T> {
  return {
    subscribe(observer) {
      let closed = false;
      let running = false;
      let again = false;
      const run = () => {
        if (running) {
          again = true;
          return;
        }
        running = true;
        again = false;
        read().then(
          (value) => {
            running = false;
            if (closed) return;
            observer.next(value);
            if (again) run();
          },
          (reason: unknown) => {
            running = false;
            if (!closed) observer.error?.(reason);
          },
        );
      };
      const stop = onStoreChange((notice) => {
        if (scope.some((followed) => touches(notice, followed))) run();
      });
      run();
      return {
        unsubscribe() {
          closed = true;
          stop();
        },
      };
    },
  };
}

/** One row, live: undefined while it is not stored. */
export function liveRow<K extends StoreTable>(table: K, key: RowKey): LiveRead<StoreRows[K] | undefined> {
  return liveRead([{ table, key }], () => readRow(table, key));
}
