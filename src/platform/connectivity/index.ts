export { connectivity, followBrowserEvents } from './connectivity';
export { OfflineBanner } from './OfflineBanner';
