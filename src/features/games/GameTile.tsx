/** One game card: cover (lazy), name and vendor; a tap launches, Free play starts a trial when the card offers it (D7). */
import { useLingui } from '@lingui/react/macro';
import { CdnImage } from '../../platform/layout/CdnImage';
import { AppLink } from '../../platform/routing';
import type { GameCard } from '../../shared/contract';
import { cardView, type CardView } from './rules/vendor-data';
import { useFreePlay } from './use-free-play';
import './games.css';

export function GameTile({ card, vendorLabel, eager = false }: { card: GameCard; vendorLabel?: string; eager?: boolean }) {
  const { t } = useLingui();
  const view = cardView(card);
  return (
    <div className="game-tile" data-testid="game-card" data-game={view.key} data-vendor={view.vendor}>
      <AppLink to={view.launchPath} className="game-tile-link">
        <span className="game-tile-cover">
          {view.imageUrl ? (
            <CdnImage src={view.imageUrl} alt="" loading={eager ? 'eager' : 'lazy'} decoding="async" width="160" height="160" />
          ) : null}
        </span>
        <span className="game-tile-name" translate="no" dir="auto">
          {view.label}
        </span>
        <span className="game-tile-vendor" translate="no" dir="auto">
          {vendorLabel ?? view.vendor}
        </span>
      </AppLink>
      {view.trialPath ? <FreePlay view={view} trialPath={view.trialPath} nodeId={card.nodeId} label={t`Free play`} /> : null}
    </div>
  );
}

/** The trial badge: a real link (a new tab opens the launch screen), a plain tap starts the trial in place. */
function FreePlay({ view, trialPath, nodeId, label }: { view: CardView; trialPath: string; nodeId?: string; label: string }) {
  const { t } = useLingui();
  const onClick = useFreePlay(view, nodeId);
  const game = view.label;
  return (
    <AppLink
      to={trialPath}
      className="game-tile-trial"
      data-testid="free-play"
      aria-label={t`Free play: ${game}`}
      onClick={onClick}
    >
      {label}
    </AppLink>
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
