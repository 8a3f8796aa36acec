/**
 * The add-to-home-screen sheet itself (InstallSheet decides when it shows): it mounts off-screen and slides up in
 * 250 ms, with the app's icon and message when the merchant set them, Cancel and Add.
 */
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useMobileTemplate } from '../../data/hooks';
import { webStorage } from '../../platform/web-storage';
import type { ClientEnvironment } from '../environment';
import { recordDecline } from './a2hs-rules';
import { runInstall } from './install-flow';
import { useDownloadSetting, useWebManifest } from './hooks';
import { downLinkObj } from './download-rules';

export interface InstallSheetViewProps {
  env: ClientEnvironment;
  /** Declined or accepted: the sheet closes for good in this page. */
  onDone: () => void;
}

export function InstallSheetView({ env, onDone }: InstallSheetViewProps) {
  const { t } = useLingui();
  const manifest = useWebManifest();
  const template = useMobileTemplate();
  const setting = useDownloadSetting();
  const [open, setOpen] = useState(false);

  // One frame at the off-screen position, then the transition slides it in (again each time it is mounted: taken
  // away by another screen, it slides in when it is back).
  useEffect(() => {
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => setOpen(true));
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  const name = manifest?.short_name || manifest?.name || '';
  // The optional icon is the merchant's app icon (AppDownloadIcon); the optional message the template's app_desc.
  const icon = downLinkObj(setting).AppDownloadIcon;
  const message = template?.app_desc;
  const cancel = () => {
    recordDecline(webStorage('localStorage'), webStorage('sessionStorage'));
    onDone();
  };
  const agree = () => {
    onDone();
    void runInstall(env);
  };

  return (
    <section
      className={open ? 'install-sheet is-open' : 'install-sheet'}
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
