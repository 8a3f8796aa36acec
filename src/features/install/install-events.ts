/**
 * The browser's install events, caught from start-up (beforeinstallprompt can fire before React renders):
 * the deferred prompt is kept for the sheet's agree, and appinstalled tracks a2hsInstalled, sets the counter to 99
 * and the installed flag (ACCEPTANCE E11, E15). The entry's hideDownloadBar=1 becomes the session flag (Q68).
 */
import { A2HS_NO_PROMPT_KEY, recordInstalled } from './a2hs-rules';
import { HIDE_DOWNLOAD_BAR_KEY, hideDownloadBarFromEntry } from './download-rules';
import { HIDE_DOWNLOAD_BAR_VALUE } from '../../shared/constants';
import { pageState } from '../../shared/page-runtime';
import { webStorage } from '../../platform/web-storage';
import { track } from '../tracking';

/** The event Chromium fires when the site is installable (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform?: string }>;
}

const events = pageState(() => ({
  started: false,
  deferred: null as BeforeInstallPromptEvent | null,
  installedListeners: new Set<() => void>(),
}));

/** The prompt the browser deferred, if it offered one; a prompt can be used once. */
export function deferredInstallPrompt(): BeforeInstallPromptEvent | null {
  return events().deferred;
}

export function takeDeferredInstallPrompt(): BeforeInstallPromptEvent | null {
  const prompt = events().deferred;
  events().deferred = null;
  return prompt;
}

export function onAppInstalled(listener: () => void): () => void {
  const { installedListeners } = events();
  installedListeners.add(listener);
  return () => installedListeners.delete(listener);
}

/** Agree was pressed and the browser never offered its prompt (E11). */
export function markNoPrompt(): void {
  webStorage('localStorage')?.setItem(A2HS_NO_PROMPT_KEY, '1');
}

export interface InstallStartDeps {
  /** Delivers recorded events now (the API worker's flush). */
  flushOutbox: () => void;
}

/** Once per page, as early as possible. */
export function startInstall({ flushOutbox }: InstallStartDeps): void {
  const state = events();
  if (state.started) return;
  state.started = true;
  if (hideDownloadBarFromEntry(location.search))
    webStorage('sessionStorage')?.setItem(HIDE_DOWNLOAD_BAR_KEY, HIDE_DOWNLOAD_BAR_VALUE);

  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away: the sheet asks at its own time, on its own paths.
    event.preventDefault();
    state.deferred = event as BeforeInstallPromptEvent;
  });

  window.addEventListener('appinstalled', () => {
    state.deferred = null;
    recordInstalled(webStorage('localStorage'));
    state.installedListeners.forEach((listener) => listener());
    void track('a2hsInstalled')
      .then(flushOutbox)
      .catch((error: unknown) => console.error('Could not record a2hsInstalled', error));
  });
}
