/**
 * The download bar's place at the top of the column. Where the bar is likely to come (downloadBarExpected), the slot
 * keeps its room from the first paint, so the bar arriving with the setting and its overlay turn does not push the
 * header and the page down; the room goes once the bar shows or is known to stay hidden.
 */
import { Suspense, useCallback, useState, type ComponentType } from 'react';
import { browserClientEnvironment } from '../environment';
import { DOWNLOAD_BAR_CLOSED_KEY, DOWNLOAD_BAR_LAST_KEY, downloadBarExpected, type DownloadBarOutcome } from './download-rules';
import { offerSessionFlags } from './hooks';
import { webStorage } from '../../platform/web-storage';
import type { DownloadBarProps } from './DownloadBar';
import './download-bar-slot.css';

function expectedNow(): boolean {
  const last = webStorage('localStorage')?.getItem(DOWNLOAD_BAR_LAST_KEY);
  return downloadBarExpected(
    { env: browserClientEnvironment(), ...offerSessionFlags(DOWNLOAD_BAR_CLOSED_KEY) },
    last === 'shown' || last === 'hidden' ? last : null,
  );
}

/**
 * `Bar` is the bar as the app loads it (lazily, once the first screen is interactive: it shows only once its data and
 * the overlays allow); the slot keeps its room meanwhile.
 */
export function DownloadBarSlot({ onReferral, Bar }: { onReferral: () => void; Bar: ComponentType<DownloadBarProps> }) {
  const [reserved, setReserved] = useState(expectedNow);
  const settle = useCallback((outcome: DownloadBarOutcome) => {
    webStorage('localStorage')?.setItem(DOWNLOAD_BAR_LAST_KEY, outcome);
    setReserved(false);
  }, []);
  return (
    <div className="download-bar-slot" data-reserved={reserved || undefined} data-testid="download-bar-slot">
      <Suspense fallback={null}>
        <Bar onReferral={onReferral} onOutcome={settle} />
      </Suspense>
    </div>
  );
}
