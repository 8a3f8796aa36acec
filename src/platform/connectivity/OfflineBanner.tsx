/**
 * The offline banner: while the page cannot reach the network it says so, and when what the screens show was last
 * brought up to date. It leaves when the network answers again. (The spec's offline toast still flashes when the
 * connection drops; this stays.) While the tester's offline switch holds the app offline, a badge says so and leads
 * to the diagnostics screen, where it is switched off.
 */
import { useLingui } from '@lingui/react/macro';
import { useSiteSettingsUpdatedAt } from '../../data/hooks';
import { DIAGNOSTICS_PATH } from '../../shared/constants';
import { dateTimeFormat } from '../../shared/intl-formats';
import { AppLink } from '../routing/AppLink';
import { useReachability } from './connectivity';
import { useSimulatedOffline } from './network-switch';
import './offline-banner.css';

export function OfflineBanner() {
  const offline = useReachability() === 'offline';
  const simulated = useSimulatedOffline();
  return (
    <>
      {simulated ? <SimulatedOfflineBadge /> : null}
      {offline ? <OfflineNotice /> : null}
    </>
  );
}

function SimulatedOfflineBadge() {
  const { t } = useLingui();
  return (
    <AppLink to={DIAGNOSTICS_PATH} className="simulated-offline-badge" data-testid="simulated-offline-badge">
      {t`Simulated offline: the offline switch is on`}
    </AppLink>
  );
}

/** Reads the stored settings' age only while offline: online, the banner costs no Dexie read. */
function OfflineNotice() {
  const { t, i18n } = useLingui();
  const updatedAt = useSiteSettingsUpdatedAt();
  const when = updatedAt ? dateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(updatedAt) : undefined;
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
