/**
 * The start-up sync's status check, presented through the error catalogue (spec §4 Status check, §8; ACCEPTANCE
 * E41–E43, B34): domain_not_available opens the slide-up popup, another errorCode a notice with the server message,
 * a failure over a non-http protocol 'Internet lost, please refresh the page', and no response the network notice
 * whose Retry runs the sync (and so the status call) again. Other parts of the sync keep what Dexie had, quietly.
 */
import type { RefreshSummary } from '../../../workers/api/refresh-summary';
import { isNoResponse, type ErrorAction } from '../../shared/errors/catalogue';
import type { ApiError, ApiResult } from '../../shared/errors/result';
import type { FailurePresenter } from './present-failure';

export interface StartupStatusOptions {
  /** The page's protocol, e.g. location.protocol ('https:', 'file:', 'capacitor:'). */
  protocol: string;
  /** Runs the sync again. */
  retry: () => void;
}

export function isHttpProtocol(protocol: string): boolean {
  return protocol === 'http:' || protocol === 'https:';
}

/** The failure of the status check, if any: the whole sync failing (worker unavailable) counts as one. */
export function statusFailure(result: ApiResult<RefreshSummary>): ApiError | undefined {
  if (!result.ok) return result.error;
  return result.value.failed.find((entry) => entry.part === 'status')?.error;
}

export function presentStartupStatus(
  result: ApiResult<RefreshSummary>,
  { protocol, retry }: StartupStatusOptions,
  present: FailurePresenter,
): ErrorAction | undefined {
  const error = statusFailure(result);
  if (!error) return undefined;
  // Without a response the message is the browser's own ('Failed to fetch'), not a server message to show.
  const shown: ApiError = isNoResponse(error) ? { ...error, message: undefined } : error;
  return present(shown, { call: 'status', nonHttpProtocol: !isHttpProtocol(protocol), retry });
}
