/**
 * The app upgrade popup (spec §2 Screens; ACCEPTANCE E29, E30, Q71): inside the official app below the latest
 * version. With MANDATORYAPPUPDATES3 it has no close button and cannot be dismissed. Update downloads the platform's
 * link directly from app version 2.4.72, and opens the redirect page in older apps.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { useFeatureSwitches } from '../../data/hooks';
import { presentFailure, useOverlayTurn } from '../../platform/dialogs';
import { useAppNavigate } from '../../platform/routing';
import { useApi } from '../../platform/session';
import { refusedUrlError, safeLinkUrl, safeSitePath } from '../../shared/outgoing-url';
import { officialAppVersion } from '../environment';
import { startDownload } from './download-action';
import { upgradeNeeded, upgradeTarget } from './download-rules';
import { useClientEnvironment, useDownloadSetting } from './hooks';

export function UpgradePopup() {
  const { t } = useLingui();
  const api = useApi();
  const navigate = useAppNavigate();
  const env = useClientEnvironment();
  const setting = useDownloadSetting();
  const switches = useFeatureSwitches();
  const [dismissed, setDismissed] = useState(false);
  const updateRef = useRef<HTMLButtonElement>(null);
  const open = !dismissed && upgradeNeeded(env, setting);
  // The upgrade never waits for another overlay (it may be mandatory); holding the turn keeps the others away.
  useOverlayTurn('upgrade', open);

  useEffect(() => {
    if (open) updateRef.current?.focus();
  }, [open]);

  if (!open || !setting) return null;
  const mandatory = switches?.whitelabelVal.MANDATORYAPPUPDATES3 === true;
  const close = () => !mandatory && setDismissed(true);
  const update = () => {
    const target = upgradeTarget(env, setting);
    if (target.kind === 'download') return void startDownload(target.url, () => void api.flushOutbox());
    const path = safeSitePath(target.url);
    if (path?.startsWith('/m/')) return navigate(path);
    const url = safeLinkUrl(target.url, location.origin);
    if (url === null) presentFailure(refusedUrlError('downloadSetting'), { call: 'downloadSetting' });
    else window.location.assign(url);
  };
  const current = officialAppVersion(env) ?? '';
  const latest = setting.latestAppVersion;

  return (
    <div className="dialog-layer" data-testid="upgrade-layer">
      <section
        className="dialog upgrade-popup"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="upgrade-title"
        aria-describedby="upgrade-message"
        data-testid="upgrade-popup"
        data-mandatory={mandatory ? '' : undefined}
        onKeyDown={(event) => event.key === 'Escape' && close()}
      >
        {mandatory ? null : (
          <button
            type="button"
            className="download-popup-close"
            onClick={close}
            aria-label={t`Close`}
            data-testid="upgrade-close"
          >
            ×
          </button>
        )}
        <h2 id="upgrade-title" className="dialog-title">
          {t`A new version of the app is available`}
        </h2>
        <p id="upgrade-message" className="dialog-message">
          {mandatory
            ? t`Please update from ${current} to ${latest} to keep playing.`
            : t`Update from ${current} to ${latest} for the latest games and fixes.`}
        </p>
        <button
          ref={updateRef}
          type="button"
          className="button button-primary upgrade-button"
          onClick={update}
          data-testid="upgrade-update"
        >
          {t`Update`}
        </button>
      </section>
    </div>
  );
}
