/** Whether the update dialog is open, and for which asset-list hash (null after an old-shell cleanup). */
import { useSyncExternalStore } from 'react';

export interface UpdatePrompt {
  /** The new asset-list hash, made the baseline when the member presses Refresh. */
  hash: string | null;
}

let prompt: UpdatePrompt | null = null;
const listeners = new Set<() => void>();

export function showUpdatePrompt(next: UpdatePrompt): void {
  if (prompt && prompt.hash === next.hash) return;
  prompt = next;
  listeners.forEach((listener) => listener());
}

export function currentUpdatePrompt(): UpdatePrompt | null {
  return prompt;
}

export function useUpdatePrompt(): UpdatePrompt | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => prompt,
  );
}
