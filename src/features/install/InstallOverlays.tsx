/**
 * Everything of installing and downloading that floats over the screens: the manifest and data effects, the install
 * sheet and its guidance, the download popup and the app upgrade popup. While the site is closed (maintenance,
 * region restriction) only the upgrade popup may show.
 */
import { useEffect } from 'react';
import { useSiteSettings, useSystemState } from '../../data/hooks';
import { siteGate } from '../../platform/layout/site-gate';
import { DownloadPopup } from './DownloadPopup';
import { InstallEffects } from './InstallEffects';
import { InstallGuidance } from './InstallGuidance';
import { InstallSheet } from './InstallSheet';
import { UpgradePopup } from './UpgradePopup';
import { markInstallOverlaysMounted } from './overlays-mounted';
import './install.css';

export function InstallOverlays() {
  const open = siteGate(useSiteSettings(), useSystemState('status')).kind === 'open';
  useEffect(markInstallOverlaysMounted, []);
  return (
    <>
      <InstallEffects />
      {open ? (
        <>
          <InstallSheet />
          <InstallGuidance />
          <DownloadPopup />
        </>
      ) : null}
      <UpgradePopup />
    </>
  );
}
