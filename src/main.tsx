import { StrictMode, startTransition } from 'react';
import { I18nProvider } from '@lingui/react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startApp } from './app/start';
import { PwaOverlays } from './platform/pwa/PwaOverlays';
import { startOldShellCleanup } from './platform/pwa/start-old-shell-cleanup';
import { browserCleanStart } from './platform/pwa/clean-start';
import { loadScreenOf } from './app/screens/ScreenRegistry';
import { whenShapingRowsRead } from './data/hooks';
import { startInstall } from './features/install';
import { i18n } from './i18n';
import { loadAfterFirstScreen } from './app/load-after-first-screen';
import './styles.css';

const app = startApp();
// Before anything awaits: the browser may offer its install prompt early (E11); appinstalled is tracked (E15).
startInstall({ flushOutbox: () => void app.api.flushOutbox() });
startOldShellCleanup();
// The rest of the PWA layer (image format, service worker, update checks) loads in its own chunk, unless a ?no-cache
// entry is replacing the page with its clean start (no worker may register before it).
const pwa = browserCleanStart().then((leaving) =>
  leaving
    ? new Promise<never>(() => undefined)
    : Promise.all([loadAfterFirstScreen(), app.started]).then(([{ startPwa }]) => startPwa(app.api)),
);
pwa.catch((error: unknown) => console.error('The PWA layer could not start', error));
const refresh = (hash: string | null) => void pwa.then((started) => started.refresh(hash));

const root = createRoot(document.getElementById('root')!);
// The HTML already paints the frame: the first render waits for the start-up and the entry screen's chunk, so it never
// shows a fallback, and for the store's answers on the settings, so what a repeat visit has stored (the brand, the login
// prompt, the social buttons) is in it rather than moving the screen when it comes.
void Promise.all([app.started, loadScreenOf(location.pathname), whenShapingRowsRead()]).then(() =>
  // As a transition the first render yields to the browser every few milliseconds instead of holding the main thread.
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <App api={app.api} onRetry={app.syncSettings} />
          <PwaOverlays onRefresh={refresh} />
        </I18nProvider>
      </StrictMode>,
    ),
  ),
);
