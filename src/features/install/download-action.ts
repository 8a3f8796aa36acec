/**
 * Starting a download from the bar, the popups or the APP menu entry (spec §5; ACCEPTANCE E27, F27): downloadApp is
 * tracked, then .mobileconfig/.apk/.ipa load in this window and any other link in a new one.
 */
import { track } from '../tracking';
import { opensInSameWindow } from './download-rules';

export async function startDownload(url: string, flushOutbox: () => void): Promise<void> {
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
