/** Starting a download (spec §5; ACCEPTANCE E27): track downloadApp, then .mobileconfig/.apk/.ipa in this window, any other link in a new one. */
import { currentTrackingContext, recordEvent } from '../tracking';
import { opensInSameWindow } from './download-rules';

export function startDownload(url: string, flushOutbox: () => void): void {
  void recordEvent('downloadApp', currentTrackingContext(), { content_id: url })
    .then(flushOutbox)
    .catch((error: unknown) => console.error('Could not record downloadApp', error));
  if (opensInSameWindow(url)) window.location.assign(url);
  else window.open(url, '_blank', 'noopener');
}
