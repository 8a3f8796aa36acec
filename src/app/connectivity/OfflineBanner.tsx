/**
 * The offline banner: while the page cannot reach the network it says so, and when what the screens show was last
 * brought up to date. It leaves when the network answers again. (The spec's offline toast still flashes when the
 * connection drops; this stays.)
 */
import { useLingui } from '@lingui/react/macro';
import { useSiteSettingsUpdatedAt } from '../../data/hooks';
import { useReachability } from './connectivity';
import './offline-banner.css';

export function OfflineBanner() {
  const { t, i18n } = useLingui();
  const reachability = useReachability();
  const updatedAt = useSiteSettingsUpdatedAt();
  if (reachability === 'online') return null;
  const when = updatedAt
    ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(updatedAt)
    : undefined;
  return (
    <div className="offline-banner" role="status" data-testid="offline-banner">
      <strong>{t`You are offline.`}</strong>{' '}
      <span data-testid="offline-banner-updated">
        {when
          ? t`Showing what was saved on this phone, last updated ${when}.`
          : t`Some things may not load until you are back online.`}
      </span>
    </div>
  );
}
