/** Promotions by category (R16) and one promotion's detail (R26). */
import type { Promotion, PromotionCategory } from '../../src/shared/contract';
import type { Db } from '../db/database';

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

export function promotionCategories(db: Db, merchant: string): PromotionCategory[] {
  const categories = db
    .prepare('SELECT category_id, name FROM promotion_categories WHERE merchant = ? ORDER BY sort')
    .all(merchant) as {
    category_id: string;
    name: string;
  }[];
  const promotions = db.prepare('SELECT * FROM promotions WHERE merchant = ? AND category_id = ? ORDER BY sort');
  return categories.map((category) => ({
    categoryId: category.category_id,
    name: category.name,
    promotions: (promotions.all(merchant, category.category_id) as PromotionRow[]).map(toPromotion),
  }));
}

export function promotionDetail(db: Db, merchant: string, id: string): Promotion | undefined {
  const row = db.prepare('SELECT * FROM promotions WHERE merchant = ? AND id = ?').get(merchant, id) as PromotionRow | undefined;
  return row && toPromotion(row);
}
