/** pixelTrack of the register payload: the tracking feature owns the pixel sources (spec §3; ACCEPTANCE F11–F13). */
export { PIXEL_TRACK_KEYS, buildPixelTrack, type PixelSources, type PixelTrack, type PixelTrackKey } from '../../tracking';
