/** Where the page keeps its push state: localStorage, so a close date and the bound token outlive the tab. */
import { parseBinding, type PushBinding } from './rules/binding';
import type { PushStore } from './controller';

/** The local date (YYYY-MM-DD) the permission modal was last closed (F38). */
export const PUSH_PROMPT_CLOSED_KEY = 'push.promptClosedOn';
/** The token the backend knows, when it was made and for whom (F43). */
const PUSH_BINDING_KEY = 'push.binding';

export function createPushStore(storage: Pick<Storage, 'getItem' | 'setItem'>): PushStore {
  const read = (key: string) => {
    try {
      return storage.getItem(key);
    } catch {
      return null;
    }
  };
  const write = (key: string, value: string) => {
    try {
      storage.setItem(key, value);
    } catch (error) {
      console.warn('Could not store the push state', error);
    }
  };
  return {
    binding: () => parseBinding(read(PUSH_BINDING_KEY)),
    setBinding: (binding: PushBinding) => write(PUSH_BINDING_KEY, JSON.stringify(binding)),
    promptClosedOn: () => read(PUSH_PROMPT_CLOSED_KEY),
    setPromptClosedOn: (day) => write(PUSH_PROMPT_CLOSED_KEY, day),
  };
}
