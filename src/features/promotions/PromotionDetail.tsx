/**
 * /m/activity?id=…: one promotion (the target of P banners, D22), from Dexie, else fetched with
 * PROMOFE_getPromotionDetail. Its HTML comes from the server and is sanitized before it is rendered.
 */
import { useLingui } from '@lingui/react/macro';
import { CdnImage } from '../../platform/layout/CdnImage';
import { AppLink } from '../../platform/routing';
import { SafeHtml } from '../../platform/layout/SafeHtml';
import { categoryName } from './rules/promotions';
import { RefreshNotice } from './RefreshNotice';
import { usePromotion, usePromotionCategories, usePromotionsRefresh } from './use-promotions';
import './promotions.css';

export default function PromotionDetail({ id }: { id: string }) {
  const { t } = useLingui();
  const promotion = usePromotion(id);
  const categories = usePromotionCategories();
  const { phase, retry } = usePromotionsRefresh(id);

  if (!promotion) {
    if (promotion === undefined || phase === 'loading')
      return (
        <div className="promo-detail-skeleton" aria-busy="true" aria-label={t`Loading promotion`} data-testid="promotion-loading">
          <span className="promo-skeleton tall" />
          <span className="promo-skeleton" />
        </div>
      );
    if (phase === 'offline') return <RefreshNotice phase="offline" onRetry={retry} />;
    return (
      <section className="card empty-state" data-testid="promotion-missing">
        <h2>{t`This promotion isn't available right now`}</h2>
        <p>{t`It may have ended, or it is still on its way to your device.`}</p>
        <AppLink to="/m/activity" className="button secondary">
          {t`See all promotions`}
        </AppLink>
      </section>
    );
  }

  const category = categoryName(categories, promotion.categoryId);
  return (
    <article className="card promo-detail" data-testid="promotion-detail" data-promotion={promotion.id}>
      {promotion.imageUrl ? (
        <div className="promo-detail-art">
          <CdnImage src={promotion.imageUrl} alt="" decoding="async" />
        </div>
      ) : null}
      <div className="promo-detail-body">
        {category ? <p className="promo-detail-category">{category}</p> : null}
        <SafeHtml className="promo-detail-content rich-text" data-testid="promotion-content" html={promotion.content} />
        <AppLink to="/m/activity" className="button secondary promo-detail-back">
          {t`See all promotions`}
        </AppLink>
      </div>
    </article>
  );
}
