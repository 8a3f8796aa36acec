/** Reading and writing an item where the browser may refuse storage: never a throw, a refusal told by the result. */
import { describe, expect, it } from 'vitest';
import { readItem, writeItem } from './web-storage';

const refusing = {
  getItem: (): string | null => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
};

describe('readItem and writeItem', () => {
  it('store and read back an item', () => {
    const items = new Map<string, string>();
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
    };
    expect(readItem(storage, 'k')).toBeNull();
    expect(writeItem(storage, 'k', 'v')).toBe(true);
    expect(readItem(storage, 'k')).toBe('v');
  });

  it('answer null and false for a storage that refuses, and for none', () => {
    for (const storage of [refusing, null]) {
      expect(readItem(storage, 'k')).toBeNull();
      expect(writeItem(storage, 'k', 'v')).toBe(false);
    }
  });
});
