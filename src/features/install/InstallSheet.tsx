/**
 * The add-to-home-screen bottom sheet (spec §2 Screens, §4, §9; ACCEPTANCE E9–E15): 1 s after landing on /, /m/home
 * or /m/index.html (or later, when another overlay has the turn) it slides up in 250 ms, with the app's icon and message when the merchant set them, Cancel and
 * Add. Cancel is a decline; Add runs the install flow.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useOverlayTurn } from '../../platform/dialogs';
import { useMobileTemplate } from '../../data/hooks';
import { useAddress } from '../../platform/routing';
import { A2HS_SHEET_DELAY_MS } from '../../shared/constants';
import { installSheetAllowed, readA2hsState, recordDecline } from './a2hs-rules';
import { onAppInstalled } from './install-events';
import { webStorage } from '../../platform/web-storage';
import { runInstall } from './install-flow';
import { useClientEnvironment, useDownloadSetting, useWebManifest } from './hooks';
import { downLinkObj } from './download-rules';

/** Waiting for its turn (then one frame off-screen), open, or closed for good in this page. */
type Phase = 'waiting' | 'open' | 'hidden';

export function InstallSheet() {
  const { t } = useLingui();
  const { pathname } = useAddress();
  const env = useClientEnvironment();
  const manifest = useWebManifest();
  const template = useMobileTemplate();
  const setting = useDownloadSetting();
  const [phase, setPhase] = useState<Phase>('waiting');
  const allowed = installSheetAllowed(pathname, env, readA2hsState(webStorage('localStorage'), webStorage('sessionStorage')));
  const turn = useOverlayTurn('installSheet', allowed && phase !== 'hidden', { delayMs: A2HS_SHEET_DELAY_MS });

  // One frame at the off-screen position, then the transition slides it in.
  useEffect(() => {
    if (phase !== 'waiting' || !turn) return undefined;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setPhase('open'));
    });
    return () => cancelAnimationFrame(frame);
  }, [phase, turn]);

  // Taken away (another screen): it slides in again when it is back.
  useEffect(() => {
    if (!turn) setPhase((current) => (current === 'open' ? 'waiting' : current));
  }, [turn]);

  useEffect(() => onAppInstalled(() => setPhase('hidden')), []);

  // Installed or declined meanwhile (another tab, appinstalled): never shown again, whatever a pending frame says.
  if (phase === 'hidden' || !turn || !allowed) return null;

  const name = manifest?.short_name || manifest?.name || '';
  // The optional icon is the merchant's app icon (AppDownloadIcon); the optional message the template's app_desc.
  const icon = downLinkObj(setting).AppDownloadIcon;
  const message = template?.app_desc;
  const cancel = () => {
    recordDecline(webStorage('localStorage'), webStorage('sessionStorage'));
    setPhase('hidden');
  };
  const agree = () => {
    setPhase('hidden');
    void runInstall(env);
  };

  return (
    <section
      className={phase === 'open' ? 'install-sheet is-open' : 'install-sheet'}
      role="dialog"
      aria-labelledby="install-sheet-title"
      data-testid="install-sheet"
      onKeyDown={(event) => event.key === 'Escape' && cancel()}
    >
      <span className="sheet-grip" aria-hidden="true" />
      <div className="install-sheet-body">
        {icon ? (
          <img className="install-sheet-icon" src={icon} alt="" width={56} height={56} data-testid="install-sheet-icon" />
        ) : null}
        <div>
          <h2 id="install-sheet-title" className="install-sheet-title">
            {name ? t`Add ${name} to your home screen` : t`Add this site to your home screen`}
          </h2>
          {message ? (
            <p className="install-sheet-message" dir="auto" data-testid="install-sheet-message">
              {message}
            </p>
          ) : null}
        </div>
      </div>
      <div className="install-sheet-actions">
        <button type="button" className="button button-ghost" onClick={cancel} data-testid="install-cancel">
          {t`Cancel`}
        </button>
        <button type="button" className="button button-primary" onClick={agree} data-testid="install-agree">
          {t`Add`}
        </button>
      </div>
    </section>
  );
}
