export { currentTrackingContext, recordEvent, recordFirstOpen, recordViewContent, type TrackingContext } from './record';
