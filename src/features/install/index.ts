/**
 * Install and download (issue 6): the generated manifest, add-to-home-screen, the download bar and popup, and the
 * app upgrade popup. startInstall() and syncInstallData() run once at start-up; the layout mounts <DownloadBarSlot>
 * (the bar's room, and the bar it is given) at the top of the column; the bar and <InstallOverlays> are in
 * ./overlays-entry.ts, which the app loads once the first screen is interactive.
 */
export { startInstall } from './install-events';
export { syncInstallData } from './install-sync';
export { startDownload } from './download-action';
export { DownloadBarSlot } from './DownloadBarSlot';
export { downLinkObj, platformLink } from './download-rules';
