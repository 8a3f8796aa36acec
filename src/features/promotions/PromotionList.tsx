/** /m/activity: the promotions grouped by category (ACCEPTANCE D44), from Dexie first, refreshed on each visit. */
import { useLingui } from '@lingui/react/macro';
import { CdnImage } from '../../platform/layout/CdnImage';
import { AppLink } from '../../platform/routing';
import type { Promotion } from '../../shared/contract';
import { plainTeaser, promotionGroups, promotionPath } from './rules/promotions';
import { RefreshNotice } from './RefreshNotice';
import { usePromotionCategories, usePromotionsRefresh } from './use-promotions';
import './promotions.css';

function PromotionCard({ promotion }: { promotion: Promotion }) {
  const teaser = plainTeaser(promotion.content);
  return (
    <li>
      <AppLink to={promotionPath(promotion.id)} className="promo-card" data-testid="promotion-card" data-promotion={promotion.id}>
        <span className="promo-card-art" aria-hidden="true">
          {promotion.imageUrl ? <CdnImage src={promotion.imageUrl} alt="" loading="lazy" decoding="async" /> : null}
        </span>
        <span className="promo-card-text">
          <span className="promo-card-title">{promotion.title}</span>
          {teaser ? <span className="promo-card-teaser">{teaser}</span> : null}
        </span>
        <svg className="promo-card-chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M9 5l7 7-7 7" />
        </svg>
      </AppLink>
    </li>
  );
}

export function PromotionList() {
  const { t } = useLingui();
  const categories = usePromotionCategories();
  const { phase, retry } = usePromotionsRefresh();
  const groups = promotionGroups(categories);

  if (groups.length === 0) {
    if (phase === 'loading')
      return (
        <div className="promo-skeletons" aria-busy="true" aria-label={t`Loading promotions`} data-testid="promotions-loading">
          <span className="promo-skeleton" />
          <span className="promo-skeleton" />
          <span className="promo-skeleton" />
        </div>
      );
    if (phase === 'offline' || phase === 'failed') return <RefreshNotice phase={phase} onRetry={retry} />;
    return (
      <section className="card empty-state" data-testid="promotions-empty">
        <h2>{t`No promotions right now`}</h2>
        <p>{t`New offers appear here first. Check back soon.`}</p>
      </section>
    );
  }

  return (
    <div className="promo-groups" data-testid="promotions">
      {phase === 'offline' ? <RefreshNotice phase={phase} onRetry={retry} compact /> : null}
      {groups.map((group) => (
        <section
          key={group.categoryId}
          className="promo-group"
          aria-labelledby={`promo-group-${group.categoryId}`}
          data-testid="promotion-group"
          data-category={group.categoryId}
        >
          <h2 id={`promo-group-${group.categoryId}`} className="promo-group-title">
            {group.name}
          </h2>
          <ul className="promo-cards">
            {group.promotions.map((promotion) => (
              <PromotionCard key={promotion.id} promotion={promotion} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
