/**
 * Store changes across contexts: the API worker and the service worker write through Dexie, and every committed
 * readwrite transaction names the tables in its scope on one BroadcastChannel; the page, which reads IndexedDB without
 * Dexie (src/data/page-store.ts), re-reads what it shows from those tables.
 */
import type { Dexie } from 'dexie';
import { STORE_CHANGES_CHANNEL } from './schema';

export function announceCommittedWrites(db: Dexie): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(STORE_CHANGES_CHANNEL);
  // Node's channel would keep a test process alive; browsers have no unref.
  (channel as { unref?: () => void }).unref?.();
  db.use({
    stack: 'dbcore',
    name: 'store-changes',
    create: (down) => ({
      ...down,
      transaction(stores, mode, options) {
        const transaction = down.transaction(stores, mode, options);
        // Dexie's IndexedDB core hands out the IDBTransaction itself.
        if (mode === 'readwrite')
          (transaction as unknown as IDBTransaction).addEventListener('complete', () => channel.postMessage(stores));
        return transaction;
      },
    }),
  });
}
