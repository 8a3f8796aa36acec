/**
 * Push in the browser. Every page gets the permission modal's actions (./permission-prompt); the token set-up
 * (./page-controller) loads only where it has work: the permission is granted (at start-up, or when the member
 * allows), or a token was bound before (a logout must still unsubscribe it).
 */
import type { ApiBridge } from '../../platform/api/bridge';
import { showAlert } from '../../platform/dialogs';
import { readItem, webStorage } from '../../platform/web-storage';
import { createReady, pageState } from '../../shared/page-runtime';
import { shellMessages } from '../../i18n';
import type { PushController } from './controller';
import { createPermissionPrompt, type PermissionPrompt } from './permission-prompt';
import type { PermissionState } from './rules/prompt';
import { PUSH_BINDING_KEY } from './storage-keys';

/** 'unsupported' where push cannot work: no Notification, no service worker, or not a secure context. */
function browserPermission(): PermissionState {
  if (typeof Notification === 'undefined' || !('serviceWorker' in navigator) || !window.isSecureContext) return 'unsupported';
  return Notification.permission;
}

const pagePrompt = pageState(() => createReady<PermissionPrompt>());

/** The page's permission prompt, once startPush created it. */
export function whenPermissionPrompt(): Promise<PermissionPrompt> {
  return pagePrompt().when();
}

/**
 * Starts push for this page. sinceLoadMs: how long ago the page loaded (this module loads after the first screen is
 * interactive), so the set-up still starts 10 s after load.
 */
export function startPush(api: ApiBridge, sinceLoadMs = 0): void {
  const ready = pagePrompt();
  if (ready.value) return;
  const calledAt = performance.now();
  let controller: Promise<PushController> | undefined;
  const loadController = () =>
    (controller ??= import('./page-controller').then(({ createPagePushController }) =>
      createPagePushController(api, browserPermission),
    ));
  const warn = (error: unknown) => console.warn('Push could not start', error);
  const storage = webStorage('localStorage');

  ready.set(
    createPermissionPrompt({
      permission: browserPermission,
      requestPermission: () => Notification.requestPermission(),
      storage,
      showDeniedTips: () => void showAlert(shellMessages.notificationRequestTips),
      onGranted: () => void loadController().then((loaded) => loaded.granted(), warn),
      now: () => Date.now(),
    }),
  );
  if (browserPermission() === 'granted' || readItem(storage, PUSH_BINDING_KEY) !== null) {
    void loadController().then((loaded) => loaded.start(sinceLoadMs + performance.now() - calledAt), warn);
  }
}
