import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startApp } from './app/start';
import './styles.css';

const app = startApp();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App onRetry={app.syncSettings} />
  </StrictMode>,
);
