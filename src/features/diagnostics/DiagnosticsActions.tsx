/**
 * The diagnostics screen's actions: the offline switch, flush the outbox now, check for an update, copy the support
 * report, and clear caches and local data (after a confirmation that says what is lost).
 */
import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { readAll } from '../../data/page-store';
import { showConfirm } from '../../platform/dialogs';
import { networkAvailable, setSimulatedOffline, useSimulatedOffline } from '../../platform/connectivity';
import { startedPwa } from '../../platform/pwa/start-pwa';
import { useApi } from '../../platform/session';
import { HOME_PATH } from '../../shared/constants';
import { clearLocalData } from './clear-local-data';
import { collectSnapshot } from './live-state';
import { supportReport } from './rules';

/** How long the update check waits for the PWA layer to start (it loads after the first screen). */
const PWA_WAIT_MS = 10_000;

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | null> {
  return Promise.race([work, new Promise<null>((resolve) => setTimeout(() => resolve(null), ms))]);
}

export function DiagnosticsActions({ onChange }: { onChange: () => void }) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const offline = useSimulatedOffline();
  const [status, setStatus] = useState('');
  const [report, setReport] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    try {
      setStatus(await work());
    } finally {
      setBusy(false);
      onChange();
    }
  };

  const flush = () =>
    run(async () => {
      if (!networkAvailable()) return t`Offline: the events wait until the network is back.`;
      const started = await api.flushOutbox(true);
      return started.ok && started.value
        ? t`Sending the pending events…`
        : t`Events can be sent once the site's settings have loaded.`;
    });

  const checkForUpdate = () =>
    run(async () => {
      const pwa = await withTimeout(startedPwa().when(), PWA_WAIT_MS);
      const outcome = pwa ? await pwa.checkForUpdate() : null;
      if (outcome?.kind === 'changed') return t`A new version is available.`;
      if (outcome?.kind === 'same' || outcome?.kind === 'baseline') return t`This is the latest version.`;
      return t`Could not check for an update. Try again when online.`;
    });

  const copyReport = () =>
    run(async () => {
      const text = supportReport(await collectSnapshot(api, i18n.locale), Date.now(), navigator.userAgent);
      try {
        await navigator.clipboard.writeText(text);
        setReport(null);
        return t`The support report is copied.`;
      } catch {
        setReport(text);
        return t`The report could not be copied by itself: select it below and copy it.`;
      }
    });

  const clear = () =>
    run(async () => {
      const pending = (await readAll('outbox')).filter((record) => record.state === 'pending').length;
      const lost = pending
        ? ` ${plural(pending, { one: '# tracked event not sent yet will be lost.', other: '# tracked events not sent yet will be lost.' })}`
        : '';
      const confirmed = await showConfirm(
        `${t`This removes the saved content, settings, language choice and remembered login from this phone, and logs you out.`}${lost}`,
        { title: t`Clear caches and local data?`, okLabel: t`Clear` },
      );
      if (!confirmed) return '';
      await clearLocalData();
      location.replace(HOME_PATH);
      return t`Cleared. Starting again…`;
    });

  return (
    <section className="diag-section diag-actions" aria-label={t`Actions`}>
      <label className="diag-switch">
        <input
          type="checkbox"
          role="switch"
          checked={offline}
          onChange={(event) => setSimulatedOffline(event.currentTarget.checked)}
          data-testid="diag-offline-switch"
        />
        <span>
          <strong>{t`Simulate offline`}</strong>
          <span className="diag-hint">{t`Nothing is sent until you switch it off or close this tab.`}</span>
        </span>
      </label>
      <div className="diag-buttons">
        <button type="button" className="button button-primary" onClick={flush} disabled={busy}>
          {t`Send pending events now`}
        </button>
        <button type="button" className="button button-ghost" onClick={checkForUpdate} disabled={busy}>
          {t`Check for an update`}
        </button>
        <button type="button" className="button button-ghost" onClick={copyReport} disabled={busy}>
          {t`Copy support report`}
        </button>
        <button type="button" className="button button-ghost diag-danger" onClick={clear} disabled={busy}>
          {t`Clear caches and local data`}
        </button>
      </div>
      <p className="diag-status" role="status" data-testid="diag-status">
        {status}
      </p>
      {report !== null ? (
        <textarea
          className="diag-report"
          readOnly
          value={report}
          aria-label={t`Support report`}
          translate="no"
          dir="ltr"
          onFocus={(event) => event.currentTarget.select()}
        />
      ) : null}
    </section>
  );
}
