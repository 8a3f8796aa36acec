/**
 * Install and download (issue 6): the generated manifest, add-to-home-screen, the download bar and popup, and the
 * app upgrade popup. startInstall() runs once at start-up; the layout mounts the lazy <DownloadBar> at the top of the
 * column and <InstallOverlays> once, each under Suspense.
 */
export { startInstall } from './install-events';
export { startDownload } from './download-action';
import { lazy } from 'react';

// Both show only once their data and delays allow, so their code loads after the first screen.
export const DownloadBar = lazy(() => import('./DownloadBar').then((module) => ({ default: module.DownloadBar })));
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
