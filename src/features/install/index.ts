/**
 * Install and download (issue 6): the generated manifest, add-to-home-screen, the download bar and popup, and the
 * app upgrade popup. startInstall() and syncInstallData() run once at start-up; the layout mounts <DownloadBarSlot>
 * (the lazy bar and its room) at the top of the column and the lazy <InstallOverlays> once.
 */
export { startInstall } from './install-events';
export { syncInstallData } from './install-sync';
export { startDownload } from './download-action';
export { DownloadBarSlot } from './DownloadBarSlot';
import { lazyWhenInteractive } from '../../platform/pwa/when-interactive';

// They show only once their data and delays allow: their code and data load once the first screen is interactive.
export const InstallOverlays = lazyWhenInteractive(() => import('./InstallOverlays').then((module) => module.InstallOverlays));
export { downLinkObj, platformLink } from './download-rules';
