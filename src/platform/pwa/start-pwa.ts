/**
 * The page's PWA wiring, loaded after start-up: image format to the worker, service-worker registration, the
 * asset-list update check and its dialog. The old-shell cleanup runs earlier (start-old-shell-cleanup.ts); the
 * offline toast and the dialog render in <PwaOverlays>.
 */
import { probeAvif, resolveImageFormat } from '../../shared/image-format';
// A file rather than a data: URI in the script: only iOS 16.4 and up asks for it (issue 15).
import avifProbeUrl from './avif-probe.avif?no-inline';
import { webStorage } from '../web-storage';
import type { ApiBridge } from '../api/bridge';
import { SHELL_SCOPE_PATH } from './old-shell';
import { registerServiceWorker } from './register';
import { pageFetch } from '../connectivity/network-switch';
import { whenRuntimeConfig } from '../session/merchant';
import { createAssetHashChecker, startUpdateChecks, type CheckOutcome } from './update-check';
import { createUpdateRefresher, type UpdateRefresher } from './update-refresh';
import { showUpdatePrompt } from './update-state';
import { whenInteractive } from './when-interactive';
import { createReady, pageState } from '../../shared/page-runtime';

export interface StartedPwa {
  /** The update dialog's Refresh. */
  refresh: UpdateRefresher['refresh'];
  /** One asset-list check now, as on start (a new version prompts), and the service worker's own update check. */
  checkForUpdate(): Promise<CheckOutcome>;
  stop(): void;
}

/** The started PWA layer, for screens that act on it (the diagnostics screen's update check). */
export const startedPwa = pageState(() => createReady<StartedPwa>());

export function startPwa(api: Pick<ApiBridge, 'init'>): StartedPwa {
  const container = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
  const local = webStorage('localStorage');
  const getRegistration = async () => (container ? container.getRegistration(SHELL_SCOPE_PATH) : undefined);

  void resolveImageFormat({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints,
    storage: local,
    probe: () => probeAvif(() => new Image(), avifProbeUrl),
  }).then((imageFormat) => api.init({ imageFormat }));

  const checker = createAssetHashChecker({ fetch: pageFetch, storage: local, now: () => Date.now() });
  const refresher = createUpdateRefresher({
    getRegistration,
    onControllerChange: (listener) => {
      container?.addEventListener('controllerchange', listener);
      return () => container?.removeEventListener('controllerchange', listener);
    },
    location: window.location,
    session: webStorage('sessionStorage'),
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

  const started: StartedPwa = {
    refresh: (hash) => refresher.refresh(hash),
    async checkForUpdate() {
      const outcome = await checker.check();
      onOutcome(outcome);
      if (outcome.kind !== 'changed') await (await getRegistration())?.update().catch(() => undefined);
      return outcome;
    },
    stop: stopChecks,
  };
  startedPwa().set(started);
  return started;
}
