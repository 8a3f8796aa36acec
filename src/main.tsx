import { StrictMode } from 'react';
import { I18nProvider } from '@lingui/react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startApp } from './app/start';
import { PwaOverlays, startPwa } from './app/pwa';
import { i18n } from './i18n';
import './styles.css';

const app = startApp();
const pwa = startPwa(app.api);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <App api={app.api} onRetry={app.syncSettings} />
      <PwaOverlays onRefresh={pwa.refresh} />
    </I18nProvider>
  </StrictMode>,
);
