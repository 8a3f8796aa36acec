/** Helpers of the identity end-to-end tests: the SMS codes the backend sent, the login form, what the page stored. */
import type { APIRequestContext, Page } from '@playwright/test';
import { qa } from './support/qa';

export const PASSWORD = 'Passw0rd!';

/** The last SMS code the backend "sent" to a mobile number. */
export async function lastSmsCode(request: APIRequestContext, mobileNum: string): Promise<string | undefined> {
  return (await qa(request).lastSms(mobileNum))?.code;
}

export async function fillLogin(page: Page, username: string, password: string): Promise<void> {
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
}

/** Everything the page stored: localStorage, sessionStorage and every IndexedDB record, as one string. */
export async function storedEverything(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const parts: string[] = [];
    for (const storage of [localStorage, sessionStorage]) {
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i) ?? '';
        parts.push(`${key}=${storage.getItem(key) ?? ''}`);
      }
    }
    const databases = await indexedDB.databases();
    for (const { name } of databases) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () => reject(open.error);
      });
      for (const storeName of [...db.objectStoreNames]) {
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          const read = db.transaction(storeName, 'readonly').objectStore(storeName).getAll();
          read.onsuccess = () => resolve(read.result as unknown[]);
          read.onerror = () => reject(read.error);
        });
        for (const row of rows) {
          try {
            parts.push(JSON.stringify(row));
          } catch {
            parts.push(String(row));
          }
        }
      }
      db.close();
    }
    return parts.join('\n');
  });
}
