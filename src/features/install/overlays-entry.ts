/** The install overlays and the download bar, for the chunk that starts after the first screen. */
export { InstallOverlays } from './InstallOverlays';
export { DownloadBar, type DownloadBarProps } from './DownloadBar';
