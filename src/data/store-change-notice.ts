/**
 * What one committed write tells the page (src/data/store-changes.ts posts it, src/data/page-store.ts follows it): the
 * tables it wrote and, for each table it wrote by key only, which rows. A live read of one row then runs again only
 * when that row changed: the worker writes dozens of systemState and lists rows on a first visit, and every one of
 * them used to re-read every row of both tables that the screens show.
 */

/** A row's primary key as the page follows it; other keys (arrays, dates) count as a change anywhere in the table. */
export type RowKey = string | number;

export interface StoreChangeNotice {
  tables: readonly string[];
  /** The rows written or deleted, by table; a table not here may have changed in any row. */
  keys: Readonly<Record<string, readonly RowKey[]>>;
}

/** What a live read follows: a whole table (its rows by index, all its rows), or one row of it. */
export type ReadScope<Table extends string = string> = Table | { table: Table; key: RowKey };

export function isRowKey(key: unknown): key is RowKey {
  return typeof key === 'string' || (typeof key === 'number' && Number.isFinite(key));
}

/** Whether the change may have changed what a read of `scope` answers. */
export function touches(notice: StoreChangeNotice, scope: ReadScope): boolean {
  const table = typeof scope === 'string' ? scope : scope.table;
  if (!notice.tables.includes(table)) return false;
  const keys = Object.hasOwn(notice.keys, table) ? notice.keys[table] : undefined;
  return typeof scope === 'string' || keys === undefined || keys.includes(scope.key);
}

/**
 * A notice from the channel, or null for anything else. A plain array of table names (a page or worker of an earlier
 * build) names tables changed in any row; keys that are not a list of row keys count the same way.
 */
export function parseStoreChangeNotice(data: unknown): StoreChangeNotice | null {
  const names = (value: unknown) =>
    Array.isArray(value) ? value.filter((name): name is string => typeof name === 'string') : null;
  if (Array.isArray(data)) return { tables: names(data) ?? [], keys: {} };
  if (typeof data !== 'object' || data === null) return null;
  const { tables, keys } = data as { tables?: unknown; keys?: unknown };
  const changed = names(tables);
  if (!changed) return null;
  const byTable: Record<string, RowKey[]> = {};
  if (typeof keys === 'object' && keys !== null) {
    for (const table of changed) {
      const rows: unknown = Object.hasOwn(keys, table) ? (keys as Record<string, unknown>)[table] : undefined;
      if (Array.isArray(rows) && rows.every(isRowKey)) byTable[table] = rows;
    }
  }
  return { tables: changed, keys: byTable };
}
