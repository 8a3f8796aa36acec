/** The download page's body (/m/download, /m/app), loaded with that screen. */
export { DownloadOptions } from './DownloadOptions';
