/** Where the page keeps the bound token: localStorage, so it outlives the tab (F43). */
import { readItem, writeItem, type ItemStorage } from '../../platform/web-storage';
import { parseBinding, type PushBinding } from './rules/binding';
import type { PushStore } from './controller';
import { PUSH_BINDING_KEY } from './storage-keys';

export function createPushStore(storage: ItemStorage | null): PushStore {
  return {
    binding: () => parseBinding(readItem(storage, PUSH_BINDING_KEY)),
    setBinding(binding: PushBinding) {
      if (!writeItem(storage, PUSH_BINDING_KEY, JSON.stringify(binding))) console.warn('Could not store the push token');
    },
  };
}
