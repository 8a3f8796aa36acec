/**
 * Promotions (spec §3 Other store data, §7; ACCEPTANCE D44, Q58): the categories with their promotions from
 * PROMOFE_getPromotionAnnouncementCategory, kept whole as promotionCategoryData in the Dexie lists table (the
 * /m/activity list, in the backend's order) and one row per promotion in the promotions table (the detail by id).
 * A promotion that is not stored (an old link, a banner to a newer promotion) is fetched with
 * PROMOFE_getPromotionDetail. Nothing is replaced unless its call succeeded with the expected shape.
 */
import type { MemberDb } from '../../src/data/db';
import type { Promotion, PromotionCategory } from '../../src/shared/contract';
import type { HttpClient } from './http-client';
import type { Clock } from '../../src/data/clock';
import { isObject } from '../../src/shared/is-object';
import { applyPart, emptySummary, type RefreshSummary } from './refresh-summary';

export function isPromotion(value: unknown): value is Promotion {
  return isObject(value) && typeof value.id === 'string' && value.id !== '' && typeof value.title === 'string';
}

/** Only well-formed categories and promotions are kept; a promotion carries the id of the category it was listed in. */
export function normaliseCategories(value: unknown): PromotionCategory[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value
    .filter((category): category is PromotionCategory => isObject(category) && typeof category.categoryId === 'string')
    .map((category) => ({
      categoryId: category.categoryId,
      name: typeof category.name === 'string' ? category.name : '',
      promotions: (Array.isArray(category.promotions) ? category.promotions : [])
        .filter(isPromotion)
        .map((promotion) => ({ ...promotion, content: String(promotion.content ?? ''), categoryId: category.categoryId })),
    }));
}

export function createPromotions(client: HttpClient, getDb: () => MemberDb, timers: Pick<Clock, 'now'>) {
  let running: Promise<RefreshSummary> | undefined;

  async function syncOnce(): Promise<RefreshSummary> {
    const summary = emptySummary();
    const result = await client.call('promotionCategories', {}, { silent: true });
    const db = getDb();
    await applyPart(summary, 'promotionCategories', result, Array.isArray, (answer) =>
      db.transaction('rw', db.lists, db.promotions, async () => {
        const value = normaliseCategories(answer) ?? [];
        const previous = ((await db.lists.get('promotionCategoryData'))?.value ?? []) as PromotionCategory[];
        const listed = value.flatMap((category) => category.promotions);
        const kept = new Set(listed.map((promotion) => promotion.id));
        // Promotions that left the list go; ones fetched alone by id (never listed) stay for their detail page.
        const dropped = previous.flatMap((category) => category.promotions.map((promotion) => promotion.id));
        await db.promotions.bulkDelete(dropped.filter((id) => !kept.has(id)));
        await db.promotions.bulkPut(listed);
        await db.lists.put({ key: 'promotionCategoryData', value, updatedAt: timers.now() });
      }),
    );
    return summary;
  }

  return {
    /** The categories and their promotions; a call while one runs shares it (home start-up and /m/activity). */
    sync(): Promise<RefreshSummary> {
      running ??= syncOnce().finally(() => (running = undefined));
      return running;
    },

    /** One promotion: the stored row, else PROMOFE_getPromotionDetail, stored for the next (offline) visit. */
    async load(id: string): Promise<RefreshSummary> {
      const summary = emptySummary();
      const db = getDb();
      if (await db.promotions.get(id)) return summary;
      const result = await client.call('promotionDetail', { id }, { silent: true });
      await applyPart(summary, 'promotionDetail', result, isPromotion, (value) =>
        db.promotions.put({ ...value, content: String(value.content ?? ''), id }),
      );
      return summary;
    },
  };
}

export type Promotions = ReturnType<typeof createPromotions>;
