/** The PWA layer of the app shell: service worker, update flow, offline toast. */
export { PwaOverlays } from './PwaOverlays';
export { requestBackgroundSync, serviceWorkerUrl } from './register';
export { showUpdatePrompt } from './update-state';
