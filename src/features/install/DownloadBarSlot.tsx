/**
 * The download bar's place at the top of the column. Where the bar is likely to come (downloadBarExpected), the slot
 * keeps its room from the first paint, so the bar arriving with the setting and its overlay turn does not push the
 * header and the page down; the room goes once the bar shows or is known to stay hidden.
 */
import { Suspense, useCallback, useState } from 'react';
import { browserClientEnvironment } from '../environment';
import { DOWNLOAD_BAR_CLOSED_KEY, DOWNLOAD_BAR_LAST_KEY, downloadBarExpected, type DownloadBarOutcome } from './download-rules';
import { offerSessionFlags } from './hooks';
import { webStorage } from '../../platform/web-storage';
import { lazyWhenInteractive } from '../../platform/pwa/when-interactive';
import './download-bar-slot.css';

// It shows only once its data and the overlays allow: its code and data load once the first screen is interactive,
// the slot keeping the bar's room meanwhile.
const DownloadBar = lazyWhenInteractive(() => import('./DownloadBar').then((module) => module.DownloadBar));

function expectedNow(): boolean {
  const last = webStorage('localStorage')?.getItem(DOWNLOAD_BAR_LAST_KEY);
  return downloadBarExpected(
    { env: browserClientEnvironment(), ...offerSessionFlags(DOWNLOAD_BAR_CLOSED_KEY) },
    last === 'shown' || last === 'hidden' ? last : null,
  );
}

export function DownloadBarSlot({ onReferral }: { onReferral: () => void }) {
  const [reserved, setReserved] = useState(expectedNow);
  const settle = useCallback((outcome: DownloadBarOutcome) => {
    webStorage('localStorage')?.setItem(DOWNLOAD_BAR_LAST_KEY, outcome);
    setReserved(false);
  }, []);
  return (
    <div className="download-bar-slot" data-reserved={reserved || undefined} data-testid="download-bar-slot">
      <Suspense fallback={null}>
        <DownloadBar onReferral={onReferral} onOutcome={settle} />
      </Suspense>
    </div>
  );
}
