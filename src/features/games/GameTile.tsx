/** One game card: cover (lazy), name and vendor; a tap launches, Free play starts a trial when the card offers it (D7). */
import { useLingui } from '@lingui/react/macro';
import { AppLink } from '../../app/routing';
import type { GameCard } from '../../shared/contract';
import { cardView } from './rules/vendor-data';
import './games.css';

export function GameTile({ card, vendorLabel, eager = false }: { card: GameCard; vendorLabel?: string; eager?: boolean }) {
  const { t } = useLingui();
  const view = cardView(card);
  return (
    <div className="game-tile" data-testid="game-card" data-game={view.key} data-vendor={view.vendor}>
      <AppLink to={view.launchPath} className="game-tile-link" aria-label={view.label}>
        <span className="game-tile-cover">
          {view.imageUrl ? (
            <img src={view.imageUrl} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" width="160" height="160" />
          ) : null}
        </span>
        <span className="game-tile-name">{view.label}</span>
        <span className="game-tile-vendor">{vendorLabel ?? view.vendor}</span>
      </AppLink>
      {view.trialPath ? (
        <AppLink to={view.trialPath} className="game-tile-trial" data-testid="free-play">
          {t`Free play`}
        </AppLink>
      ) : null}
    </div>
  );
}

/** Placeholder tiles while the list loads. */
export function GameTileSkeletons({ count }: { count: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="game-tile game-tile-skeleton" aria-hidden="true">
          <span className="game-tile-cover" />
          <span className="skeleton-line" />
        </div>
      ))}
    </>
  );
}
