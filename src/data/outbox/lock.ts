/**
 * One flusher at a time across tabs, the API worker and the service worker. Web Locks when the context has them
 * (ifAvailable: a busy lock means someone else is flushing, so we do not wait); otherwise a lease row in
 * outboxMeta, taken atomically in a Dexie rw transaction and renewed while the flush runs.
 */
import type { MemberDb } from '../db';
import { OUTBOX_LEASE_MS } from '../../shared/constants';
import type { Clock } from '../clock';
import { OUTBOX_LEASE_RENEW_MS, OUTBOX_LOCK_NAME } from './constants';

/** The part of navigator.locks the outbox uses. */
export interface LockManagerLike {
  request<T>(name: string, options: { ifAvailable: true }, callback: (lock: unknown) => Promise<T>): Promise<T>;
}

/** Told to the flush: it stops taking new work when the lease was lost. */
export interface LockGuard {
  readonly lost: boolean;
}

export interface FlushLockDeps {
  db: MemberDb;
  clock: Clock;
  /** undefined: navigator.locks when present. null: always the lease. */
  locks?: LockManagerLike | null;
  /** Lease holder id; one per flusher. */
  holderId: string;
}

const LEASE = 'lease' as const;

/** navigator.locks where the context has it (a secure context; not Node before 24). */
export function defaultLocks(): LockManagerLike | null {
  if (typeof navigator === 'undefined') return null;
  const locks: LockManagerLike | undefined = (navigator as Partial<Pick<WorkerNavigator, 'locks'>>).locks;
  return locks ?? null;
}

/** Takes the lease if it is free, expired, or already ours. */
export async function acquireLease(db: MemberDb, holder: string, now: number): Promise<boolean> {
  return db.transaction('rw', db.outboxMeta, async () => {
    const row = await db.outboxMeta.get(LEASE);
    if (row && row.holder !== holder && (row.expiresAt ?? 0) > now) return false;
    await db.outboxMeta.put({ key: LEASE, holder, expiresAt: now + OUTBOX_LEASE_MS });
    return true;
  });
}

/** Extends the lease if it is still ours; false when someone else took it (we were frozen past its expiry). */
export async function renewLease(db: MemberDb, holder: string, now: number): Promise<boolean> {
  return db.transaction('rw', db.outboxMeta, async () => {
    const row = await db.outboxMeta.get(LEASE);
    if (row?.holder !== holder) return false;
    await db.outboxMeta.put({ key: LEASE, holder, expiresAt: now + OUTBOX_LEASE_MS });
    return true;
  });
}

export async function releaseLease(db: MemberDb, holder: string): Promise<void> {
  await db.transaction('rw', db.outboxMeta, async () => {
    const row = await db.outboxMeta.get(LEASE);
    if (row?.holder === holder) await db.outboxMeta.delete(LEASE);
  });
}

async function withLease<T>(deps: FlushLockDeps, run: (guard: LockGuard) => Promise<T>): Promise<T | null> {
  const { db, clock, holderId } = deps;
  if (!(await acquireLease(db, holderId, clock.now()))) return null;
  const guard = { lost: false };
  let timer: unknown;
  let stopped = false;
  const renew = () => {
    timer = clock.setTimeout(() => {
      renewLease(db, holderId, clock.now()).then(
        (held) => {
          if (!held) guard.lost = true;
          else if (!stopped) renew();
        },
        () => {
          guard.lost = true;
        },
      );
    }, OUTBOX_LEASE_RENEW_MS);
  };
  renew();
  try {
    return await run(guard);
  } finally {
    stopped = true;
    clock.clearTimeout(timer);
    await releaseLease(db, holderId);
  }
}

/** Runs `run` holding the flush lock; null, without running it, when another flusher holds it. */
export async function withFlushLock<T>(deps: FlushLockDeps, run: (guard: LockGuard) => Promise<T>): Promise<T | null> {
  const locks = deps.locks === undefined ? defaultLocks() : deps.locks;
  if (!locks) return withLease(deps, run);
  return locks.request(OUTBOX_LOCK_NAME, { ifAvailable: true }, async (lock) => {
    if (lock === null) return null;
    return run({ lost: false });
  });
}
