/**
 * Install and download (issue 6): the generated manifest, add-to-home-screen, the download bar and popup, and the
 * app upgrade popup. startInstall() runs once at start-up; the layout mounts <DownloadBar> at the top of the column
 * and <InstallOverlays> once.
 */
export { startInstall } from './install-events';
export { DownloadBar } from './DownloadBar';
export { InstallOverlays } from './InstallOverlays';
export { generateManifest, templateIconSources, type GeneratedManifest } from './manifest';
export {
  downLinkObj,
  downloadBarHidden,
  opensInSameWindow,
  platformLink,
  upgradeNeeded,
  upgradeTarget,
  type DownLinkObj,
} from './download-rules';
