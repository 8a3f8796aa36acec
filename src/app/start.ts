/**
 * Start-up: the API worker gets the page's context, refreshes settings into Dexie (the screens already render
 * from what Dexie had), and the first tracking events are recorded and flushed.
 */
import { CONSOLE_SETTINGS_REFRESH_DEBOUNCE_MS } from '../shared/constants';
import { stripCredentials } from '../shared/url';
import { currentTrackingContext, recordFirstOpen, recordViewContent } from '../features/tracking';
import { createApiBridge, type ApiBridge } from './api/bridge';
import { debounce } from './debounce';
import { setSyncPhase } from './sync-status';

export interface StartedApp {
  api: ApiBridge;
  syncSettings: () => void;
}

export function startApp(): StartedApp {
  const api = createApiBridge();
  void api.init({ userAgent: navigator.userAgent });

  const syncSettings = () => {
    setSyncPhase('syncing');
    void api.syncSettings({ url: stripCredentials(location.href) }).then((result) => {
      const failed = !result.ok || (result.value.config === null && result.value.updated.length === 0);
      setSyncPhase(failed ? 'failed' : 'done');
      void api.flushOutbox();
    });
  };
  syncSettings();

  const tracking = currentTrackingContext();
  void Promise.all([recordFirstOpen(tracking), recordViewContent(tracking)])
    .then(() => api.flushOutbox())
    .catch((error: unknown) => console.error('Could not record a tracking event', error));

  const refreshConsoleSettings = debounce(() => void api.refreshConsoleSettings(), CONSOLE_SETTINGS_REFRESH_DEBOUNCE_MS);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible') return;
    void api.flushOutbox();
    refreshConsoleSettings();
  });

  return { api, syncSettings };
}
