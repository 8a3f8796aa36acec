/**
 * The page's half of the error catalogue (spec §8): classifyFailure decides what a failed call means, and this module
 * does it: log out, alert, notice, network notice with Retry, the domain popup, or nothing. Screens hand every
 * failure here instead of inventing their own handling.
 */
import type { MessageDescriptor } from '@lingui/core';
import { navigate as browserNavigate } from 'wouter/use-browser-location';
import { shellMessages } from '../../i18n/messages';
import { pickTrackingParams, withTrackingParams } from '../routing/tracking-params';
import { readStoredTrackingParams } from '../routing/tracking-store';
import { networkAvailable } from '../connectivity/network-switch';
import { clearSession } from '../session/session-store';
import { classifyFailure, type ErrorAction, type FailureContext } from '../../shared/errors/catalogue';
import type { ApiError } from '../../shared/errors/result';
import { pageState } from '../../shared/page-runtime';
import * as dialogs from './api';
import type { Text } from './store';

export interface PresentContext extends FailureContext {
  /** Re-sends the failed call; the network notice offers Retry when it is given (A33). */
  retry?: () => void;
}

export interface FailureDialogs {
  showAlert(message: Text): Promise<void>;
  showNotice(message: Text): Promise<void>;
  showNetworkNotice(options: { onRetry?: () => void }): Promise<boolean>;
  showDomainUnavailable(options?: { onRetry?: () => void }): Promise<void>;
}

export interface FailurePresenterDeps {
  dialogs: FailureDialogs;
  /** Clears the session info kept in session storage (the API worker follows the session store). */
  clearSession: () => void;
  navigate: (path: string) => void;
  /** False while the browser knows it is offline: the offline toast speaks then, not the network notice. */
  isOnline: () => boolean;
}

const TEXT_BY_CATALOGUE_KEY: Record<string, MessageDescriptor> = {
  unknown_error: shellMessages.unknownError,
  timeout_retry_please: shellMessages.timeoutRetry,
  'please login': shellMessages.pleaseLogin,
  'Internet lost, please refresh the page': shellMessages.internetLost,
};

/** A catalogue text as a catalog message when there is one (translated), else the server's text as is. */
function textOf(value: string): Text {
  return TEXT_BY_CATALOGUE_KEY[value] ?? value;
}

export type FailurePresenter = (error: ApiError, context?: PresentContext) => ErrorAction;

export function createFailurePresenter(deps: FailurePresenterDeps): FailurePresenter {
  return function presentFailure(error, context = {}) {
    const { retry, ...failureContext } = context;
    const action = classifyFailure(error, failureContext);
    switch (action.kind) {
      case 'silent':
        break;
      case 'logout':
        if (action.clearSession) deps.clearSession();
        void deps.dialogs.showAlert(textOf(action.alert));
        deps.navigate(action.redirect);
        break;
      case 'alert':
        void deps.dialogs.showAlert(action.message ?? textOf(action.messageKey ?? 'unknown_error'));
        break;
      case 'timeoutRetry':
        void deps.dialogs.showAlert(textOf(action.messageKey));
        break;
      case 'notice':
        void deps.dialogs.showNotice(textOf(action.message));
        break;
      case 'networkNotice':
        if (deps.isOnline()) void deps.dialogs.showNetworkNotice(retry ? { onRetry: retry } : {});
        break;
      case 'domainUnavailable':
        void deps.dialogs.showDomainUnavailable(retry ? { onRetry: retry } : {});
        break;
      case 'forgetCredentials':
      case 'disableAutoLogin':
        // The login flow forgets the credentials or turns auto login off; the member still learns why.
        if (action.message) void deps.dialogs.showAlert(action.message);
        else if (action.kind === 'forgetCredentials') void deps.dialogs.showAlert(shellMessages.unknownError);
        break;
      case 'verifyDialog':
      case 'bindOrRegister':
        // Not errors for the member: the login flow opens its verification or choose dialog from the action.
        break;
    }
    return action;
  };
}

const installed = pageState<{ presenter?: FailurePresenter }>(() => ({}));

/** Wires the app-wide presenter once at start-up. */
export function installFailurePresenter(deps: Partial<FailurePresenterDeps> = {}): FailurePresenter {
  const presenter = createFailurePresenter({
    dialogs,
    clearSession,
    // Like every navigation of the app, it keeps the tracking parameters (A27).
    navigate: (path) => {
      if (location.pathname !== path) {
        browserNavigate(withTrackingParams(path, pickTrackingParams(location.search), readStoredTrackingParams()));
      }
    },
    isOnline: networkAvailable,
    ...deps,
  });
  installed().presenter = presenter;
  return presenter;
}

/** Presents a failed call (spec §8). */
export function presentFailure(error: ApiError, context?: PresentContext): ErrorAction {
  const presenter = installed().presenter ?? installFailurePresenter();
  return presenter(error, context);
}
