/**
 * The download popup (spec §2 Screens, §9 banner-popup defaults; ACCEPTANCE E28, E48, Q70): 20 s after landing (or
 * later, when another overlay has the turn), unless closed in this session (DownloadPopupView). Its view's code loads
 * when the popup has its turn.
 */
import { useState } from 'react';
import { readByIndex } from '../../data/page-store';
import { useSharedQuery } from '../../data/shared-query';
import { useOverlayTurn } from '../../platform/dialogs';
import { useLoadedComponent } from '../../platform/use-loaded-component';
import { APP_DOWNLOAD_CATEGORY, DOWNLOAD_POPUP_DELAY_MS } from '../../shared/constants';
import { DOWNLOAD_POPUP_CLOSED_KEY, downloadPopupTarget } from './download-rules';
import { useDownloadOffer } from './hooks';

const loadView = () => import('./DownloadPopupView').then((module) => module.DownloadPopupView);

/** Read while the popup waits for its turn, so its first frame has the announcement's title. */
function useAppDownloadAnnouncement() {
  return useSharedQuery('announcements:appDownload', ['announcements'], async () => {
    const rows = await readByIndex('announcements', 'category', APP_DOWNLOAD_CATEGORY);
    return rows.sort((a, b) => a.sort - b.sort)[0] ?? null;
  });
}

export function DownloadPopup() {
  const { input, close } = useDownloadOffer(DOWNLOAD_POPUP_CLOSED_KEY);
  const announcement = useAppDownloadAnnouncement();
  const target = downloadPopupTarget(input);
  /** Its code could not load (offline before the service worker had it): it gives its turn up for this page. */
  const [unavailable, setUnavailable] = useState(false);
  const open = useOverlayTurn('downloadPopup', Boolean(target) && !unavailable, { afterLandingMs: DOWNLOAD_POPUP_DELAY_MS });
  const DownloadPopupView = useLoadedComponent(loadView, open, () => setUnavailable(true));
  if (!open || !target || !DownloadPopupView) return null;
  return <DownloadPopupView target={target} close={close} announcement={announcement} />;
}
