/**
 * Tracking's start: the entry's parameters and attribution are kept at once (the status call carries them); the
 * pixels, first events, affiliate lookup, beacon, fullscreen and cashier bridge start once `loadEffects` brings their
 * code (./effects-entry.ts, in the app's after-first-screen chunk).
 */
import type { ApiBridge } from '../../platform/api/bridge';
import type { startTrackingEffects } from './start';
import { applyBrowserEntry, entryTid, readSessionEntry } from './entry';
import { statusTrack } from './rules/status-track';
import { readRegInfo, readS2sInfo } from './rules/attribution';

export function startTracking(
  api: ApiBridge,
  loadEffects: () => Promise<{ startTrackingEffects: typeof startTrackingEffects }>,
): void {
  const entry = applyBrowserEntry();
  void loadEffects()
    .then(({ startTrackingEffects }) => startTrackingEffects(api, entry))
    .catch((error: unknown) => console.error('Tracking could not start', error));
}

/** What the status call carries of the stored attribution: originalDomain, and the tracking values as `track` (Q76). */
export function statusAttribution(): { originalDomain?: string; track?: string } {
  const regInfo = readRegInfo(localStorage);
  const track = statusTrack({
    regInfo,
    s2s: readS2sInfo(localStorage),
    tid: entryTid(),
    entry: readSessionEntry(),
  });
  return {
    ...(regInfo?.originalDomain ? { originalDomain: regInfo.originalDomain } : {}),
    ...(track ? { track } : {}),
  };
}
