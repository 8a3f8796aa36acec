/**
 * Tracking's effects (pixels, first events, affiliate lookup, beacon, fullscreen, cashier bridge), for the chunk that
 * starts after the first screen.
 */
export { startTrackingEffects } from './start';
