/** The page's localStorage or sessionStorage, or null where the browser refuses it (storage turned off, some private modes). */
export function webStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

export type ItemStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The item under `key`, or null when there is none, no storage, or the storage refuses the read. */
export function readItem(storage: ItemStorage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value` under `key`; false when there is no storage or it refuses the write (full, turned off). */
export function writeItem(storage: ItemStorage | null, key: string, value: string): boolean {
  try {
    storage?.setItem(key, value);
    return storage !== null;
  } catch {
    return false;
  }
}
