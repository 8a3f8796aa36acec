/**
 * Home's games: the categories as a strip of tabs (vendor data order, display flags applied: D1–D4) with their game
 * counts, and the chosen category's cards (mapping and vendorSorting applied) with a link to the full list.
 */
import { memo, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useGameVendorData } from '../../data/hooks';
import { AppLink, CATEGORY_PAGES } from '../../platform/routing';
import { DRAG_SCROLL_ATTRIBUTE } from '../../platform/layout';
import { GameTile, GameTileSkeletons, categoryViews, useCategoryLabels, vendorName } from '../games';
import { encodeComponent } from '../../shared/url';

const PAGE_OF: Record<string, string> = Object.fromEntries(CATEGORY_PAGES.map((page) => [page.category, page.path]));

export const HomeGames = memo(function HomeGames() {
  const { t } = useLingui();
  const data = useGameVendorData();
  const views = useMemo(() => categoryViews(data), [data]);
  const labels = useCategoryLabels(views);
  const [chosen, setChosen] = useState<string>();
  const current = views.find((view) => view.code === chosen) ?? views[0];

  if (!data) {
    return (
      <section className="home-games" aria-busy="true" aria-label={t`Games`} data-testid="home-games-loading">
        <div className="home-tabs-skeleton" />
        <div className="game-grid">
          <GameTileSkeletons count={6} />
        </div>
      </section>
    );
  }
  if (!current) {
    return (
      <section className="card empty-state" data-testid="home-games-empty">
        <h2>{t`No games to show yet`}</h2>
        <p>{t`Games appear here as soon as the merchant publishes them.`}</p>
      </section>
    );
  }

  const total = current.gameCount;
  const moreTo = PAGE_OF[current.code] ?? `/m/game?category=${encodeComponent(current.code)}`;
  return (
    <section className="home-games" aria-labelledby="home-games-title" data-testid="home-games">
      <h2 id="home-games-title" className="visually-hidden">
        {t`Games`}
      </h2>
      <div className="home-tabs" role="tablist" aria-label={t`Game categories`} {...{ [DRAG_SCROLL_ATTRIBUTE]: '' }}>
        {views.map((view) => (
          <button
            key={view.code}
            type="button"
            role="tab"
            id={`home-tab-${view.code}`}
            aria-selected={view.code === current.code}
            aria-controls="home-tab-panel"
            className="home-tab"
            data-category={view.code}
            data-testid="home-category"
            onClick={() => setChosen(view.code)}
          >
            {labels.get(view.code)}
            <span className="tab-count" data-testid="category-count">
              {view.gameCount}
            </span>
          </button>
        ))}
      </div>
      <div id="home-tab-panel" role="tabpanel" aria-labelledby={`home-tab-${current.code}`} className="home-panel">
        <div className="home-panel-head">
          <h3>{labels.get(current.code)}</h3>
          <AppLink to={moreTo} className="more-link" data-testid="home-more">
            {t`See all ${total}`}
          </AppLink>
        </div>
        {current.cards.length > 0 ? (
          <div className="game-grid">
            {current.cards.map((card, index) => (
              <GameTile
                key={`${card.vendor}:${card.gameId}`}
                card={card}
                vendorLabel={vendorName(data.allVendors, card.vendor)}
                eager={index < 3}
              />
            ))}
          </div>
        ) : (
          <p className="home-panel-empty">{t`No games in this category yet.`}</p>
        )}
      </div>
    </section>
  );
});
