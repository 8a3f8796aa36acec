export { connectivity, followBrowserEvents, useReachability, type Reachability } from './connectivity';
export { OfflineBanner } from './OfflineBanner';
