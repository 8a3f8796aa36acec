/** The dialog family of the app shell: the host, the imperative API and the error presenter. */
export { DialogHost } from './DialogHost';
export {
  dialogMessages,
  dialogStore,
  showAlert,
  showConfirm,
  showDomainUnavailable,
  showLoader,
  showNetworkNotice,
  showNotice,
  showToast,
  withLoader,
} from './api';
export { createFailurePresenter, installFailurePresenter, presentFailure, type PresentContext } from './present-failure';
export { presentStartupStatus } from './startup-status';
export type { Text } from './store';
export { releaseOverlayTurn, useDownloadBarTurn, useExpectedOverlayTurn, useOverlayTurn, whenOverlayTurn } from './overlay-turn';
