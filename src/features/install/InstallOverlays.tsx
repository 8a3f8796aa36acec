/**
 * Everything of installing and downloading that floats over the screens: the manifest and data effects, the install
 * sheet and its guidance, the download popup and the app upgrade popup. While the site is closed (maintenance,
 * region restriction) only the upgrade popup may show. Each one's view loads when it can show: the sheet and the
 * download popup on their overlay turn, the guidance when the install flow asks for it, and the upgrade popup only
 * inside the official app.
 */
import { Suspense, lazy, useEffect } from 'react';
import { useSiteSettings, useSystemState } from '../../data/hooks';
import { siteGate } from '../../platform/layout/site-gate';
import { useLoadedComponent } from '../../platform/use-loaded-component';
import { isOfficialApp } from '../environment';
import { DownloadPopup } from './DownloadPopup';
import { InstallEffects } from './InstallEffects';
import { InstallSheet } from './InstallSheet';
import { useClientEnvironment } from './hooks';
import { closeGuidance, useGuidance } from './install-flow';
import { markInstallOverlaysMounted } from './overlays-mounted';
import './install.css';

const loadGuidance = () => import('./InstallGuidance').then((module) => module.InstallGuidance);
const UpgradePopup = lazy(() => import('./UpgradePopup').then((module) => ({ default: module.UpgradePopup })));

export function InstallOverlays() {
  const open = siteGate(useSiteSettings(), useSystemState('status')).kind === 'open';
  const inOfficialApp = isOfficialApp(useClientEnvironment());
  const guidance = useGuidance();
  const InstallGuidance = useLoadedComponent(loadGuidance, guidance !== null, closeGuidance);
  useEffect(markInstallOverlaysMounted, []);
  return (
    <>
      <InstallEffects />
      {open ? (
        <>
          <InstallSheet />
          {guidance && InstallGuidance ? <InstallGuidance kind={guidance} /> : null}
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
