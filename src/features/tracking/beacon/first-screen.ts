/** The first screen's mark (home content rendered), which the performance beacon reports as fs. */
export const FIRST_SCREEN_MARK = 'fs';

/** Marks the first screen once per page. */
export function markFirstScreen(): void {
  if (performance.getEntriesByName(FIRST_SCREEN_MARK, 'mark').length === 0) performance.mark(FIRST_SCREEN_MARK);
}
