/**
 * The lobby's shelves (D9): Hot games for everyone, Favourites and Recent for a member, and the Top winners ranking,
 * as tabs over one panel. Game shelves are horizontal strips of tiles (lazy images); each tab has its empty state.
 */
import { memo, useDeferredValue, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { DRAG_SCROLL_ATTRIBUTE } from '../../../platform/layout';
import type { GameCard, RankingEntry } from '../../../shared/contract';
import { GameTile } from '../GameTile';
import { formatAmount, type CurrencyStyle } from '../../../shared/money';
import type { GameShelf, ShelfId } from '../rules/lists';
import { RankingList } from './RankingList';

export interface LobbyShelvesProps {
  shelves: readonly GameShelf[];
  ranking: readonly RankingEntry[];
  /** False until Dexie has answered and the lists were stored once or their refresh ended: no false empty state. */
  ready: boolean;
  vendorLabel: (vendor: string) => string;
  currency?: CurrencyStyle;
  /** While a search or provider filter is on: kept, with the chosen tab, so clearing the filter mounts nothing. */
  hidden?: boolean;
  /** The lobby's category, which the game shelves follow: a new one starts its strip at its first tile. */
  category?: string;
}

interface TabView {
  id: ShelfId;
  label: string;
  icon: ReactNode;
}

/** Memoised: a keystroke in the search box changes none of its props. */
export const LobbyShelves = memo(function LobbyShelves({
  shelves,
  ranking,
  ready,
  vendorLabel,
  currency,
  hidden = false,
  category,
}: LobbyShelvesProps) {
  const { t, i18n } = useLingui();
  const base = useId();
  const [chosen, setChosen] = useState<ShelfId>('hot');
  const tabRefs = useRef(new Map<ShelfId, HTMLButtonElement>());

  const labels: Record<ShelfId, string> = {
    hot: t`Hot`,
    favourites: t`Favourites`,
    recent: t`Recent`,
    ranking: t`Top winners`,
  };
  const tabs: TabView[] = [...shelves.map((shelf) => shelf.id), 'ranking' as const].map((id) => ({
    id,
    label: labels[id],
    icon: <ShelfIcon id={id} />,
  }));
  const current = tabs.some((tab) => tab.id === chosen) ? chosen : 'hot';
  const shelf = shelves.find((entry) => entry.id === current);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === current);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: number | undefined;
    if (step !== undefined) next = (index + step + tabs.length) % tabs.length;
    if (event.key === 'Home') next = 0;
    if (event.key === 'End') next = tabs.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    const id = tabs[next]!.id;
    setChosen(id);
    tabRefs.current.get(id)?.focus();
  };

  return (
    <section className="lobby-shelves card" aria-label={t`Game lists`} data-testid="lobby-shelves" hidden={hidden}>
      <div className="lobby-shelf-tabs" role="tablist" aria-label={t`Game lists`} onKeyDown={onKeyDown}>
        {tabs.map((tab) => (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) tabRefs.current.set(tab.id, element);
              else tabRefs.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={tab.id === current}
            aria-controls={`${base}-panel`}
            tabIndex={tab.id === current ? 0 : -1}
            className="lobby-shelf-tab"
            data-shelf={tab.id}
            onClick={() => setChosen(tab.id)}
          >
            {tab.icon}
            <span>{tab.label}</span>
          </button>
        ))}
      </div>
      <div
        id={`${base}-panel`}
        role="tabpanel"
        aria-labelledby={`${base}-tab-${current}`}
        className="lobby-shelf-panel"
        data-testid={`shelf-${current}`}
        aria-busy={!ready}
      >
        {!ready ? (
          <div className="shelf-strip" aria-hidden="true">
            {Array.from({ length: 4 }, (_, index) => (
              <div key={index} className="shelf-item game-tile game-tile-skeleton">
                <span className="game-tile-cover" />
                <span className="skeleton-line" />
              </div>
            ))}
          </div>
        ) : current === 'ranking' ? (
          ranking.length > 0 ? (
            <RankingList rows={ranking} amount={(value) => formatAmount(value, currency, i18n.locale)} />
          ) : (
            <ShelfEmpty id="ranking" />
          )
        ) : shelf && shelf.cards.length > 0 ? (
          // A strip of its own per shelf and category: kept, a scroll-snapped strip would hold on to the tile it was
          // snapped to, and open the new list in the middle.
          <ShelfStrip key={`${current}:${category ?? ''}`} cards={shelf.cards} vendorLabel={vendorLabel} />
        ) : (
          <ShelfEmpty id={current} />
        )}
      </div>
    </section>
  );
});

/** The tiles a strip shows at once: more than the widest column holds; the rest are out of sight until it scrolls. */
const SHELF_FIRST_CARDS = 6;
const NONE_YET: readonly GameCard[] = [];

/**
 * A shelf's strip. The render that brings new cards (a category tab, the first visit) commits the first few tiles; the
 * strip's others follow in a background render right after, so a tap does not wait for 24 tiles it cannot see yet.
 */
function ShelfStrip({ cards, vendorLabel }: { cards: readonly GameCard[]; vendorLabel: (vendor: string) => string }) {
  const settled = useDeferredValue(cards, NONE_YET);
  const shown = settled === cards ? cards : cards.slice(0, SHELF_FIRST_CARDS);
  return (
    <ul className="shelf-strip" {...{ [DRAG_SCROLL_ATTRIBUTE]: '' }}>
      {shown.map((card) => (
        <li key={`${card.vendor}:${card.gameId}`} className="shelf-item">
          <GameTile card={card} vendorLabel={vendorLabel(card.vendor)} />
        </li>
      ))}
    </ul>
  );
}

function ShelfEmpty({ id }: { id: ShelfId }) {
  const { t } = useLingui();
  const text: Record<ShelfId, [string, string]> = {
    hot: [t`No hot games right now`, t`Check back soon: the most played games show up here.`],
    favourites: [t`No favourites yet`, t`Your favourite games show up here.`],
    recent: [t`No recent games`, t`Games you play show up here, newest first.`],
    ranking: [t`No winners yet`, t`Big wins show up here as they happen.`],
  };
  const [title, body] = text[id];
  return (
    <div className="shelf-empty" data-testid="shelf-empty">
      <ShelfIcon id={id} />
      <div>
        <p className="shelf-empty-title">{title}</p>
        <p>{body}</p>
      </div>
    </div>
  );
}

const ICON_PATHS: Record<ShelfId, string> = {
  hot: 'M12 3c1 3.5 5 5.5 5 10a5 5 0 0 1-10 0c0-2.2 1-3.6 2.2-4.7.2 1.5 1 2.5 2 2.9C10.5 8.6 11 5.5 12 3z',
  favourites: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  recent: 'M12 7v5l3 2M4.5 12a7.5 7.5 0 1 0 2.2-5.3M4 4v4h4',
  ranking: 'M8 4h8v5a4 4 0 0 1-8 0V4zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v3M8.5 20h7M10 16h4v4h-4z',
};

function ShelfIcon({ id }: { id: ShelfId }) {
  return (
    <svg className="shelf-icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path d={ICON_PATHS[id]} />
    </svg>
  );
}
