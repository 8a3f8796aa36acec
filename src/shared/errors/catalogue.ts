/**
 * The error catalogue of spec §8: one pure function decides what a failed call means for the member
 * (log out, alert, stay silent, open a dialog). The worker produces failures; the page runs the action.
 */
import { ErrorCode, NOT_LOGGED_IN_CODES } from '../contract/error-codes';
import type { ApiError } from './result';

export const PLEASE_LOGIN_TEXT = 'please login';
export const LOGIN_ROUTE = '/m/login';
export const NETWORK_NOTICE_TEXT = 'Network Error / CORS Errors';
export const INTERNET_LOST_TEXT = 'Internet lost, please refresh the page';
export const UNKNOWN_ERROR_KEY = 'unknown_error';
export const TIMEOUT_RETRY_KEY = 'timeout_retry_please';
const TOO_MANY_REQUEST_PREFIX = 'TOO_MANY_REQUEST';
const HTTP_BAD_GATEWAY = 502;
const HTTP_UNAUTHORIZED = 401;

/** Which call failed and how it was made: the same code means different things on different calls. */
export interface FailureContext {
  /** The contract endpoint name, e.g. 'status', 'launchGame', 'login'. */
  call?: string;
  /** The caller asked for no alert (B31); hash-check and push-token calls always are. */
  silent?: boolean;
  /** The call was an automatic login with remembered credentials. */
  autoLogin?: boolean;
  /** The call was a LINE login or registration. */
  line?: boolean;
  /** The page runs over a non-http(s) protocol (status check row of §8). */
  nonHttpProtocol?: boolean;
}

export type ErrorAction =
  | { kind: 'logout'; alert: typeof PLEASE_LOGIN_TEXT; redirect: typeof LOGIN_ROUTE; clearSession: true }
  | { kind: 'silent' }
  | { kind: 'domainUnavailable' }
  /** Status check failure with an errorCode: a notice with the server message or INTERNET_LOST_TEXT. */
  | { kind: 'notice'; message: string }
  | { kind: 'networkNotice'; message: typeof NETWORK_NOTICE_TEXT }
  | { kind: 'disableAutoLogin'; message?: string }
  | { kind: 'forgetCredentials'; code: string; message?: string }
  | { kind: 'verifyDialog'; value: unknown }
  | { kind: 'bindOrRegister'; code: string; value?: unknown }
  | { kind: 'timeoutRetry'; messageKey: typeof TIMEOUT_RETRY_KEY }
  /** Exactly one of message and messageKey is set. */
  | { kind: 'alert'; message?: string; messageKey?: typeof UNKNOWN_ERROR_KEY; clearLineSessionToken?: true };

export type ErrorActionKind = ErrorAction['kind'];

/** Client codes meaning that no HTTP response arrived (ACCEPTANCE Q25). */
const NO_RESPONSE_CODES: readonly string[] = [ErrorCode.NETWORK_ERROR, ErrorCode.TIMEOUT, ErrorCode.WORKER_UNAVAILABLE];
const GAME_LAUNCH_CALLS: readonly string[] = ['launchGame', 'gameTrialLaunch'];

export function isNoResponse(error: Pick<ApiError, 'code' | 'status'>): boolean {
  return error.status === undefined && NO_RESPONSE_CODES.includes(error.code);
}

export function isNotLoggedIn(error: Pick<ApiError, 'code' | 'status'>): boolean {
  return error.status === HTTP_UNAUTHORIZED || NOT_LOGGED_IN_CODES.includes(error.code);
}

export function classifyFailure(error: ApiError, context: FailureContext = {}): ErrorAction {
  const { code, message } = error;
  if (context.silent || code === ErrorCode.ABORTED) return { kind: 'silent' };
  if (code.startsWith(TOO_MANY_REQUEST_PREFIX) || error.status === HTTP_BAD_GATEWAY) return { kind: 'silent' };
  if (isNotLoggedIn(error)) return { kind: 'logout', alert: PLEASE_LOGIN_TEXT, redirect: LOGIN_ROUTE, clearSession: true };

  if (context.call === 'status') {
    if (code === ErrorCode.DOMAIN_NOT_AVAILABLE) return { kind: 'domainUnavailable' };
    if (!isNoResponse(error) || context.nonHttpProtocol) return { kind: 'notice', message: message || INTERNET_LOST_TEXT };
  }
  if (code === ErrorCode.TIMEOUT && GAME_LAUNCH_CALLS.includes(context.call ?? '')) {
    return { kind: 'timeoutRetry', messageKey: TIMEOUT_RETRY_KEY };
  }
  if (isNoResponse(error)) return { kind: 'networkNotice', message: NETWORK_NOTICE_TEXT };

  switch (code) {
    case ErrorCode.TOKEN_IP_DIFFERENT:
      return { kind: 'disableAutoLogin', ...(message ? { message } : {}) };
    case ErrorCode.LOGIN_VERIFY_REQUIRED:
      return { kind: 'verifyDialog', value: error.value };
    case ErrorCode.BIND_CUSTOMER_REQUIRED:
      return { kind: 'bindOrRegister', code, ...(error.value !== undefined ? { value: error.value } : {}) };
  }
  if (code === ErrorCode.NOT_EXISTS_USER && context.line) return { kind: 'bindOrRegister', code };
  if ((code === ErrorCode.LOGIN_CRED_ERR || code === ErrorCode.NOT_EXISTS_USER) && context.autoLogin) {
    return { kind: 'forgetCredentials', code, ...(message ? { message } : {}) };
  }

  const alert: Extract<ErrorAction, { kind: 'alert' }> = message
    ? { kind: 'alert', message }
    : { kind: 'alert', messageKey: UNKNOWN_ERROR_KEY };
  if (code === ErrorCode.LINE_INVALID_TOKEN) alert.clearLineSessionToken = true;
  return alert;
}
