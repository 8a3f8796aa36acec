/** Tracking, attribution, ad pixels and the performance beacon (issue 7): the feature's one public entry. */
export { startTracking, statusAttribution } from './start-tracking';
export {
  recordA2hsFirstOpen,
  recordFirstDeposit,
  recordFirstDepositArrival,
  recordFirstOpen,
  recordViewContent,
  track,
  trackOnce,
} from './record-on-demand';
export { entryFrom, entryTid } from './context';
export { markFirstScreen } from './beacon/first-screen';
export {
  REG_INFO_KEY,
  S2S_INFO_KEY,
  attributionDomain,
  originalDomain,
  parseRegInfo,
  parseS2sInfo,
  readRegInfo,
  readS2sInfo,
  type S2sInfo,
  type StoredAttribution,
} from './rules/attribution';
export { PIXEL_TRACK_KEYS, buildPixelTrack, type PixelSources, type PixelTrack, type PixelTrackKey } from './rules/pixel-track';
export { trackingCurrency, type TrackInput, type TrackingContext } from './rules/event-value';
