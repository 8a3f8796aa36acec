export { connectivity, followBrowserEvents } from './connectivity';
export { OfflineBanner } from './OfflineBanner';
export {
  isSimulatedOffline,
  networkAvailable,
  networkEvents,
  setSimulatedOffline,
  subscribeSimulatedOffline,
  useSimulatedOffline,
} from './network-switch';
