/**
 * Install and download (issue 6): the generated manifest, add-to-home-screen, the download bar and popup, and the
 * app upgrade popup. startInstall() runs once at start-up; the layout mounts <DownloadBar> at the top of the column
 * and the lazy <InstallOverlays> once, under Suspense.
 */
export { startInstall } from './install-events';
export { startDownload } from './download-action';
import { lazy } from 'react';

// The bar is part of the first screen: it holds its place from the first frame, so nothing moves when it fills in.
export { DownloadBar } from './DownloadBar';
// The overlays show only once their data and delays allow, so their code loads after the first screen.
export const InstallOverlays = lazy(() => import('./InstallOverlays').then((module) => ({ default: module.InstallOverlays })));
export {
  downLinkObj,
  downloadBarHidden,
  opensInSameWindow,
  platformLink,
  upgradeNeeded,
  upgradeTarget,
  type DownLinkObj,
} from './download-rules';
