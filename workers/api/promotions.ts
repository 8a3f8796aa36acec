/**
 * Promotions (spec §3 Other store data, §7; ACCEPTANCE D44, Q58): the categories with their promotions from
 * PROMOFE_getPromotionAnnouncementCategory, kept whole as promotionCategoryData in the Dexie lists table (the
 * /m/activity list, in the backend's order) and one row per promotion in the promotions table (the detail by id).
 * A promotion that is not stored (an old link, a banner to a newer promotion) is fetched with
 * PROMOFE_getPromotionDetail. Nothing is replaced unless its call succeeded with the expected shape.
 */
import type { MemberDb } from '../../src/data/db';
import { ErrorCode, type Promotion, type PromotionCategory } from '../../src/shared/contract';
import type { ApiError } from '../../src/shared/errors/result';
import type { HttpClient } from './http-client';
import type { Clock } from '../../src/data/clock';
import { isObject } from '../../src/shared/is-object';

export interface PromotionsSummary {
  updated: boolean;
  error?: ApiError;
}

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

function invalid(path: string): ApiError {
  return { code: ErrorCode.INVALID_RESPONSE, message: `unexpected ${path} shape`, path };
}

function storageError(caught: unknown, path: string): ApiError {
  return { code: 'storage.error', message: caught instanceof Error ? caught.message : String(caught), path };
}

export function createPromotions(client: HttpClient, getDb: () => MemberDb, timers: Pick<Clock, 'now'>) {
  let running: Promise<PromotionsSummary> | undefined;

  async function syncOnce(): Promise<PromotionsSummary> {
    const result = await client.call('promotionCategories', {}, { silent: true });
    if (!result.ok) return { updated: false, error: result.error };
    const categories = normaliseCategories(result.value);
    if (!categories) return { updated: false, error: invalid('promotionCategories') };
    const db = getDb();
    try {
      await db.transaction('rw', db.lists, db.promotions, async () => {
        const previous = ((await db.lists.get('promotionCategoryData'))?.value ?? []) as PromotionCategory[];
        const listed = categories.flatMap((category) => category.promotions);
        const kept = new Set(listed.map((promotion) => promotion.id));
        // Promotions that left the list go; ones fetched alone by id (never listed) stay for their detail page.
        const dropped = previous.flatMap((category) => category.promotions.map((promotion) => promotion.id));
        await db.promotions.bulkDelete(dropped.filter((id) => !kept.has(id)));
        await db.promotions.bulkPut(listed);
        await db.lists.put({ key: 'promotionCategoryData', value: categories, updatedAt: timers.now() });
      });
    } catch (caught) {
      return { updated: false, error: storageError(caught, 'promotionCategories') };
    }
    return { updated: true };
  }

  return {
    /** The categories and their promotions; a call while one runs shares it (home start-up and /m/activity). */
    sync(): Promise<PromotionsSummary> {
      running ??= syncOnce().finally(() => (running = undefined));
      return running;
    },

    /** One promotion: the stored row, else PROMOFE_getPromotionDetail, stored for the next (offline) visit. */
    async load(id: string): Promise<PromotionsSummary> {
      const db = getDb();
      if (await db.promotions.get(id)) return { updated: false };
      const result = await client.call('promotionDetail', { id }, { silent: true });
      if (!result.ok) return { updated: false, error: result.error };
      if (!isPromotion(result.value)) return { updated: false, error: invalid('promotionDetail') };
      try {
        await db.promotions.put({ ...result.value, content: String(result.value.content ?? ''), id });
      } catch (caught) {
        return { updated: false, error: storageError(caught, 'promotionDetail') };
      }
      return { updated: true };
    },
  };
}

export type Promotions = ReturnType<typeof createPromotions>;
