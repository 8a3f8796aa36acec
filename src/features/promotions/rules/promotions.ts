/** The promotions list and detail (spec §2 /m/activity; ACCEPTANCE D44, D22): pure rules over what Dexie holds. */
import type { Promotion, PromotionCategory } from '../../../shared/contract';
import { encodeComponent } from '../../../shared/url';

export interface PromotionGroup {
  categoryId: string;
  name: string;
  promotions: Promotion[];
}

/**
 * The list as the member sees it: the backend's categories in its order, each with its promotions, empty
 * categories left out. A promotion listed twice shows once, in its first category.
 */
export function promotionGroups(categories: readonly PromotionCategory[] | undefined): PromotionGroup[] {
  const seen = new Set<string>();
  const groups: PromotionGroup[] = [];
  for (const category of categories ?? []) {
    const promotions = category.promotions.filter((promotion) => {
      if (seen.has(promotion.id)) return false;
      seen.add(promotion.id);
      return true;
    });
    if (promotions.length > 0) groups.push({ categoryId: category.categoryId, name: category.name, promotions });
  }
  return groups;
}

/** The name of a promotion's category, for the detail's eyebrow; '' when it is not known. */
export function categoryName(categories: readonly PromotionCategory[] | undefined, categoryId: string | undefined): string {
  if (!categoryId) return '';
  return categories?.find((category) => category.categoryId === categoryId)?.name ?? '';
}

/** The address of a promotion's detail; the app's navigation keeps the visit's tracking parameters. */
export function promotionPath(id: string): string {
  return `/m/activity?id=${encodeComponent(id)}`;
}

/** A short plain-text teaser of a promotion's HTML content, for the list's cards. */
export function plainTeaser(html: string, max = 90): string {
  const text = html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
