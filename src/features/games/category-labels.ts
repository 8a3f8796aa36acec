/**
 * The game categories' names in the member's language. A category with a page of its own is named by that page's
 * title, the two without one that the app knows (SLOT, LOTT) by theirs; any other keeps the merchant's title. Two
 * categories that would share a name are told apart by their code.
 */
import { CATEGORY_PAGES, type RouteTitle } from '../../platform/routing';
import { useRouteTitle } from '../../platform/routing/route-titles';

const CATEGORY_TITLES: ReadonlyMap<string, RouteTitle> = new Map([
  ...CATEGORY_PAGES.map(({ category, title }) => [category, title] as const),
  ['SLOT', 'Slots'],
  ['LOTT', 'Lottery'],
]);

export function categoryLabels(
  views: readonly { code: string; title: string }[],
  routeTitle: (title: RouteTitle) => string,
): Map<string, string> {
  const labels = new Map<string, string>();
  const used = new Set<string>();
  for (const view of views) {
    const known = CATEGORY_TITLES.get(view.code);
    let label = known ? routeTitle(known) : view.title;
    if (used.has(label)) label = `${label} (${view.code})`;
    used.add(label);
    labels.set(view.code, label);
  }
  return labels;
}

export function useCategoryLabels(views: readonly { code: string; title: string }[]): Map<string, string> {
  return categoryLabels(views, useRouteTitle());
}
