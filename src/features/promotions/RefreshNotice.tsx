/** Why promotions could not be refreshed: offline (what was seen before still shows) or a failure, with Retry. */
import { useLingui } from '@lingui/react/macro';
import type { RefreshPhase } from './use-promotions';

export function RefreshNotice({
  phase,
  onRetry,
  compact = false,
}: {
  phase: Extract<RefreshPhase, 'offline' | 'failed'>;
  onRetry: () => void;
  compact?: boolean;
}) {
  const { t } = useLingui();
  const offline = phase === 'offline';
  return (
    <section
      className={compact ? 'promo-notice compact' : 'card promo-notice'}
      role="status"
      data-testid={offline ? 'promotions-offline' : 'promotions-failed'}
    >
      <p>
        {offline
          ? compact
            ? t`You're offline. These are the promotions from your last visit.`
            : t`You're offline. Promotions will appear here once you're back online.`
          : t`We couldn't load promotions right now.`}
      </p>
      <button type="button" className="button secondary" onClick={onRetry}>
        {t`Try again`}
      </button>
    </section>
  );
}
