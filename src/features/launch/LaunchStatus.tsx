/** What the launch screen shows while a game starts, and when it could not (blocked, failed, stalled, bad link). */
import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { AppLink } from '../../platform/routing';
import './launch.css';

export type LaunchPhase = 'starting' | 'leaving' | 'blocked' | 'failed' | 'invalid';

export interface LaunchStatusProps {
  phase: LaunchPhase;
  /** The game's name or code, when known. */
  game?: string;
  onRetry: () => void;
}

/** Line icons (currentColor), so no emoji font is needed. */
function Icon({ path }: { path: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="28"
      height="28"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}

const PHONE = 'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM11 18h2';
const RETRY = 'M20 11a8 8 0 1 0-2.3 5.7M20 4v7h-7';
const LINK = 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1';

function StatusCard({ tone, icon, children }: { tone: 'busy' | 'warn'; icon: ReactNode; children: ReactNode }) {
  return (
    <section
      className={`card launch-card launch-status launch-status-${tone}`}
      role={tone === 'busy' ? 'status' : 'alert'}
      aria-live="polite"
      data-testid="launch-status"
    >
      <span className="launch-status-icon" aria-hidden="true">
        {icon}
      </span>
      {children}
    </section>
  );
}

export function LaunchStatus({ phase, game, onRetry }: LaunchStatusProps) {
  const { t } = useLingui();
  const back = (
    <AppLink to="/m/game" className="button secondary">
      {t`Back to games`}
    </AppLink>
  );
  switch (phase) {
    case 'starting':
    case 'leaving':
      return (
        <StatusCard tone="busy" icon={<span className="spinner" />}>
          <h2 data-phase={phase}>{game ? t`Opening ${game}…` : t`Getting your game ready…`}</h2>
          <p>{t`This takes a few seconds.`}</p>
          {back}
        </StatusCard>
      );
    case 'blocked':
      return (
        <StatusCard tone="warn" icon={<Icon path={PHONE} />}>
          <h2 data-phase={phase}>{t`Play in the app`}</h2>
          <p>{t`This game can only be started from our app or from the icon on your home screen.`}</p>
          <div className="actions">
            <AppLink to="/m/download" className="button primary" data-testid="launch-get-app">
              {t`Get the app`}
            </AppLink>
            {back}
          </div>
        </StatusCard>
      );
    case 'failed':
      return (
        <StatusCard tone="warn" icon={<Icon path={RETRY} />}>
          <h2 data-phase={phase}>{t`The game did not open`}</h2>
          <p>{t`Please check your connection and try again.`}</p>
          <div className="actions">
            <button type="button" className="button primary" onClick={onRetry} data-testid="launch-retry">
              {t`Try again`}
            </button>
            {back}
          </div>
        </StatusCard>
      );
    case 'invalid':
      return (
        <StatusCard tone="warn" icon={<Icon path={LINK} />}>
          <h2 data-phase={phase}>{t`This game link is incomplete`}</h2>
          <p>{t`Choose a game from the lobby instead.`}</p>
          {back}
        </StatusCard>
      );
  }
}
