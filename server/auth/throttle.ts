/**
 * Login throttling (issue 4 §8): LOGIN_FAILURE_LIMIT failed logins of one account within LOGIN_FAILURE_WINDOW_MS
 * answer TOO_MANY_REQUEST until the oldest failure leaves the window. A successful login clears the count.
 */
import { ErrorCode } from '../../src/shared/contract';
import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MS } from '../../src/shared/constants';
import type { Db } from '../db/database';
import { BizError } from '../http/errors';

/** The failures that count against an account: wrong password or code, unknown account. */
export const THROTTLED_CODES: readonly string[] = [
  ErrorCode.LOGIN_CRED_ERR,
  ErrorCode.NOT_EXISTS_USER,
  ErrorCode.VERIFY_CODE_INVALID,
];

export function throttleKey(account: string): string {
  return account.trim().toLowerCase();
}

export function recentFailures(db: Db, merchant: string, account: string, now: number): number {
  return db
    .prepare('SELECT COUNT(*) FROM login_failures WHERE merchant = ? AND account = ? AND at > ?')
    .pluck()
    .get(merchant, throttleKey(account), now - LOGIN_FAILURE_WINDOW_MS) as number;
}

/** Throws TOO_MANY_REQUEST while the account is over the limit. */
export function assertLoginAllowed(db: Db, merchant: string, account: string, now: number): void {
  if (recentFailures(db, merchant, account, now) >= LOGIN_FAILURE_LIMIT) throw new BizError(ErrorCode.TOO_MANY_REQUEST);
}

export function recordLoginFailure(db: Db, merchant: string, account: string, now: number): void {
  db.prepare('INSERT INTO login_failures (merchant, account, at) VALUES (?, ?, ?)').run(merchant, throttleKey(account), now);
  db.prepare('DELETE FROM login_failures WHERE at <= ?').run(now - LOGIN_FAILURE_WINDOW_MS);
}

export function clearLoginFailures(db: Db, merchant: string, account: string): void {
  db.prepare('DELETE FROM login_failures WHERE merchant = ? AND account = ?').run(merchant, throttleKey(account));
}

/** Runs a login attempt for account under the throttle: refused when over the limit, failures counted, success clears. */
export async function throttledLogin<T>(
  db: Db,
  merchant: string,
  account: string,
  now: number,
  attempt: () => T | Promise<T>,
): Promise<T> {
  assertLoginAllowed(db, merchant, account, now);
  try {
    const result = await attempt();
    clearLoginFailures(db, merchant, account);
    return result;
  } catch (error) {
    if (error instanceof BizError && THROTTLED_CODES.includes(error.code)) recordLoginFailure(db, merchant, account, now);
    throw error;
  }
}
