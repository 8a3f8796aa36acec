/** Where the page keeps the bound token: localStorage, so it outlives the tab (F43). */
import { parseBinding, type PushBinding } from './rules/binding';
import type { PushStore } from './controller';
import { PUSH_BINDING_KEY } from './storage-keys';

export function createPushStore(storage: Pick<Storage, 'getItem' | 'setItem'>): PushStore {
  return {
    binding() {
      try {
        return parseBinding(storage.getItem(PUSH_BINDING_KEY));
      } catch {
        return null;
      }
    },
    setBinding(binding: PushBinding) {
      try {
        storage.setItem(PUSH_BINDING_KEY, JSON.stringify(binding));
      } catch (error) {
        console.warn('Could not store the push state', error);
      }
    },
  };
}
