/**
 * The diagnostics screen's live reads: each stored table and the outbox follow the store's writes (the worker's
 * included), the browser's side (service worker, caches, storage) and the worker's flush timer are read again every
 * POLL_MS and after each action. collectSnapshot reads all of it once, for the support report.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { readAll } from '../../data/page-store';
import { useSharedQuery } from '../../data/shared-query';
import type { StoreTable, SystemState } from '../../data/schema';
import type { ApiBridge } from '../../platform/api/bridge';
import { connectivity, isSimulatedOffline, networkEvents } from '../../platform/connectivity';
import type { RuntimeConfig, WhitelabelValue } from '../../shared/contract';
import { BUILD_ID } from '../../shared/build-id';
import { readCaches, readServiceWorker, readStorage } from './browser-state';
import {
  STORE_TABLES,
  summarizeOutbox,
  summarizeTable,
  type DiagnosticsSnapshot,
  type NetworkSummary,
  type OutboxSummary,
  type TableSummary,
} from './rules';

/** How often the parts the store does not announce are read again while the screen is open. */
export const POLL_MS = 3_000;

export function useTableSummary(table: StoreTable): TableSummary | undefined {
  return useSharedQuery(`diagnostics:table:${table}`, [table], async () => summarizeTable(table, await readAll(table)));
}

async function readOutbox(api: Pick<ApiBridge, 'outboxStatus'>): Promise<OutboxSummary> {
  const [records, meta, status] = await Promise.all([readAll('outbox'), readAll('outboxMeta'), api.outboxStatus()]);
  return summarizeOutbox(records, meta, status.ok ? (status.value?.nextFlushAt ?? null) : null);
}

/** The outbox as stored, with the worker's next flush time; read again on each write to it and every POLL_MS. */
export function useOutboxSummary(api: Pick<ApiBridge, 'outboxStatus'>, tick: number): OutboxSummary | undefined {
  const stored = useSharedQuery('diagnostics:outbox-records', ['outbox', 'outboxMeta'], () =>
    Promise.all([readAll('outbox'), readAll('outboxMeta')]),
  );
  const [nextFlushAt, setNextFlushAt] = useState<number | null>(null);
  useEffect(() => {
    let current = true;
    void api.outboxStatus().then((status) => {
      if (current) setNextFlushAt(status.ok ? (status.value?.nextFlushAt ?? null) : null);
    });
    return () => {
      current = false;
    };
  }, [api, stored, tick]);
  return stored && summarizeOutbox(stored[0], stored[1], nextFlushAt);
}

/** A counter that moves every POLL_MS and on bump(): what the polled reads depend on. */
export function usePollTick(): [number, () => void] {
  const [tick, setTick] = useState(0);
  const bump = useCallback(() => setTick((value) => value + 1), []);
  useEffect(() => {
    const timer = window.setInterval(bump, POLL_MS);
    return () => window.clearInterval(timer);
  }, [bump]);
  return [tick, bump];
}

/** The latest answer of read, asked again whenever a dependency (the tick) changes; undefined until the first. */
export function usePolled<T>(read: () => Promise<T>, tick: number): T | undefined {
  const [value, setValue] = useState<T>();
  useEffect(() => {
    let current = true;
    read().then(
      (next) => current && setValue(next),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [read, tick]);
  return value;
}

function subscribeNetwork(onChange: () => void): () => void {
  networkEvents.addEventListener('online', onChange);
  networkEvents.addEventListener('offline', onChange);
  const stopApp = connectivity().subscribe(onChange);
  return () => {
    networkEvents.removeEventListener('online', onChange);
    networkEvents.removeEventListener('offline', onChange);
    stopApp();
  };
}

function effectiveType(): string | null {
  return (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType ?? null;
}

function readNetwork(): NetworkSummary {
  return {
    app: connectivity().get(),
    browserOnline: navigator.onLine !== false,
    simulatedOffline: isSimulatedOffline(),
    effectiveType: effectiveType(),
  };
}

/** The network as the app sees it, following the online and offline events and the switch. */
export function useNetworkSummary(): NetworkSummary {
  // A string, so that useSyncExternalStore compares snapshots by value.
  const key = useSyncExternalStore(subscribeNetwork, () => JSON.stringify(readNetwork()));
  return JSON.parse(key) as NetworkSummary;
}

/** Everything the screen shows, read once: the support report's source. */
export async function collectSnapshot(api: Pick<ApiBridge, 'outboxStatus'>, language: string): Promise<DiagnosticsSnapshot> {
  const [serviceWorker, caches, storage, tables, outbox, systemState, switches] = await Promise.all([
    readServiceWorker(),
    readCaches(),
    readStorage(),
    Promise.all(STORE_TABLES.map(async (table) => summarizeTable(table, await readAll(table)))),
    readOutbox(api),
    readAll('systemState'),
    readAll('featureSwitches'),
  ]);
  const config = systemState.find((row) => row.key === 'config')?.value as SystemState['config'] | undefined;
  return {
    appBuild: BUILD_ID,
    serviceWorker,
    caches,
    storage,
    tables,
    outbox,
    network: readNetwork(),
    merchant: (config as RuntimeConfig | undefined)?.merchantCode ?? null,
    environment: config?.env ?? null,
    language,
    switches: (switches[0]?.value as WhitelabelValue | undefined)?.whitelabelVal ?? null,
    secureContext: window.isSecureContext,
  };
}
