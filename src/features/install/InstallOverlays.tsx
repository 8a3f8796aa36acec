/**
 * Everything of installing and downloading that floats over the screens: the manifest and data effects, the install
 * sheet and its guidance, the download popup and the app upgrade popup. While the site is closed (maintenance,
 * region restriction) only the upgrade popup may show. The upgrade popup's code loads only inside the official app,
 * where it can show.
 */
import { Suspense, lazy, useEffect } from 'react';
import { useSiteSettings, useSystemState } from '../../data/hooks';
import { siteGate } from '../../platform/layout/site-gate';
import { isOfficialApp } from '../environment';
import { DownloadPopup } from './DownloadPopup';
import { InstallEffects } from './InstallEffects';
import { InstallSheet } from './InstallSheet';
import { useClientEnvironment } from './hooks';
import { InstallGuidance } from './InstallGuidance';
import { markInstallOverlaysMounted } from './overlays-mounted';
import './install.css';

const UpgradePopup = lazy(() => import('./UpgradePopup').then((module) => ({ default: module.UpgradePopup })));

export function InstallOverlays() {
  const open = siteGate(useSiteSettings(), useSystemState('status')).kind === 'open';
  const inOfficialApp = isOfficialApp(useClientEnvironment());
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
      {inOfficialApp ? (
        <Suspense fallback={null}>
          <UpgradePopup />
        </Suspense>
      ) : null}
    </>
  );
}
