/**
 * What every page starts once its first screen is up, in one chunk with one way in (vite.config.ts makes this module's
 * static graph the after-first-screen chunk): the service worker's registration and updates, tracking's effects, push,
 * the install overlays and the download bar. Loaded only through ./load-after-first-screen.ts: a shared chunk that
 * several modules import dynamically gets a forwarding chunk for each of them, each a request of its own.
 */
export { startPwa } from '../platform/pwa/start-pwa';
export { startTrackingEffects } from '../features/tracking/effects-entry';
export { NotificationPrompt, startPush } from '../features/push';
export { DownloadBar, InstallOverlays } from '../features/install/overlays-entry';
