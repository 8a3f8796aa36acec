/** Whether the update dialog is open, and for which asset-list hash (null after an old-shell cleanup). */
import { pageValue } from '../../shared/page-runtime';
import { usePageValue } from '../use-page-value';

export interface UpdatePrompt {
  /** The new asset-list hash, made the baseline when the member presses Refresh. */
  hash: string | null;
}

const prompt = pageValue<UpdatePrompt | null>(null);

export function showUpdatePrompt(next: UpdatePrompt): void {
  const shown = prompt().get();
  if (shown && shown.hash === next.hash) return;
  prompt().set(next);
}

export function useUpdatePrompt(): UpdatePrompt | null {
  return usePageValue(prompt);
}
