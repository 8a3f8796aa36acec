/**
 * "Clear caches and local data": the service worker and its caches, the app's database (settings, content, the
 * outbox) and both web storages (the session, the remembered login, the language choice). The page then starts
 * afresh from the network.
 */
import { DB_NAME } from '../../data/schema';
import { browserServiceWorkers, dropServiceWorkers } from '../../platform/pwa/clean-start';

/** How long the database deletion may wait for other tabs to close their connections before the page moves on. */
const DELETE_WAIT_MS = 5_000;

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, DELETE_WAIT_MS);
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = request.onerror = () => {
      clearTimeout(timer);
      resolve();
    };
  });
}

export async function clearLocalData(): Promise<void> {
  await dropServiceWorkers(browserServiceWorkers());
  await deleteDatabase(DB_NAME);
  for (const storage of [localStorage, sessionStorage]) {
    try {
      storage.clear();
    } catch {
      // A storage the browser refuses holds nothing of ours.
    }
  }
}
