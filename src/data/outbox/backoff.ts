/** Retry delays of event reporting (spec §9, ACCEPTANCE F32 and Q90). */
import { EVENT_BACKOFF_BASE_MS, EVENT_BACKOFF_JITTER_MS } from '../../shared/constants';

/**
 * The wait before retry number `retry` (1 for the first retry): 1000, 2000, 4000 … ms, plus 0 to 500 ms of jitter.
 * `random` returns a number in [0, 1).
 */
export function backoffDelay(retry: number, random: () => number): number {
  const base = EVENT_BACKOFF_BASE_MS * 2 ** Math.max(0, retry - 1);
  return base + Math.round(random() * EVENT_BACKOFF_JITTER_MS);
}

/** Retry-After as delta-seconds or an HTTP-date, in ms from now; undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number): number | undefined {
  if (value == null) return undefined;
  const text = value.trim();
  if (/^\d+$/.test(text)) return Number(text) * 1000;
  // An HTTP-date always names its month (RFC 9110 §5.6.7); this keeps Date.parse from reading '-1' as a year.
  if (!/[a-z]/i.test(text)) return undefined;
  const at = Date.parse(text);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now);
}
