/** Promotions by category (R16) and one promotion's detail (R26). */
import type { Promotion, PromotionCategory } from '../../src/shared/contract';
import type { Db } from '../db/database';
import { translated } from './translations';

interface PromotionRow {
  id: string;
  category_id: string;
  title: string;
  content: string;
  image_url: string;
}

function toPromotion(row: PromotionRow): Promotion {
  return { id: row.id, title: row.title, content: row.content, imageUrl: row.image_url, categoryId: row.category_id };
}

/** The categories with their promotions, in the language (where an item has a translation in it) (./translations.ts). */
export function promotionCategories(db: Db, merchant: string, language?: string): PromotionCategory[] {
  const categories = db
    .prepare('SELECT category_id, name FROM promotion_categories WHERE merchant = ? ORDER BY sort')
    .all(merchant) as {
    category_id: string;
    name: string;
  }[];
  const promotions = db.prepare('SELECT * FROM promotions WHERE merchant = ? AND category_id = ? ORDER BY sort');
  const named = translated(
    db,
    merchant,
    'promotionCategory',
    categories.map((category) => ({ id: category.category_id, title: category.name })),
    (category) => category.id,
    language,
  );
  return named.map((category) => ({
    categoryId: category.id,
    name: category.title,
    promotions: translated(
      db,
      merchant,
      'promotion',
      (promotions.all(merchant, category.id) as PromotionRow[]).map(toPromotion),
      (promotion) => promotion.id,
      language,
    ),
  }));
}

export function promotionDetail(db: Db, merchant: string, id: string, language?: string): Promotion | undefined {
  const row = db.prepare('SELECT * FROM promotions WHERE merchant = ? AND id = ?').get(merchant, id) as PromotionRow | undefined;
  return row && translated(db, merchant, 'promotion', [toPromotion(row)], (promotion) => promotion.id, language)[0];
}
