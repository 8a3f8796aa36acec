/**
 * The one result shape of every API call, on both sides of the worker boundary. Calls never throw across Comlink:
 * a failure is a value the page hands to the error catalogue.
 */

export interface ApiError {
  /** A backend errorCode (ACCEPTANCE 3.7) or a client code of ErrorCode (network.error, ECONNABORTED, ...). */
  code: string;
  /** The server message, or the client's own description (encryption failure, 'url is null'). */
  message?: string;
  /** The HTTP status, when a response arrived. */
  status?: number;
  /** The request path (no query), so the catalogue and logs can name the call without its credentials. */
  path: string;
  /** The envelope value of a failure, e.g. {verifyToken, ...} of login_verify_required. */
  value?: unknown;
}

export type ApiResult<T> = { ok: true; value: T } | { ok: false; error: ApiError };

export function success<T>(value: T): ApiResult<T> {
  return { ok: true, value };
}

export function failure<T = never>(error: ApiError): ApiResult<T> {
  return { ok: false, error };
}
