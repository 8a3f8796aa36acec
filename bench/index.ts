/**
 * The benchmarks, in the order they run. To add one (the API worker's round-trip latency, the response cache's
 * hit latency, …): write bench/<name>.ts exporting a Benchmark (see types.ts) and list it here.
 */
import { apiWorkerLatency } from './api-worker-latency';
import { firstPaint } from './first-paint';
import { firstVisitJs } from './first-visit-js';
import { lighthouseMobile } from './lighthouse';
import { lobbyAtScale } from './lobby';
import { outboxEnqueue } from './outbox-enqueue';
import { outboxFlushBackend, outboxFlushFlaky } from './outbox-flush-backend';
import { outboxSoak } from './outbox-soak';
import type { Benchmark } from './types';

export const benchmarks: readonly Benchmark[] = [
  apiWorkerLatency,
  outboxEnqueue,
  outboxFlushBackend,
  outboxFlushFlaky,
  outboxSoak,
  lobbyAtScale,
  firstVisitJs,
  firstPaint,
  lighthouseMobile,
];
