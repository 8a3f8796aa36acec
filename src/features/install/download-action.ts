/**
 * Starting a download from the bar, the popups or the APP menu entry (spec §5; ACCEPTANCE E27, F27): downloadApp is
 * tracked, then .mobileconfig/.apk/.ipa load in this window and any other link in a new one. A link the outgoing-URL
 * check refuses opens nothing and is presented as a failure of the download setting.
 */
import { presentFailure } from '../../platform/dialogs';
import { refusedUrlError, safeLinkUrl } from '../../shared/outgoing-url';
import { track } from '../tracking';
import { opensInSameWindow } from './download-rules';

export async function startDownload(link: string, flushOutbox: () => void): Promise<void> {
  const url = safeLinkUrl(link, location.origin);
  if (url === null) {
    presentFailure(refusedUrlError('downloadSetting'), { call: 'downloadSetting' });
    return;
  }
  const sameWindow = opensInSameWindow(url);
  // A new window must open inside the tap, before anything is awaited; a same-window download waits for the event
  // to be in the outbox, so leaving the page cannot lose it.
  if (!sameWindow) window.open(url, '_blank', 'noopener');
  try {
    await track('downloadApp', { extra: { url } });
    flushOutbox();
  } catch (error) {
    console.error('Could not record downloadApp', error);
  }
  if (sameWindow) window.location.assign(url);
}
