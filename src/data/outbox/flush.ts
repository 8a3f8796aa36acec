/**
 * flushOutbox: delivers the pending events, oldest first, under the flush lock.
 *
 * Each event: a POST, retried EVENT_POST_RETRIES times (1 + 3) with exponential backoff and jitter; when the last
 * POST fails, at once the fallback ping, retried EVENT_PING_RETRIES times (1 + 5) with the same backoff
 * (spec §9, ACCEPTANCE F30–F33 and Q90). Retrying stops at the first success.
 *
 * Once an event has exhausted its POSTs, the event endpoint is known to be failing: the ping that follows carries,
 * besides that event, as many of the not-yet-tried pending events as fit in the URL (F31: "the pending events"),
 * and the rest of this flush goes by ping batches. A ping batch that exhausts its retries means the backend is
 * unreachable: the flush stops taking new work and what is left stays pending for the next one.
 *
 * Delivered events are deleted (the backend deduplicates on eventId, so an event sent again after a crash is
 * still stored once); refused ones stay as 'rejected' with the backend's code.
 */
import type { MemberDb, OutboxRecord } from '../db';
import { ErrorCode } from '../../shared/contract';
import { EVENT_PING_RETRIES, EVENT_POST_RETRIES } from '../../shared/constants';
import { backoffDelay } from './backoff';
import type { Outcome } from './classify';
import { sleep, systemClock, type Clock } from '../clock';
import { OUTBOX_CONCURRENCY, OUTBOX_RETRY_AFTER_MAX_WAIT_MS } from './constants';
import { withFlushLock, type LockGuard, type LockManagerLike } from './lock';
import { PingBatchSizer } from './ping-url';
import { PendingQueue } from './queue';
import {
  countPending,
  markDelivered,
  markRejected,
  pauseUntil,
  pausedUntil,
  pendingRange,
  pruneExpired,
  recordAttempts,
} from './store';
import type { EventTransport } from './transport';
import { randomUuid } from './uuid';

export interface FlushDeps {
  db: MemberDb;
  transport: EventTransport;
  clock?: Clock;
  /** [0, 1), for the backoff jitter. */
  random?: () => number;
  /** undefined: navigator.locks when present. null: the outboxMeta lease. */
  locks?: LockManagerLike | null;
  /** This flusher's lease holder id (default: a random UUID per call). */
  holderId?: string;
  concurrency?: number;
  /** Stops the flush early: no new work, no more retries; what is left stays pending. */
  signal?: AbortSignal;
}

/**
 * unreachable: a ping batch exhausted its retries. retryAfter: the backend asked for a longer wait than a flush
 * makes. paused: such a wait is still running. noMerchant: the merchant code is unknown, nothing was sent.
 * leaseLost: another flusher took the lease. aborted: the signal stopped the flush.
 */
export type HaltReason = 'unreachable' | 'retryAfter' | 'paused' | 'noMerchant' | 'leaseLost' | 'aborted';

export interface FlushResult {
  /** Events the backend now has (accepted or duplicate). */
  delivered: number;
  /** Events the backend refused for good, now 'rejected'. */
  rejected: number;
  /** Pending events dropped for age at the start of this flush (counted in outboxMeta 'dropped'). */
  dropped: number;
  /** Pending events left after this flush. */
  pending: number;
  /** Why the flush stopped before the end of the queue, if it did. */
  halted?: HaltReason;
  /** With halted 'retryAfter' or 'paused': no flush is useful before this time. */
  pausedUntil?: number;
}

interface Run {
  db: MemberDb;
  transport: EventTransport;
  clock: Clock;
  random: () => number;
  signal: AbortSignal | undefined;
  guard: LockGuard;
  queue: PendingQueue;
  /** An event has exhausted its POSTs in this flush: the rest goes by ping. */
  postFailing: boolean;
  halted?: HaltReason;
  pausedUntil?: number;
  delivered: number;
  rejected: number;
}

function stopped(run: Run): boolean {
  if (run.halted) return true;
  if (run.signal?.aborted) run.halted = 'aborted';
  else if (run.guard.lost) run.halted = 'leaseLost';
  return run.halted !== undefined;
}

type Wait = { kind: 'wait'; ms: number } | { kind: 'halt' };

/** What to do before retry number `retry` after a retryable outcome: back off, or honour a long Retry-After. */
async function beforeRetry(run: Run, retry: number, outcome: Outcome): Promise<Wait> {
  const backoff = backoffDelay(retry, run.random);
  const asked = outcome.kind === 'retry' ? outcome.retryAfterMs : undefined;
  if (asked === undefined || asked <= backoff) return { kind: 'wait', ms: backoff };
  if (asked <= OUTBOX_RETRY_AFTER_MAX_WAIT_MS) return { kind: 'wait', ms: asked };
  const until = run.clock.now() + asked;
  await pauseUntil(run.db, until);
  run.halted = 'retryAfter';
  run.pausedUntil = until;
  return { kind: 'halt' };
}

type ChainEnd = { kind: 'ok' } | { kind: 'final' | 'tooLong'; code: string } | { kind: 'exhausted' | 'stopped'; code: string };

/**
 * One attempt plus `retries` retries of `send`, stopping at the first answer that is not 'retry'.
 * `attempts` counts the requests made.
 */
async function retryChain(run: Run, retries: number, send: () => Promise<Outcome>, attempts: { n: number }): Promise<ChainEnd> {
  let last: Outcome | undefined;
  for (let retry = 0; retry <= retries; retry += 1) {
    if (last) {
      if (stopped(run)) return { kind: 'stopped', code: last.kind === 'ok' ? '' : last.code };
      const wait = await beforeRetry(run, retry, last);
      if (wait.kind === 'halt' || !(await sleep(run.clock, wait.ms, run.signal)) || stopped(run)) {
        stopped(run);
        return { kind: 'stopped', code: last.kind === 'ok' ? '' : last.code };
      }
    }
    last = await send();
    attempts.n += 1;
    if (last.kind === 'ok') return { kind: 'ok' };
    if (last.kind !== 'retry') return { kind: last.kind, code: last.code };
  }
  return { kind: 'exhausted', code: last && last.kind !== 'ok' ? last.code : '' };
}

function attemptMap(records: readonly OutboxRecord[], n: number): Map<string, number> {
  return new Map(records.map((r) => [r.eventId, n]));
}

/** Pings a batch (1 + 5 tries); a 414/431, or a refusal of a batch of several, splits it in two. */
async function pingBatch(run: Run, batch: OutboxRecord[], priorAttempts: ReadonlyMap<string, number>): Promise<void> {
  const attempts = { n: 0 };
  const end = await retryChain(run, EVENT_PING_RETRIES, () => run.transport.ping(batch.map((r) => r.event)), attempts);
  const total = new Map(batch.map((r) => [r.eventId, (priorAttempts.get(r.eventId) ?? 0) + attempts.n]));
  const now = run.clock.now();

  if (end.kind === 'ok') {
    await markDelivered(run.db, [...total.keys()]);
    run.delivered += batch.length;
    return;
  }
  if ((end.kind === 'tooLong' || end.kind === 'final') && batch.length > 1) {
    const half = Math.ceil(batch.length / 2);
    await pingBatch(run, batch.slice(0, half), total);
    if (!stopped(run)) await pingBatch(run, batch.slice(half), total);
    else
      await recordAttempts(run.db, new Map(batch.slice(half).map((r) => [r.eventId, total.get(r.eventId) ?? 0])), end.code, now);
    return;
  }
  if (end.kind === 'final') {
    const record = batch[0];
    if (record) await markRejected(run.db, record.eventId, end.code, total.get(record.eventId) ?? 0, now);
    run.rejected += 1;
    return;
  }
  // A single event too long for any ping, a stop, or the retries exhausted: it stays pending for the next flush.
  if (end.kind === 'exhausted') run.halted ??= 'unreachable';
  await recordAttempts(run.db, total, end.code, now);
}

/** Fills a ping batch, after `first` if given, with the next pending events that keep the URL under the limit. */
async function takePingBatch(run: Run, first?: OutboxRecord): Promise<OutboxRecord[]> {
  const sizer = new PingBatchSizer(run.transport.baseUrl);
  const batch: OutboxRecord[] = [];
  if (first) {
    batch.push(first);
    sizer.add(first.event);
  }
  let size = batch.length;
  const more = await run.queue.takeWhile((record) => {
    if (size > 0 && !sizer.fits(record.event)) return false;
    sizer.add(record.event);
    size += 1;
    return true;
  });
  return batch.concat(more);
}

/** Sends a batch taken by takePingBatch; a single event over the URL limit alone is not sent, and stays pending. */
async function sendPingBatch(run: Run, batch: OutboxRecord[], prior: ReadonlyMap<string, number>): Promise<void> {
  const [only] = batch;
  if (batch.length === 1 && only && !new PingBatchSizer(run.transport.baseUrl).fits(only.event)) {
    await recordAttempts(run.db, prior.size ? prior : attemptMap(batch, 0), ErrorCode.URI_TOO_LONG, run.clock.now());
    return;
  }
  await pingBatch(run, batch, prior);
}

/** One event: POSTs, then the ping fallback. */
async function deliver(run: Run, record: OutboxRecord): Promise<void> {
  const attempts = { n: 0 };
  const end = await retryChain(run, EVENT_POST_RETRIES, () => run.transport.postEvent(record.event), attempts);
  const now = run.clock.now();
  switch (end.kind) {
    case 'ok':
      await markDelivered(run.db, [record.eventId]);
      run.delivered += 1;
      return;
    case 'final':
      await markRejected(run.db, record.eventId, end.code, attempts.n, now);
      run.rejected += 1;
      return;
    case 'stopped':
      await recordAttempts(run.db, attemptMap([record], attempts.n), end.code, now);
      return;
    case 'exhausted':
    case 'tooLong': {
      run.postFailing = true;
      const batch = await takePingBatch(run, record);
      await sendPingBatch(run, batch, new Map([[record.eventId, attempts.n]]));
      return;
    }
  }
}

async function lane(run: Run): Promise<void> {
  while (!stopped(run)) {
    if (run.postFailing) {
      const batch = await takePingBatch(run);
      if (batch.length === 0) return;
      if (stopped(run)) return;
      await sendPingBatch(run, batch, new Map());
    } else {
      const record = await run.queue.next();
      if (!record) return;
      if (stopped(run)) return;
      await deliver(run, record);
    }
  }
}

async function runFlush(deps: FlushDeps, clock: Clock, guard: LockGuard): Promise<FlushResult> {
  const { db } = deps;
  const start = clock.now();
  const paused = await pausedUntil(db, start);
  if (paused !== undefined) {
    return { delivered: 0, rejected: 0, dropped: 0, pending: await countPending(db), halted: 'paused', pausedUntil: paused };
  }
  const dropped = await pruneExpired(db, start);
  if (!(await deps.transport.canSend()))
    return { delivered: 0, rejected: 0, dropped, pending: await countPending(db), halted: 'noMerchant' };
  const keys = (await pendingRange(db, -Infinity, start).primaryKeys()) as string[];
  const run: Run = {
    db,
    transport: deps.transport,
    clock,
    random: deps.random ?? Math.random,
    signal: deps.signal,
    guard,
    queue: new PendingQueue(db, keys),
    postFailing: false,
    delivered: 0,
    rejected: 0,
  };
  const lanes = Math.max(1, deps.concurrency ?? OUTBOX_CONCURRENCY);
  await Promise.all(Array.from({ length: lanes }, () => lane(run)));

  const result: FlushResult = { delivered: run.delivered, rejected: run.rejected, dropped, pending: await countPending(db) };
  if (run.halted) result.halted = run.halted;
  if (run.pausedUntil !== undefined) result.pausedUntil = run.pausedUntil;
  return result;
}

/**
 * Flushes the outbox. Resolves to null, having sent nothing, when another flusher (tab, worker or service worker)
 * holds the flush lock.
 */
export async function flushOutbox(deps: FlushDeps): Promise<FlushResult | null> {
  const clock = deps.clock ?? systemClock;
  const holderId = deps.holderId ?? randomUuid();
  const lockDeps = { db: deps.db, clock, holderId, ...(deps.locks !== undefined && { locks: deps.locks }) };
  return withFlushLock(lockDeps, (guard) => runFlush(deps, clock, guard));
}
