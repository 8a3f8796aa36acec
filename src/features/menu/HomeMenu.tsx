/**
 * The menu entries as a grid of tiles (ACCEPTANCE D27–D38), on home and on the member home. An entry that navigates
 * is a real link (SPA navigation, open-in-new-tab works), one that opens a resource a link to a new page, the rest
 * (download, customer service, 'coming soon') buttons. Each tile carries data-menu-type.
 */
import { useLingui } from '@lingui/react/macro';
import { memo, type ReactNode } from 'react';
import { AppLink } from '../../platform/routing';
import { MENU_LABELS } from './labels';
import { MenuIcon } from './MenuIcon';
import { useMenuActivation } from './use-activate';
import { useMenu, type MenuItem } from './use-menu';

const SKELETON_TILES = 8;

function Tile({ item, activate }: { item: MenuItem; activate: (item: MenuItem) => void }) {
  const { i18n } = useLingui();
  const { entry, action } = item;
  const content: ReactNode = (
    <>
      <span className="menu-tile-icon">
        <MenuIcon type={entry.type} />
      </span>
      <span className="menu-tile-label">{i18n._(MENU_LABELS[entry.type])}</span>
    </>
  );
  const common = { className: 'menu-tile', 'data-menu-type': entry.type, 'data-testid': 'menu-entry' };
  if (action.kind === 'navigate')
    return (
      <AppLink to={action.to} {...common}>
        {content}
      </AppLink>
    );
  if (action.kind === 'open')
    return (
      <a href={action.url} target="_blank" rel="noopener noreferrer" {...common}>
        {content}
      </a>
    );
  return (
    <button type="button" {...common} aria-disabled={action.kind === 'none' || undefined} onClick={() => activate(item)}>
      {content}
    </button>
  );
}

export const HomeMenu = memo(function HomeMenu({ heading }: { heading?: string }) {
  const { t } = useLingui();
  const { items } = useMenu();
  const run = useMenuActivation();
  const label = heading ?? t`Menu`;

  if (items === undefined)
    return (
      <section className="card home-menu" aria-label={label} aria-busy="true" data-testid="home-menu-loading">
        <ul className="menu-grid">
          {Array.from({ length: SKELETON_TILES }, (_, index) => (
            <li key={index}>
              <span className="menu-tile menu-tile-skeleton" />
            </li>
          ))}
        </ul>
      </section>
    );
  if (items.length === 0) return null;

  return (
    <nav className="card home-menu" aria-label={label} data-testid="home-menu">
      {heading ? <h2 className="home-menu-heading">{heading}</h2> : null}
      <ul className="menu-grid">
        {items.map((item, index) => (
          <li key={`${item.entry.type}-${index}`}>
            <Tile item={item} activate={(chosen) => run(chosen.action)} />
          </li>
        ))}
      </ul>
    </nav>
  );
});
