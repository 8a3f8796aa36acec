/** The state of the start-up settings sync, for screens that must tell "loading" from "offline with no data". */
import { pageValue } from '../shared/page-runtime';
import { usePageValue } from './use-page-value';

export type SyncPhase = 'syncing' | 'done' | 'failed';

const phase = pageValue<SyncPhase>('syncing');

export function setSyncPhase(next: SyncPhase): void {
  phase().set(next);
}

export function useSyncPhase(): SyncPhase {
  return usePageValue(phase);
}

/** Resolves once the settings sync in flight has answered (at once when none is): what is stored is then this visit's. */
export function settingsSynced(): Promise<void> {
  const store = phase();
  return new Promise((resolve) => {
    if (store.get() !== 'syncing') return resolve();
    const stop = store.subscribe(() => {
      if (store.get() === 'syncing') return;
      stop();
      resolve();
    });
  });
}
