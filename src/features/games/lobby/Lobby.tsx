/**
 * The lobby (/m/game and the public category pages): category tabs, a vendor filter, text search, the shelves (hot,
 * favourites, recent, ranking) and a windowed grid. It reads Dexie at once (the full game list when the worker has
 * stored it, else the vendor data's cards, so a repeat visit works offline) and asks the worker for a fresh game list
 * once per page load, and for fresh lists each time it opens or the session changes.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useCountryInfo, useGameVendorDataOrNull, useGames, useStoredList } from '../../../data/hooks';
import { AppLink, CATEGORY_PAGES, useAddress, type RouteTitle } from '../../../platform/routing';
import { useRouteTitle } from '../../../platform/routing/route-titles';
import { DRAG_SCROLL_ATTRIBUTE } from '../../../platform/layout';
import { useApi, useSession, whenMerchantKnown } from '../../../platform/session';
import type { GameCard, GameVendorData } from '../../../shared/contract';
import { GameTileSkeletons } from '../GameTile';
import { indexGames, orderGames, queryIndex } from '../rules/lobby';
import { gameShelves, rankingRows, vendorDirectory } from '../rules/lists';
import { categoryOrdinals, categoryViews, vendorsOfCategory, type CategoryView } from '../rules/vendor-data';
import { categoryLabels } from '../category-labels';
import { keptDerivation } from './kept-derivation';
import { LobbyShelves } from './LobbyShelves';
import { useGameListsSync } from './use-game-lists-sync';
import { VirtualGrid } from './VirtualGrid';
import './lobby.css';
import { encodeComponent } from '../../../shared/url';
import { pageState } from '../../../shared/page-runtime';

/** The games' sync of this page: once, and again on the next visit to the lobby if it failed. */
const gamesSync = pageState(() => ({ done: undefined as Promise<unknown> | undefined }));

/** The stored games (else the vendor data's cards) of the visible categories, in lobby order, indexed for filtering. */
const lobbyGames = keptDerivation(
  (stored: readonly GameCard[] | undefined, views: readonly CategoryView[], data: GameVendorData | undefined) => {
    const source: GameCard[] =
      stored && stored.length > 0
        ? [...stored]
        : views.flatMap((view) => view.cards.map((card) => ({ ...card, category: card.category ?? view.code })));
    const visible = new Set(views.map((view) => view.code));
    const shown = data ? source.filter((game) => !game.category || visible.has(game.category)) : source;
    const ordered = orderGames(shown, categoryOrdinals(data?.sorting ?? []), (code) =>
      data ? vendorsOfCategory(data, code) : [],
    );
    return indexGames(ordered);
  },
);
const viewsOf = keptDerivation((data: GameVendorData | undefined) => categoryViews(data));

export interface LobbyProps {
  /** The category fixed by a public category page (route.category), if any. */
  category?: string;
}

interface Tab {
  code?: string;
  label: string;
  to: string;
  count?: number;
}

export function Lobby({ category: routeCategory }: LobbyProps) {
  const { t } = useLingui();
  const api = useApi();
  const { search } = useAddress();
  // Kept across mounts: a category page is its own route, and switching tabs must not re-read 5,000 games.
  const vendorData = useGameVendorDataOrNull();
  const data = vendorData ?? undefined;
  // The games wait for the store's answer on the vendor data (both reads start together): ordered without it, the
  // grid would show its tiles in another order first, and 5,000 games would be ordered and indexed twice.
  const storedGames = useGames();
  const stored = vendorData === undefined ? undefined : storedGames;
  const [vendor, setVendor] = useState('');
  // Filtered at once, in the keystroke's own render: the index answers in a millisecond and the grid renders only the
  // visible tiles, where a deferred render would land a frame or more later.
  const [query, setQuery] = useState('');
  const category = routeCategory ?? (new URLSearchParams(search).get('category') || undefined);
  const member = Boolean(useSession()?.token);
  const hot = useStoredList('hotGames');
  const favourites = useStoredList('favouriteGames');
  const recent = useStoredList('recentGames');
  const ranking = useStoredList('ranking');
  const vendorList = useStoredList('vendorList');
  const country = useCountryInfo();
  const listsSettled = useGameListsSync(api);

  useEffect(() => {
    // The worker must know the merchant first (a direct visit to /m/game starts here, before syncSettings is done).
    const sync = gamesSync();
    sync.done ??= whenMerchantKnown()
      .then((merchant) => (merchant ? api.refresh(['games']) : null))
      .then((result) => {
        if (!result?.ok || result.value.failed.length > 0) sync.done = undefined;
      });
  }, [api]);
  useEffect(() => setVendor(''), [category]);

  const views = viewsOf(data);
  const index = lobbyGames(stored, views, data);

  const vendors = useMemo(() => {
    const present = index.vendorsOf(category);
    const order = category && data ? vendorsOfCategory(data, category) : [];
    return [...order.filter((code) => present.includes(code)), ...present.filter((code) => !order.includes(code))];
  }, [index, category, data]);
  const games = useMemo(
    () => queryIndex(index, { category, vendor: vendor || undefined, query }),
    [index, category, vendor, query],
  );

  const found = games.length;
  const routeTitle = useRouteTitle();
  const tabs = useMemo(() => categoryTabs(views, t`All games`, routeTitle), [views, t, routeTitle]);
  const vendorNames = useMemo(() => vendorDirectory(data?.allVendors, vendorList), [data, vendorList]);
  const vendorLabel = useCallback((code: string) => vendorNames.get(code) ?? code, [vendorNames]);
  const rankingList = useMemo(() => rankingRows(ranking), [ranking]);
  const loading = stored === undefined || (index.games.length === 0 && data === undefined);
  const shelves = useMemo(
    () => gameShelves({ hot, favourites, recent, games: stored }, { member, category }),
    [hot, favourites, recent, stored, member, category],
  );
  const filtering = Boolean(query.trim() || vendor);

  return (
    <div className="lobby" data-testid="lobby">
      <nav className="category-strip lobby-tabs" aria-label={t`Game categories`} {...{ [DRAG_SCROLL_ATTRIBUTE]: '' }}>
        <ul>
          {tabs.map((tab) => (
            <li key={tab.code ?? 'all'}>
              <AppLink
                to={tab.to}
                className="chip"
                aria-current={tab.code === category ? 'page' : undefined}
                data-category={tab.code ?? 'ALL'}
              >
                {tab.label}
                {tab.count !== undefined ? <span className="tab-count">{tab.count}</span> : null}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="lobby-filters" role="search">
        <label className="lobby-field lobby-search">
          <span className="visually-hidden">{t`Search games`}</span>
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
            <path
              d="M10.5 4a6.5 6.5 0 1 1 0 13 6.5 6.5 0 0 1 0-13zm5 11.5L20 20"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
          <input
            type="search"
            value={query}
            placeholder={t`Search games`}
            onChange={(event) => setQuery(event.currentTarget.value)}
            // The search keys, made as the keyboard opens rather than in the first keystroke's render.
            onFocus={() => index.searchKeys()}
            data-testid="lobby-search"
            enterKeyHint="search"
          />
        </label>
        <label className="lobby-field lobby-vendor">
          <span className="visually-hidden">{t`Provider`}</span>
          <select value={vendor} onChange={(event) => setVendor(event.currentTarget.value)} data-testid="lobby-vendor">
            <option value="">{t`All providers`}</option>
            {vendors.map((code) => (
              <option key={code} value={code}>
                {vendorLabel(code)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <LobbyShelves
        shelves={shelves}
        ranking={rankingList}
        ready={stored !== undefined && (hot !== undefined || listsSettled)}
        vendorLabel={vendorLabel}
        currency={country}
        hidden={filtering}
        category={category}
      />
      <p className="lobby-count" role="status" data-testid="lobby-count">
        {loading ? t`Loading games…` : t`Games found: ${found}`}
      </p>
      {loading ? (
        <div className="game-grid" aria-hidden="true">
          <GameTileSkeletons count={9} />
        </div>
      ) : games.length === 0 ? (
        <section className="card empty-state" data-testid="lobby-empty">
          <h2>{query || vendor ? t`No games match` : t`No games here yet`}</h2>
          <p>{query || vendor ? t`Try another name or provider.` : t`The lobby fills in as soon as the game list arrives.`}</p>
          {query || vendor ? (
            <button
              type="button"
              className="button secondary"
              onClick={() => {
                setQuery('');
                setVendor('');
              }}
            >
              {t`Clear filters`}
            </button>
          ) : null}
        </section>
      ) : (
        <VirtualGrid games={games} vendorLabel={vendorLabel} />
      )}
    </div>
  );
}

/**
 * The tabs: all games, then each visible category. A category with a public page links to it (with that page's
 * title, which is also its heading); the others to /m/game?category=. Before the vendor data arrives, the public pages.
 */
function categoryTabs(
  views: ReturnType<typeof categoryViews>,
  allLabel: string,
  routeTitle: (title: RouteTitle) => string,
): Tab[] {
  const pages = new Map<string, (typeof CATEGORY_PAGES)[number]>(CATEGORY_PAGES.map((page) => [page.category, page]));
  const tabs: Tab[] = [{ label: allLabel, to: '/m/game' }];
  if (views.length === 0) {
    for (const page of CATEGORY_PAGES) tabs.push({ code: page.category, label: routeTitle(page.title), to: page.path });
    return tabs;
  }
  const labels = categoryLabels(views, routeTitle);
  for (const view of views) {
    const page = pages.get(view.code);
    tabs.push({
      code: view.code,
      label: labels.get(view.code) ?? view.title,
      to: page?.path ?? `/m/game?category=${encodeComponent(view.code)}`,
      count: view.gameCount,
    });
  }
  return tabs;
}
