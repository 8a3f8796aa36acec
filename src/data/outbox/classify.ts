/**
 * What an answer to an event submission means for the outbox. Only what can succeed later is retried
 * (network errors, timeouts, 408, 429, 5xx, rate-limit codes); a refusal is final and kept on the record.
 */
import { ErrorCode, isEnvelope } from '../../shared/contract';
import { parseRetryAfter } from './backoff';

export type Outcome =
  /** The backend has the event (a duplicate included: it deduplicates on eventId). */
  | { kind: 'ok'; status: number }
  /** Try again later; retryAfterMs when the backend said how long to wait. */
  | { kind: 'retry'; status: number; code: string; retryAfterMs?: number }
  /** 414 or 431: the request is too big; a ping batch is split in two. */
  | { kind: 'tooLong'; status: number; code: string }
  /** The backend refused the event for good: recorded with its code, never retried. */
  | { kind: 'final'; status: number; code: string };

const RATE_LIMIT_PREFIX = ErrorCode.TOO_MANY_REQUEST;

/** Any header source: a Fetch Headers object or a plain lookup. */
export interface HeaderLookup {
  get(name: string): string | null;
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Classifies an HTTP answer. Besides the documented classes, two answers that do not come from the backend are
 * retried rather than refused: a redirect (fetch runs with redirect 'manual': a captive portal) and a 2xx whose
 * body is not an envelope (a proxy's page). Neither says anything about the event.
 */
export function classifyResponse(status: number, bodyText: string, headers: HeaderLookup, now: number): Outcome {
  const body = parseBody(bodyText);
  const envelope = isEnvelope(body) ? body : undefined;
  const errorCode = typeof envelope?.errorCode === 'string' && envelope.errorCode !== '' ? envelope.errorCode : undefined;
  const code = errorCode ?? `http.${status}`;

  if (status === 414 || status === 431) return { kind: 'tooLong', status, code };
  const rateLimited = errorCode?.startsWith(RATE_LIMIT_PREFIX) === true;
  if (status === 408 || status === 429 || status >= 500 || rateLimited) {
    const retryAfterMs = parseRetryAfter(headers.get('Retry-After'), now);
    return retryAfterMs === undefined ? { kind: 'retry', status, code } : { kind: 'retry', status, code, retryAfterMs };
  }
  if (status === 0 || (status >= 300 && status < 400)) return { kind: 'retry', status, code: ErrorCode.HTTP_REDIRECT };
  if (status >= 200 && status < 300) {
    if (envelope === undefined) return { kind: 'retry', status, code: ErrorCode.INVALID_RESPONSE };
    if (envelope.success) return { kind: 'ok', status };
    return { kind: 'final', status, code };
  }
  return { kind: 'final', status, code };
}

/** A fetch that threw: our own abort is a timeout, anything else a network error. Both are retried. */
export function classifyFailure(timedOut: boolean): Outcome {
  return { kind: 'retry', status: 0, code: timedOut ? ErrorCode.TIMEOUT : ErrorCode.NETWORK_ERROR };
}
