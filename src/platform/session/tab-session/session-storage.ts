/**
 * Guarded sessionStorage writes (spec §5, §9; ACCEPTANCE C68, Q42): a write is refused when the key and value plus
 * what the storage already holds exceed 1.5 MB (1,572,864 UTF-16 code units). A refused write returns false and logs
 * a warning; it never throws into the page.
 */
import { SESSION_STORAGE_LIMIT_UNITS } from '../../../shared/constants';

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'clear' | 'key' | 'length'>;

/** Code units held by every entry except `except` (the key about to be replaced). */
export function storageUsage(storage: StorageLike, except?: string): number {
  let total = 0;
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key === null || key === except) continue;
    total += key.length + (storage.getItem(key)?.length ?? 0);
  }
  return total;
}

export function guardedSetItem(
  storage: StorageLike,
  key: string,
  value: string,
  limit: number = SESSION_STORAGE_LIMIT_UNITS,
  warn: (message: string) => void = (message) => console.warn(message),
): boolean {
  try {
    const size = storageUsage(storage, key) + key.length + value.length;
    if (size > limit) {
      warn(`sessionStorage write of "${key}" refused: ${size} code units exceed the ${limit} limit`);
      return false;
    }
    storage.setItem(key, value);
    return true;
  } catch (error) {
    warn(`sessionStorage write of "${key}" failed: ${error instanceof Error ? error.message : String(error)}`);
    return false;
  }
}
