/** Tracking, attribution, ad pixels and the performance beacon (issue 7): the feature's one public entry. */
export { startTracking, statusAttribution } from './start-tracking';
export { track } from './record-on-demand';
export { entryTid } from './entry';
export { markFirstScreen } from './beacon/first-screen';
export { attributionDomain, readRegInfo, type StoredAttribution } from './rules/attribution';
export { buildPixelTrack, type PixelTrack } from './rules/pixel-track';
