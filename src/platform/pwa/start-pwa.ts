/**
 * The page's PWA wiring, loaded after start-up: image format to the worker, service-worker registration, the
 * asset-list update check and its dialog. The old-shell cleanup runs earlier (start-old-shell-cleanup.ts); the
 * offline toast and the dialog render in <PwaOverlays>.
 */
import { probeAvif, resolveImageFormat, type KeyValueStorage } from '../../shared/image-format';
import type { ApiBridge } from '../api/bridge';
import { SHELL_SCOPE_PATH } from './old-shell';
import { registerServiceWorker } from './register';
import { pageFetch } from '../connectivity/network-switch';
import { whenRuntimeConfig } from '../session/merchant';
import { createAssetHashChecker, startUpdateChecks, type CheckOutcome } from './update-check';
import { createUpdateRefresher, type UpdateRefresher } from './update-refresh';
import { showUpdatePrompt } from './update-state';
import { whenInteractive } from './when-interactive';

export interface StartedPwa {
  /** The update dialog's Refresh. */
  refresh: UpdateRefresher['refresh'];
  stop(): void;
}

function storage(kind: 'localStorage' | 'sessionStorage'): KeyValueStorage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

export function startPwa(api: Pick<ApiBridge, 'init'>): StartedPwa {
  const container = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  const local = storage('localStorage');
  const getRegistration = async () => (container ? container.getRegistration(SHELL_SCOPE_PATH) : undefined);

  void resolveImageFormat({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    storage: local,
    probe: () => probeAvif(() => new Image()),
  }).then((imageFormat) => api.init({ imageFormat }));

  const checker = createAssetHashChecker({ fetch: pageFetch, storage: local, now: () => Date.now() });
  const refresher = createUpdateRefresher({
    getRegistration,
    onControllerChange: (listener) => {
      container?.addEventListener('controllerchange', listener);
      return () => container?.removeEventListener('controllerchange', listener);
    },
    location: window.location,
    session: storage('sessionStorage'),
    acceptHash: (hash) => checker.accept(hash),
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  });

  const onOutcome = (outcome: CheckOutcome) => {
    if (outcome.kind !== 'changed') return;
    if (!refresher.shouldPrompt(outcome.hash)) {
      // This tab already reloaded for this version: take it as the baseline rather than prompt again.
      checker.accept(outcome.hash);
      return;
    }
    showUpdatePrompt({ hash: outcome.hash });
    // Fetch the new worker now, so it is waiting by the time Refresh is pressed.
    void getRegistration()
      .then((registration) => registration?.update())
      .catch(() => undefined);
  };
  const stopChecks = startUpdateChecks({
    checker,
    onOutcome,
    document,
    setInterval: (callback, ms) => window.setInterval(callback, ms),
    clearInterval: (handle) => window.clearInterval(handle as number),
  });

  void registerServiceWorker({
    container,
    secure: window.isSecureContext,
    config: () => whenRuntimeConfig(Infinity),
    interactive: whenInteractive,
  });

  return { refresh: (hash) => refresher.refresh(hash), stop: stopChecks };
}
