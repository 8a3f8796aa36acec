/**
 * Session info built from what the entry URL carried (spec §2, §3; ACCEPTANCE A22). The store itself, its key
 * and its guarded writes are the auth feature's (src/platform/session/tab-session); this is only the token rule.
 */
import type { NewSession, SessionInfo } from './session-store';

/**
 * A session from a query token: the member's id and name arrive later, with the member info (renewal). The same
 * token as the stored session keeps what is already known about it.
 */
export function sessionFromToken(token: string, merchantCode: string, previous: SessionInfo | null): NewSession {
  if (previous && previous.token === token) {
    const { spanId: _spanId, ...known } = previous;
    return { ...known, merchantCode: previous.merchantCode || merchantCode };
  }
  return { id: '', token, merchantCode, userName: '', type: 0, firstTimeLogin: false };
}
