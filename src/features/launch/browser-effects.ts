/** The launch runner's effects in the page: dialogs, the error catalogue, the outbox and the browser's navigation. */
import { msg } from '@lingui/core/macro';
import { presentFailure, showAlert, showLoader } from '../../platform/dialogs';
import { shellMessages } from '../../i18n';
import { track } from '../tracking';
import { openGameWindow } from './open-window';
import type { LaunchEffects } from './run-launch';

/** getApp: where the in-app-only alert's "Get the app" leads (the download page). */
export function browserLaunchEffects(getApp: () => void): LaunchEffects {
  return {
    base: location.href,
    alertStartGameError: () =>
      void showAlert(shellMessages.startGameError, { offer: { label: msg`Get the app`, onChoose: getApp } }),
    alertPopupBlocked: () => void showAlert(shellMessages.popupBlocked),
    presentFailure: (error, call) => void presentFailure(error, { call }),
    showLoader: () => showLoader({ long: true }),
    // In the outbox before the page is left; the tracking runtime flushes it at once.
    track: (name, value) => track(name, { extra: value }),
    assign: (url) => location.assign(url),
    onLeave: (listener) => {
      window.addEventListener('pagehide', listener);
      return () => window.removeEventListener('pagehide', listener);
    },
    openWindow: openGameWindow,
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    clearTimeout: (handle) => window.clearTimeout(handle as number),
  };
}
